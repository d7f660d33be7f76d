// A Module Federation runtime plugin in every app (rspack.ts runtimePlugins), for ADR 0006.
// The runtime picks a singleton's copy among every version the page's containers provide:
// the loaded one, or else the highest. A remote built against a breaking major provides that
// major too, and for a subpath the shell never loads (say @talentbrug/ui/alert) its copy is
// the highest, so the next remote in the page would get a copy outside its own range: one
// incompatible remote would take the others down. Here, when the default pick misses the
// requester's range and the shell's own copy is not in use, the requester gets a provided
// version inside its range: the one in use if there is one, else the highest. A requester
// outside a copy the shell loaded still fails (that is the containment), and the default pick
// stands whenever it fits, so compatible remotes always share one copy. A second copy can
// only sit beside one an incompatible remote started loading, whose pages never render.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** semver's caret, for the ranges shared-deps.ts writes (`^19.0.0`, `^0.1.0`, `^0.0.3`). */
export function satisfiesCaret(version: string, range: string): boolean {
  const v = /^(\d+)\.(\d+)\.(\d+)/.exec(version)?.slice(1).map(Number);
  const r = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range)?.slice(1).map(Number);
  if (!v || !r) return false;
  const [vMajor = 0, vMinor = 0, vPatch = 0] = v;
  const [rMajor = 0, rMinor = 0, rPatch = 0] = r;
  const atLeast = vMajor !== rMajor ? vMajor > rMajor : vMinor !== rMinor ? vMinor > rMinor : vPatch >= rPatch;
  if (vMajor !== rMajor || !atLeast) return false;
  if (rMajor > 0) return true;
  return rMinor > 0 ? vMinor === rMinor : vMinor === 0 && vPatch === rPatch;
}

const newer = (a: string, b: string) => {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) > (pb[i] ?? 0);
  return false;
};

/** The host's federation name (rspack.ts): its copies are the reference for every remote. */
const HOST = 'shell';

interface Provided {
  from?: string;
  loaded?: boolean;
  loading?: unknown;
  lib?: unknown;
}

const isInUse = (p: Provided | undefined) => Boolean(p && (p.loaded || p.loading || typeof p.lib === 'function'));

export default function shareGuard(): ModuleFederationRuntimePlugin {
  return {
    name: 'talentbrug-share-guard',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const range = shareInfo.shareConfig?.requiredVersion;
      const provided = shareScopeMap[scope]?.[pkgName] as Record<string, Provided> | undefined;
      if (!shareInfo.shareConfig?.singleton || typeof range !== 'string' || !provided) return args;
      if (satisfiesCaret(version, range)) return args;
      // The shell's copy is the page's copy: a remote outside it fails to load, and is contained.
      if (Object.values(provided).some((p) => p.from === HOST && isInUse(p))) return args;
      const inRange = Object.keys(provided).filter((v) => satisfiesCaret(v, range));
      const inUse = inRange.filter((v) => isInUse(provided[v]));
      const fitting = (inUse.length ? inUse : inRange).reduce<string | null>(
        (best, v) => (best === null || newer(v, best) ? v : best),
        null,
      );
      if (fitting === null) return args;
      return { ...args, resolver: () => ({ shared: provided[fitting] as never, useTreesShaking: false }) };
    },
  };
}
