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

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  // The remote servers listen on fixed ports and one test repoints the remote map.
  workers: 1,
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
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
