import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// React Router reaches the page only inside @talentbrug/ui/router (ADR 0008). A browser
// module importing 'react-router' or 'react-router-dom' itself would bundle a second, unshared
// copy into its app, with contexts of its own: its Link would throw outside the shell's router.
// Tests and the Node prerender builds run without a federation and may import it directly.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const WRAPPER = 'shared/ui/src/router.tsx';
const SOURCE = /\.(?:ts|tsx|js|jsx|mjs)$/;
const ROUTER_PACKAGE = /^react-router(?:-dom)?(?:\/.*)?$/;

/** Every module specifier of a source: static imports and re-exports, import(), require(). */
function moduleSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) if (m[1]) found.push(m[1]);
  return found;
}

/**
 * The entries each app builds for Node: its prerender (createPrerenderConfig or prerenderPages in
 * scripts/prerender.mjs) and its server render (buildServerRender in scripts/server-render.mjs).
 */
function nodeEntries(): Set<string> {
  const entries = new Set<string>();
  for (const app of readdirSync(root).filter((d) => d === 'shell' || d.startsWith('mfe-'))) {
    for (const name of ['prerender.mjs', 'server-render.mjs']) {
      let script: string;
      try {
        script = readFileSync(join(root, app, 'scripts', name), 'utf8');
      } catch {
        continue;
      }
      for (const m of script.matchAll(
        /(?:createPrerenderConfig|prerenderPages|buildServerRender)\(\{[^}]*\bentry:\s*'\.\/([^']+)'/g,
      )) {
        if (m[1]) entries.add(`${app}/${m[1]}`);
      }
    }
  }
  return entries;
}

const isTestCode = (file: string) => /\.test\.[jt]sx?$/.test(file) || file.includes('/src/testing/');

function sourceFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names.filter((n) => SOURCE.test(n) && !n.split('/').includes('node_modules')).map((n) => join(dir, n));
}

/** Browser sources (apps and the shared packages they bundle) that import React Router itself. */
function directRouterImports(): string[] {
  const exempt = nodeEntries();
  const dirs = readdirSync(root)
    .filter((d) => d === 'shell' || d.startsWith('mfe-'))
    .map((d) => join(root, d, 'src'));
  for (const pkg of ['ui', 'api-client', 'domain']) dirs.push(join(root, 'shared', pkg, 'src'));
  const offenders: string[] = [];
  for (const file of dirs.flatMap(sourceFiles)) {
    const rel = relative(root, file);
    if (rel === WRAPPER || isTestCode(rel) || exempt.has(rel)) continue;
    const hits = moduleSpecifiers(readFileSync(file, 'utf8')).filter((s) => ROUTER_PACKAGE.test(s));
    for (const hit of hits) offenders.push(`${rel} imports '${hit}'`);
  }
  return offenders.sort();
}

describe('React Router comes only through @talentbrug/ui/router', () => {
  const probes: string[] = [];
  const probe = (relPath: string, source: string) => {
    probes.push(join(root, relPath));
    writeFileSync(join(root, relPath), `${source}\n`);
  };
  afterEach(() => {
    for (const file of probes.splice(0)) rmSync(file, { force: true });
  });

  it('no browser source imports react-router or react-router-dom itself', () => {
    expect(directRouterImports()).toEqual([]);
  });

  it('the wrapper does, and the Node prerender entries may', () => {
    expect(moduleSpecifiers(readFileSync(join(root, WRAPPER), 'utf8'))).toContain('react-router');
    expect([...nodeEntries()].sort()).toEqual([
      'mfe-athlete/src/first-paint/server-render-pages.tsx',
      'mfe-auth/src/first-paint/prerender-pages.tsx',
      'mfe-coach/src/first-paint/server-render-pages.tsx',
      'mfe-landing/src/first-paint/prerender-pages.tsx',
      'mfe-onboarding/src/first-paint/prerender-pages.tsx',
      'mfe-recruit/src/first-paint/server-render-pages.tsx',
      'shell/src/first-paint/render-chrome.tsx',
    ]);
  });

  it.each([
    ['mfe-athlete/src/pages/router-probe.tsx', "import { Link } from 'react-router-dom';"],
    ['shell/src/router-probe.ts', "export { useNavigate } from 'react-router';"],
    ['mfe-coach/src/router-probe.ts', "const dom = await import('react-router/dom');"],
    ['mfe-landing/src/first-paint/router-probe.ts', "import 'react-router';"],
    ['shared/api-client/src/router-probe.ts', "import { useLocation } from 'react-router';"],
  ])('flags %s: %s', (file, source) => {
    probe(file, source);
    expect(directRouterImports()).toEqual([`${file} imports '${moduleSpecifiers(source)[0]}'`]);
  });

  it.each([
    ['mfe-athlete/src/pages/router-probe.test.tsx', "import { MemoryRouter } from 'react-router';"],
    ['mfe-auth/src/testing/router-probe.tsx', "import { MemoryRouter } from 'react-router';"],
    ['mfe-coach/src/router-probe.ts', "import { Link } from '@talentbrug/ui/router';"],
  ])('leaves %s alone: %s', (file, source) => {
    probe(file, source);
    expect(directRouterImports()).toEqual([]);
  });
});
