import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderPageEntry } from '@talentbrug/domain/contracts/first-paint/prerender';
import { precompress } from './precompress.ts';
import { compile, createPrerenderConfig } from './rspack.ts';

/** What a remote's prerender entry exports (e.g. mfe-auth/src/first-paint/prerender-pages.tsx). */
export interface PrerenderModule {
  /** Per path: everything of the page's prerender.json entry except its markup. */
  PRERENDER_PAGES: Record<string, Omit<PrerenderPageEntry, 'html'>>;
  renderPage(path: string): string;
}

/**
 * Runs after a remote's `rspack build` (ADR 0003, 0010): compiles its prerender entry for Node
 * with the app's loaders and CSS Modules, renders every page it lists with react-dom/server, and
 * writes `dist/prerender.json` (revalidated, like mf-manifest.json) with the content-hashed
 * stylesheet `dist/prerender/pages.<hash>.css` it names. Markup and stylesheet come from one
 * compilation, so their class names agree. Returns the path of prerender.json.
 */
export async function prerenderPages(options: {
  /** The remote's folder. */
  dir: string;
  /** Its uniqueName ('auth'). */
  name: string;
  /** The prerender entry, relative to dir. */
  entry: string;
  dist?: string;
  /** A standalone script in dist the pages load (the landing's enhance module, ADR 0004). */
  script?: string;
}): Promise<string> {
  const { dir, name, entry, script } = options;
  const dist = options.dist ?? process.env.TALENTBRUG_OUT_DIR ?? join(dir, 'dist');
  const work = join(dir, 'node_modules', '.cache', 'prerender');
  rmSync(work, { recursive: true, force: true });
  await compile(createPrerenderConfig({ dir, name, entry, outDir: work }));

  const { PRERENDER_PAGES, renderPage } = (await import(
    pathToFileURL(join(work, 'prerender.mjs')).href
  )) as PrerenderModule;
  const css = readdirSync(work)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => readFileSync(join(work, file), 'utf8'))
    .join('\n');
  const cssFile = `prerender/pages.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  mkdirSync(join(dist, 'prerender'), { recursive: true });
  writeFileSync(join(dist, cssFile), css);
  precompress(join(dist, cssFile));

  const pages: Record<string, PrerenderPageEntry> = {};
  for (const [path, meta] of Object.entries(PRERENDER_PAGES)) {
    const html = renderPage(path);
    // The h1 is what Lighthouse and people see first; a page without one is a broken prerender.
    if (!html.includes('<h1')) throw new Error(`The prerendered ${path} has no h1`);
    const { title, description, startsApp, unlessStored } = meta;
    pages[path] = { title, description, startsApp, unlessStored, html };
  }
  const file = join(dist, 'prerender.json');
  // The stylesheet also travels inline: the server puts it in <head>, saving a render-blocking request.
  writeFileSync(file, `${JSON.stringify({ version: 1, css: [cssFile], inlineCss: css, script, pages })}\n`);
  precompress(file);
  console.log(`Prerendered ${Object.keys(pages).join(', ')} (${Buffer.byteLength(css)} bytes of CSS)`);
  return file;
}
