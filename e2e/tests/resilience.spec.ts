import { readFileSync, writeFileSync } from 'node:fs';
import { serveStatic } from '@talentbrug/tooling/static-server';
import { manifestUrl, REMOTE_PORT, REMOTES_FILE, RESILIENCE_PORT, remoteDist } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

const FALLBACK = 'Dit onderdeel is tijdelijk niet beschikbaar';

test('a remote that is down shows the fallback for its routes only, and recovers on retry', async ({
  page,
  signIn,
}) => {
  // The athlete remote from a host of this test's own, which it takes down and brings back: the
  // map points there meanwhile (this file runs in the one-at-a-time project, playwright.config.ts).
  let athlete = await serveStatic(remoteDist('athlete'), RESILIENCE_PORT);
  const original = readFileSync(REMOTES_FILE, 'utf8');
  writeFileSync(REMOTES_FILE, JSON.stringify({ ...JSON.parse(original), athlete: manifestUrl(RESILIENCE_PORT) }));
  try {
    await signIn();
    await athlete.close();
    await page.goto('/dashboard');
    await expect(page.getByText(FALLBACK)).toBeVisible();
    const retry = page.getByRole('button', { name: 'Opnieuw proberen' });
    await expect(retry).toBeVisible();

    // Navigation and the routes of the other remotes keep working.
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await nav.getByRole('link', { name: 'AI-coach' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chat met je AI-coach' })).toBeVisible();
    await nav.getByRole('link', { name: 'Matches' }).click();
    await expect(page.getByText(FALLBACK)).toBeVisible();

    // A retry while the remote is still down fails again, without breaking the page.
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByText('Laden...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    await expect(page.getByText(FALLBACK)).toBeVisible();

    athlete = await serveStatic(remoteDist('athlete'), RESILIENCE_PORT);
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn Matches' })).toBeVisible();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  } finally {
    writeFileSync(REMOTES_FILE, original);
    await athlete.close();
  }
});

test('what a visitor typed into a prerendered form stays when its remote fails, and goes on in the form after a retry', async ({
  page,
}) => {
  // The auth remote's files do not arrive (its server down, a blocked CDN); the shell and the
  // prerendered /login do.
  const authRemote = (url: URL) => url.port === String(REMOTE_PORT.auth);
  await page.route(authRemote, (route) => route.abort());
  await page.goto('/login');
  const email = page.getByLabel('E-mailadres');
  await email.fill('sanne@example.nl');
  await expect(page.getByText(FALLBACK)).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveValue('sanne@example.nl');

  await page.unroute(authRemote);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByText(FALLBACK)).toBeHidden();
  await expect(page.getByLabel('E-mailadres')).toHaveCount(1);
  await expect(page.getByLabel('E-mailadres')).toHaveValue('sanne@example.nl');
});
