import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ALL_IN_ONE, allInOneEnv } from './support/all-in-one.ts';
import {
  API_PORT,
  BASE_URL,
  chromiumPath,
  crossOriginRemoteMap,
  EXTERNAL_SERVER,
  MAP_SERVER,
  REMOTES_FILE,
  type SuiteServer,
  TMP_DIR,
} from './support/env.ts';

// The server reads the remote map from this file and follows its changes, so the
// suite can repoint a remote at run time the way an operator would. Workers load this
// file too: only the runner may clear it, or a worker would delete the running server's database.
if (process.env.TEST_WORKER_INDEX === undefined) {
  rmSync(TMP_DIR, { recursive: true, force: true });
  mkdirSync(TMP_DIR, { recursive: true });
  // An external server follows the map its operator wrote (npm run test:production writes this same map).
  if (!EXTERNAL_SERVER) {
    for (const file of [REMOTES_FILE, MAP_SERVER.remotesFile]) {
      writeFileSync(file, JSON.stringify(crossOriginRemoteMap(), null, 2));
    }
  }
}

/**
 * The specs that change what every test of their server sees: they repoint the remote map the
 * server follows, take a remote down, or serve a build of a remote on a fixed port of their own. A
 * page another test loads meanwhile would get their remote. They run one at a time on a server of
 * their own (MAP_SERVER: its own database and map, `server.remotesFile`), beside the other specs.
 * A new spec that writes a remote map belongs here.
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
 * machine has two cores), one otherwise. With two, one worker takes the one-at-a-time specs one
 * after the other on their own server (the project's `workers: 1`; it comes first, so its long
 * builds start first) while the other runs the parallel project's files, and takes over what is
 * left of them. Behind an external server (npm run test:production) both projects share that
 * server: 'one-at-a-time' waits for 'parallel' (`dependencies`), and since Playwright runs a
 * dependency unfiltered, that run passes each project in a run of its own.
 */
const WORKERS = Number(process.env.E2E_WORKERS || 1);

export default defineConfig<object, { server: SuiteServer }>({
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
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // 'one-at-a-time' on one worker and its own server, 'parallel' beside it.
  projects: [
    {
      name: 'one-at-a-time',
      testMatch: ONE_AT_A_TIME,
      dependencies: EXTERNAL_SERVER && WORKERS > 1 ? ['parallel'] : [],
      workers: 1,
      use: { browserName: 'chromium', baseURL: MAP_SERVER.url, server: MAP_SERVER },
    },
    { name: 'parallel', testIgnore: ONE_AT_A_TIME, use: { browserName: 'chromium' } },
  ],
  // E2E_EXTERNAL_SERVER: the server runs already (npm run test:production started it and waited for it).
  // Otherwise the suite's server and the one-at-a-time project's, each with its database and map.
  webServer: EXTERNAL_SERVER
    ? undefined
    : [
        { port: API_PORT, dataDir: join(TMP_DIR, 'data'), remotesFile: REMOTES_FILE },
        { port: MAP_SERVER.port, dataDir: join(TMP_DIR, 'data-9120'), remotesFile: MAP_SERVER.remotesFile },
      ].map((options) => ({
        ...ALL_IN_ONE,
        url: `http://127.0.0.1:${options.port}/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: allInOneEnv(options),
      })),
});
