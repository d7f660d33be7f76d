// The JavaScript of a first visit as a browser fetches it (issue 15, item 2): a fresh Chromium
// (empty cache, its own context per route) opens each route, and every script it downloads
// until the network is idle is gzipped at level 9 and summed. The signed-in routes start with
// a session in localStorage, as a returning athlete's browser holds one. Unlike `bundle`
// (read from the manifests), this counts what the page really asks for: the federation
// runtime's own fetches, the remotes' fallbacks a share scope did not cover, any duplicate.
// `node bench/first-visit.mjs` re-measures this figure alone.
import { gzipSync } from 'node:zlib';
import {
  AUTH_STORAGE_KEY,
  browserContext,
  hockeyAthlete,
  launchChromium,
  median,
  passwordSession,
  runAlone,
  signedInPagePaths,
} from '@talentbrug/tooling/bench';
import { startBenchServer } from '@talentbrug/tooling/bench-server';

const PORT = 9333;
const RUNS = 3;
/**
 * Issue 15's targets in KB (gzip level 9, every script until the network is idle): the public
 * app pages and every signed-in one. scripts/tasks/size-check.mjs enforces its ceilings on
 * the way down to them in `npm test`.
 */
export const FIRST_VISIT_TARGET_KB = { public: 150, app: 200 };
/**
 * The pages of issue 15 (the signed-in ones are the athlete's pages of the route table's main menu,
 * `signedInPagePaths()`); `signedIn` ones need a session, the others are what a visitor without one
 * sees. Each signed-in page twice: as the server renders it for the session cookie the app keeps
 * (ADR 0017), and as the app starts it where the browser holds the session but no cookie the
 * server takes (`appStart`: the first document after the access token expired while no page ran,
 * e.g. a return the next day).
 */
export const FIRST_VISIT_ROUTES = [
  { path: '/', signedIn: false, public: true },
  { path: '/onboarding', signedIn: false, public: true },
  { path: '/login', signedIn: false, public: true },
  { path: '/signup', signedIn: false, public: true },
  ...signedInPagePaths().flatMap((path) => [
    { path, signedIn: true, public: false },
    { path, signedIn: true, public: false, appStart: true },
  ]),
  // The next day: the same app start while the stored session's token has run out (a return after
  // its hour). Its own login per visit (a renewal spends the refresh token), stored with its expiry
  // passed; the boot script renews it before the app starts (shell/src/first-paint/session-step.ts),
  // so the app does not load supabase-js only to renew it.
  { path: '/dashboard', signedIn: true, public: false, appStart: true, nextDay: true },
];

/** The key of a route's figure: its path, and ' app start' or ' next day' for the visits without the session cookie. */
export const firstVisitKey = (route) =>
  route.nextDay ? `${route.path} next day` : route.appStart ? `${route.path} app start` : route.path;

/** A session as the browser keeps it once its access token's hour has passed. */
const runOut = (session) => ({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 });
const round1 = (n) => Math.round(n * 10) / 10;

