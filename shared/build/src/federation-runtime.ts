// Module Federation's rspack plugin finds its browser runtime with require.resolve, so every app
// bundled the CommonJS builds of @module-federation/webpack-bundler-runtime, runtime,
// runtime-core and sdk. CommonJS is not tree-shaken: the shell's main chunk and every
// remoteEntry.js carried the whole SDK, its Node script loader and build-time helpers included
// (ADR 0009). These aliases give rspack the ES module build of the very same files instead,
// which the packages ship beside the CommonJS one; same version, same code, now tree-shaken.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The federation packages that end up in the browser (through the plugin or one another). */
export const RUNTIME_PACKAGES = [
  '@module-federation/runtime-tools',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
] as const;

interface PackageJson {
  name?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  exports?: Record<string, unknown>;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

function packageRoot(entry: string, name: string): string {
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file) && readJson(file).name === name) return dir;
  }
  throw new Error(`No package.json of ${name} above ${entry}`);
}

/** `exports['.'].import` of a package: a path, or the `default` of a conditions object. */
function esmEntry(root: string, pkg: PackageJson): string | undefined {
  const dot = pkg.exports?.['.'] as Record<string, unknown> | undefined;
  const target = dot?.import;
  const path = typeof target === 'string' ? target : (target as Record<string, unknown> | undefined)?.default;
  return typeof path === 'string' ? join(root, path) : undefined;
}

/**
 * `resolve.alias` for an app's rspack config: for each runtime package, its CommonJS entry (the
 * path the plugin imports) and its bare name both point at its ES module entry. Found from
 * @module-federation/enhanced down its federation dependencies, so each alias names the copy the
 * plugin really loads; a package without an ES module entry stops the build instead of growing it.
 */
export function federationRuntimeAliases(from = import.meta.url): Record<string, string> {
  const wanted = new Set<string>(RUNTIME_PACKAGES);
  const alias: Record<string, string> = {};
  const seen = new Set<string>();
  const queue: [string, string][] = [['@module-federation/enhanced', from]];
  while (queue.length > 0) {
    const [name, requester] = queue.shift() as [string, string];
    if (seen.has(name)) continue;
    seen.add(name);
    let cjs: string;
    try {
      cjs = createRequire(requester).resolve(name);
    } catch {
      continue; // an optional peer that is not installed
    }
    const root = packageRoot(cjs, name);
    const pkg = readJson(join(root, 'package.json'));
    if (wanted.has(name)) {
      const esm = esmEntry(root, pkg);
      if (!esm || !existsSync(esm)) throw new Error(`${name} has no ES module entry to alias its CommonJS build to`);
      alias[cjs] = esm;
      alias[`${name}$`] = esm;
    }
    // Down the federation packages only: the runtime ones sit behind the plugin packages.
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })) {
      if (dep.startsWith('@module-federation/')) queue.push([dep, join(root, 'package.json')]);
    }
  }
  const missing = RUNTIME_PACKAGES.filter((name) => !seen.has(name));
  if (missing.length) throw new Error(`Not reached from @module-federation/enhanced: ${missing.join(', ')}`);
  return alias;
}
