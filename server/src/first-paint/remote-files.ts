import { join } from 'node:path';
import { REMOTES, type RemoteName } from '@talentbrug/domain/contracts/routes';
import type { FastifyBaseLogger } from 'fastify';
import { changedFileReader } from '../file-signature.ts';

const FETCH_TIMEOUT_MS = 1500;
/** How long a fetched file is used before the next request refreshes it in the background. */
const REMOTE_TTL_MS = 60_000;
/** After a failed fetch, the file counts as missing for this long before the next try. */
const REMOTE_RETRY_MS = 10_000;

export interface RemoteFileOptions {
  /** The URL of a remote's mf-manifest.json, as the remote map says now. */
  manifestUrl: (remote: RemoteName) => string;
  publicOrigin: string;
  staticRoot: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** Turns a file's JSON into its value; `base` is the URL its relative file names resolve against. */
export type ParseRemoteFile<T> = (raw: unknown, base: URL) => T;

/** A remote build's Module Federation manifest, the file the remote map points at. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** Relative file names of a remote served by this server resolve to root-relative paths. */
export const LOCAL_BASE_ORIGIN = 'http://remote-file.local';

/** A URL resolved against a parse base: root-relative for this server's own remotes, else absolute. */
export function resolveAgainst(file: string, base: URL): string {
  const url = new URL(file, base);
  return url.origin === LOCAL_BASE_ORIGIN ? url.pathname : url.toString();
}

/**
 * One JSON file of every remote's build (`prerender.json`, `mf-manifest.json`), read where the
 * remote map says that remote lives. A remote served by this server (the all-in-one mode,
 * `/mf/<remote>/`) is read from its dist folder and re-read when the file changes. A remote on
 * another origin (a CDN) is fetched beside its manifest, kept for a minute and refreshed in the
 * background, so a new deploy of that remote shows within a minute without a deploy of the shell
 * or the server. A remote that ships no such file (404) just has none and is asked again a minute
 * later. A missing or broken file is null, never an error: the caller serves the page without it.
 */
export function createRemoteFileReader<T>(
  fileName: string,
  parse: ParseRemoteFile<T>,
  options: RemoteFileOptions,
): (remote: RemoteName) => Promise<T | null> {
  const { publicOrigin, staticRoot, log, fetchImpl = fetch, now = Date.now } = options;

  const local = new Map<RemoteName, () => T | null>();
  const readLocal = (remote: RemoteName): T | null => {
    let read = local.get(remote);
    if (!read) {
      // Root-relative URLs: the remote's files are served under /mf/<remote>/.
      const base = new URL(`/mf/${remote}/`, LOCAL_BASE_ORIGIN);
      read = changedFileReader(
        join(staticRoot, REMOTES[remote].dir, 'dist', fileName),
        (text) => parse(JSON.parse(text), base),
        (error) =>
          log.warn(
            { err: error, remote, file: fileName },
            'A remote build file is unreadable; pages go out without it',
          ),
      );
      local.set(remote, read);
    }
    return read();
  };

  const fetched = new Map<string, { value: T | null; fetchedAt: number; pending: Promise<void> | null }>();
  const refresh = (url: string): Promise<void> => {
    const entry = fetched.get(url) ?? { value: null, fetchedAt: 0, pending: null };
    fetched.set(url, entry);
    entry.pending ??= (async () => {
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
        // A remote that never had the file has none: an answer, not a failure. One that had one
        // at this same URL is failing; its last good copy stays.
        if (response.status === 404 && entry.value === null) entry.value = null;
        else if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        else entry.value = parse(await response.json(), new URL(url));
      } catch (error) {
        log.warn({ err: error, url }, 'Could not fetch a remote build file; pages go out without it');
        // Keep serving the last good copy; only try again after a pause.
        entry.fetchedAt = now() - REMOTE_TTL_MS + REMOTE_RETRY_MS;
        return;
      } finally {
        entry.pending = null;
      }
      entry.fetchedAt = now();
    })();
    return entry.pending;
  };
  const readRemote = async (url: string): Promise<T | null> => {
    const entry = fetched.get(url);
    if (!entry) {
      await refresh(url);
      return fetched.get(url)?.value ?? null;
    }
    if (now() - entry.fetchedAt >= REMOTE_TTL_MS) void refresh(url);
    return entry.value;
  };

  return (remote) => {
    const manifest = new URL(options.manifestUrl(remote), publicOrigin);
    const sameOrigin = manifest.origin === publicOrigin && manifest.pathname.startsWith(`/mf/${remote}/`);
    if (sameOrigin) return Promise.resolve(readLocal(remote));
    // The map names the manifest itself, whatever its file is called on that host.
    return readRemote((fileName === MANIFEST_FILE ? manifest : new URL(fileName, manifest)).toString());
  };
}
