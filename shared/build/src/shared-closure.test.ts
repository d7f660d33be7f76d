import { describe, expect, it } from 'vitest';
import { providedKeys, type StatsChunk, type StatsModule, sharedClosureOf, sharedFiles } from './shared-closure.ts';

const consume = (key: string) =>
  `consume shared module (default) ${key}@^0.1.0 (strict) (fallback: /repo/shared/${key}.tsx)`;
const provide = (key: string) => `provide shared module (default) ${key}@0.1.0 = /repo/shared/${key}.tsx`;
const loader = (file: string) => `builtin:swc-loader??ruleSet[1]!/repo/app/${file}`;
const esm = (from: string) => ({ type: 'esm import', moduleIdentifier: from });

// A page that imports a card (shared, which imports a shared button) and a dialog on demand
// (which imports a shared field); the page is concatenated with one of its own components.
const MODULES: StatsModule[] = [
  {
    identifier: `${loader('src/pages/page.tsx')}|0123abcd`,
    reasons: [{ type: 'container exposed', moduleIdentifier: 'container entry' }],
    modules: [{ identifier: loader('src/pages/page.tsx') }, { identifier: loader('src/features/list.tsx') }],
  },
  { identifier: consume('@talentbrug/ui/card'), reasons: [esm(`${loader('src/pages/page.tsx')}|0123abcd`)] },
  {
    identifier: '/repo/shared/@talentbrug/ui/card.tsx',
    reasons: [{ type: 'consume shared fallback', moduleIdentifier: consume('@talentbrug/ui/card') }],
  },
  { identifier: consume('@talentbrug/ui/button'), reasons: [esm('/repo/shared/@talentbrug/ui/card.tsx')] },
  {
    identifier: loader('src/features/dialog.tsx'),
    reasons: [{ type: 'import()', moduleIdentifier: loader('src/pages/page.tsx') }],
  },
  { identifier: consume('@talentbrug/ui/field'), reasons: [esm(loader('src/features/dialog.tsx'))] },
  {
    identifier: consume('react'),
    reasons: [esm(loader('src/features/dialog.tsx')), esm(`${loader('src/pages/page.tsx')}|0123abcd`)],
  },
];

describe('sharedClosureOf', () => {
  it("names every shared module a page's first load reaches, through shared fallbacks, and none it imports on demand", () => {
    expect(sharedClosureOf(MODULES)(['./src/pages/page.tsx'])).toEqual([
      '@talentbrug/ui/button',
      '@talentbrug/ui/card',
      'react',
    ]);
  });

  it('starts only from the files it is given', () => {
    expect(sharedClosureOf(MODULES)(['src/features/dialog.tsx'])).toEqual(['@talentbrug/ui/field', 'react']);
    expect(sharedClosureOf(MODULES)(['src/pages/other.tsx'])).toEqual([]);
  });
});

describe('sharedFiles', () => {
  it('lists the chunks a provided module loads, scripts and stylesheets, and no source maps', () => {
    const chunks: StatsChunk[] = [
      {
        files: ['10.aa.js', '10.aa.css', '10.aa.js.map'],
        origins: [{ moduleIdentifier: provide('@talentbrug/ui/card') }],
      },
      {
        files: ['11.bb.js'],
        origins: [{ moduleIdentifier: provide('@talentbrug/ui/card') }, { moduleIdentifier: provide('react') }],
      },
      // The consumer's own fallback: the runtime loads the provided copy instead.
      { files: ['12.cc.js'], origins: [{ moduleIdentifier: consume('@talentbrug/ui/card') }] },
    ];
    expect(sharedFiles(chunks, ['@talentbrug/ui/card', '@talentbrug/ui/button'])).toEqual({
      '@talentbrug/ui/card': ['10.aa.css', '10.aa.js', '11.bb.js'],
      '@talentbrug/ui/button': [],
    });
  });
});

describe('providedKeys', () => {
  it('names each shared key the app offers once', () => {
    const modules = [provide('react'), provide('@talentbrug/ui/card'), provide('react'), consume('zustand')].map(
      (identifier) => ({ identifier }),
    );
    expect(providedKeys(modules)).toEqual(['@talentbrug/ui/card', 'react']);
  });
});
