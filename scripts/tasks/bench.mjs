// `npm run bench`: the performance baseline of Talentbrug, written to bench/results.json so
// later changes can be compared against it (bench/README.md explains every figure).
// `--no-build` reuses the apps' current dist/ folders (build times are then left out).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { jsFiles, shellAppFiles } from '@talentbrug/build/app-assets';
import { REMOTES, ROUTES } from '@talentbrug/domain/contracts/routes';
import { errorMessage, gitCommit, loadFigures, median, requireFromServer } from '@talentbrug/tooling/bench';
import { untilHealthy } from '@talentbrug/tooling/bench-server';
import { APPS, root, run, SERVER_ENTRY, start, step } from '@talentbrug/tooling/tasks';

const autocannon = requireFromServer('autocannon');

const OUT = join(root, 'bench', 'results.json');
const PORT = 9310;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const COLD_STARTS = 3;
const START_TIMEOUT_MS = 60_000;
const EVENT_BODY = JSON.stringify({ events: [{ name: 'onboarding_step_completed', properties: { step: 'sport' } }] });
// Sizes are read from each app's own dist/, so a side-by-side output folder would measure stale files.
delete process.env.TALENTBRUG_OUT_DIR;

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

// ---------------------------------------------------------------- build
function timeBuilds() {
  const apps = {};
  for (const app of [...APPS, 'server']) {
    step(`Building ${app}`);
    const t0 = performance.now();
    const status = run('pnpm', ['--filter', app, 'build'], { env: { NODE_ENV: 'production' }, check: false });
    if (status !== 0) throw new Error(`pnpm --filter ${app} build failed (exit ${status})`);
    apps[app] = Math.round(performance.now() - t0);
  }
  return { apps, totalMs: Object.values(apps).reduce((a, b) => a + b, 0) };
}

// ---------------------------------------------------------------- bundle
const sizes = new Map(); // "app/file" -> { raw, gzip }; chunks repeat across routes, gzip them once
function size(app, file) {
  const key = `${app}/${file}`;
  if (!sizes.has(key)) {
    const bytes = readFileSync(join(root, app, 'dist', file));
    sizes.set(key, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(key);
}

/** Totals of a set of "app/file" keys; a Set so a chunk shared by two packages counts once. */
function total(keys) {
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const key of keys) {
    const [app, ...rest] = key.split('/');
    const s = size(app, rest.join('/'));
    rawBytes += s.raw;
    gzipBytes += s.gzip;
  }
  return { files: [...keys].sort(), rawBytes, gzipBytes, gzipKB: kb(gzipBytes) };
}

const manifest = (app) => JSON.parse(readFileSync(join(root, app, 'dist', 'mf-manifest.json'), 'utf8'));

function measureBundles() {
  const shell = manifest('shell');
  const html = readFileSync(join(root, 'shell', 'dist', 'index.html'), 'utf8');
  const distPath = (url) => new URL(url, 'http://x/').pathname.slice(1);
  const boot = /<script\b[^>]*\bsrc="([^"]+)"[^>]*\bdata-app="([^"]+)"/.exec(html);
  if (!boot) throw new Error('shell/dist/index.html has no boot script with data-app');
  const bootFile = distPath(boot[1]);
  const appFiles = shellAppFiles(join(root, 'shell', 'dist'), { entry: distPath(boot[2]), exclude: [bootFile] });
  const shellKeys = new Set([bootFile, ...appFiles].map((f) => `shell/${f}`));
  const enhance = JSON.parse(readFileSync(join(root, 'mfe-landing', 'dist', 'prerender.json'), 'utf8')).script;
  const landingStatic = total(new Set([`shell/${bootFile}`, ...(enhance ? [`mfe-landing/${enhance}`] : [])]));

  const routes = ROUTES.map((route) => {
    const dir = REMOTES[route.remote].dir;
    const remote = manifest(dir);
    const exposed = remote.exposes.find((e) => e.path === route.module);
    if (!exposed) throw new Error(`${dir} does not expose ${route.module} (route ${route.path})`);
    const keys = new Set(shellKeys);
    keys.add(`${dir}/${remote.metaData.remoteEntry.name}`);
    for (const f of exposed.assets.js.sync) keys.add(`${dir}/${f}`);
    return { path: route.path, remote: route.remote, ...total(keys) };
  });

  const sharedByPackage = shell.shared
    .map((s) => ({ name: s.name, gzipKB: total(new Set(s.assets.js.sync.map((f) => `shell/${f}`))).gzipKB }))
    .sort((a, b) => b.gzipKB - a.gzipKB || a.name.localeCompare(b.name));
  const apps = {};
  for (const app of APPS) {
    const { files, ...sums } = total(new Set(jsFiles(join(root, app, 'dist')).map((f) => `${app}/${f}`)));
    apps[app] = { fileCount: files.length, ...sums };
  }
  return {
    method:
      'JavaScript a browser downloads on a first visit (empty cache) straight to each route, from the build output. ' +
      "landingAnonymous = what a visitor without a session runs on `/` (ADR 0004): the shell's boot script and the " +
      "landing's enhancement module (prerender.json `script`). Shell initial JS (every app start) = the boot script + " +
      "the app entry it loads (data-app) + the shell's own non-shared chunks (the async bootstrap chunk the entry imports " +
      "at once) + the sync JS assets of every shared[] package in the shell's " +
      "mf-manifest.json (the host provides and loads them at start). Per route add the remote's remoteEntry.js and " +
      "the sync JS assets of the exposed module (exposes[].assets.js.sync). Remotes' own shared fallbacks, async " +
      'chunks, CSS, source maps and remotes.json/mf-manifest.json fetches are not counted. Each distinct file is ' +
      'counted once, gzipped on its own at level 9 (zlib), and summed; gzipKB = gzipBytes / 1024. apps[] is every ' +
      ".js file in each dist/. shellSharedByPackage gives each shared package's sync JS (a chunk used by two " +
      'packages counts in both).',
    landingAnonymous: landingStatic,
    shellInitial: total(shellKeys),
    shellSharedByPackage: sharedByPackage,
    routes,
    apps,
  };
}

// ---------------------------------------------------------------- server
const children = new Set();
const tempDirs = [];
// Whatever way this script ends (Ctrl+C included), no server keeps the port and no data dir stays behind.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** A server left over on the port would answer /health and fake a zero cold start. */
function assertPortFree() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`Port ${PORT} is already in use on 127.0.0.1`)))
      .listen(PORT, '127.0.0.1', () => probe.close(resolve));
  });
}

