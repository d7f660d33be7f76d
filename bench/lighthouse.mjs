// Lighthouse on the landing page, the way the budgets are defined: Debian's Chromium,
// Lighthouse's default mobile preset (simulated throttling: slow 4G, 4x CPU slowdown, a
// Moto G Power-sized screen), the median of five runs. Also measures the JavaScript the
// landing really downloads (every script request of the median run, gzipped at level 9), so
// the critical-path budget is checked against what a browser fetched, not an estimate.
// Called by scripts/tasks/bench.mjs with the built apps in place; starts its own server.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { errorMessage, median } from '@talentbrug/tooling/bench';
import { startBenchServer } from '@talentbrug/tooling/bench-server';
import { BUDGETS_KB } from '@talentbrug/tooling/budgets';
import { CHROMIUM_ARGS, chromiumPath } from '@talentbrug/tooling/chromium';
import lighthouse from 'lighthouse';

const PORT = 9331;
const DEBUG_PORT = 9332;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = 5;

/** The budgets for `/`. */
export const LIGHTHOUSE_BUDGETS = {
  performance: 97,
  largestContentfulPaintMs: 1800,
  totalBlockingTimeMs: 100,
  cumulativeLayoutShift: 0.02,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  criticalPathJsGzipKB: BUDGETS_KB.landingCriticalPath,
};

const round = (n, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The figures of one Lighthouse report that results.json keeps. */
export function figuresOf(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    firstContentfulPaintMs: round(metric('first-contentful-paint')),
    largestContentfulPaintMs: round(metric('largest-contentful-paint')),
    totalBlockingTimeMs: round(metric('total-blocking-time')),
    cumulativeLayoutShift: round(metric('cumulative-layout-shift'), 3),
    speedIndexMs: round(metric('speed-index')),
  };
}

/**
 * One Lighthouse run of `url` in a new tab of `browser` (the mobile preset, the four categories),
 * after `prepare(page)` (cookies, storage) when given; a runtime error of Lighthouse is retried once
 * in a fresh tab (`onceMore`), and a second one throws.
 */
export function auditPage(browser, url, prepare) {
  return onceMore(url, () => auditOnce(browser, url, prepare));
}

async function auditOnce(browser, url, prepare) {
  const page = await browser.newPage();
  try {
    await prepare?.(page);
    const { lhr } = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      undefined,
      page,
    );
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await page.close();
  }
}

/**
 * One retry for Lighthouse's own trace failures (NO_NAVSTART, NO_FCP on a busy machine): the page
 * is audited again, never skipped; a second failure ends the bench.
 */
async function onceMore(label, run) {
  try {
    return await run();
  } catch (error) {
    console.warn(`\u26a0 ${label}: ${errorMessage(error)}; running it once more`);
    return run();
  }
}

/** Every accessibility, best-practice or SEO audit that did not pass in any of the runs. */
export function failedAuditsOf(runs) {
  return [
    ...new Set(
      runs.flatMap((lhr) =>
        ['accessibility', 'best-practices', 'seo'].flatMap((cat) =>
          (lhr.categories[cat]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
            .map((ref) => `${cat}: ${ref.id}`),
        ),
      ),
    ),
  ];
}

export async function waitFor(url, timeoutMs = 60_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.body?.cancel();
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 12_000).unref();
  });
}

/** Gzipped size of a set of downloaded files, each once. */
async function weigh(urls, origin = ORIGIN) {
  let gzipBytes = 0;
  const files = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const gz = gzipSync(body, { level: 9 }).length;
    gzipBytes += gz;
    files.push({ url: url.replace(origin, ''), gzipKB: round(gz / 1024, 1) });
  }
  files.sort((a, b) => b.gzipKB - a.gzipKB);
  return { gzipKB: round(gzipBytes / 1024, 1), files };
}

/**
 * The scripts the page ran (resource type Script: the critical path) and, apart, the
 * JavaScript it only prefetched into the cache for the next page (ADR 0004), which executes
 * nothing here.
 */
export async function scriptWeight(lhr, origin = ORIGIN) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const ran = [...new Set(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url))];
  const prefetched = [
    ...new Set(
      requests
        .filter((r) => r.resourceType !== 'Script' && /\.m?js(\?|$)/.test(r.url) && !ran.includes(r.url))
        .map((r) => r.url),
    ),
  ];
  return { ...(await weigh(ran, origin)), prefetched: await weigh(prefetched, origin) };
}

