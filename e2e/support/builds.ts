import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, TMP_DIR } from './env.ts';

/**
 * The version label of the rebuilt athlete remote, the one the README's 'work on one remote' steps
 * build with: its dashboard says 'Versie lokaal'.
 */
export const REBUILT_LABEL = 'lokaal';

/**
 * The athlete remote rebuilt with a version label of its own, as a team builds a change: once per
 * run, for every spec that serves a rebuilt remote beside the deployed one (a team's local build in
 * one-remote.spec.ts, a new version behind the remote map in remote-deploy.spec.ts). The first
 * caller builds (a minute on a busy machine); the later ones take the folder. The specs that use it
 * never run at the same time (one-remote in the parallel project, remote-deploy after it).
 */
export function rebuiltAthlete(): string {
  const outDir = join(TMP_DIR, 'athlete-rebuilt');
  const done = join(outDir, '.built');
  if (existsSync(done)) return outDir;
  execFileSync('pnpm', ['--filter', 'mfe-athlete', 'build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, TALENTBRUG_BUILD_LABEL: REBUILT_LABEL, TALENTBRUG_OUT_DIR: outDir },
    stdio: 'pipe',
  });
  writeFileSync(done, '');
  return outDir;
}
