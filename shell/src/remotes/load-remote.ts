import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteMap, RemoteName, RemotePageModule, RemotePageProps } from '@talentbrug/domain/contracts/routes';
import type { ComponentType } from 'react';
import { deployedUrlsOf } from './remote-map.ts';

type PageModule = RemotePageModule<ComponentType<RemotePageProps>>;

let remoteMap: RemoteMap | null = null;
/** Remotes still pointed at a devtools override, with the deployed URL to fall back to. */
let deployed: Partial<RemoteMap> = {};
const generation: Partial<Record<RemoteName, number>> = {};

/**
 * Registers every remote of the map with the Module Federation runtime. `fallback` names the
 * deployed URL of each remote a devtools override replaced (by default what fetchRemoteMap noted).
 */
export function registerRemoteMap(map: RemoteMap, fallback: Partial<RemoteMap> = deployedUrlsOf(map)): void {
  remoteMap = { ...map };
  deployed = { ...fallback };
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}

/**
 * A developer's local remote that does not load (the server's CSP refuses loopback in
 * production, or the local server is not running) must not cost them the page: the shell goes
 * back to the deployed remote for the rest of this visit and says why in the console.
 */
function fallBackToDeployed(remote: RemoteName, error: unknown): boolean {
  const url = deployed[remote];
  if (!url || !remoteMap) return false;
  const local = remoteMap[remote];
  delete deployed[remote];
  remoteMap[remote] = url;
  registerRemotes([{ name: remote, entry: url }], { force: true });
  console.warn(
    `[talentbrug] devtools override for ${remote} not loaded from ${local} ` +
      '(blocked by the Content-Security-Policy: the server needs ALLOW_LOOPBACK_REMOTES=true; or nothing serves it); ' +
      `falling back to the deployed ${remote} at ${url}`,
    error,
  );
  return true;
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

async function loadOnce(remote: RemoteName, module: string): Promise<PageModule> {
  const loaded = await loadRemote<PageModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (loaded && typeof loaded.default === 'function') return loaded;
  throw new Error(`${remote}/${module} has no default export`);
}

/** Loads one exposed page, retrying with back-off before the caller shows the fallback. */
export async function loadRemotePage(
  remote: RemoteName,
  module: string,
  { attempts = 3, backoffMs = 300 }: { attempts?: number; backoffMs?: number } = {},
): Promise<PageModule> {
  if (deployed[remote]) {
    try {
      return await loadOnce(remote, module);
    } catch (error) {
      fallBackToDeployed(remote, error);
    }
  }
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) {
      await wait(backoffMs * 2 ** (attempt - 1));
      reRegister(remote);
    }
    try {
      return await loadOnce(remote, module);
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
