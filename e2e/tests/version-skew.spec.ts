// Feature teams deploy remotes built weeks apart from the shell (ADR 0006). Each test builds
// the athlete remote declaring other versions of shared packages than the shell's, through
// TALENTBRUG_SHARED_VERSIONS (shared/build shared-deps.ts): the bundled code is the installed
// one, only the versions the remote declares to the federation runtime differ. That is the
// part the runtime decides on; installing a second React would test npm, not the rule.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { serveStatic } from '@talentbrug/tooling/static-server';
import { BASE_URL, manifestUrl, REMOTES_FILE, REPO_ROOT, SKEW_PORTS, TMP_DIR } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

const FALLBACK = 'Dit onderdeel is tijdelijk niet beschikbaar';

interface Manifest {
  shared: { name: string; version: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

const readManifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;

/** Builds mfe-athlete as a team would have built it against other shared versions. */
function buildSkewed(name: keyof typeof SKEW_PORTS, versions: Record<string, string>): string {
  const outDir = join(TMP_DIR, `athlete-skew-${name}`);
  execFileSync('pnpm', ['--filter', 'mfe-athlete', 'build'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TALENTBRUG_OUT_DIR: outDir,
      TALENTBRUG_BUILD_LABEL: `skew-${name}`,
      TALENTBRUG_SHARED_VERSIONS: JSON.stringify(versions),
    },
    stdio: 'pipe',
  });
  return outDir;
}

/** Serves the build as the deployed athlete remote for the test's duration, then restores the map. */
async function deploy(name: keyof typeof SKEW_PORTS, outDir: string, body: () => Promise<void>) {
  const host = await serveStatic(outDir, SKEW_PORTS[name]);
  const original = readFileSync(REMOTES_FILE, 'utf8');
  try {
    writeFileSync(REMOTES_FILE, JSON.stringify({ ...JSON.parse(original), athlete: manifestUrl(SKEW_PORTS[name]) }));
    await body();
  } finally {
    writeFileSync(REMOTES_FILE, original);
    await host.close();
  }
}

/** Requests for the files that carry the given shared packages, in the shell's build or the remote's. */
function sharedRequests(urls: readonly string[], remoteDir: string, names = ['react', 'react-dom']): string[] {
  const files = new Set<string>();
  for (const manifest of [readManifest(join(REPO_ROOT, 'shell', 'dist')), readManifest(remoteDir)]) {
    for (const entry of manifest.shared.filter((s) => names.includes(s.name))) {
      for (const file of [...entry.assets.js.sync, ...entry.assets.js.async]) files.add(file);
    }
  }
  return urls.filter((u) => files.has(new URL(u).pathname.split('/').pop() ?? ''));
}

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => urls.push(req.url()));
  return urls;
}

const catalogReact = () =>
  readManifest(join(REPO_ROOT, 'shell', 'dist')).shared.find((s) => s.name === 'react')?.version;

/** x.y.z -> the next patch or the next minor of the same major. */
function ahead(version: string, part: 'patch' | 'minor'): string {
  const [major, minor, patch] = version.split('.').map(Number);
  return part === 'patch' ? `${major}.${minor}.${(patch ?? 0) + 1}` : `${major}.${(minor ?? 0) + 1}.0`;
}

for (const part of ['patch', 'minor'] as const) {
  test(`a remote built against a ${part} ahead of the shell's React shares the shell's React`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const shellReact = catalogReact();
    if (!shellReact) throw new Error("The shell's manifest shares no react");
    const version = ahead(shellReact, part);
    const outDir = buildSkewed(part, { react: version, 'react-dom': version });
    expect(readManifest(outDir).shared.find((s) => s.name === 'react')?.version).toBe(version);

    await deploy(part, outDir, async () => {
      await signIn();
      const urls = recordRequests(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText(`Versie skew-${part}`)).toBeVisible();
      // Hooks work (one React): the remote's page reacts to input through the shell's router.
      await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'AI-coach' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Chat met je AI-coach' })).toBeVisible();

      const hits = sharedRequests(urls, outDir);
      expect(hits.length, 'react was downloaded').toBeGreaterThanOrEqual(1);
      expect(
        hits.every((u) => new URL(u).origin === BASE_URL),
        `react came from the shell only: ${hits.join(', ')}`,
      ).toBe(true);
      expect(new Set(hits).size, `no React file fetched twice: ${hits.join(', ')}`).toBe(hits.length);
      // The router as well (ADR 0008): the remote's Link ran on the shell's copy and its context.
      const router = sharedRequests(urls, outDir, ['@talentbrug/ui/router']);
      expect(router.length, 'the router was downloaded').toBeGreaterThanOrEqual(1);
      expect(
        router.every((u) => new URL(u).origin === BASE_URL),
        `the router came from the shell only: ${router.join(', ')}`,
      ).toBe(true);
    });
  });
}

test('a remote built against a breaking major of a workspace package is contained to its own routes', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const outDir = buildSkewed('major', { '@talentbrug/ui': '1.0.0' });

  await deploy('major', outDir, async () => {
    await signIn();
    const urls = recordRequests(page);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/dashboard');
    // The athlete's routes say so in Dutch, with the shell's header and menu still there.
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    await expect(page.getByText('Versie skew-major')).toHaveCount(0);
    // The console tells the team why: the shell's copy is outside the range the remote declared.
    expect(errors.join('\n')).toMatch(
      /Version \d+\.\d+\.\d+ from shell of shared singleton module @talentbrug\/ui\/\S+ does not satisfy the requirement of athlete which needs \^1\.0\.0/,
    );

    // The rest of the site works: another remote's page, reached through the menu.
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'AI-coach' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chat met je AI-coach' })).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);

    // Nothing of the remote's own React was fetched: one React in the page.
    const hits = sharedRequests(urls, outDir);
    expect(
      hits.every((u) => new URL(u).origin === BASE_URL),
      hits.join(', '),
    ).toBe(true);
  });
});
