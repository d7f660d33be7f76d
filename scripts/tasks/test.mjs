// `npm test`: every check of the project, in the order a failure is cheapest to find.
// Prints one closing line with the counts of every test runner it ran.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApps, phaseTimes, root, run, step } from './lib.mjs';

const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSuites = [];

function ensureChromium() {
  const found = () => {
    try {
      return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
        encoding: 'utf8',
      }).trim();
    } catch {
      return '';
    }
  };
  if (process.env.CHROMIUM_PATH || found()) return;
  step("Installing Debian's Chromium for the browser tests");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
  if (!found()) {
    console.error('Chromium is still missing: install it (apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
}

function vitest(pkg, label = pkg, env = {}) {
  const out = join(reports, `vitest-${label.replace(/\W+/g, '-')}.json`);
  const status = run(
    'pnpm',
    ['--filter', pkg, 'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      env,
      check: false,
    },
  );
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    if (r.numTotalTests === 0) failedSuites.push(`${label} (ran no test)`);
  }
  if (status !== 0) failedSuites.push(label);
}

step('Lint and format (Biome, with the import boundaries)');
run('pnpm', ['exec', 'biome', 'check', '.']);

step('Types (tsc --noEmit in every package)');
run('pnpm', ['-r', '--workspace-concurrency=2', 'typecheck']);

step('Building the shell, the five remotes and the server');
buildApps();
run('node', ['scripts/tasks/size-check.mjs']);
run('node', ['scripts/tasks/contract-check.mjs']);

step('Unit and component tests (Vitest)');
for (const pkg of [
  '@talentbrug/domain',
  '@talentbrug/api-client',
  '@talentbrug/ui',
  '@talentbrug/build',
  'shell',
  'mfe-landing',
  'mfe-auth',
  'mfe-onboarding',
  'mfe-athlete',
  'mfe-coach',
]) {
  vitest(pkg);
}

step('Server integration tests on PGlite');
const { DATABASE_URL, ...withoutDb } = process.env;
process.env = withoutDb;
vitest('server', 'server-pglite');
if (DATABASE_URL) {
  step('Server integration tests on PostgreSQL (DATABASE_URL)');
  vitest('server', 'server-postgres', { DATABASE_URL });
}

step('End-to-end tests (Playwright in Chromium, remotes on five origins)');
ensureChromium();
const pwOut = join(reports, 'playwright.json');
const pwStatus = run('pnpm', ['--filter', 'e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut, CI: process.env.CI ?? '' },
  check: false,
});
if (existsSync(pwOut)) {
  const { stats } = JSON.parse(readFileSync(pwOut, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (stats.expected + stats.unexpected + stats.flaky === 0) failedSuites.push('e2e (ran no test)');
}
if (pwStatus !== 0) failedSuites.push('e2e');

console.log(`\nPhase times:\n${phaseTimes()}`);
failedSuites = [...new Set(failedSuites)];
if (failedSuites.length) console.error(`\nFailed: ${failedSuites.join(', ')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites.length || totals.failed ? 1 : 0);
