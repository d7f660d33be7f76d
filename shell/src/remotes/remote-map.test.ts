import { sameOriginRemoteMap } from '@talentbrug/domain/contracts/routes';
import { describe, expect, it } from 'vitest';
import { applyDevtoolsOverrides, isLoopbackUrl, parseRemoteMap } from './remote-map.ts';

const base = 'https://app.talentbrug.nl';
const deployed = parseRemoteMap(sameOriginRemoteMap(), base);

describe('parseRemoteMap', () => {
  it('resolves root-relative manifest URLs against the page origin', () => {
    expect(deployed.athlete).toBe('https://app.talentbrug.nl/mf/athlete/mf-manifest.json');
  });

  it('refuses a map that misses a remote', () => {
    const { coach: _coach, ...partial } = sameOriginRemoteMap();
    expect(() => parseRemoteMap(partial, base)).toThrow('coach');
    expect(() => parseRemoteMap(null, base)).toThrow();
  });
});

describe('isLoopbackUrl', () => {
  it.each([
    ['http://localhost:3004/mf-manifest.json', true],
    ['http://127.0.0.1:3004/mf-manifest.json', true],
    ['http://127.8.0.3/mf-manifest.json', true],
    ['http://[::1]:3004/mf-manifest.json', true],
    ['https://evil.example/mf-manifest.json', false],
    ['http://localhost.evil.example/mf-manifest.json', false],
    ['http://10.0.0.5/mf-manifest.json', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s -> %s', (url, expected) => {
    expect(isLoopbackUrl(url)).toBe(expected);
  });
});

describe('applyDevtoolsOverrides', () => {
  const override = (overrides: unknown) => JSON.stringify({ overrides });

  it('points one remote at a loopback dev server and leaves the others alone', () => {
    const { map, applied } = applyDevtoolsOverrides(
      deployed,
      override({ athlete: 'http://localhost:3004/mf-manifest.json' }),
    );
    expect(applied).toEqual(['athlete']);
    expect(map.athlete).toBe('http://localhost:3004/mf-manifest.json');
    expect(map.coach).toBe(deployed.coach);
  });

  it('ignores overrides that point anywhere but loopback', () => {
    const { map, applied } = applyDevtoolsOverrides(
      deployed,
      override({ athlete: 'https://cdn.evil.example/mf-manifest.json', coach: 'http://192.168.1.4/m.json' }),
    );
    expect(applied).toEqual([]);
    expect(map).toEqual(deployed);
  });

  it('ignores unknown remotes, missing and malformed values', () => {
    expect(applyDevtoolsOverrides(deployed, override({ admin: 'http://localhost:1/m.json' })).applied).toEqual([]);
    expect(applyDevtoolsOverrides(deployed, null).map).toEqual(deployed);
    expect(applyDevtoolsOverrides(deployed, '{not json').map).toEqual(deployed);
    expect(applyDevtoolsOverrides(deployed, override('x')).map).toEqual(deployed);
  });
});
