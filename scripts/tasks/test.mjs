// `npm test`: every check of the project, in the order a failure is cheapest to find.
// Prints one closing line with the counts of every test runner it ran.
//
// `node scripts/tasks/test.mjs --only=vitest` runs only the Vitest phase (the server's passes and
// every package's unit tests, as npm test runs them), to measure that phase alone; run npm test
// or a build once before, since nothing is built.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { serverTestsByDatabase } from '@talentbrug/tooling/server-db-tests';
import {
  APPS,
  APPS_IN_WORDS,
  addCounts,
  buildApps,
  inParallel,
  phaseTimes,
  playwrightCounts,
  root,
  run,
  runPrefixed,
  step,
  tapCounts,
} from '@talentbrug/tooling/tasks';

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only && only !== 'vitest') {
  console.error(`test.mjs: --only takes 'vitest', not '${only}'`);
  process.exit(2);
}
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSuites = [];
/** Each failed Vitest test by its file and name, printed again at the very end (a long log's tail is what one reads). */
const failedTests = [];

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

/**
 * One Vitest run, its output prefixed with its label, counted into the totals. Vitest gives a
 * run one worker less than the machine's cores (one on two cores), so two runs side by side
 * keep both cores busy.
 */
async function vitest(pkg, label = pkg, env = {}, files = []) {
  const out = join(reports, `vitest-${label.replace(/\W+/g, '-')}.json`);
  const status = await runPrefixed(
    label,
    'pnpm',
    [
      '--filter',
      pkg,
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...files,
    ],
    { env },
  );
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    if (r.numTotalTests === 0) failedSuites.push(`${label} (ran no test)`);
    for (const file of r.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          failedTests.push(
            `${label}: ${relative(root, file.name)} > ${test.fullName}: ${(test.failureMessages?.[0] ?? '').split('\n')[0]}`,
          );
  }
  if (status !== 0) failedSuites.push(label);
}
const lanes = availableParallelism();

/** A folder's test files: a fair guess at how long its Vitest run takes (each file starts afresh, jsdom and all). */
function testFiles(dir) {
  return readdirSync(join(root, dir, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.test\.tsx?$/.test(file),
  ).length;
}

/**
 * The packages with unit tests: every app (the shell and the remotes of the route table) and every
 * shared package, the longest first, so the last runs to start are short ones.
 */
function unitTestPackages() {
  const shared = readdirSync(join(root, 'shared'))
    .filter((name) => existsSync(join(root, 'shared', name, 'package.json')))
    .map((name) => `shared/${name}`);
  return [...APPS, ...shared]
    .map((dir) => ({ dir, files: testFiles(dir) }))
    .sort((a, b) => b.files - a.files)
    .map(({ dir }) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).name);
}

if (!only) {
  step('Lint and format (Biome, with the import boundaries)');
  run('pnpm', ['exec', 'biome', 'check', '.']);

  step('Types (tsc --noEmit in every package)');
  run('pnpm', ['-r', '--workspace-concurrency=2', 'typecheck']);

  step(`Building ${APPS_IN_WORDS} and the server`);
  buildApps();
  run('node', ['scripts/tasks/size-check.mjs']);
  run('node', ['scripts/tasks/contract-check.mjs']);
}

// The server's passes on PGlite and on PostgreSQL (DATABASE_URL), then the packages' unit and
// component tests, as many side by side as the machine has cores, the longest first. Each server
// test file boots its own database, so the passes share nothing. The PostgreSQL pass runs the
// files that can meet the database (tooling/server-db-tests.mjs): the others would run the same code
// the same way a second time.
const { DATABASE_URL, ...withoutDb } = process.env;
process.env = withoutDb;
const serverTests = serverTestsByDatabase(join(root, 'server'));
step(
  `Vitest: the server on PGlite${
    DATABASE_URL
      ? ` and on PostgreSQL (${serverTests.database.length} of ${serverTests.database.length + serverTests.without.length} files: those that can meet the database)`
      : ''
  }, every package's unit tests, side by side`,
);
await inParallel(
  [
    () => vitest('server', 'server-pglite'),
    ...(DATABASE_URL ? [() => vitest('server', 'server-postgres', { DATABASE_URL }, serverTests.database)] : []),
    ...unitTestPackages().map((pkg) => () => vitest(pkg)),
  ],
  lanes,
);

/** The closing summary: each phase's time, what failed, the counts; exits 1 on any failure. */
function finish(generatorFailure = '') {
  console.log(`\nPhase times:\n${phaseTimes()}`);
  failedSuites = [...new Set(failedSuites)];
  if (generatorFailure) console.error(`\nnpm run new-remote's test failed:\n${generatorFailure}`);
  if (failedSuites.length) console.error(`\nFailed: ${failedSuites.join(', ')}`);
  for (const test of failedTests) console.error(`  ${test}`);
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failedSuites.length || totals.failed ? 1 : 0);
}
if (only) finish();

// The generator, end to end in a copy of the working tree (scripts/tasks/new-remote.test.mjs):
// a new remote scaffolded, built, served and loaded through the rebuilt shell in Chromium. The
// task scripts' own check runs with it (server-db-tests.test.mjs: the PostgreSQL pass's files).
step('npm run new-remote in a copy: scaffold, test, build, contract, serve, load through the shell');
ensureChromium();
const tap = join(reports, 'new-remote.tap');
const generatorStatus = run(
  'node',
  [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    'tooling/server-db-tests.test.mjs',
    'scripts/tasks/new-remote.test.mjs',
  ],
  { check: false },
);
const generatorCounts = tapCounts(tap);
if (generatorCounts) addCounts(totals, generatorCounts);
if (generatorStatus !== 0) failedSuites.push('new-remote');
/** What failed in the generator's test, repeated at the end: CI shows only the tail of the output. */
const generatorFailure =
  generatorStatus !== 0 && existsSync(tap)
    ? readFileSync(tap, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(ok|#|TAP)/.test(line))
        .slice(0, 80)
        .join('\n')
    : '';

step('End-to-end tests (Playwright in Chromium on two workers, each remote on an origin of its own)');
ensureChromium();
const pwOut = join(reports, 'playwright.json');
const pwStatus = run('pnpm', ['--filter', 'e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], {
  // Two workers, the one-at-a-time project after the parallel one (e2e/playwright.config.ts).
  // No trace recorded: a whole run spends 13-20 % of its time on them (e2e/playwright.config.ts).
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut, CI: process.env.CI ?? '', E2E_WORKERS: '2', E2E_TRACE: 'off' },
  check: false,
});
const e2eCounts = playwrightCounts(pwOut);
if (e2eCounts) {
  addCounts(totals, e2eCounts);
  if (e2eCounts.passed + e2eCounts.failed === 0) failedSuites.push('e2e (ran no test)');
}
if (pwStatus !== 0) failedSuites.push('e2e');

finish(generatorFailure);
