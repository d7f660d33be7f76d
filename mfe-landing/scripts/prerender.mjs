// Runs after `rspack build`: renders the landing remote's public pages to HTML with
// react-dom/server, so the server can answer `/`, `/terms` and `/privacy` with ready markup
// (ADR 0003). Writes dist/prerender.json (revalidated, like mf-manifest.json) and the
// content-hashed files it refers to: the stylesheet, dist/prerender/pages.<hash>.css, and the
// standalone script that makes the markup interactive without React,
// dist/prerender/enhance.<hash>.js (src/prerender/enhance.ts).
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { precompress } from '@talentbrug/build/precompress';
import { compile, createPrerenderConfig, createScriptConfig } from '@talentbrug/build/rspack';

// The anonymous visitor's whole JavaScript on the landing; React arriving here by an import
// would cost ~60 KB and pass unnoticed without this limit.
const ENHANCE_BUDGET_GZIP = 4 * 1024;

const dir = join(import.meta.dirname, '..');
const dist = process.env.TALENTBRUG_OUT_DIR ?? join(dir, 'dist');
const work = join(dir, 'node_modules', '.cache', 'prerender');
const enhanceWork = join(dir, 'node_modules', '.cache', 'prerender-enhance');
rmSync(work, { recursive: true, force: true });
rmSync(enhanceWork, { recursive: true, force: true });

await compile(createPrerenderConfig({ dir, name: 'landing', entry: './src/prerender/render-pages.tsx', outDir: work }));
await compile(
  createScriptConfig({
    dir,
    name: 'landing',
    script: 'enhance',
    entry: './src/prerender/enhance.ts',
    outDir: enhanceWork,
  }),
);

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

const enhanceBuilt = readdirSync(enhanceWork).filter((file) => /^enhance\.[0-9a-f]+\.js$/.test(file));
if (enhanceBuilt.length !== 1) throw new Error(`Expected one enhance script, found: ${enhanceBuilt.join(', ')}`);
const scriptFile = `prerender/${enhanceBuilt[0]}`;
copyFileSync(join(enhanceWork, enhanceBuilt[0]), join(dist, scriptFile));
precompress(join(dist, scriptFile));
const script = readFileSync(join(dist, scriptFile));
const scriptGzip = gzipSync(script, { level: 9 }).length;
if (scriptGzip > ENHANCE_BUDGET_GZIP) {
  throw new Error(
    `${scriptFile} is ${scriptGzip} bytes gzipped, over its ${ENHANCE_BUDGET_GZIP}: did React get imported?`,
  );
}

const pages = {};
for (const [path, { title, description }] of Object.entries(PRERENDER_PAGES)) {
  const html = renderPage(path);
  if (!html.includes('<h1')) throw new Error(`The prerendered ${path} has no h1`);
  pages[path] = { title, description, html };
}
// The stylesheet also travels inline: the server puts it in <head>, saving a render-blocking request.
writeFileSync(
  join(dist, 'prerender.json'),
  `${JSON.stringify({ version: 1, css: [cssFile], inlineCss: css, script: scriptFile, pages })}\n`,
);
precompress(join(dist, 'prerender.json'));
console.log(`Prerendered ${Object.keys(pages).join(', ')} (${Buffer.byteLength(css)} bytes of CSS)`);
console.log(`Enhance script ${scriptFile}: ${script.length} bytes, ${scriptGzip} gzipped`);
