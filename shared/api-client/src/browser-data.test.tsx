/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFRESH_COOKIE, SESSION_COOKIE } from '@talentbrug/domain/contracts/first-paint/prerender';
import { protectedPaths } from '@talentbrug/domain/contracts/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as registry from './browser-data.tsx';
import {
  AUTH_STORAGE_KEY,
  BROWSER_DATA,
  DEVTOOLS_KEY,
  EMAIL_BANNER_DISMISSED_KEY,
  forgetEverything,
  ONBOARDING_DRAFT_KEY,
  onForget,
  PRODUCT_KEY_PREFIX,
} from './browser-data.tsx';

const REPO = join(import.meta.dirname, '..', '..', '..');
/** Every browser code base: the shell, the remotes and the shared packages that run in the page. */
const ROOTS = [
  'shell/src',
  ...readdirSync(REPO)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => `${name}/src`),
  'shared/api-client/src',
  'shared/ui/src',
  'shared/domain/src',
];
const REGISTRY = 'shared/api-client/src/browser-data.tsx';
/** The cookie names live in the contract the server reads too (it may import only the domain package). */
const COOKIE_CONTRACT = 'shared/domain/src/contracts/first-paint/prerender.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(join(REPO, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments, which may name a key without storing it. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const SOURCES = ROOTS.flatMap(sourceFiles).map((path) => ({
  path,
  code: withoutComments(readFileSync(join(REPO, path), 'utf8')),
}));

/** The ways browser code can keep something: both storages, cookies, zustand's persist, supabase-js, caches. */
const WRITES =
  /\.setItem\(|\.cookie\s*=[^=]|\bpersist\(|\bstorageKey\s*:|\bcaches\.open\(|\bindexedDB\.open\(|\bcookieStore\.set\(/;

describe('the registry of browser data', () => {
  it('reads the source of every app (the scan below would pass on nothing)', () => {
    expect(SOURCES.map((file) => file.path)).toEqual(
      expect.arrayContaining([REGISTRY, 'mfe-onboarding/src/features/onboarding/stores/onboarding-store.ts']),
    );
  });

  it('defines every storage key of the product: none is spelled out anywhere else', () => {
    const strays = SOURCES.filter((file) => file.path !== REGISTRY).flatMap((file) =>
      [...file.code.matchAll(/['"`](talentbrug\.[\w.-]+)['"`]/g)].map((match) => `${file.path}: '${match[1]}'`),
    );
    expect(strays, 'define the key in browser-data.tsx and import it').toEqual([]);
    const cookies = SOURCES.filter((file) => file.path !== COOKIE_CONTRACT).flatMap((file) =>
      [...file.code.matchAll(/['"`](tb_\w+)['"`]/g)].map((match) => `${file.path}: '${match[1]}'`),
    );
    expect(
      cookies,
      'a cookie is named in @talentbrug/domain/contracts/first-paint/prerender and listed in browser-data.tsx',
    ).toEqual([]);
  });

  it('knows every place that writes into the browser: each takes its key from the registry', () => {
    const writers = SOURCES.filter((file) => WRITES.test(file.code));
    expect(writers.length).toBeGreaterThan(5);
    const unregistered = writers
      .filter((file) => file.path !== REGISTRY && !file.code.includes("from '@talentbrug/api-client/browser-data'"))
      .map((file) => file.path);
    expect(unregistered, 'list the key in browser-data.tsx and import it where it is written').toEqual([]);
    const literalKeys = writers.flatMap((file) =>
      [
        ...file.code.matchAll(
          /\.setItem\(\s*['"`][^'"`]*['"`]|\bstorageKey\s*:\s*['"`]|\bname\s*:\s*['"`][^'"`]*['"`],\s*$/gm,
        ),
      ].map((match) => `${file.path}: ${match[0]}`),
    );
    expect(literalKeys, 'a key is a constant of browser-data.tsx, never a string at the write').toEqual([]);
  });

  it('lists each key once, under the product prefix or as a cookie of the contract, and every one is used', () => {
    const keys = BROWSER_DATA.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of BROWSER_DATA) {
      if (entry.places.includes('cookie')) expect([SESSION_COOKIE, REFRESH_COOKIE]).toContain(entry.key);
      else if (entry.key !== DEVTOOLS_KEY) expect(entry.key.startsWith(PRODUCT_KEY_PREFIX)).toBe(true);
    }
    const constants = Object.entries(registry).filter(
      ([name, value]) => name.endsWith('_KEY') && typeof value === 'string',
    );
    for (const [name, value] of constants) {
      expect(keys, `${name} is listed`).toContain(value);
      const users = SOURCES.filter((file) => file.path !== REGISTRY && new RegExp(`\\b${name}\\b`).test(file.code));
      expect(users.length, `${name} is used somewhere`).toBeGreaterThan(0);
    }
  });
});

describe('forgetEverything', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  function fakeDocument(protocol = 'http:') {
    const written: string[] = [];
    return {
      written,
      doc: {
        location: { protocol } as Location,
        get cookie() {
          return '';
        },
        set cookie(value: string) {
          written.push(value);
        },
      },
    };
  }

  it("removes every key of the product from both storages, an older draft's too, and keeps the developer's override", () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{"user":{"email":"fenna@example.nl"}}');
    localStorage.setItem(ONBOARDING_DRAFT_KEY, '{"state":{"data":{"personal":{"firstName":"Fenna"}}}}');
    localStorage.setItem('talentbrug.onboarding-draft.v0', '{"firstName":"Fenna"}');
    localStorage.setItem(DEVTOOLS_KEY, '{"overrides":{}}');
    localStorage.setItem('someone-else', 'kept');
    sessionStorage.setItem(AUTH_STORAGE_KEY, '{}');
    sessionStorage.setItem(EMAIL_BANNER_DISMISSED_KEY, 'user-1');

    forgetEverything({ doc: fakeDocument().doc });

    expect(Object.keys(localStorage).sort()).toEqual([DEVTOOLS_KEY, 'someone-else']);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('clears both session cookies on every path they are set on, Secure on https', () => {
    const { doc, written } = fakeDocument('https:');
    forgetEverything({ doc });
    for (const path of protectedPaths()) {
      for (const name of [SESSION_COOKIE, REFRESH_COOKIE]) {
        const cookie = written.find((value) => value.startsWith(`${name}=;`) && value.includes(`Path=${path};`));
        expect(cookie, `${name} on ${path}`).toMatch(/Max-Age=0.*Secure/);
      }
    }
  });

  it('empties the copies in memory before the sweep, so a store that writes on reset leaves no key', () => {
    const seen: string[] = [];
    const stop = onForget(() => {
      seen.push('memory');
      localStorage.setItem(ONBOARDING_DRAFT_KEY, '{"state":{"data":{}}}');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = onForget(() => {
      throw new Error('a store that fails must not keep the rest');
    });
    try {
      forgetEverything({ doc: fakeDocument().doc });
    } finally {
      stop();
      broken();
    }
    expect(seen).toEqual(['memory']);
    expect(logged).toHaveBeenCalledOnce();
    expect(localStorage.getItem(ONBOARDING_DRAFT_KEY)).toBeNull();
  });

  it('goes on where storage is blocked', () => {
    const blocked = {
      get length(): number {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    expect(() => forgetEverything({ local: blocked, session: undefined, doc: undefined })).not.toThrow();
  });
});
