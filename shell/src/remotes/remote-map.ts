import { DEVTOOLS_KEY } from '@talentbrug/api-client/browser-data';
import { REMOTE_NAMES, type RemoteMap, type RemoteName } from '@talentbrug/domain/contracts/routes';

/** localStorage key of the Module Federation devtools override (listed with every browser key). */
export { DEVTOOLS_KEY };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return LOOPBACK_HOSTS.has(url.hostname) || /^127(\.\d{1,3}){3}$/.test(url.hostname);
  } catch {
    return false;
  }
}

/** Validates the fetched /remotes.json: every remote named, each an absolute or root-relative URL. */
export function parseRemoteMap(value: unknown, base: string): RemoteMap {
  if (!value || typeof value !== 'object') throw new Error('remotes.json is not an object');
  const input = value as Record<string, unknown>;
  const map = {} as RemoteMap;
  for (const name of REMOTE_NAMES) {
    const entry = input[name];
    if (typeof entry !== 'string' || entry === '') throw new Error(`remotes.json has no URL for ${name}`);
    map[name] = new URL(entry, base).toString();
  }
  return map;
}

/**
 * Applies `localStorage.__MF_DEVTOOLS__ = {"overrides": {"athlete": "http://localhost:3004/mf-manifest.json"}}`
 * so a developer can run one remote locally against a deployed shell. Only loopback URLs
 * are honoured: a value planted in storage must never load code from another host.
 */
export function applyDevtoolsOverrides(map: RemoteMap, raw: string | null): { map: RemoteMap; applied: RemoteName[] } {
  if (!raw) return { map, applied: [] };
  let overrides: unknown;
  try {
    overrides = (JSON.parse(raw) as { overrides?: unknown }).overrides;
  } catch {
    return { map, applied: [] };
  }
  if (!overrides || typeof overrides !== 'object') return { map, applied: [] };
  const next = { ...map };
  const applied: RemoteName[] = [];
  for (const [name, url] of Object.entries(overrides as Record<string, unknown>)) {
    if (!(REMOTE_NAMES as string[]).includes(name) || typeof url !== 'string' || !isLoopbackUrl(url)) continue;
    next[name as RemoteName] = url;
    applied.push(name as RemoteName);
  }
  return { map: next, applied };
}

/** The deployed manifest URL of every remote an override replaced, per map fetchRemoteMap returned. */
const deployedBeforeOverride = new WeakMap<RemoteMap, Partial<RemoteMap>>();

/**
 * The deployed URLs the devtools override replaced in `map`: the shell falls back to them when
 * the local remote cannot be loaded (a production CSP blocks loopback, or its server is down).
 */
export function deployedUrlsOf(map: RemoteMap): Partial<RemoteMap> {
  return deployedBeforeOverride.get(map) ?? {};
}

export async function fetchRemoteMap(origin: string = window.location.origin): Promise<RemoteMap> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const parsed = parseRemoteMap(await response.json(), origin);
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(DEVTOOLS_KEY);
  } catch {
    raw = null;
  }
  const { map, applied } = applyDevtoolsOverrides(parsed, raw);
  if (applied.length > 0) {
    deployedBeforeOverride.set(map, Object.fromEntries(applied.map((name) => [name, parsed[name]])));
    console.info(`[talentbrug] devtools override for: ${applied.map((name) => `${name} -> ${map[name]}`).join(', ')}`);
  }
  return map;
}
