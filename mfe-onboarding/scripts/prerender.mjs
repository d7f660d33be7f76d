// Runs after `rspack build`: renders /onboarding (the wizard's first step) to HTML with
// react-dom/server from the page the remote exposes and writes dist/prerender.json beside
// mf-manifest.json, so the server answers the route with its first paint and a deploy of this
// remote alone updates it (ADR 0010; src/first-paint/prerender-pages.tsx).
import { join } from 'node:path';
import { prerenderPages } from '@talentbrug/build/prerender-pages';

await prerenderPages({
  dir: join(import.meta.dirname, '..'),
  name: 'onboarding',
  entry: './src/first-paint/prerender-pages.tsx',
});
