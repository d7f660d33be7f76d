// Runs after `rspack build`: renders /login and /signup to HTML with react-dom/server from the
// pages the remote exposes and writes dist/prerender.json beside mf-manifest.json, so the server
// answers those routes with their first paint and a deploy of this remote alone updates it
// (ADR 0010; src/first-paint/prerender-pages.tsx lists the pages).
import { join } from 'node:path';
import { prerenderPages } from '@talentbrug/build/prerender-pages';

await prerenderPages({
  dir: join(import.meta.dirname, '..'),
  name: 'auth',
  entry: './src/first-paint/prerender-pages.tsx',
});
