import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface ManifestShared {
  assets: { js: { sync: string[]; async: string[] } };
}

/** Every .js file in a dist folder, as paths relative to it. */
export function jsFiles(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)));
}

/**
 * The JavaScript the shell downloads to start the app, relative to its dist: the app entry,
 * the shell's own chunks (the bootstrap chunk and what it imports) and the sync assets of every
 * package it provides as a shared singleton (mf-manifest.json). `exclude` names files that are
 * not part of the app, such as the boot script. Used by the boot script's prefetch list and by
 * the size check, so both count the same files.
 */
export function shellAppFiles(dist: string, { entry, exclude = [] }: { entry: string; exclude?: string[] }): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as { shared: ManifestShared[] };
  const shared = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const skip = new Set(exclude);
  const own = jsFiles(dist).filter((file) => !shared.has(file) && !skip.has(file));
  return [...new Set([entry, ...own, ...manifest.shared.flatMap((s) => s.assets.js.sync)])];
}
