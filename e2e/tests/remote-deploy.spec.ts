import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@talentbrug/tooling/static-server';
import { REBUILT_LABEL, rebuiltAthlete } from '../support/builds.ts';
import { manifestUrl, REMOTES_FILE, REPO_ROOT } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

test('pointing /remotes.json at a rebuilt remote changes what users see, without rebuilding the shell @production', async ({
  page,
  signIn,
}) => {
  const shellBefore = readFileSync(join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  // The athlete remote built again with a label of its own (once per run, shared with one-remote.spec.ts).
  const v2 = await serveStatic(rebuiltAthlete(), 3111);
  const original = readFileSync(REMOTES_FILE, 'utf8');
  try {
    await signIn();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(`Versie ${REBUILT_LABEL}`)).toHaveCount(0);

    writeFileSync(REMOTES_FILE, JSON.stringify({ ...JSON.parse(original), athlete: manifestUrl(3111) }));
    await page.reload();
    await expect(page.getByText(`Versie ${REBUILT_LABEL}`)).toBeVisible();
    expect(readFileSync(join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellBefore);
  } finally {
    writeFileSync(REMOTES_FILE, original);
    await v2.close();
  }
});
