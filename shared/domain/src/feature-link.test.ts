import { describe, expect, it } from 'vitest';
import { FEATURE_ROUTES, featureLink } from './feature-link.ts';

describe('featureLink', () => {
  it.each([
    ['onboarding', '/onboarding'],
    ['dashboard', '/dashboard'],
    ['matches', '/matches'],
    ['profile', '/profile'],
    ['aicoach', '/aicoach'],
  ])('maps the known feature %s to %s', (name, route) => {
    expect(featureLink(name)).toBe(route);
  });

  it('trims and lower-cases the name before matching', () => {
    expect(featureLink('  Matches ')).toBe('/matches');
    expect(featureLink('AICOACH')).toBe('/aicoach');
  });

  it('maps an empty or blank name to the landing page', () => {
    expect(featureLink('')).toBe('/');
    expect(featureLink('   ')).toBe('/');
    expect(featureLink(undefined)).toBe('/');
    expect(featureLink(null)).toBe('/');
  });

  it('maps an unknown name to the landing page with the feature parameter', () => {
    expect(featureLink('video-analyse')).toBe('/?feature=video-analyse');
    expect(featureLink(' Visa ')).toBe('/?feature=visa');
  });

  it('encodes names that are not URL-safe', () => {
    expect(featureLink('smart matching')).toBe('/?feature=smart%20matching');
    expect(featureLink('a&b=c')).toBe('/?feature=a%26b%3Dc');
  });

  it('only ever yields one of the known routes or the feature query', () => {
    for (const name of ['onboarding', 'x', '', 'PROFILE', '/matches']) {
      const link = featureLink(name);
      expect(FEATURE_ROUTES.includes(link as never) || link.startsWith('/?feature=')).toBe(true);
    }
  });
});
