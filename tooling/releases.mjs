// What `npm run release` and `npm run rollback` share: where the releases, the remote map
// and its history live, and how the map is changed. The pure rules (hashing, the history,
// which release a rollback returns to) are in shared/build/src/releases.ts, with their tests.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { formatHistoryEntry, parseHistory, RELEASE_HASH_LENGTH } from '@talentbrug/build/releases';
import { REMOTE_NAMES, REMOTES, sameOriginRemoteMap } from '@talentbrug/domain/contracts/routes';
import { root } from './tasks.mjs';

/** The folder of every remote's releases, releases/<remote>/<hash>/ (TALENTBRUG_RELEASES_DIR moves it). */
export const releasesDir = resolve(process.env.TALENTBRUG_RELEASES_DIR ?? join(root, 'releases'));
/** The remote map the server serves as /remotes.json: the same REMOTES_FILE the server reads. */
export const mapFile = resolve(process.env.REMOTES_FILE ?? join(releasesDir, 'remotes.json'));
/** One JSON line per change of the map, so an operator can see what was live when. */
export const historyFile = join(releasesDir, 'history.jsonl');
/**
 * Where browsers fetch releasesDir from: the all-in-one server's own /releases/ (it serves
 * STATIC_ROOT/releases), or a static host or CDN given as RELEASES_BASE_URL.
 */
export function baseUrl() {
  return (process.env.RELEASES_BASE_URL ?? '/releases').replace(/\/+$/, '');
}

export function fail(message) {
  console.error(`\u2716 ${message}`);
  process.exit(1);
}

/** The remote named on the command line ('athlete'), or a message listing the names. */
export function remoteArg(name, usage) {
  if (!name) fail(`Usage: ${usage}`);
  if (!REMOTE_NAMES.includes(name)) fail(`Unknown remote '${name}'; the remotes are ${REMOTE_NAMES.join(', ')}`);
  return name;
}

export const remoteDir = (remote) => REMOTES[remote].dir;

/** The hashes kept for a remote, oldest first. */
export function keptReleases(remote) {
  const dir = join(releasesDir, remote);
  if (!existsSync(dir)) return [];
  const pattern = new RegExp(`^[0-9a-f]{${RELEASE_HASH_LENGTH}}$`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && pattern.test(e.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map((e) => e.name);
}

/** The live map; before the first release it is what the server serves without a file. */
export function readMap() {
  return existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : sameOriginRemoteMap();
}

export function readHistory() {
  return existsSync(historyFile) ? parseHistory(readFileSync(historyFile, 'utf8')) : [];
}

/**
 * Points one remote at a manifest. The new map is written beside the old and renamed over
 * it, so the server (which re-reads the file when it changes) never sees half a map; the
 * history line follows, written once the change is live.
 */
export function pointRemote(remote, to, action) {
  const map = readMap();
  const from = map[remote];
  mkdirSync(dirname(mapFile), { recursive: true });
  const tmp = `${mapFile}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify({ ...map, [remote]: to }, null, 2)}\n`);
  renameSync(tmp, mapFile);
  mkdirSync(releasesDir, { recursive: true });
  appendFileSync(historyFile, formatHistoryEntry({ time: new Date().toISOString(), remote, action, from, to }));
  console.log(`${remote}: ${from}\n     -> ${to}\n(${mapFile}; history in ${historyFile})`);
}