/** One visit in a fresh context: the scripts (resource type script) and what was only prefetched. */
async function visit(browser, origin, path, session, { cookie = true } = {}) {
  const context = await browserContext(browser, {
    viewport: { width: 390, height: 844 },
    session,
    origin: cookie ? origin : null,
  });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    const type = request.resourceType();
    const url = new URL(response.url());
    const isJs = /\.m?js$/.test(url.pathname);
    if (type !== 'script' && !isJs) return;
    pending.push(
      response.body().then(
        (body) => ({ url: url.pathname, ran: type === 'script', gzip: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  // Without the cookie, a query: the boot script then leaves the page to the app (a live token
  // the cookie did not carry is otherwise rendered again by the server, shell/src/first-paint/
  // restored-tab.ts), so the visit counts the app's start, as before that step existed.
  await page.goto(`${origin}${path}${cookie ? '' : '?app-start'}`, { waitUntil: 'networkidle', timeout: 60_000 });
  const landedOn = new URL(page.url()).pathname;
  const files = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  const unique = (list) => [...new Map(list.map((f) => [f.url, f])).values()];
  const scripts = unique(files.filter((f) => f.ran));
  const prefetched = unique(files.filter((f) => !f.ran && !scripts.some((s) => s.url === f.url)));
  const sum = (list) => round1(list.reduce((t, f) => t + f.gzip, 0) / 1024);
  return {
    landedOn,
    gzipKB: sum(scripts),
    fileCount: scripts.length,
    files: scripts.map((f) => ({ url: f.url, gzipKB: round1(f.gzip / 1024) })).sort((a, b) => b.gzipKB - a.gzipKB),
    prefetchedGzipKB: sum(prefetched),
  };
}

/**
 * Every route of FIRST_VISIT_ROUTES visited `runs` times: the median gzipped KB per route and
 * the files of the median visit. `npm test` (scripts/tasks/size-check.mjs) calls it with one run.
 */
export async function benchFirstVisit(root, { runs: runCount = RUNS, quiet = false } = {}) {
  const server = await startBenchServer(root, {
    port: PORT,
    label: 'first-visit',
    env: { REMOTES_FILE: '', AUTH_AUTOCONFIRM: 'true' },
  });
  const browser = await launchChromium();
  try {
    const { session } = await hockeyAthlete(server.origin, 'first-visit');
    const routes = [];
    for (const route of FIRST_VISIT_ROUTES) {
      const runs = [];
      for (let i = 0; i < runCount; i++) {
        const visitSession = route.nextDay ? runOut(await passwordSession(server.origin, session.user.email)) : session;
        runs.push(
          await visit(browser, server.origin, route.path, route.signedIn && visitSession, { cookie: !route.appStart }),
        );
      }
      const gzipKB = median(runs.map((r) => r.gzipKB));
      const run = runs.find((r) => r.gzipKB === gzipKB) ?? runs[0];
      const budgetKB = route.public ? FIRST_VISIT_TARGET_KB.public : FIRST_VISIT_TARGET_KB.app;
      routes.push({
        path: route.path,
        signedIn: route.signedIn,
        ...(route.appStart ? { appStart: true } : {}),
        ...(route.nextDay ? { nextDay: true } : {}),
        landedOn: run.landedOn,
        gzipKB,
        budgetKB,
        withinBudget: gzipKB <= budgetKB,
        fileCount: run.fileCount,
        prefetchedGzipKB: run.prefetchedGzipKB,
        files: run.files,
      });
      if (!quiet)
        console.log(
          `\u25b6 first visit ${firstVisitKey(route)}${route.signedIn ? ' (signed in)' : ''}: ${gzipKB} KB gzip`,
        );
    }
    return {
      method:
        `Chromium via Playwright against the server in all-in-one mode (${server.origin}, PGlite, ` +
        'AUTH_AUTOCONFIRM=true), a new browser context (empty cache) per visit at 390x844, page.goto until ' +
        "Playwright's networkidle (no request for 500 ms). Counted: every response the page requested as a script " +
        '(resource type script: <script>, module imports, modulepreload, the federation runtime loading ' +
        'remoteEntry.js and chunks), each distinct URL once, its body gzipped on its own at level 9 (zlib), summed; ' +
        'gzipKB = bytes / 1024. prefetchedGzipKB = .js fetched only as rel=prefetch for a later page (run nowhere ' +
        'on this one), reported apart. Signed-in routes: a fresh athlete (signup + profile) whose session sits in ' +
        `localStorage['${AUTH_STORAGE_KEY}'] before the first script runs, with the document cookies the app keeps ` +
        '(tb_session per signed-in path, ADR 0017: the server renders the page); appStart: the same visit without ' +
        'those cookies (the app starts at once, as after the token expired while no page ran); nextDay: an app start ' +
        'with a login of its own per visit stored with its expiry passed, no cookie. ' +
        `Median of ${runCount} visits per route; ` +
        "files[] are those of the median visit. budgetKB is issue 15's target; npm test enforces " +
        'FIRST_VISIT_CEILING_KB of scripts/tasks/size-check.mjs.',
      budgetsKB: FIRST_VISIT_TARGET_KB,
      routes,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

await runAlone(import.meta.url, 'firstVisit', benchFirstVisit);
