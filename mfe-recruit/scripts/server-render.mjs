// Runs after `rspack build`: writes dist/ssr.mjs, which the server imports to render /dossier for a
// signed-in athlete (ADR 0017; src/first-paint/server-render-pages.tsx). The public page /r/{token} has its
// own module, dist/public.mjs (scripts/public-render.mjs).
import { join } from 'node:path';
import { buildServerRender } from '@talentbrug/build/server-render-pages';

await buildServerRender({
  dir: join(import.meta.dirname, '..'),
  name: 'recruit',
  entry: './src/first-paint/server-render-pages.tsx',
});
