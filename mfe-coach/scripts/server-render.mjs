// Runs after `rspack build`: writes dist/ssr.mjs, which the server imports to render /aicoach for
// a signed-in athlete (ADR 0017; src/first-paint/server-render-pages.tsx).
import { join } from 'node:path';
import { buildServerRender } from '@talentbrug/build/server-render-pages';

await buildServerRender({
  dir: join(import.meta.dirname, '..'),
  name: 'coach',
  entry: './src/first-paint/server-render-pages.tsx',
});
