import { execFileSync } from 'node:child_process';
import { REMOTES_FILE, REPO_ROOT } from './env.ts';

/** Where a spec's releases go: a folder, and the static host's origin that serves it. */
export interface ReleasesHost {
  dir: string;
  url: string;
}

/**
 * The operator's commands as docs/deployment.md gives them (`npm run release -- <remote>`,
 * `npm run rollback -- <remote>`), pointed at the running server's remote map (REMOTES_FILE) and
 * at a static host that serves the releases folder. `label` marks the build (TALENTBRUG_BUILD_LABEL).
 */
export function operatorRun(
  script: 'release' | 'rollback',
  args: string[],
  host: ReleasesHost,
  label?: string,
): string {
  return execFileSync('npm', ['run', '-s', script, '--', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      TALENTBRUG_SKIP_INSTALL: '1',
      TALENTBRUG_RELEASES_DIR: host.dir,
      REMOTES_FILE,
      RELEASES_BASE_URL: host.url,
      ...(label === undefined ? {} : { TALENTBRUG_BUILD_LABEL: label }),
    },
  });
}
