// Runs after `rspack build`: renders the landing remote's public pages to HTML with
// react-dom/server, so the server can answer `/`, `/terms` and `/privacy` with ready markup
// (ADR 0003). Writes dist/prerender.json (revalidated, like mf-manifest.json) and the
// content-hashed stylesheet it refers to, dist/prerender/pages.<hash>.css.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { precompress } from '@talentbrug/build/precompress';
import { createPrerenderConfig } from '@talentbrug/build/rspack';

const dir = join(import.meta.dirname, '..');
const dist = process.env.TALENTBRUG_OUT_DIR ?? join(dir, 'dist');
const work = join(dir, 'node_modules', '.cache', 'prerender');
rmSync(work, { recursive: true, force: true });

const config = createPrerenderConfig({ dir, name: 'landing', entry: './src/prerender/render-pages.tsx', outDir: work });
const stats = await new Promise((resolve, reject) =>
  rspack(config).run((error, result) => (error ? reject(error) : resolve(result))),
);
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}

const { PRERENDER_PAGES, renderPage } = await import(pathToFileURL(join(work, 'prerender.mjs')).href);
const css = readdirSync(work)
  .filter((file) => file.endsWith('.css'))
  .sort()
  .map((file) => readFileSync(join(work, file), 'utf8'))
  .join('\n');
const cssFile = `prerender/pages.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
mkdirSync(join(dist, 'prerender'), { recursive: true });
writeFileSync(join(dist, cssFile), css);
precompress(join(dist, cssFile));

const pages = {};
for (const [path, { title, description }] of Object.entries(PRERENDER_PAGES)) {
  const html = renderPage(path);
  if (!html.includes('<h1')) throw new Error(`The prerendered ${path} has no h1`);
  pages[path] = { title, description, html };
}
// The stylesheet also travels inline: the server puts it in <head>, saving a render-blocking request.
writeFileSync(
  join(dist, 'prerender.json'),
  `${JSON.stringify({ version: 1, css: [cssFile], inlineCss: css, pages })}\n`,
);
precompress(join(dist, 'prerender.json'));
console.log(`Prerendered ${Object.keys(pages).join(', ')} (${Buffer.byteLength(css)} bytes of CSS)`);
