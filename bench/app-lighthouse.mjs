// Lighthouse on the app pages (issue 15, item 1): the same Chromium, preset and figures as
// bench/lighthouse.mjs's landing run, on the public app pages as a visitor without a session
// opens them and on the signed-in pages as a returning athlete does. Lighthouse resets the
// origin's storage before each navigation; a script registered on the tab (Puppeteer's
// evaluateOnNewDocument) then puts the athlete's session back into localStorage before the
// page's first script, which is where a signed-in browser keeps it, and the page's document
// cookie is set as the app sets it once it has run (ADR 0017). Lighthouse audits the very
// page a user gets, nothing is stubbed. `node bench/app-lighthouse.mjs` re-measures it alone;
// `--only=/login,/signup` measures those pages and replaces only their entries in results.json;
// a path selects all its entries, `/dashboard#app-start`, `/dashboard#after-the-hour` or
// `/dashboard#next-day` one of them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AUTH_STORAGE_KEY,
  documentCookieNames,
  hockeyAthlete,
  passwordSession,
  refreshCookies,
  runAlone,
  sessionCookies,
  signedInPagePaths,
} from '@talentbrug/tooling/bench';
import { auditPage, budgetChecks, failedAuditsOf, mediansOf, scriptWeight, withAuditBrowser } from './lighthouse.mjs';

const PORT = 9334;
const DEBUG_PORT = 9335;
const RUNS = 3;

