import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, REMOTES } from '@talentbrug/domain/contracts/routes';
import { signOut } from '../support/auth.ts';
import { REPO_ROOT } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** The file names that carry a shared package, in the shell and in every remote. */
function assetsOf(pkg: string): Set<string> {
  const dirs = ['shell', ...REMOTE_NAMES.map((n) => REMOTES[n].dir)];
  const files = new Set<string>();
  for (const dir of dirs) {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, dir, 'dist', 'mf-manifest.json'), 'utf8')) as Manifest;
    for (const entry of manifest.shared.filter((s) => s.name === pkg)) {
      for (const file of [...entry.assets.js.sync, ...entry.assets.js.async]) files.add(file);
    }
  }
  return files;
}

// React Router has no entry of its own: it comes inside @talentbrug/ui/router (ADR 0008), whose
// one copy holds the router context every remote's Link and hooks read.
test('react, react-dom and the router are downloaded exactly once per page load across all remotes', async ({
  page,
  signIn,
}) => {
  await signIn();
  const urls: string[] = [];
  page.on('request', (req) => urls.push(req.url()));

  // One page load, then client-side navigation through every remote.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  for (const [label, title] of [
    ['AI-coach', 'Chat met je AI-coach'],
    ['Onboarding', 'Onboarding met AI-coach Sanne'],
    ['Home', null],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { level: 1, ...(title ? { name: title } : {}) })).toBeVisible();
  }
  await signOut(page);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();

  for (const pkg of ['react', 'react-dom', '@talentbrug/ui/router']) {
    const assets = assetsOf(pkg);
    const hits = urls.filter((u) => assets.has(new URL(u).pathname.split('/').pop() ?? ''));
    expect(hits.length, `${pkg} was downloaded`).toBeGreaterThanOrEqual(1);
    expect(
      new Set(hits.map((u) => new URL(u).origin)),
      `${pkg} came from one origin: ${hits.join(', ')}`,
    ).toHaveProperty('size', 1);
    expect(new Set(hits).size, `${pkg}: no file fetched twice: ${hits.join(', ')}`).toBe(hits.length);
  }
});
