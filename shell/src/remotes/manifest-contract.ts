import type { RemoteName, RouteDef } from '@talentbrug/domain/contracts/routes';

/** The parts of a Module Federation 2 mf-manifest.json the contract check reads. */
interface ManifestExpose {
  path?: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}

interface Manifest {
  name?: string;
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: ManifestExpose[];
}

/** How the check reads a remote's build output; paths are relative to its dist folder. */
export interface DistFiles {
  exists(path: string): boolean;
  read(path: string): string;
}

/**
 * What is wrong between a remote's build and the route table (ADR 0001), one sentence per
 * problem, each naming the remote and the module: a module a route names but the build does not
 * expose (its route would show the fallback for every user), an exposed module no route names, an
 * expose whose files are missing, a remoteEntry.js that is missing or does not know the module.
 * Empty when the build keeps the contract.
 */
export function manifestContractErrors(
  remote: RemoteName,
  routes: readonly RouteDef[],
  manifestText: string | null,
  files: DistFiles,
): string[] {
  const where = `${remote} (mf-manifest.json)`;
  if (manifestText === null) return [`${where}: no mf-manifest.json; build the remote first`];
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch {
    return [`${where}: mf-manifest.json is not valid JSON`];
  }
  const errors: string[] = [];
  if (manifest.name !== remote) {
    errors.push(`${where}: the manifest is for '${manifest.name}', the remote map loads it as '${remote}'`);
  }

  const entry = manifest.metaData?.remoteEntry;
  const entryPath = entry?.name ? [entry.path, entry.name].filter(Boolean).join('/') : null;
  const entryText = entryPath && files.exists(entryPath) ? files.read(entryPath) : null;
  if (entryText === null) errors.push(`${where}: remoteEntry ${entryPath ?? '(unnamed)'} is missing`);

  const exposes = new Map((manifest.exposes ?? []).map((expose) => [expose.path, expose]));
  for (const route of routes.filter((r) => r.remote === remote)) {
    const expose = exposes.get(route.module);
    if (!expose) {
      errors.push(
        `${where}: does not expose ${route.module}, which the route table names for ${route.path} ` +
          `(users would get the fallback there)`,
      );
      continue;
    }
    const assets = [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.css?.sync ?? [])];
    if (!expose.assets?.js?.sync?.length) errors.push(`${where}: ${route.module} lists no JavaScript`);
    for (const file of assets.filter((f) => !files.exists(f))) {
      errors.push(`${where}: ${route.module} needs ${file}, which is not in the build`);
    }
    if (entryText !== null && !entryText.includes(JSON.stringify(route.module))) {
      errors.push(`${where}: remoteEntry ${entryPath} does not expose ${route.module}`);
    }
  }
  const named = new Set(routes.filter((r) => r.remote === remote).map((r) => r.module as string));
  for (const path of exposes.keys()) {
    if (path && !named.has(path)) {
      errors.push(
        `${where}: exposes ${path}, which no route names (add the route to shared/domain/src/contracts/routes.ts)`,
      );
    }
  }
  return errors;
}
