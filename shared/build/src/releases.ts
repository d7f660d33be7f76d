// The pure part of `npm run release` and `npm run rollback` (scripts/tasks/release.mjs,
// rollback.mjs): content addressing, the remote map's history, and which release a rollback
// returns to. The scripts run it under plain Node (type stripping), so it imports nothing
// but node: built-ins and keeps to erasable TypeScript.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface BuiltFile {
  /** Path inside the build folder, with forward slashes. */
  path: string;
  content: Uint8Array;
}

/** Length of a release's name: 12 hex digits of SHA-256 (48 bits; collisions are not a concern for one remote). */
export const RELEASE_HASH_LENGTH = 12;

/**
 * The release's name: a hash over every built file's path and content, in path order, so
 * the same build gives the same name wherever and whenever it was built, and a changed file
 * (or a renamed one) gives another.
 */
export function contentHash(files: readonly BuiltFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    // Lengths first: no two different sets of files can feed the hash the same bytes.
    hash.update(`${Buffer.byteLength(file.path)}:${file.path}:${file.content.byteLength}:`);
    hash.update(file.content);
  }
  return hash.digest('hex').slice(0, RELEASE_HASH_LENGTH);
}

/**
 * Build diagnostics that no browser loads and that Module Federation writes in a different
 * order from one build to the next (mf-stats.json's usedIn lists): hashing them would give
 * every rebuild of the same source a new name. They stay in the release folder.
 */
const NOT_HASHED = /^mf-stats\.json(\.br|\.gz)?$/;

/** Every file under dir, recursively, as contentHash takes them (build diagnostics left out). */
export function readBuiltFiles(dir: string): BuiltFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !NOT_HASHED.test(entry.name))
    .map((entry) => {
      const full = join(entry.parentPath, entry.name);
      return { path: relative(dir, full).split(sep).join('/'), content: readFileSync(full) };
    });
}

/** Where a release's manifest is served: `<base>/<remote>/<hash>/mf-manifest.json`. */
export function releaseUrl(baseUrl: string, remote: string, hash: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${remote}/${hash}/mf-manifest.json`;
}

export type HistoryAction = 'release' | 'rollback';

/** One line of releases/history.jsonl: what the map said for a remote before and after a change. */
export interface HistoryEntry {
  time: string;
  remote: string;
  action: HistoryAction;
  /** Manifest URL live before the change. */
  from: string;
  /** Manifest URL live after it. */
  to: string;
}

export function formatHistoryEntry(entry: HistoryEntry): string {
  const { time, remote, action, from, to } = entry;
  return `${JSON.stringify({ time, remote, action, from, to })}\n`;
}

/** Reads history.jsonl; a line that is not a complete entry (a torn last write) is skipped. */
export function parseHistory(text: string): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const e = JSON.parse(line) as Partial<HistoryEntry>;
      if (
        typeof e.time === 'string' &&
        typeof e.remote === 'string' &&
        (e.action === 'release' || e.action === 'rollback') &&
        typeof e.from === 'string' &&
        typeof e.to === 'string'
      ) {
        entries.push({ time: e.time, remote: e.remote, action: e.action, from: e.from, to: e.to });
      }
    } catch {
      // skipped, see above
    }
  }
  return entries;
}

/**
 * The manifests a remote's releases made live, oldest first, starting with what was live
 * before its first release. Rollbacks do not add to it: they move within it.
 */
export function releaseLine(history: readonly HistoryEntry[], remote: string): string[] {
  const line: string[] = [];
  for (const e of history) {
    if (e.remote !== remote || e.action !== 'release') continue;
    if (line.length === 0) line.push(e.from);
    line.push(e.to);
  }
  return line;
}

/**
 * Where `npm run rollback -- <remote>` goes: the release made live just before the one that
 * is live now. Rolling back twice goes back two releases (never back and forth between the
 * last two); null when nothing was live before it, or when the live manifest came from no
 * release of this history (an operator's hand edit: they pick the hash themselves).
 */
export function previousRelease(history: readonly HistoryEntry[], remote: string, current: string): string | null {
  const line = releaseLine(history, remote);
  const at = line.lastIndexOf(current);
  return at > 0 ? (line[at - 1] ?? null) : null;
}

/** The one release whose hash starts with prefix (at least 4 digits), else an error an operator can act on. */
export function resolveRelease(hashes: readonly string[], prefix: string): string {
  if (!/^[0-9a-f]{4,}$/.test(prefix)) throw new Error(`'${prefix}' is not a release hash (at least 4 hex digits)`);
  const found = hashes.filter((h) => h.startsWith(prefix));
  if (found.length === 1 && found[0]) return found[0];
  if (found.length === 0) throw new Error(`No release ${prefix}; kept releases: ${hashes.join(', ') || 'none'}`);
  throw new Error(`'${prefix}' matches several releases: ${found.join(', ')}`);
}
