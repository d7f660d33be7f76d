import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteMap, RemoteName } from '@talentbrug/domain/routes';
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

let remoteMap: RemoteMap | null = null;
const generation: Partial<Record<RemoteName, number>> = {};

/** Registers every remote of the map with the Module Federation runtime. */
export function registerRemoteMap(map: RemoteMap): void {
  remoteMap = map;
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}

/**
 * After a failed load the runtime keeps the failed manifest and entry promises, so a
 * retry re-registers the remote under a fresh URL (a cache-busting query): the next
 * load then fetches the manifest and remoteEntry.js again.
 */
function reRegister(remote: RemoteName): void {
  if (!remoteMap) return;
  const next = (generation[remote] ?? 0) + 1;
  generation[remote] = next;
  const url = new URL(remoteMap[remote]);
  url.searchParams.set('retry', String(next));
  registerRemotes([{ name: remote, entry: url.toString() }], { force: true });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads one exposed page, retrying with back-off before the caller shows the fallback. */
export async function loadRemotePage(
  remote: RemoteName,
  module: string,
  { attempts = 3, backoffMs = 300 }: { attempts?: number; backoffMs?: number } = {},
): Promise<PageModule> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) {
      await wait(backoffMs * 2 ** (attempt - 1));
      reRegister(remote);
    }
    try {
      const loaded = await loadRemote<PageModule>(`${remote}/${module.replace(/^\.\//, '')}`);
      if (loaded && typeof loaded.default === 'function') return loaded;
      lastError = new Error(`${remote}/${module} has no default export`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** A fresh attempt after the user pressed 'Opnieuw proberen'. */
export function loadRemotePageAgain(remote: RemoteName, module: string): Promise<PageModule> {
  reRegister(remote);
  return loadRemotePage(remote, module);
}
