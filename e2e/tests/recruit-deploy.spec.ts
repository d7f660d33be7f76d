import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@talentbrug/tooling/static-server';
import { manifestUrl, RECRUIT_RELEASES_PORT, REMOTES_FILE, REPO_ROOT, TMP_DIR } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { operatorRun } from '../support/releases.ts';

const RELEASES_DIR = join(TMP_DIR, 'releases-recruit');
const RELEASES_URL = `http://127.0.0.1:${RECRUIT_RELEASES_PORT}`;
/** Nothing listens here: the remote map names a remote that has not been deployed yet. */
const NOT_DEPLOYED = manifestUrl(9);

/** Every file the deployed shell serves, by path, with its SHA-256. */
function shellFiles(): Record<string, string> {
  const dist = join(REPO_ROOT, 'shell', 'dist');
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dist, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}

/**
 * Issue 37, item 1: the sixth remote, made with the generator, goes out after the shell that
 * names it in its route table. Until its release the shell says the part is unavailable; after
 * `npm run release -- recruit` the same shell files (byte for byte) load the dossier editor.
 */
test('the sixth remote arrives after the shell: released on its own, loaded by the shell as deployed', async ({
  page,
  signIn,
}) => {
  test.setTimeout(360_000);
  const original = readFileSync(REMOTES_FILE, 'utf8');
  const host = await serveStatic(RELEASES_DIR, RECRUIT_RELEASES_PORT);
  const shellBefore = shellFiles();
  try {
    writeFileSync(REMOTES_FILE, JSON.stringify({ ...JSON.parse(original), recruit: NOT_DEPLOYED }));
    await signIn();
    await page.goto('/dossier');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Dit onderdeel is tijdelijk niet beschikbaar' }),
    ).toBeVisible();
    // The rest of the product works meanwhile.
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    operatorRun('release', ['recruit'], { dir: RELEASES_DIR, url: RELEASES_URL });
    expect(JSON.parse(readFileSync(REMOTES_FILE, 'utf8')).recruit).toMatch(
      new RegExp(`^${RELEASES_URL}/recruit/[0-9a-f]{12}/mf-manifest\\.json$`),
    );

    // A tab opened before the release keeps the map it started with; the next page load takes the new one.
    await page.reload();
    await page.getByRole('navigation').getByRole('link', { name: 'Dossier' }).click();
    await expect(page).toHaveURL(/\/dossier$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dossier' })).toBeVisible();
    await expect(page.getByText('Dit onderdeel is tijdelijk niet beschikbaar')).toHaveCount(0);
    expect(shellFiles()).toEqual(shellBefore);
  } finally {
    writeFileSync(REMOTES_FILE, original);
    await host.close();
  }
});
