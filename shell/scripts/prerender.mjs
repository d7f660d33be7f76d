// Runs after `rspack build`: writes the shell's chrome (skip link, navigation, main region)
// into dist/index.html, rendered with react-dom/server, so every page paints its header
// before JavaScript runs. The main region holds <!--tb-outlet-->, where the server puts a
// prerendered page (ADR 0003). The entry's and the chrome's styles are inlined in <head>.
// Then builds the boot script and makes it the document's only script, with the app's entry
// and the files to prefetch beside it (ADR 0004), and the boot script's session step, an ES
// module of its own that the boot script imports only when a start needs it
// (src/first-paint/session-step.ts).
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { shellAppFiles } from '@talentbrug/build/app-assets';
import { precompress } from '@talentbrug/build/precompress';
import { compile, createPrerenderConfig, createScriptConfig } from '@talentbrug/build/rspack';
import { CHROME_EMAIL_MARKER, CHROME_FILE } from '@talentbrug/domain/contracts/first-paint/server-render';

const dir = join(import.meta.dirname, '..');
const dist = process.env.TALENTBRUG_OUT_DIR ?? join(dir, 'dist');
const work = join(dir, 'node_modules', '.cache', 'prerender');
rmSync(work, { recursive: true, force: true });

const bootWork = join(dir, 'node_modules', '.cache', 'boot');
rmSync(bootWork, { recursive: true, force: true });

await compile(
  createPrerenderConfig({ dir, name: 'shell', entry: './src/first-paint/render-chrome.tsx', outDir: work }),
);
await compile(
  createScriptConfig({ dir, name: 'shell', script: 'boot', entry: './src/first-paint/boot.ts', outDir: bootWork }),
);
const stepWork = join(dir, 'node_modules', '.cache', 'session-step');
rmSync(stepWork, { recursive: true, force: true });
const stepConfig = createScriptConfig({
  dir,
  name: 'shell',
  script: 'restored-tab',
  entry: './src/first-paint/restored-tab.ts',
  outDir: stepWork,
});
// An ES module: the boot script import()s it and calls its export.
stepConfig.output = { ...stepConfig.output, module: true, chunkFormat: 'module', library: { type: 'module' } };
await compile(stepConfig);

const { OUTLET_MARKER, renderChrome } = await import(pathToFileURL(join(work, 'prerender.mjs')).href);
const css = readdirSync(work)
  .filter((file) => file.endsWith('.css'))
  .sort()
  .map((file) => readFileSync(join(work, file), 'utf8'))
  .join('\n');

const chrome = renderChrome();
if (!chrome.includes(OUTLET_MARKER)) throw new Error('The prerendered chrome has no outlet');
// The same chrome signed in, for the pages the server renders for a user (ADR 0017): the server
// swaps it for the signed-out one in index.html and fills in the address.
const signedIn = renderChrome(CHROME_EMAIL_MARKER);
const signedInUnconfirmed = renderChrome(CHROME_EMAIL_MARKER, { unconfirmed: true });
if (!signedIn.includes(CHROME_EMAIL_MARKER)) throw new Error('The signed-in chrome shows no address');
if (signedInUnconfirmed === signedIn) throw new Error('The signed-in chrome of an unconfirmed address has no banner');
const outlet = (html) => html.replace(OUTLET_MARKER, '<!--tb-outlet-->');
writeFileSync(
  join(dist, CHROME_FILE),
  `${JSON.stringify({ signedOut: outlet(chrome), signedIn: outlet(signedIn), signedInUnconfirmed: outlet(signedInUnconfirmed) })}\n`,
);
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

// The boot script takes the entry's place; the entry (the federation host) starts when boot says so.
const entryScript = /<script src="\/(main\.[0-9a-f]+\.js)" type="module"><\/script>/;
const entry = entryScript.exec(index)?.[1];
if (!entry) throw new Error('dist/index.html has no module script for the app entry');
const boot = readdirSync(bootWork).find((file) => /^boot\.[0-9a-f]+\.js$/.test(file));
if (!boot) throw new Error('The boot script was not built');
copyFileSync(join(bootWork, boot), join(dist, boot));
precompress(join(dist, boot));
const step = readdirSync(stepWork).find((file) => /^restored-tab\.[0-9a-f]+\.js$/.test(file));
if (!step) throw new Error("The boot script's session step was not built");
copyFileSync(join(stepWork, step), join(dist, step));
precompress(join(dist, step));
const prefetch = shellAppFiles(dist, { entry, exclude: [boot, step] }).filter((file) => file !== entry);
const bootTag = `<script type="module" src="/${boot}" data-app="/${entry}" data-session-step="/${step}" data-prefetch="${prefetch.map((f) => `/${f}`).join(' ')}"></script>`;

writeFileSync(
  indexFile,
  index
    .replace(entryCss, () => `<style>${inline}</style>`)
    .replace(root, () => `<div id="root" class="tb-root">${outlet(chrome)}</div>`)
    .replace(entryScript, () => bootTag),
);
const gzipKB = (file) => (gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024).toFixed(1);
console.log(
  `Prerendered the shell chrome into ${indexFile}; boot script ${boot} (${gzipKB(boot)} KB gzipped), its session step ${step} (${gzipKB(step)} KB)`,
);
