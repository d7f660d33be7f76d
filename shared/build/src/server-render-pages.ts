import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_RENDER_FILE, type ServerRenderModule } from '@talentbrug/domain/contracts/first-paint/server-render';
import { compile, createPrerenderConfig } from './rspack.ts';

/**
 * Runs after a remote's `rspack build` when it renders signed-in pages on the server (ADR
 * 0017): compiles `entry` for Node with the app's loaders into one self-contained module and
 * writes it as `dist/ssr.mjs`, its stylesheet inlined as `SSR_CSS`. The server imports it only
 * when it serves this remote itself. Markup and stylesheet come from one compilation, so their
 * class names agree. Returns the file's path.
 */
export async function buildServerRender(options: { dir: string; name: string; entry: string }): Promise<string> {
  const { dir, name, entry } = options;
  const dist = process.env.TALENTBRUG_OUT_DIR ?? join(dir, 'dist');
  // A folder per run, so a test's build and a release's of the same remote never share one.
  const work = join(dir, 'node_modules', '.cache', `server-render-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  const config = createPrerenderConfig({ dir, name, entry, outDir: work });
  // One file: the pages' lazy parts (a dialog, the map) are never rendered on the server.
  config.output = { ...config.output, asyncChunks: false };
  await compile(config);

  const files = readdirSync(work);
  const scripts = files.filter((file) => file.endsWith('.mjs'));
  if (scripts.length !== 1) throw new Error(`The server render compiled to ${scripts.join(', ')}, not one module`);
  const css = files
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => readFileSync(join(work, file), 'utf8'))
    .join('\n');
  const file = join(dist, SERVER_RENDER_FILE);
  writeFileSync(
    file,
    `export const SSR_CSS = ${JSON.stringify(css)};\n${readFileSync(join(work, 'prerender.mjs'), 'utf8')}`,
  );
  rmSync(work, { recursive: true, force: true });
  const { SSR_PATHS } = (await import(pathToFileURL(file).href)) as ServerRenderModule;
  console.log(`Server render for ${SSR_PATHS.join(', ')} (${Buffer.byteLength(css)} bytes of CSS)`);
  return file;
}
