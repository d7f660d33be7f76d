// Runs after `rspack build`: renders the landing remote's public pages to HTML with
// react-dom/server, so the server can answer `/`, `/terms` and `/privacy` with ready markup
// (ADR 0003). Writes dist/prerender.json (revalidated, like mf-manifest.json) and the
// content-hashed files it refers to: the stylesheet, dist/prerender/pages.<hash>.css, and the
// standalone script that makes the markup interactive without React,
// dist/prerender/enhance.<hash>.js (src/first-paint/enhance.ts).
import { copyFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { precompress } from '@talentbrug/build/precompress';
import { prerenderPages } from '@talentbrug/build/prerender-pages';
import { compile, createScriptConfig } from '@talentbrug/build/rspack';

// The anonymous visitor's whole JavaScript on the landing; React arriving here by an import
// would cost ~60 KB and pass unnoticed without this limit.
const ENHANCE_BUDGET_GZIP = 4 * 1024;

const dir = join(import.meta.dirname, '..');
const dist = process.env.TALENTBRUG_OUT_DIR ?? join(dir, 'dist');
const enhanceWork = join(dir, 'node_modules', '.cache', 'prerender-enhance');
rmSync(enhanceWork, { recursive: true, force: true });

await compile(
  createScriptConfig({
    dir,
    name: 'landing',
    script: 'enhance',
    entry: './src/first-paint/enhance.ts',
    outDir: enhanceWork,
  }),
);
const enhanceBuilt = readdirSync(enhanceWork).filter((file) => /^enhance\.[0-9a-f]+\.js$/.test(file));
if (enhanceBuilt.length !== 1) throw new Error(`Expected one enhance script, found: ${enhanceBuilt.join(', ')}`);
const scriptFile = `prerender/${enhanceBuilt[0]}`;
// prerenderPages makes dist/prerender/ before it writes the stylesheet; the script goes in after.
await prerenderPages({
  dir,
  name: 'landing',
  entry: './src/first-paint/prerender-pages.tsx',
  dist,
  script: scriptFile,
});
copyFileSync(join(enhanceWork, enhanceBuilt[0]), join(dist, scriptFile));
precompress(join(dist, scriptFile));
const script = readFileSync(join(dist, scriptFile));
const scriptGzip = gzipSync(script, { level: 9 }).length;
if (scriptGzip > ENHANCE_BUDGET_GZIP) {
  throw new Error(
    `${scriptFile} is ${scriptGzip} bytes gzipped, over its ${ENHANCE_BUDGET_GZIP}: did React get imported?`,
  );
}
console.log(`Enhance script ${scriptFile}: ${script.length} bytes, ${scriptGzip} gzipped`);