async function startServer(dataDir) {
  await assertPortFree();
  const t0 = performance.now();
  const env = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // The load test sends every event from one IP and no session: measure the endpoint, not its limiter.
    EVENTS_LIMIT_PER_IP: '10000000',
  };
  const child = start('server', process.execPath, [SERVER_ENTRY], {
    cwd: join(root, 'server'),
    env, // DATABASE_URL is blanked so an inherited one cannot switch the bench to another database
  });
  children.add(child);
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = signal ?? `code ${code}`;
    children.delete(child);
  });
  const state = await untilHealthy(ORIGIN, {
    exited: () => exited !== null,
    intervalMs: 25,
    t0,
    timeoutMs: START_TIMEOUT_MS,
  });
  if (state === 'up') return { child, ms: Math.round(performance.now() - t0) };
  if (state === 'exited') throw new Error(`server exited (${exited}) before GET /health answered 200`);
  await stopServer(child);
  throw new Error(`GET /health did not answer 200 within ${START_TIMEOUT_MS / 1000} s`);
}

async function stopServer(child) {
  if (!children.has(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  // The server drains for up to 10 s before forcing its own exit; do not wait longer than that.
  if ((await Promise.race([exited.then(() => true), sleep(12_000, false)])) === false) {
    child.kill('SIGKILL');
    await exited; // the next start needs the port back
  }
}

async function load(path, extra = {}) {
  step(`autocannon: 10 connections for 10 s against ${extra.method ?? 'GET'} ${path}`);
  const r = await autocannon({ url: `${ORIGIN}${path}`, connections: 10, duration: 10, timeout: 5, ...extra });
  return { method: extra.method ?? 'GET', path, ...loadFigures(r) };
}

async function benchServer() {
  const result = { coldStartMs: [], coldStartMedianMs: null, restartMs: [], restartMedianMs: null, load: [] };
  let server = null;
  const startOn = async (dir, samples) => {
    if (server) await stopServer(server);
    const started = await startServer(dir);
    server = started.child;
    samples.push(started.ms);
  };
  try {
    // A fresh data dir makes PGlite create its cluster and run every migration: the first deploy.
    for (let i = 0; i < COLD_STARTS; i++) {
      step(`Server cold start ${i + 1}/${COLD_STARTS} (fresh PGlite data dir)`);
      tempDirs.push(mkdtempSync(join(tmpdir(), 'talentbrug-bench-')));
      await startOn(tempDirs.at(-1), result.coldStartMs);
    }
    result.coldStartMedianMs = median(result.coldStartMs);
    // An existing, migrated data dir is the everyday restart; kept apart so neither hides the other.
    for (let i = 0; i < COLD_STARTS; i++) {
      step(`Server restart ${i + 1}/${COLD_STARTS} (existing data dir)`);
      await startOn(tempDirs.at(-1), result.restartMs);
    }
    result.restartMedianMs = median(result.restartMs);
    result.load.push(await load('/health'));
    result.load.push(
      await load('/api/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: EVENT_BODY }),
    );
  } catch (error) {
    result.error = errorMessage(error);
  } finally {
    if (server) await stopServer(server);
    for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

// ---------------------------------------------------------------- meta and main
const meta = {
  timestamp: new Date().toISOString(),
  node: process.version,
  cpu: { model: cpus()[0]?.model ?? 'unknown', count: cpus().length },
  gitCommit: gitCommit(),
};
const results = { meta, build: null, bundle: null, server: null };
// The figures taken before issue 15's changes stay beside the new ones: a rerun measures the
// present, it cannot measure the past again.
const previous = (() => {
  try {
    return JSON.parse(readFileSync(OUT, 'utf8'));
  } catch {
    return {};
  }
})();
// `npm run bench:robust` (about 20 minutes, as root) writes `robust` and `npm run eval:coach`
// writes `coachEvaluation`; a bench run measures neither and keeps both.
for (const key of ['firstVisitBefore', 'appLighthouseBefore', 'robust', 'coachEvaluation']) {
  if (previous[key]) results[key] = previous[key];
}
try {
  results.build = process.argv.includes('--no-build') ? { skipped: true } : timeBuilds();
  step('Measuring first-visit JavaScript per route');
  results.bundle = measureBundles();
  results.server = await benchServer();
  results.auth = await (await import('../../bench/auth.mjs')).benchAuth(root);
  results.firstVisit = await (await import('../../bench/first-visit.mjs')).benchFirstVisit(root);
  results.lighthouse = await (await import('../../bench/lighthouse.mjs')).benchLighthouse(root);
  results.appLighthouse = await (await import('../../bench/app-lighthouse.mjs')).benchAppLighthouse(root);
  results.dossierPage = await (await import('../../bench/dossier-page.mjs')).benchDossierPage(root);
  results.onboarding = await (await import('../../bench/onboarding.mjs')).benchOnboarding(root);
  results.matches = await (await import('../../bench/matches.mjs')).benchMatches(root);
  results.uploads = await (await import('../../bench/uploads.mjs')).benchUploads(root);
  results.videoAnalysis = await (await import('../../bench/video.mjs')).benchVideo(root);
  results.coach = await (await import('../../bench/coach.mjs')).benchCoach(root);
  results.api = await (await import('../../bench/api.mjs')).benchApi(root);
  if (results.server.error) throw new Error(`server benchmark failed: ${results.server.error}`);
} catch (error) {
  // Partial results are still written: a failing build or server is itself worth recording.
  if (!results.server?.error) results.error = errorMessage(error);
  console.error(`\n\u2716 ${errorMessage(error)}`);
  process.exitCode = 1;
  // The figures this run never reached stay as the last run measured them, each named with the
  // run it comes from, so a failure late in the run does not wipe what it did not re-measure.
  const own = new Set(['meta', 'error', 'carriedOver']);
  const carriedOver = {};
  for (const [key, value] of Object.entries(previous)) {
    if (own.has(key) || value === null || (results[key] ?? null) !== null) continue;
    results[key] = value;
    carriedOver[key] = previous.carriedOver?.[key] ?? previous.meta ?? null;
  }
  if (Object.keys(carriedOver).length > 0) results.carriedOver = carriedOver;
}
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
step(`Wrote ${relative(root, OUT)}`);
