/**
 * Which zod the browser may load (ADR 0009). The domain's schemas run in every remote, so classic
 * zod (`import { z } from 'zod'`, about 26 KB gzip with its English locale) would ride along on
 * every first visit; zod/mini has the same core and rules at a few KB. The server may keep
 * classic zod for its own schemas: both share zod/v4/core, so they compose.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The zod entry points browser code may import. */
export const BROWSER_ZOD_ENTRIES: readonly string[] = ['zod/mini', 'zod/v4/mini', 'zod/v4-mini', 'zod/v4/core'];

/** Source folders that end up in the browser: the shell, every remote and the shared packages they bundle. */
export function browserSourceDirs(root: string): string[] {
  const apps = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mfe-'));
  return [...apps, 'shared/domain', 'shared/api-client', 'shared/ui'].map((dir) => join(root, dir, 'src'));
}

// Static imports and re-exports (`from 'x'`), side-effect imports (`import 'x'`), dynamic imports.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

const isZod = (specifier: string) => specifier === 'zod' || specifier.startsWith('zod/');

/** The zod specifiers in `source` other than the browser's entries: 'zod', 'zod/v4', 'zod/v4/classic/...'. */
export function classicZodImports(source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1] as string)
    .filter((specifier) => isZod(specifier) && !BROWSER_ZOD_ENTRIES.includes(specifier));
}

const isSource = (file: string) => /\.(ts|tsx|js|mjs|jsx)$/.test(file) && !/\.(test|spec)\.[jt]sx?$/.test(file);

/** Every browser source file (tests left out) that imports classic zod, as `path: specifier`, relative to `root`. */
export function findClassicZodImports(root: string): { scanned: string[]; offenders: string[] } {
  const scanned: string[] = [];
  const offenders: string[] = [];
  for (const dir of browserSourceDirs(root)) {
    for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!isSource(entry) || entry.split('/').includes('node_modules')) continue;
      const file = join(dir, entry);
      const path = relative(root, file);
      scanned.push(path);
      for (const specifier of classicZodImports(readFileSync(file, 'utf8'))) offenders.push(`${path}: ${specifier}`);
    }
  }
  return { scanned, offenders };
}