export const APP_PAGES = [
  { path: '/onboarding', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/signup', signedIn: false },
  // The athlete's pages of the route table's main menu.
  ...signedInPagePaths().map((path) => ({ path, signedIn: true })),
  // The same athlete whose browser holds the session but no document cookie the server takes (the
  // first document after the access token expired while no page ran): the app starts at once.
  // Reported to keep that path visible; ADR 0017's known limit.
  { path: '/dashboard', signedIn: true, appStart: true },
  // An athlete who ticked 'Onthoud mij' and comes back after the token's hour: only the refresh
  // cookie is left, the server renews the session for the document (ADR 0017, "After the hour").
  { path: '/dashboard', signedIn: true, afterHour: true },
  // The next day without the refresh cookie (cookies cleared, or never written): a remembered session
  // whose token has run out and no document cookie. The boot script renews it and asks for the page
  // again (shell/src/first-paint/session-step.ts); before that, the app started at once with supabase-js.
  { path: '/dashboard', signedIn: true, nextDay: true },
];

/** An entry's name for `--only`: its path, with `#app-start`, `#after-the-hour` or `#next-day` for those cases. */
const entryKey = ({ path, appStart, afterHour, nextDay }) =>
  `${path}${appStart ? '#app-start' : afterHour ? '#after-the-hour' : nextDay ? '#next-day' : ''}`;

/** Which document cookies an audit's browser holds: the app's after it ran, none, or the refresh cookie alone. */
const cookiesFor = ({ appStart, afterHour, nextDay }) =>
  appStart || nextDay ? 'none' : afterHour ? 'refresh' : 'session';

/** Issue 15's targets for every app page. */
export const APP_LIGHTHOUSE_BUDGETS = {
  performance: 95,
  largestContentfulPaintMs: 2000,
  totalBlockingTimeMs: 150,
  cumulativeLayoutShift: 0.02,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

function audit(browser, url, session, { cookies = 'session', overwrite = false } = {}) {
  return auditPage(browser, url, async (page) => {
    const origin = new URL(url).origin;
    // Cookies outlive the page: each audit starts from the cookies its visit has.
    await page.deleteCookie(...documentCookieNames(origin));
    if (session && cookies === 'session') await page.setCookie(...sessionCookies(origin, session));
    if (session && cookies === 'refresh') await page.setCookie(...refreshCookies(origin, session));
    if (session) {
      await page.evaluateOnNewDocument(
        (key, value, always) => {
          if (always || !window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
        },
        AUTH_STORAGE_KEY,
        JSON.stringify(session),
        // The origin's storage can outlive an audit (an earlier audit's live session would be found).
        overwrite,
      );
    }
  });
}

/**
 * BENCH_LHR_DIR=<dir> keeps each run's full report there (`dashboard-1.json`), to see where a
 * page's time goes (the critical request chains, the main thread's long tasks); the figures in
 * results.json are the same either way.
 */
function keepReport(path, run, lhr) {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${path.slice(1).replaceAll('/', '-')}-${run + 1}.json`), JSON.stringify(lhr));
}

export async function benchAppLighthouse(root, only = null) {
  return withAuditBrowser(
    root,
    { port: PORT, debugPort: DEBUG_PORT, label: 'app-lighthouse' },
    async ({ server, browser }) => {
      const { session } = await hockeyAthlete(server.origin, 'app-lighthouse');
      const pages = [];
      for (const entry of APP_PAGES.filter((p) => !only || only.includes(p.path) || only.includes(entryKey(p)))) {
        const { path, signedIn, appStart, afterHour, nextDay } = entry;
        const variant = appStart ? ' app start' : afterHour ? ' after the hour' : nextDay ? ' next day' : '';
        const url = `${server.origin}${path}`;
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          console.log(`\u25b6 Lighthouse ${path}${signedIn ? ' (signed in)' : ''}${variant} run ${i + 1}/${RUNS}`);
          // A renewal spends the refresh token, so each such run comes back with a session of its own,
          // a second older than the renewed one (the boot script takes only newer tokens).
          let runSession = session;
          if (afterHour) {
            runSession = await passwordSession(server.origin, session.user.email);
            await new Promise((resolve) => setTimeout(resolve, 1100));
          }
          // Stored as the browser keeps it once the token's hour has passed.
          if (nextDay) {
            const fresh = await passwordSession(server.origin, session.user.email);
            runSession = { ...fresh, expires_at: Math.floor(Date.now() / 1000) - 60 };
          }
          runs.push(
            await audit(browser, url, signedIn && runSession, { cookies: cookiesFor(entry), overwrite: !!nextDay }),
          );
          keepReport(`${path}${variant.replaceAll(' ', '-')}`, i, runs.at(-1));
        }
        const { perRun, medians, medianRun } = mediansOf(runs);
        const scripts = await scriptWeight(medianRun, server.origin);
        pages.push({
          path,
          signedIn,
          ...(appStart ? { appStart: true } : {}),
          ...(afterHour ? { afterHour: true } : {}),
          ...(nextDay ? { nextDay: true } : {}),
          finalUrl: new URL(medianRun.finalDisplayedUrl ?? url).pathname,
          median: { ...medians, criticalPathJsGzipKB: scripts.gzipKB },
          runs: perRun,
          withinBudget: budgetChecks(medians, APP_LIGHTHOUSE_BUDGETS),
          failedAudits: failedAuditsOf(runs),
        });
      }
      return {
        method:
          "Lighthouse default mobile preset (simulated throttling: slow 4G, 4x CPU) in Debian's " +
          `Chromium, ${RUNS} runs per page against ${server.origin} (the server in all-in-one mode, PGlite, ` +
          'AUTH_AUTOCONFIRM=true); medians per figure. Signed-in pages: a fresh athlete (signup + profile) whose ' +
          `session Puppeteer's evaluateOnNewDocument writes to localStorage['${AUTH_STORAGE_KEY}'] after Lighthouse's ` +
          "storage reset and before the page runs, with the document cookies the app keeps (tb_session per signed-in path, ADR 0017; Lighthouse's reset leaves cookies), " +
          'so Lighthouse audits the page that athlete gets. appStart: the same athlete without those cookies (the app ' +
          'starts at once, as on the first document after the access token expired while no page ran), reported to keep ' +
          'that path visible (a session without Onthoud mij whose hour has passed). afterHour: an athlete who ticked Onthoud mij, ' +
          'back after the hour, with a fresh login per run stored and only the tb_refresh cookies (ADR 0017): the server ' +
          'renews the session for the document and renders the page. nextDay: a fresh login per run stored with its ' +
          'expiry passed, no document cookie (the boot script renews it and asks for the page again). ' +
          'criticalPathJsGzipKB = every script the median run executed, each gzipped at level 9.',
        budgets: APP_LIGHTHOUSE_BUDGETS,
        pages,
      };
    },
  );
}

/** The pages of a partial run in place of theirs, every other page's entry kept as it was. */
function mergePages(previous, partial) {
  const measured = new Set(partial.pages.map(entryKey));
  const kept = (previous?.pages ?? []).filter((p) => !measured.has(entryKey(p)));
  const order = (p) => APP_PAGES.findIndex((page) => entryKey(page) === entryKey(p));
  return { ...partial, pages: [...kept, ...partial.pages].sort((a, b) => order(a) - order(b)) };
}

const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',').filter(Boolean) : null;
await runAlone(import.meta.url, 'appLighthouse', async (root) => {
  const result = await benchAppLighthouse(root, only);
  if (!only) return result;
  const previous = JSON.parse(readFileSync(join(root, 'bench', 'results.json'), 'utf8')).appLighthouse;
  return mergePages(previous, result);
});
