import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
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
 * caller builds (a minute on a busy machine); a caller in another worker meanwhile waits until the
 * folder is done, and later ones take it at once.
 */
export async function rebuiltAthlete(): Promise<string> {
  const outDir = join(TMP_DIR, 'athlete-rebuilt');
  const done = join(outDir, '.built');
  if (existsSync(done)) return outDir;
  mkdirSync(TMP_DIR, { recursive: true });
  try {
    // The worker that makes this folder first builds; mkdir either makes it or throws.
    mkdirSync(join(TMP_DIR, 'athlete-rebuilt.building'));
  } catch {
    await expect
      .poll(() => existsSync(done), { message: `${outDir} built by another worker`, timeout: 150_000 })
      .toBe(true);
    return outDir;
  }
  await promisify(execFile)('pnpm', ['--filter', 'mfe-athlete', 'build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, TALENTBRUG_BUILD_LABEL: REBUILT_LABEL, TALENTBRUG_OUT_DIR: outDir },
    maxBuffer: 64 * 1024 * 1024,
  });
  writeFileSync(done, '');
  return outDir;
}
