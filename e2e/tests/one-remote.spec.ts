import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { REMOTES } from '@talentbrug/domain/contracts/routes';
import { type StaticServer, serveStatic } from '@talentbrug/tooling/static-server';
import { type AllInOne, startAllInOne } from '../support/all-in-one.ts';
import { PASSWORD, submitLogin, uniqueEmail } from '../support/auth.ts';
import { REBUILT_LABEL, rebuiltAthlete } from '../support/builds.ts';
import { PRODUCTION_PORT, REPO_ROOT, STAGING_PORT, TMP_DIR } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

// The README's "work on one remote" steps, as a feature team follows them: build your remote with a
// change, serve it on its own port, point the deployed shell at it with the devtools override.
const LOCAL_PORT = REMOTES.athlete.devPort;
const LOCAL_MANIFEST = `http://localhost:${LOCAL_PORT}/mf-manifest.json`;
const LABEL = REBUILT_LABEL;

/** The console commands exactly as the README gives them, so the README is what this test runs. */
const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
function readmeCommand(start: string): string {
  const command = README.match(new RegExp(`\`(${start.replace(/[.()]/g, '\\$&')}[^\`]*)\``))?.[1];
  if (!command) throw new Error(`README.md no longer gives \`${start}...\``);
  return command;
}
const SET_OVERRIDE = readmeCommand('localStorage.__MF_DEVTOOLS__ = ');
const CLEAR_OVERRIDE = readmeCommand('localStorage.removeItem(');

let local: StaticServer;

test.beforeAll(async () => {
  expect(SET_OVERRIDE).toContain(LOCAL_MANIFEST);
  test.setTimeout(240_000);
  local = await serveStatic(rebuiltAthlete(), LOCAL_PORT, { host: 'localhost' });
});

test.afterAll(async () => {
  await local?.close();
});

/** A deployment of its own beside the suite's server, with its own database. */
async function deployment(name: string, port: number, env: Record<string, string> = {}): Promise<AllInOne> {
  return startAllInOne({ port, dataDir: join(TMP_DIR, `${name}-data`), env });
}

/** A new account on that deployment, signed in through its login screen with the override set first. */
async function signInWithOverride(page: Page, server: AllInOne) {
  const { supabasePublishableKey } = (await (await fetch(`${server.url}/app-config.json`)).json()) as {
    supabasePublishableKey: string;
  };
  const client = createClient(server.url, supabasePublishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const account = { email: uniqueEmail('team'), password: PASSWORD };
  const { error } = await client.auth.signUp(account);
  if (error) throw new Error(`signup failed: ${error.message}`);

  await page.goto(`${server.url}/login`);
  // The README's step: in the console on the deployed shell, then reload.
  await page.evaluate(SET_OVERRIDE);
  await page.reload();
  await submitLogin(page, account);
  await expect(page).toHaveURL(`${server.url}/dashboard`);
}

/** The script and manifest URLs the page fetched, from now on. */
function fetchedScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\.js$|mf-manifest\.json$/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

test('on staging, the devtools override shows my local athlete remote on /dashboard while every other route comes from the deployment', async ({
  page,
}) => {
  // A deployment of its own starts inside the test: with the other worker busy, 25 s of it.
  test.setTimeout(180_000);
  const staging = await deployment('staging', STAGING_PORT, { ALLOW_LOOPBACK_REMOTES: 'true' });
  try {
    const fetched = fetchedScripts(page);
    const logged = consoleLines(page);
    await signInWithOverride(page, staging);

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(`Versie ${LABEL}`)).toBeVisible();
    expect(fetched).toContain(LOCAL_MANIFEST);
    expect(fetched).toContain(`http://localhost:${LOCAL_PORT}/remoteEntry.js`);
    expect(fetched.filter((url) => url.startsWith(`${staging.url}/mf/athlete/`))).toEqual([]);
    // The login page came from the deployed auth remote.
    expect(fetched).toContain(`${staging.url}/mf/auth/mf-manifest.json`);
    expect(logged).toContain(`[talentbrug] devtools override for: athlete -> ${LOCAL_MANIFEST}`);

    fetched.length = 0;
    await page.goto(`${staging.url}/aicoach`);
    await expect(page.getByRole('heading', { level: 1, name: 'Chat met je AI-coach' })).toBeVisible();
    // The server renders the page, so its heading shows before the app asks for the remote; the app
    // starts at the first touch (ADR 0017).
    await page.keyboard.press('Tab');
    await expect.poll(() => fetched).toContain(`${staging.url}/mf/coach/mf-manifest.json`);
    expect(fetched.filter((url) => url.startsWith(`http://localhost:${LOCAL_PORT}/`))).toEqual([]);

    // Clearing the override (the README's last step) brings the deployed athlete back.
    await page.evaluate(CLEAR_OVERRIDE);
    fetched.length = 0;
    await page.goto(`${staging.url}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect.poll(() => fetched).toContain(`${staging.url}/mf/athlete/mf-manifest.json`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(`Versie ${LABEL}`)).toHaveCount(0);
    expect(fetched.filter((url) => url.startsWith(`http://localhost:${LOCAL_PORT}/`))).toEqual([]);
  } finally {
    await staging.close();
  }
});

test('in production, the CSP blocks the loopback remote and the shell falls back to the deployed one, saying so in the console', async ({
  page,
}) => {
  // A deployment of its own starts inside the test: with the other worker busy, 25 s of it.
  test.setTimeout(180_000);
  const production = await deployment('production', PRODUCTION_PORT, { NODE_ENV: 'production' });
  try {
    const fetched = fetchedScripts(page);
    const logged = consoleLines(page);
    await signInWithOverride(page, production);

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect.poll(() => fetched).toContain(`${production.url}/mf/athlete/mf-manifest.json`);
    await expect(page.getByText(`Versie ${LABEL}`)).toHaveCount(0);
    await expect(page.getByText('Dit onderdeel is tijdelijk niet beschikbaar')).toHaveCount(0);
    expect(logged.some((line) => /Content Security Policy/.test(line) && line.includes(LOCAL_MANIFEST))).toBe(true);
    expect(logged.find((line) => line.startsWith('[talentbrug] devtools override for athlete'))).toContain(
      `[talentbrug] devtools override for athlete not loaded from ${LOCAL_MANIFEST} (blocked by the Content-Security-Policy: ` +
        'the server needs ALLOW_LOOPBACK_REMOTES=true; or nothing serves it); ' +
        `falling back to the deployed athlete at ${production.url}/mf/athlete/mf-manifest.json`,
    );
  } finally {
    await production.close();
  }
});
