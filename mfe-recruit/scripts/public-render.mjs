// Runs after `rspack build`: writes dist/public.mjs (PUBLIC_DOSSIER_RENDER_FILE), which the server
// imports to render the public dossier page at /r/{token} (issue 37, item 2; src/public/). A plain
// ES module for Node with no React and no CSS files: the page's style is inline in its document.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile, createPrerenderConfig } from '@talentbrug/build/rspack';
import { PUBLIC_DOSSIER_RENDER_FILE } from '@talentbrug/domain/dossier';

const dir = join(import.meta.dirname, '..');
const dist = process.env.TALENTBRUG_OUT_DIR ?? join(dir, 'dist');
// A folder per run, so a test's build and a release's never share one.
const work = join(dir, 'node_modules', '.cache', `public-render-${process.pid}`);
rmSync(work, { recursive: true, force: true });
const config = createPrerenderConfig({
  dir,
  name: 'recruit-public',
  entry: './src/public/render-public-dossier.ts',
  outDir: work,
});
config.output = { ...config.output, asyncChunks: false };
await compile(config);

const scripts = readdirSync(work).filter((file) => file.endsWith('.mjs'));
if (scripts.length !== 1) throw new Error(`The public page compiled to ${scripts.join(', ')}, not one module`);
const file = join(dist, PUBLIC_DOSSIER_RENDER_FILE);
mkdirSync(dist, { recursive: true });
writeFileSync(file, readFileSync(join(work, 'prerender.mjs'), 'utf8'));
rmSync(work, { recursive: true, force: true });
const module = await import(pathToFileURL(file).href);
if (typeof module.renderDossierDocument !== 'function' || typeof module.renderNotFoundDocument !== 'function')
  throw new Error(`${file} does not export the public page's renderers`);
console.log(
  `Public dossier page renderer: ${file} (${Buffer.byteLength(module.renderNotFoundDocument())} bytes for the 404 page)`,
);
