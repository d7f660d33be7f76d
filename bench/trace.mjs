// Where a page's main-thread time goes (issue 15, ADR 0017): loads one app page in Chromium with
// the CPU slowed as Lighthouse's mobile preset slows it (4x), records a DevTools trace and prints
// every task of 50 ms or more with what ran inside it (script evaluations, function calls,
// timers, event handlers, style and layout), the first paints, and the blocking time after the
// first contentful paint, summed the way Total Blocking Time sums it. A diagnosis tool: it writes
// nothing to results.json. Signed-in pages get a fresh athlete's session in localStorage before
// the page's first script, as bench/app-lighthouse.mjs does.
//
// `--profile` adds a CPU profile of the same loads: the functions with the most self time, by
// script position (minified; the build's source maps name them), the way the prefetch's one long
// idle callback was found (docs/performance.md). The sampling slows the loads a little, so compare
// the task figures of runs with and without it only with care.
//
//   node bench/trace.mjs /dashboard [--cpu=4] [--runs=3] [--keep=trace.json] [--profile]
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROUTES } from '@talentbrug/domain/contracts/routes';
import { browserContext, hockeyAthlete, launchChromium, median, root } from '@talentbrug/tooling/bench';
import { startBenchServer } from '@talentbrug/tooling/bench-server';

const PORT = 9336;
const LONG_TASK_MS = 50;
/** The scheduler's own events around a task's work: not a part of it. */
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);
/** Trace events worth naming inside a task, and how each is labelled. */
const LABELS = {
  EvaluateScript: (e) => `evaluate ${shortUrl(e.args?.data?.url)}`,
  'v8.evaluateModule': () => 'evaluate module',
  FunctionCall: (e) => `call ${e.args?.data?.functionName || '(anonymous)'} ${shortUrl(e.args?.data?.url)}`,
  TimerFire: () => 'timer',
  EventDispatch: (e) => `event ${e.args?.data?.type ?? ''}`,
  FireAnimationFrame: () => 'animation frame',
  ParseHTML: () => 'parse HTML',
  UpdateLayoutTree: () => 'style',
  Layout: () => 'layout',
  'v8.compile': () => 'compile',
  'v8.compileModule': () => 'compile module',
  MajorGC: () => 'GC',
  MinorGC: () => 'GC',
};

function shortUrl(url) {
  if (!url) return '';
  try {
    const { pathname } = new URL(url);
    return pathname.length > 60 ? `…${pathname.slice(-59)}` : pathname;
  } catch {
    return url.slice(0, 60);
  }
}

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};

/** The long tasks of one trace in time order, each with the events inside it (outermost only), longest first. */
function analyse(events) {
  const main = mainThread(events);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 >= LONG_TASK_MS);
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const t0 = navigation?.ts ?? Math.min(...onMain.map((e) => e.ts));
  const paint = (name) => {
    const found = events.filter((e) => e.name === name && e.ts >= t0).at(-1);
    return found ? Math.round((found.ts - t0) / 1000) : null;
  };
  const fcp = paint('firstContentfulPaint');
  // Every event inside a task counts; those LABELS does not know go by their trace name.
  const named = onMain.filter((e) => !WRAPPERS.has(e.name) && e.dur > 0);
  const long = tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = named.filter((e) => e.ts >= task.ts && e.ts + e.dur <= end);
    // Outermost only: an event inside another named event is part of that one's time.
    const outer = inside.filter(
      (e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur),
    );
    const parts = new Map();
    for (const e of outer) {
      const label = LABELS[e.name]?.(e) ?? e.name;
      parts.set(label, (parts.get(label) ?? 0) + e.dur / 1000);
    }
    return {
      startMs: Math.round((task.ts - t0) / 1000),
      durationMs: Math.round(task.dur / 1000),
      parts: [...parts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([label, ms]) => `${Math.round(ms)} ms ${label}`),
    };
  });
  const afterFcp = long.filter((t) => fcp !== null && t.startMs >= fcp);
  return {
    firstContentfulPaintMs: fcp,
    largestContentfulPaintMs: paint('largestContentfulPaint::Candidate'),
    blockingAfterFcpMs: afterFcp.reduce((sum, t) => sum + t.durationMs - LONG_TASK_MS, 0),
    longTasks: long,
  };
}

/** What a script's run is called in a trace: a classic script, or a module (a page that runs only the boot script). */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule']);

/** The renderer's main thread: the one that ran the page's scripts. */
function mainThread(events) {
  const named = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && SCRIPT_EVENTS.has(x.name)),
  );
  if (!named) throw new Error('the trace has no renderer main thread that ran a script');
  return { pid: named.pid, tid: named.tid };
}

const path = process.argv[2];
const route = ROUTES.find((r) => r.path === path);
if (!route) {
  console.error(
    `usage: node bench/trace.mjs <path> [--cpu=4] [--runs=3] [--keep=trace.json]; paths: ${ROUTES.map((r) => r.path).join(' ')}`,
  );
  process.exit(2);
}
const cpu = Number(arg('cpu', '4'));
const runs = Number(arg('runs', '3'));
const keep = arg('keep', null);
const profiling = process.argv.includes('--profile');
/** Self time per function (ms, summed over the runs) from a CDP profile. */
const selfTimes = new Map();

function addProfile({ nodes, samples, timeDeltas }) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  samples.forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    if (!url) return; // (idle), (program), (garbage collector): not a script's own time
    const key = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}:${columnNumber + 1}`;
    selfTimes.set(key, (selfTimes.get(key) ?? 0) + (timeDeltas[i + 1] ?? 0) / 1000);
  });
}

const server = await startBenchServer(root, {
  port: PORT,
  label: 'trace',
  env: { REMOTES_FILE: '', AUTH_AUTOCONFIRM: 'true' },
});
const browser = await launchChromium();
try {
  const { session } = route.protected ? await hockeyAthlete(server.origin, 'trace') : { session: null };
  const results = [];
  for (let run = 0; run < runs; run++) {
    const context = await browserContext(browser, {
      viewport: { width: 412, height: 823 },
      session,
      origin: server.origin,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'loading',
        'blink.user_timing',
      ],
    });
    await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
    await sleep(1000);
    const buffer = await browser.stopTracing();
    if (keep) writeFileSync(keep, buffer);
    if (profiling) addProfile((await cdp.send('Profiler.stop')).profile);
    results.push(analyse(JSON.parse(buffer.toString('utf8')).traceEvents));
    await context.close();
  }
  for (const [i, r] of results.entries()) {
    console.log(
      `\nrun ${i + 1}: FCP ${r.firstContentfulPaintMs} ms, LCP ${r.largestContentfulPaintMs} ms, blocking after FCP ${r.blockingAfterFcpMs} ms`,
    );
    for (const task of r.longTasks)
      console.log(`  ${task.startMs} ms: task of ${task.durationMs} ms\n    ${task.parts.join('\n    ')}`);
  }
  if (profiling) {
    console.log(`\nself time by function, mean of ${runs} loads (ms at ${cpu}x CPU):`);
    for (const [key, ms] of [...selfTimes].sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`  ${(ms / runs).toFixed(1).padStart(6)}  ${key}`);
  }
  const pick = (key) => median(results.map((r) => r[key]).filter((v) => v !== null));
  console.log(
    `\n${path} at ${cpu}x CPU, median of ${runs}: FCP ${pick('firstContentfulPaintMs')} ms, LCP ${pick('largestContentfulPaintMs')} ms, blocking after FCP ${pick('blockingAfterFcpMs')} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
}
