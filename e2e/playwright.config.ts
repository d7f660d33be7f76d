import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ALL_IN_ONE, allInOneEnv } from './support/all-in-one.ts';
import {
  API_PORT,
  BASE_URL,
  CHROMIUM_ARGS,
  chromiumPath,
  crossOriginRemoteMap,
  EXTERNAL_SERVER,
  REMOTES_FILE,
  TMP_DIR,
} from './support/env.ts';

// The server reads the remote map from this file and follows its changes, so the
// suite can repoint a remote at run time the way an operator would. Workers load this
// file too: only the runner may clear it, or a worker would delete the running server's database.
if (process.env.TEST_WORKER_INDEX === undefined) {
  rmSync(TMP_DIR, { recursive: true, force: true });
  mkdirSync(TMP_DIR, { recursive: true });
  // An external server follows the map its operator wrote (npm run test:production writes this same map).
  if (!EXTERNAL_SERVER) writeFileSync(REMOTES_FILE, JSON.stringify(crossOriginRemoteMap(), null, 2));
}

/**
 * The specs that change what every test sees, run one at a time after all the others: they repoint
 * the remote map the server follows (REMOTES_FILE), take a remote down, or serve a build of a
 * remote on a fixed port of their own. A page another worker loads meanwhile would get their
 * remote. A new spec that writes REMOTES_FILE belongs here.
 */
const ONE_AT_A_TIME = [
  'remote-deploy',
  'release',
  'recruit-deploy',
  'version-skew',
  'resilience',
  'signed-in-pages',
].map((name) => `${name}.spec.ts`);

/**
 * Workers: two for a whole run (`npm test` and `npm run test:production` set E2E_WORKERS=2; CI's
 * machine has two cores), one otherwise. With two, 'one-at-a-time' waits for 'parallel' through
 * `dependencies`, and Playwright runs a dependency unfiltered: a run of chosen files or tests would
 * run the whole parallel project first. With one worker the projects run in their order, one test
 * after the other, which keeps `playwright test tests/x.spec.ts` what it was.
 */
const WORKERS = Number(process.env.E2E_WORKERS || 1);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  // Files in parallel (on E2E_WORKERS), the tests of a file in order on one worker: several files
  // build on what their earlier tests made (an account, a draft). Each worker signs in with an
  // account of its own (support/fixtures.ts). README.md has the layout.
  fullyParallel: false,
  workers: WORKERS,
  // The remotes' static servers, once per run for every worker.
  globalSetup: './support/remotes-setup.ts',
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Time limits bound a failure, they are not speed targets (those are the bench's): on this 2-core
  // machine in a slow phase the whole suite runs about twice as long (types 106 s against 37, e2e
  // 1,229 s against 533), and a test over a limit fails a submission. So every limit is twice what
  // a fast phase needs: 60 s by default, and each long journey's own test.setTimeout doubled.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // A trace on failure for a run of chosen specs; a whole run (npm test, the production run) sets
    // E2E_TRACE=off: recording every test's trace (DOM snapshots at each action, the screencast)
    // cost 13-20 % of the suite's time (header, matches and a11y on two workers: 148-160 s with
    // it, 128 s without; without the screencast alone 139-146 s), and a failure there still prints
    // its error, call log and page snapshot (error-context.md). Rerun the spec to get its trace.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  // 'parallel' first, then 'one-at-a-time' on one worker.
  projects: [
    { name: 'parallel', testIgnore: ONE_AT_A_TIME, use: { browserName: 'chromium' } },
    {
      name: 'one-at-a-time',
      testMatch: ONE_AT_A_TIME,
      dependencies: WORKERS > 1 ? ['parallel'] : [],
      workers: 1,
      use: { browserName: 'chromium' },
    },
  ],
  // E2E_EXTERNAL_SERVER: the server runs already (npm run test:production started it and waited for it).
  webServer: EXTERNAL_SERVER
    ? undefined
    : {
        ...ALL_IN_ONE,
        url: `${BASE_URL}/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: allInOneEnv({ port: API_PORT, dataDir: join(TMP_DIR, 'data'), remotesFile: REMOTES_FILE }),
      },
});
