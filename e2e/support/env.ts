import { join } from 'node:path';
import { REMOTE_NAMES, REMOTES, type RemoteMap, type RemoteName } from '@talentbrug/domain/contracts/routes';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
export const TMP_DIR = join(REPO_ROOT, 'e2e', 'test-results', 'run');

/**
 * A server started elsewhere (`npm run test:production`: two production instances behind a
 * proxy) when E2E_EXTERNAL_SERVER names its origin; otherwise the suite starts its own.
 */
export const EXTERNAL_SERVER = process.env.E2E_EXTERNAL_SERVER || null;
/** The remote map the server follows: the external server's own file, or one the suite writes. */
export const REMOTES_FILE = (EXTERNAL_SERVER && process.env.E2E_REMOTES_FILE) || join(TMP_DIR, 'remotes.json');
export const BASE_URL = EXTERNAL_SERVER ? new URL(EXTERNAL_SERVER).origin : 'http://127.0.0.1:9110';
export const API_PORT = Number(new URL(BASE_URL).port);
/**
 * Where the suite reads the mail the server sent, in Mailpit's API shape: the server's dev inbox,
 * or an SMTP sink's API when the server sends through SMTP (E2E_MAIL_API_URL).
 */
export const MAIL_API_URL = process.env.E2E_MAIL_API_URL || `${BASE_URL}/dev/inbox/api/v1`;

/** Each remote on its own origin, as a CDN would serve it: 127.0.0.1:3101 on, in the table's order. */
export const REMOTE_PORT: Record<RemoteName, number> = Object.fromEntries(
  REMOTE_NAMES.map((name, i) => [name, 3101 + i]),
) as Record<RemoteName, number>;

export const remoteDist = (name: RemoteName) => join(REPO_ROOT, REMOTES[name].dir, 'dist');
export const manifestUrl = (port: number) => `http://127.0.0.1:${port}/mf-manifest.json`;

export function crossOriginRemoteMap(): RemoteMap {
  return Object.fromEntries(REMOTE_NAMES.map((n) => [n, manifestUrl(REMOTE_PORT[n])])) as RemoteMap;
}

/** Debian's Chromium and its flags, as the bench starts it: the suite never downloads a browser of its own. */
export { CHROMIUM_ARGS, chromiumPath } from '@talentbrug/tooling/chromium';

/** The static host of the release tooling's folder (release.spec.ts, version-skew.spec.ts). */
export const RELEASES_PORT = 3121;

/** The static host of the sixth remote's first release (recruit-deploy.spec.ts). */
export const RECRUIT_RELEASES_PORT = 3125;

/** One static host per skewed build of a remote (version-skew.spec.ts): 127.0.0.1:3122-3124. */
export const SKEW_PORTS = { patch: 3122, minor: 3123, major: 3124 } as const;

/** The athlete remote's own host in resilience.spec.ts, which the test takes down and brings back. */
export const RESILIENCE_PORT = 3126;

/** The deployments one-remote.spec.ts starts beside the suite's server: staging and production. */
export const STAGING_PORT = 9131;
export const PRODUCTION_PORT = 9132;
