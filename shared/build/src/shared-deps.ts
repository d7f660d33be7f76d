import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The shared singletons of ARCHITECTURE.md section 2: one instance in the page, always. */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  '@supabase/supabase-js',
  '@tanstack/react-query',
  'react-toastify',
] as const;

/** Packages whose subpaths (react/jsx-runtime, react-dom/client) are shared as well. */
const SHARED_WITH_SUBPATHS = new Set(['react', 'react-dom']);

/** Workspace packages shared by every app; they export subpaths only. */
export const SHARED_WORKSPACE_PACKAGES = ['@talentbrug/domain', '@talentbrug/api-client', '@talentbrug/ui'] as const;

/**
 * Reads the `catalog:` of pnpm-workspace.yaml, the one place versions are pinned, so that
 * requiredVersion can never drift from what is installed. The catalog is a flat map, so a
 * line-based read is enough and keeps a YAML parser out of every build.
 */
export function readCatalog(workspaceFile = join(repoRoot, 'pnpm-workspace.yaml')): Record<string, string> {
  const catalog: Record<string, string> = {};
  let inCatalog = false;
  for (const line of readFileSync(workspaceFile, 'utf8').split('\n')) {
    if (/^catalog:\s*$/.test(line)) {
      inCatalog = true;
      continue;
    }
    if (inCatalog && /^\S/.test(line)) break;
    const m = inCatalog ? /^\s+"?([^":#]+)"?\s*:\s*"?([^"#\s]+)"?/.exec(line) : null;
    if (m?.[1] && m[2]) catalog[m[1].trim()] = m[2];
  }
  return catalog;
}

function workspaceVersion(name: string): string {
  const dir = name.replace('@talentbrug/', 'shared/');
  return JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')).version as string;
}

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: false;
}

/** The `shared` option of every app's ModuleFederationPlugin. */
export function sharedConfig(catalog = readCatalog()): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  const add = (key: string, version: string) => {
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
  };
  for (const name of SHARED_SINGLETONS) {
    const version = catalog[name];
    if (!version) throw new Error(`pnpm-workspace.yaml catalog has no version for shared singleton ${name}`);
    add(name, version);
    if (SHARED_WITH_SUBPATHS.has(name)) add(`${name}/`, version);
  }
  for (const name of SHARED_WORKSPACE_PACKAGES) add(`${name}/`, workspaceVersion(name));
  return shared;
}
