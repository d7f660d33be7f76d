import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The shared singletons of ARCHITECTURE.md section 2: one instance in the page, always.
 * React Router is not among them: it reaches the page inside @talentbrug/ui/router, shared
 * as a workspace subpath, so rspack tree-shakes it to the names the apps use (ADR 0008).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
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
  strictVersion: true;
}

/**
 * The versions a team may run against without rebuilding (ADR 0006): every version of the
 * same major, and for a 0.x package the same minor (semver's caret; 0.x breaks on minors).
 * A remote built against react 19.4 runs on a shell with 19.3, and the other way round;
 * one built against another major does not load.
 */
export function compatibleRange(version: string): string {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!m) throw new Error(`'${version}' is not a semver version`);
  const [, major, minor, patch] = m;
  if (major !== '0') return `^${major}.0.0`;
  return minor !== '0' ? `^0.${minor}.0` : `^0.0.${patch}`;
}

/**
 * TALENTBRUG_SHARED_VERSIONS ('{"react":"19.4.0","@talentbrug/ui":"1.0.0"}') makes a build
 * declare other versions of shared packages than the installed ones, as if it had been built
 * weeks apart from the shell: the version-skew e2e tests build a remote this way rather than
 * installing a second copy of React. It changes only what the build declares to the
 * federation runtime, never the code it bundles.
 */
export function sharedVersionOverrides(value = process.env.TALENTBRUG_SHARED_VERSIONS): Record<string, string> {
  if (!value) return {};
  const parsed: unknown = JSON.parse(value);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('TALENTBRUG_SHARED_VERSIONS must be a JSON object of package name -> version');
  }
  const overrides: Record<string, string> = {};
  for (const [name, version] of Object.entries(parsed)) {
    if (typeof version !== 'string') throw new Error(`TALENTBRUG_SHARED_VERSIONS: ${name} must be a version string`);
    compatibleRange(version);
    overrides[name] = version;
  }
  return overrides;
}

/**
 * The `shared` option of every app's ModuleFederationPlugin. Singletons with strictVersion:
 * the page always has one copy (the shell's, loaded first), and a remote whose range that copy
 * does not satisfy fails to load, which the shell contains to that remote's routes (ADR 0002),
 * instead of running its code against a React or a @talentbrug/ui it was not built for.
 */
export function sharedConfig(
  catalog = readCatalog(),
  overrides = sharedVersionOverrides(),
): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  const add = (key: string, version: string) => {
    shared[key] = { singleton: true, requiredVersion: compatibleRange(version), version, strictVersion: true };
  };
  for (const name of SHARED_SINGLETONS) {
    const version = overrides[name] ?? catalog[name];
    if (!version) throw new Error(`pnpm-workspace.yaml catalog has no version for shared singleton ${name}`);
    add(name, version);
    if (SHARED_WITH_SUBPATHS.has(name)) add(`${name}/`, version);
  }
  for (const name of SHARED_WORKSPACE_PACKAGES) add(`${name}/`, overrides[name] ?? workspaceVersion(name));
  return shared;
}
