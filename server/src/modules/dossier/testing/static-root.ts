import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tempDir } from '../../../testing/test-app.ts';

/**
 * A static root of the test's own holding the recruit remote's public.mjs, built by the remote's
 * own script: what renders the public dossier page (`/r/{token}`) and the trainer's page.
 */
export function staticRootWithRenderer(): string {
  const root = tempDir();
  const remote = join(import.meta.dirname, '..', '..', '..', '..', '..', 'mfe-recruit');
  const built = spawnSync(process.execPath, [join(remote, 'scripts', 'public-render.mjs')], {
    cwd: remote,
    env: { ...process.env, TALENTBRUG_OUT_DIR: join(root, 'mfe-recruit', 'dist') },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`public-render.mjs failed: ${built.stderr}`);
  return root;
}
