import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestUrl, REMOTES_FILE, REPO_ROOT, TMP_DIR } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { serveStatic } from '../support/static-server.ts';

test('pointing /remotes.json at a rebuilt remote changes what users see, without rebuilding the shell @production', async ({
  page,
  signIn,
}) => {
  const outDir = join(TMP_DIR, 'athlete-v2');
  const shellBefore = readFileSync(join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  execFileSync('pnpm', ['--filter', 'mfe-athlete', 'build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, TALENTBRUG_BUILD_LABEL: 'v2', TALENTBRUG_OUT_DIR: outDir },
    stdio: 'pipe',
  });
  const v2 = await serveStatic(outDir, 3111);
  const original = readFileSync(REMOTES_FILE, 'utf8');
  try {
    await signIn();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Versie v2')).toHaveCount(0);

    writeFileSync(REMOTES_FILE, JSON.stringify({ ...JSON.parse(original), athlete: manifestUrl(3111) }));
    await page.reload();
    await expect(page.getByText('Versie v2')).toBeVisible();
    expect(readFileSync(join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellBefore);
  } finally {
    writeFileSync(REMOTES_FILE, original);
    await v2.close();
  }
});
