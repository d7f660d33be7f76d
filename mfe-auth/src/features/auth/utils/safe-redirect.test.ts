import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('defaults to /dashboard', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect('')).toBe('/dashboard');
    expect(safeRedirect(undefined)).toBe('/dashboard');
  });

  it.each(['/matches', '/matches?sort=score', '/profile#videos', '/aicoach?vraag=visum%20F-1'])(
    'keeps the same-origin path %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'data:text/html,hoi',
    'matches',
    ' /matches',
    'http:/evil.example',
  ])('refuses %j and falls back to the dashboard', (value) => {
    expect(safeRedirect(value)).toBe('/dashboard');
  });

  it('never sends a user from login back to an auth page', () => {
    expect(safeRedirect('/login?redirect=%2Fmatches')).toBe('/dashboard');
    expect(safeRedirect('/signup')).toBe('/dashboard');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirect('/../../matches')).toBe('/matches');
  });
});
