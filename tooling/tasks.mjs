// What the task scripts (scripts/tasks/) share: the repository's root, the app list, the server's
// bundle, and how a task runs its commands and names its phases. They run under the project's Node
// 24 with the pinned pnpm first on PATH (scripts/toolchain.mjs sets that up).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, REMOTES } from '@talentbrug/domain/contracts/routes';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The remotes' folders, from REMOTES in the route table (shared/domain/src/contracts/routes.ts). */
export const REMOTE_DIRS = REMOTE_NAMES.map((name) => REMOTES[name].dir);
/** Every app: the shell and the remotes. */
export const APPS = ['shell', ...REMOTE_DIRS];
/** 'the shell, the 5 remotes': what a build step builds, counted from the table. */
export const APPS_IN_WORDS = `the shell, the ${REMOTE_DIRS.length} remotes`;
/**
 * The server as production runs it: the bundle `npm run build` writes (server/scripts/bundle.ts).
 * `npm run dev` and the server's own tests run its sources (server/src/main.ts).
 */
export const SERVER_ENTRY = join(root, 'server', 'dist', 'main.js');

const phases = [];

/** Starts a phase: prints its title and closes the one before (its time goes into `phaseTimes`). */
export function step(title) {
  const now = performance.now();
  const open = phases.at(-1);
  if (open && open.ms === undefined) open.ms = now - open.start;
  phases.push({ title, start: now });
  console.log(`\n\u25b6 ${title}`);
}

/** The time each phase took so far, one line per phase, for the closing summary. */
export function phaseTimes() {
  const now = performance.now();
  const seconds = (ms) => `${Math.round(ms / 1000)} s`.padStart(7);
  return phases.map(({ title, start, ms }) => `${seconds(ms ?? now - start)}  ${title}`).join('\n');
}

/** Runs a command to completion; returns its exit status (throws only when asked). */
export function run(cmd, args, { env = {}, cwd = root, check = true } = {}) {
  const res = spawnSync(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  const status = res.status ?? 1;
  if (check && status !== 0) {
    console.error(`\n\u2716 ${cmd} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
  return status;
}

/** Starts a long-running child whose output is prefixed; it dies with this process. */
export function start(name, cmd, args, { env = {}, cwd = root } = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/**
 * Runs a command to completion beside others, each line of its output prefixed with `[name]`;
 * resolves to its exit status.
 */
export function runPrefixed(name, cmd, args, { env = {}, cwd = root } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
    }
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });
}

/** Runs async jobs at most `limit` at a time (the machine's cores); resolves when all have ended. */
export async function inParallel(jobs, limit) {
  const queue = [...jobs];
  const lane = async () => {
    while (queue.length) await queue.shift()();
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, lane));
}

/** Builds the shell, the remotes and the server's bundle. */
export function buildApps(env = {}) {
  const filters = [...APPS, 'server'].flatMap((a) => ['--filter', a]);
  run('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'build'], { env: { NODE_ENV: 'production', ...env } });
}

/**
 * A test run's counts as a task's closing summary adds them up, from the report the run wrote:
 * Playwright's JSON reporter (a flaky test passed on its retry) or node:test's TAP summary. Null
 * when there is no report (the run never got that far).
 */
export function playwrightCounts(report) {
  if (!existsSync(report)) return null;
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

export function tapCounts(report) {
  if (!existsSync(report)) return null;
  const text = readFileSync(report, 'utf8');
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail'), skipped: count('skipped') + count('todo') };
}

/** Adds one run's counts (playwrightCounts, tapCounts) to the task's totals. */
export function addCounts(totals, counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}
