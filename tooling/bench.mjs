// What the figures of bench/results.json share (bench/*.mjs, and scripts/tasks/bench.mjs that runs
// them all): their statistics, the standalone run of one figure, the athletes the API figures sign
// up, and Chromium for the browser figures.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { protectedPaths, ROUTES } from '@talentbrug/domain/contracts/routes';
import { FLEUR } from '@talentbrug/domain/testing/athletes';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

/** The repository's root. */
export const root = join(import.meta.dirname, '..');
const RESULTS = join(root, 'bench', 'results.json');

/** The tools the server's devDependencies hold (autocannon, argon2): resolved from there, not added at the root. */
export const requireFromServer = createRequire(join(root, 'server', 'package.json'));
const requireFromE2e = createRequire(join(root, 'e2e', 'package.json'));

/** HEAD's short commit, the one a figure was measured at; null outside a git checkout. */
export function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The password of every athlete the benchmarks sign up. */
export const PASSWORD = 'Bench-Wachtwoord-2025';

/** The upper median: always one of the samples, never the mean of two. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Nearest-rank percentile (p in 0..100): always one of the samples. */
export const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/** Milliseconds to two decimals. */
export const round = (n) => Math.round(n * 100) / 100;

/** The figures of one autocannon run, in the shape every load figure of results.json uses. */
export const loadFigures = (r) => ({
  requestsPerSec: Math.round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  totalRequests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
});

/** What results.json keeps of a figure that failed, and what a run prints of it: the error's message. */
export const errorMessage = (error) => (error instanceof Error ? error.message : String(error));

/** A fresh AUTH_SERVICE_KEY for a bench server, so none is taken from the shell's environment. */
export const serviceKey = () => `sb_secret_${randomBytes(32).toString('base64url')}`;

/** A JSON request that must succeed: the parsed body, or an error naming the path, status and body. */
export async function fetchJson(origin, path, init) {
  const res = await fetch(`${origin}${path}`, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * A new athlete (PASSWORD) on a server that runs with AUTH_AUTOCONFIRM=true (signup returns a
 * session at once): the publishable key her auth requests carry, and her session.
 */
export async function signUp(origin, email) {
  const { supabasePublishableKey: apikey } = await fetchJson(origin, '/app-config.json');
  const session = await fetchJson(origin, '/auth/v1/signup', {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return { apikey, session };
}

/** A new athlete (signUp) with this profile: the session and the headers of her API calls. */
export async function athleteWithProfile(origin, { email, profile }) {
  const { session } = await signUp(origin, email);
  const headers = { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' };
  await fetchJson(origin, '/api/profiles', { method: 'POST', headers, body: JSON.stringify(profile) });
  return { session, headers };
}

/**
 * A new athlete with Fleur's profile (shared/domain/src/testing/athletes.ts: a dames hockey player in the
 * hoofdklasse with every fact matching reads), her e-mail address named after the figure that made her.
 */
export const hockeyAthlete = (origin, label) =>
  athleteWithProfile(origin, { email: `bench-${label}-${Date.now()}@example.com`, profile: FLEUR.profile });

/** Where the shell's supabase-js client keeps its session (AUTH_STORAGE_KEY in @talentbrug/api-client/auth-storage). */
export const AUTH_STORAGE_KEY = 'talentbrug.auth';

/**
 * The athlete's own pages: the protected routes in the main menu of the route table. The
 * first-visit and Lighthouse figures measure each of them (scripts/tasks/size-check.mjs too).
 */
export const signedInPagePaths = () =>
  ROUTES.filter((route) => route.protected && route.nav).map((route) => route.path);

/** The shell's document cookies (SESSION_COOKIE, REFRESH_COOKIE in @talentbrug/domain/contracts/first-paint/server-render). */
const SESSION_COOKIE = 'tb_session';
const REFRESH_COOKIE = 'tb_refresh';
/** One per protected route, as SESSION_COOKIE_PATHS in @talentbrug/domain/contracts/first-paint/server-render. */
const SESSION_COOKIE_PATHS = protectedPaths();

/** One cookie per signed-in path on this origin; `extra` adds value, expires and sameSite to each. */
const onEveryPath = (origin, name, extra = {}) =>
  SESSION_COOKIE_PATHS.map((path) => ({ name, domain: new URL(origin).hostname, path, ...extra }));

/**
 * The cookies a signed-in browser holds once the app has run (ADR 0017): the access token for
 * each signed-in page's document, as Playwright's addCookies and Puppeteer's setCookie take them.
 */
export const sessionCookies = (origin, session) =>
  onEveryPath(origin, SESSION_COOKIE, { value: session.access_token, expires: session.expires_at, sameSite: 'Lax' });

/**
 * The refresh cookies of a remembered session ('Onthoud mij'), without the access token's: what a
 * browser holds when the athlete comes back after the token's hour (ADR 0017, "After the hour").
 */
export const refreshCookies = (origin, session) =>
  onEveryPath(origin, REFRESH_COOKIE, {
    value: session.refresh_token,
    expires: Math.floor(Date.now() / 1000) + 30 * 86_400,
    sameSite: 'Lax',
  });

/** Every document cookie of a session on this origin, by name and path, to delete them. */
export const documentCookieNames = (origin) =>
  [SESSION_COOKIE, REFRESH_COOKIE].flatMap((name) => onEveryPath(origin, name));

/** A new session of an existing bench athlete: a password login, as on the login page. */
export async function passwordSession(origin, email) {
  const { supabasePublishableKey: apikey } = await fetchJson(origin, '/app-config.json');
  return fetchJson(origin, '/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
}

/**
 * A fresh browser context (an empty cache, a first visit) at this viewport; with a session, the
 * athlete's session is in localStorage before the page's first script and its document cookies
 * are set, as a signed-in browser keeps them.
 */
export async function browserContext(browser, { viewport, session = null, origin = null }) {
  const context = await browser.newContext({ viewport });
  if (session) {
    if (origin) await context.addCookies(sessionCookies(origin, session));
    await context.addInitScript(
      ({ key, value }) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      },
      { key: AUTH_STORAGE_KEY, value: JSON.stringify(session) },
    );
  }
  return context;
}

/** Chromium through e2e's Playwright. */
export function launchChromium() {
  const { chromium } = requireFromE2e('@playwright/test');
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/** web-vitals as a classic script for addInitScript. The IIFE build is not in the package's exports map: read it beside the CommonJS entry. */
export const webVitalsScript = () =>
  readFileSync(join(dirname(requireFromE2e.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

/**
 * `node bench/<figure>.mjs` alone: re-measures that figure and replaces `key` in results.json,
 * leaving the rest as the last full run wrote it. Does nothing when the module is imported.
 */
export async function runAlone(moduleUrl, key, measure) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const results = JSON.parse(readFileSync(RESULTS, 'utf8'));
  results[key] = await measure(root);
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results[key], null, 2));
  if (results[key].error) process.exitCode = 1;
}
