/**
 * Which shared modules a page pulls in when it loads for the first time (ADR 0016).
 *
 * A remote's page consumes shared modules (`@talentbrug/ui/card`); one the page does not find
 * loaded comes from the remote's own copy, which consumes further shared modules, and so on: the
 * browser discovers them one round trip after another, six deep on /dashboard. The build knows
 * the whole tree. This walks rspack's module graph (its stats: each module with the reasons it is
 * in the build) from a page's module along static imports and shared fallbacks, and names every
 * shared key it reaches. Modules imported on demand (`import()`, a dialog) are left out, since the
 * page does not load them at first.
 */

/** The part of one module of rspack's stats JSON this needs. */
export interface StatsModule {
  identifier?: string;
  reasons?: { type?: string | null; moduleIdentifier?: string | null; resolvedModuleIdentifier?: string | null }[];
  /** The modules a concatenated module is made of. */
  modules?: StatsModule[];
}

const CONSUME = /^consume shared module \([^)]*\) (.+?)@\S* /;
const PROVIDE = /^provide shared module \([^)]*\) (.+?)@\S* = /;
/** Reasons that do not load the module with its importer. */
const NOT_AT_ONCE = new Set(['import()', 'provide shared module', 'provide module for shared', 'container exposed']);

/** A concatenated module's identifier carries a hash after '|'; its parts are the same modules. */
const nodeId = (identifier: string) => identifier.replace(/\|[0-9a-f]+$/, '');

/** Whether a module's identifier is the source file `file` ('src/pages/dashboard-page.tsx'), loaders aside. */
const isFile = (identifier: string, file: string) => nodeId(identifier).split('!').at(-1)?.endsWith(`/${file}`);

/**
 * For one compilation's modules, the walk: given source files `roots` (paths relative to the
 * app, e.g. 'src/pages/dashboard-page.tsx'), the shared keys loaded with them, sorted. The
 * import graph is built once and walked for each exposed page.
 */
export function sharedClosureOf(modules: readonly StatsModule[]): (roots: readonly string[]) => string[] {
  const all: StatsModule[] = [];
  const flatten = (list: readonly StatsModule[]) => {
    for (const module of list) {
      all.push(module);
      if (module.modules) flatten(module.modules);
    }
  };
  flatten(modules);

  const imports = new Map<string, Set<string>>();
  for (const module of all) {
    if (!module.identifier) continue;
    for (const reason of module.reasons ?? []) {
      // The importing module as built: a concatenated module stands for all of its parts.
      const importer = reason.moduleIdentifier ?? reason.resolvedModuleIdentifier;
      if (!importer || NOT_AT_ONCE.has(reason.type ?? '')) continue;
      const from = nodeId(importer);
      const set = imports.get(from) ?? new Set<string>();
      set.add(nodeId(module.identifier));
      imports.set(from, set);
    }
  }

  return (roots) => {
    const keys = new Set<string>();
    const seen = new Set<string>();
    const queue = all
      .map((module) => module.identifier ?? '')
      .filter((identifier) => roots.some((root) => isFile(identifier, root.replace(/^\.\//, ''))))
      .map(nodeId);
    while (queue.length) {
      const id = queue.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      const key = CONSUME.exec(id)?.[1];
      if (key) keys.add(key);
      for (const next of imports.get(id) ?? []) queue.push(next);
    }
    return [...keys].sort();
  };
}

/** The part of one chunk of rspack's stats JSON this needs. */
export interface StatsChunk {
  files?: string[];
  origins?: { moduleIdentifier?: string | null }[];
}

/** The shared keys an app offers to the page (the shell's copies serve every remote that needs them). */
export function providedKeys(modules: readonly StatsModule[]): string[] {
  const keys = modules.map((module) => PROVIDE.exec(module.identifier ?? '')?.[1]).filter((key) => key !== undefined);
  return [...new Set(keys)].sort();
}

/**
 * Each key's files when the remote's own copy is loaded: the federation runtime takes a shared
 * module from the copy registered in the page's share scope, so these are the chunks its provided
 * module loads (their origin is that provide module), scripts and stylesheets.
 */
export function sharedFiles(chunks: readonly StatsChunk[], keys: readonly string[]): Record<string, string[]> {
  const wanted = new Set(keys);
  const files: Record<string, Set<string>> = {};
  for (const chunk of chunks) {
    for (const origin of chunk.origins ?? []) {
      const key = PROVIDE.exec(origin.moduleIdentifier ?? '')?.[1];
      if (!key || !wanted.has(key)) continue;
      files[key] ??= new Set();
      for (const file of chunk.files ?? []) if (/\.(js|css)$/.test(file)) files[key].add(file);
    }
  }
  return Object.fromEntries(keys.map((key) => [key, [...(files[key] ?? [])].sort()]));
}

export interface PreloadFile {
  version: 1;
  /** A remote: per exposed page ('DashboardPage'), the shared keys its first load pulls in, with the files of the remote's copies. */
  exposes?: Record<string, Record<string, string[]>>;
  /** The shell: the shared keys it provides; a remote's page takes those from the shell. */
  provides?: string[];
}
