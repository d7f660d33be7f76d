// Runs after `rspack build`: writes the shell's chrome (skip link, navigation, main region)
// into dist/index.html, rendered with react-dom/server, so every page paints its header
// before JavaScript runs. The main region holds <!--tb-outlet-->, where the server puts a
// prerendered page (ADR 0003). The entry's and the chrome's styles are inlined in <head>.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { createPrerenderConfig } from '@talentbrug/build/rspack';

const dir = join(import.meta.dirname, '..');
const dist = process.env.TALENTBRUG_OUT_DIR ?? join(dir, 'dist');
const work = join(dir, 'node_modules', '.cache', 'prerender');
rmSync(work, { recursive: true, force: true });

const config = createPrerenderConfig({ dir, name: 'shell', entry: './src/prerender/render-chrome.tsx', outDir: work });
const stats = await new Promise((resolve, reject) =>
  rspack(config).run((error, result) => (error ? reject(error) : resolve(result))),
);
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}

const { OUTLET_MARKER, renderChrome } = await import(pathToFileURL(join(work, 'prerender.mjs')).href);
const css = readdirSync(work)
  .filter((file) => file.endsWith('.css'))
  .sort()
  .map((file) => readFileSync(join(work, file), 'utf8'))
  .join('\n');

const chrome = renderChrome();
if (!chrome.includes(OUTLET_MARKER)) throw new Error('The prerendered chrome has no outlet');
const indexFile = join(dist, 'index.html');
const index = readFileSync(indexFile, 'utf8');
const root = /<div id="root" class="tb-root"><\/div>/;
if (!root.test(index)) throw new Error('dist/index.html has no empty <div id="root" class="tb-root">');
// The entry's stylesheet (reset and tokens) and the chrome's go inline: with them in the document,
// the first paint waits for no other request.
const entryCss = /<link href="\/(main\.[0-9a-f]+\.css)" rel="stylesheet">/;
const entryMatch = entryCss.exec(index);
if (!entryMatch?.[1]) throw new Error('dist/index.html has no entry stylesheet link');
const inline = `${readFileSync(join(dist, entryMatch[1]), 'utf8')}\n${css}`.replace(/<\/style/gi, '<\\/style');
writeFileSync(
  indexFile,
  index
    .replace(entryCss, () => `<style>${inline}</style>`)
    .replace(root, () => `<div id="root" class="tb-root">${chrome.replace(OUTLET_MARKER, '<!--tb-outlet-->')}</div>`),
);
console.log(`Prerendered the shell chrome into ${indexFile}`);
