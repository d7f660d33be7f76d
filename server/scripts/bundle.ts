// The server as it runs in production: one ESM bundle of src/main.ts and its pure-JS
// dependencies in dist/ (issue 15, restart after a crash). Started from source, Node resolves,
// reads, strips the types of and links about 1,200 modules, the largest part of a restart; the
// bundle is a handful of files. Packages that read files beside their own code (PGlite's
// WebAssembly, argon2's native binding) and the S3 client, loaded only with S3 storage, stay
// in node_modules. `npm start`, the production run and the bench start dist/main.js; the
// server's own tests and `npm run dev` run the sources.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { rewriteImportMetaUrl } from '../src/bundle/import-meta-url.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(serverDir, 'dist');

await rm(outDir, { recursive: true, force: true });
const result = await build({
  entryPoints: [join(serverDir, 'src', 'main.ts')],
  outdir: outDir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: ['@electric-sql/pglite', '@electric-sql/pglite/*', '@node-rs/argon2', '@aws-sdk/*'],
  // CommonJS dependencies call require() for Node's own modules, which an ES module lacks.
  banner: {
    js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'import-meta-url',
      setup(bundler) {
        bundler.onLoad({ filter: /\.ts$/ }, async ({ path }) => ({
          contents: rewriteImportMetaUrl(await readFile(path, 'utf8'), path, outDir),
          loader: 'ts',
        }));
      },
    },
  ],
  metafile: true,
  logLevel: 'warning',
});

const outputs = Object.entries(result.metafile.outputs);
const kib = outputs.reduce((sum, [, output]) => sum + output.bytes, 0) / 1024;
console.log(
  `server bundle: ${Object.keys(result.metafile.inputs).length} modules in ${outputs.length} files, ${Math.round(kib)} KiB in dist/`,
);
