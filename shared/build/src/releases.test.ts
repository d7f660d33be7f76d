import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentHash,
  formatHistoryEntry,
  type HistoryEntry,
  parseHistory,
  previousRelease,
  readBuiltFiles,
  releaseUrl,
  resolveRelease,
} from './releases.ts';

const file = (path: string, text: string) => ({ path, content: Buffer.from(text) });

describe('contentHash', () => {
  it('names the same build the same, whatever order the files are read in', () => {
    const a = contentHash([file('remoteEntry.js', 'x'), file('mf-manifest.json', '{}')]);
    const b = contentHash([file('mf-manifest.json', '{}'), file('remoteEntry.js', 'x')]);
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{12}$/);
  });

  it('changes when a file changes, is renamed, or bytes move between path and content', () => {
    const base = contentHash([file('a.js', 'one')]);
    expect(contentHash([file('a.js', 'two')])).not.toBe(base);
    expect(contentHash([file('b.js', 'one')])).not.toBe(base);
    expect(contentHash([file('a.jso', 'ne')])).not.toBe(base);
    expect(contentHash([file('a.js', 'one'), file('b.js', '')])).not.toBe(base);
  });

  it('hashes a build folder with its subfolders, without the build diagnostics', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'mf-manifest.json'), '{}');
    writeFileSync(join(dir, 'assets', 'logo.svg'), '<svg/>');
    writeFileSync(join(dir, 'mf-stats.json'), '{"usedIn":["b","a"]}');
    writeFileSync(join(dir, 'mf-stats.json.br'), 'x');
    const files = readBuiltFiles(dir);
    expect(files.map((f) => f.path).sort()).toEqual(['assets/logo.svg', 'mf-manifest.json']);
    expect(contentHash(files)).toBe(contentHash([file('mf-manifest.json', '{}'), file('assets/logo.svg', '<svg/>')]));
  });
});

describe('release URLs', () => {
  it('puts a release under its remote and hash, with or without a trailing slash on the base', () => {
    expect(releaseUrl('/releases/', 'athlete', 'abcdef012345')).toBe('/releases/athlete/abcdef012345/mf-manifest.json');
    expect(releaseUrl('https://cdn.example.nl/releases', 'coach', 'abcdef012345')).toBe(
      'https://cdn.example.nl/releases/coach/abcdef012345/mf-manifest.json',
    );
  });
});

const url = (hash: string) => `/releases/athlete/${hash}/mf-manifest.json`;
const ORIGINAL = '/mf/athlete/mf-manifest.json';
const entry = (action: HistoryEntry['action'], from: string, to: string, remote = 'athlete'): HistoryEntry => ({
  time: '2025-05-01T10:00:00.000Z',
  remote,
  action,
  from,
  to,
});

describe('history', () => {
  it('reads back what it wrote, skipping a torn or foreign line', () => {
    const e = entry('release', ORIGINAL, url('aaaaaaaaaaaa'));
    const text = `${formatHistoryEntry(e)}not json\n{"time":"x","remote":"athlete"}\n${formatHistoryEntry(e).slice(0, 20)}`;
    expect(parseHistory(text)).toEqual([e]);
  });
});

describe('previousRelease', () => {
  const A = url('aaaaaaaaaaaa');
  const B = url('bbbbbbbbbbbb');
  const C = url('cccccccccccc');
  const history = [
    entry('release', ORIGINAL, A),
    entry('release', ORIGINAL, url('dddddddddddd'), 'coach'),
    entry('release', A, B),
    entry('release', B, C),
  ];

  it('goes back to the release before the live one', () => {
    expect(previousRelease(history, 'athlete', C)).toBe(B);
  });

  it('goes further back on a second rollback instead of returning to the release it left', () => {
    const afterOne = [...history, entry('rollback', C, B)];
    expect(previousRelease(afterOne, 'athlete', B)).toBe(A);
    const afterTwo = [...afterOne, entry('rollback', B, A)];
    expect(previousRelease(afterTwo, 'athlete', A)).toBe(ORIGINAL);
    expect(previousRelease([...afterTwo, entry('rollback', A, ORIGINAL)], 'athlete', ORIGINAL)).toBeNull();
  });

  it('undoes a re-release of an older build by going to the release it replaced', () => {
    expect(previousRelease([...history, entry('release', C, A)], 'athlete', A)).toBe(C);
  });

  it('has no answer for a remote never released or a manifest no release made live', () => {
    expect(previousRelease(history, 'auth', '/mf/auth/mf-manifest.json')).toBeNull();
    expect(previousRelease(history, 'athlete', 'http://localhost:3004/mf-manifest.json')).toBeNull();
  });
});

describe('resolveRelease', () => {
  const hashes = ['abc123456789', 'abd000000000', 'ffff00000000'];
  it('takes a full hash or a unique prefix', () => {
    expect(resolveRelease(hashes, 'ffff00000000')).toBe('ffff00000000');
    expect(resolveRelease(hashes, 'abc1')).toBe('abc123456789');
  });
  it('says what is wrong otherwise', () => {
    expect(() => resolveRelease(hashes, 'ab')).toThrow('not a release hash');
    expect(() => resolveRelease(hashes, 'abcd')).toThrow('No release abcd; kept releases: abc123456789');
    expect(() => resolveRelease([...hashes, 'abc199999999'], 'abc1')).toThrow('matches several releases');
  });
});