/** Headless Chromium with a debugging port for Lighthouse, its profile under dataDir. */
export async function startDebugChromium(dataDir, port) {
  const chrome = spawn(
    chromiumPath(),
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      ...CHROMIUM_ARGS,
      `--user-data-dir=${join(dataDir, 'chromium')}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitFor(`http://127.0.0.1:${port}/json/version`);
  } catch (error) {
    await stop(chrome);
    throw error;
  }
  return chrome;
}

/**
 * For the runs that audit pages a user reaches through the API (the app pages, the dossier's
 * public page): the server in all-in-one mode with sign-ups confirmed at once, a debugging
 * Chromium and Puppeteer connected to it; all three stopped once `run({ server, browser })` ends.
 */
export async function withAuditBrowser(root, { port, debugPort, label }, run) {
  // Lighthouse drives Chromium with Puppeteer; the bench takes the same copy rather than a second dependency.
  const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))('puppeteer-core');
  const server = await startBenchServer(root, { port, label, env: { REMOTES_FILE: '', AUTH_AUTOCONFIRM: 'true' } });
  const chrome = await startDebugChromium(server.dataDir, debugPort);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debugPort}`, defaultViewport: null });
  try {
    return await run({ server, browser });
  } finally {
    await browser.disconnect();
    await stop(chrome);
    await server.stop();
  }
}

/**
 * Each figure's median over the runs, and the run whose performance score is the median one: it
 * stands for the page's script weight.
 */
export function mediansOf(runs) {
  const perRun = runs.map(figuresOf);
  const medians = Object.fromEntries(Object.keys(perRun[0]).map((key) => [key, median(perRun.map((r) => r[key]))]));
  const medianRun = runs[perRun.findIndex((r) => r.performance === medians.performance)] ?? runs[0];
  return { perRun, medians, medianRun };
}

/** The medians against a page's budgets: scores at least the budget, timings and shift at most. */
export function budgetChecks(medians, b) {
  return {
    performance: medians.performance >= b.performance,
    largestContentfulPaintMs: medians.largestContentfulPaintMs <= b.largestContentfulPaintMs,
    totalBlockingTimeMs: medians.totalBlockingTimeMs <= b.totalBlockingTimeMs,
    cumulativeLayoutShift: medians.cumulativeLayoutShift <= b.cumulativeLayoutShift,
    accessibility: medians.accessibility >= b.accessibility,
    bestPractices: medians.bestPractices >= b.bestPractices,
    seo: medians.seo >= b.seo,
  };
}

export async function benchLighthouse(root) {
  // All-in-one mode: the remotes from the same origin, as `npm start` serves them.
  const server = await startBenchServer(root, { port: PORT, label: 'lighthouse', env: { REMOTES_FILE: '' } });
  const dataDir = server.dataDir;
  const chrome = await startDebugChromium(dataDir, DEBUG_PORT);
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      console.log(`\u25b6 Lighthouse run ${i + 1}/${RUNS} (mobile, simulated throttling) against ${ORIGIN}/`);
      const lhr = await onceMore(`${ORIGIN}/`, async () => {
        const { lhr } = await lighthouse(`${ORIGIN}/`, {
          port: DEBUG_PORT,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        return lhr;
      });
      runs.push(lhr);
    }
    const { perRun, medians, medianRun } = mediansOf(runs);
    const scripts = await scriptWeight(medianRun);
    const checks = {
      ...budgetChecks(medians, LIGHTHOUSE_BUDGETS),
      criticalPathJsGzipKB: scripts.gzipKB <= LIGHTHOUSE_BUDGETS.criticalPathJsGzipKB,
    };
    const failedAudits = failedAuditsOf(runs);
    return {
      method:
        `Lighthouse ${runs[0].lighthouseVersion} in ${runs[0].environment?.hostUserAgent ?? 'Chromium'}, default mobile ` +
        `preset (simulated throttling), ${RUNS} runs against ${ORIGIN}/ served by the server in all-in-one mode; ` +
        'medians per figure. criticalPathJs = every script the median run executed (resource type Script), each file ' +
        'gzipped at level 9; prefetchedForNextPageJs = JavaScript the page only prefetched (rel=prefetch, run nowhere ' +
        'on this page) for the next one, when the run lasted long enough to see it.',
      url: `${ORIGIN}/`,
      median: { ...medians, criticalPathJsGzipKB: scripts.gzipKB },
      runs: perRun,
      criticalPathJs: scripts.files,
      prefetchedForNextPageJs: scripts.prefetched,
      budgets: LIGHTHOUSE_BUDGETS,
      withinBudget: checks,
      failedAudits,
    };
  } finally {
    await stop(chrome);
    await server.stop();
  }
}
