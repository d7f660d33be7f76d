import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHistory } from '@talentbrug/build/releases';
import { serveStatic } from '@talentbrug/tooling/static-server';
import { API_PORT, manifestUrl, RELEASES_PORT, REMOTE_PORT, REMOTES_FILE, REPO_ROOT, TMP_DIR } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { operatorRun } from '../support/releases.ts';

const RELEASES_DIR = join(TMP_DIR, 'releases');
const RELEASES_URL = `http://127.0.0.1:${RELEASES_PORT}`;
const RELEASES = { dir: RELEASES_DIR, url: RELEASES_URL };

/** The pid listening on the server's port: the same number before and after means no restart. */
function serverPid(): string {
  const line = execFileSync('ss', ['-Hltnp', `sport = :${API_PORT}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`No process listens on ${API_PORT}: ${line}`);
  return pid;
}

test('a release per remote goes live and is rolled back without touching the shell', async ({ page, signIn }) => {
  test.setTimeout(240_000);
  const shellIndex = join(REPO_ROOT, 'shell', 'dist', 'index.html');
  const shellBefore = readFileSync(shellIndex, 'utf8');
  const pidBefore = serverPid();
  const original = readFileSync(REMOTES_FILE, 'utf8');
  const host = await serveStatic(RELEASES_DIR, RELEASES_PORT);
  const dashboard = async (version: string | null) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    if (version) await expect(page.getByText(`Versie ${version}`)).toBeVisible();
    else await expect(page.getByText(/^Versie /)).toHaveCount(0);
  };
  try {
    await signIn();
    await dashboard(null);

    operatorRun('release', ['athlete'], RELEASES, 'r1');
    operatorRun('release', ['athlete'], RELEASES, 'r2');
    await dashboard('r2');
    // Everything else still comes from where it came from.
    const map = JSON.parse(readFileSync(REMOTES_FILE, 'utf8'));
    expect(map.athlete).toMatch(new RegExp(`^${RELEASES_URL}/athlete/[0-9a-f]{12}/mf-manifest\\.json$`));
    expect(map.coach).toBe(JSON.parse(original).coach);

    operatorRun('rollback', ['athlete'], RELEASES);
    await dashboard('r1');
    operatorRun('rollback', ['athlete'], RELEASES);
    await dashboard(null);
    expect(JSON.parse(readFileSync(REMOTES_FILE, 'utf8')).athlete).toBe(manifestUrl(REMOTE_PORT.athlete));

    // The operator's record of what was live when.
    const history = parseHistory(readFileSync(join(RELEASES_DIR, 'history.jsonl'), 'utf8'));
    expect(history.map((e) => e.action)).toEqual(['release', 'release', 'rollback', 'rollback']);
    expect(history[0]?.from).toBe(manifestUrl(REMOTE_PORT.athlete));
    expect(history[2]?.to).toBe(history[0]?.to);
    expect(history.at(-1)?.to).toBe(manifestUrl(REMOTE_PORT.athlete));

    expect(readFileSync(shellIndex, 'utf8')).toBe(shellBefore);
    expect(serverPid()).toBe(pidBefore);
  } finally {
    writeFileSync(REMOTES_FILE, original);
    await host.close();
  }
});
