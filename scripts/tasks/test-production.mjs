// `npm run test:production`: the production path, proven by a test run. It starts the server the
// way production runs it — NODE_ENV=production, PostgreSQL, S3-compatible storage, SMTP, webhooks,
// remotes on their own origins — as two instances on one database behind HAProxy, then runs the
// e2e tests that go through what production does differently (tagged @production) through the
// proxy, and the two-instance guarantees (tooling/production/two-instances.test.mjs).
// docs/deployment.md describes the same shape.
//
// PostgreSQL: DATABASE_URL names a database the run may connect to (default: the local
// postgres://postgres@127.0.0.1:5432/test); the run creates its own database beside it and drops
// it afterwards. Arguments are passed to Playwright instead of `--grep @production` (e.g. a spec
// file, or `tests/` for the whole suite), `--skip-e2e` leaves it out.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHaproxy } from '@talentbrug/tooling/production/haproxy';
import { startInstance } from '@talentbrug/tooling/production/instances';
import { freePort, waitForOk } from '@talentbrug/tooling/production/net';
import { startS3 } from '@talentbrug/tooling/production/s3';
import { startSmtpSink } from '@talentbrug/tooling/production/smtp-sink';
import { newWebhookSecret, startWebhookReceiver } from '@talentbrug/tooling/production/webhook-receiver';
import {
  APPS,
  APPS_IN_WORDS,
  addCounts,
  buildApps,
  phaseTimes,
  playwrightCounts,
  root,
  SERVER_ENTRY,
  step,
  tapCounts,
} from '@talentbrug/tooling/tasks';

const postgres = createRequire(join(root, 'server', 'package.json'))('postgres');
const { crossOriginRemoteMap } = await import(join(root, 'e2e', 'support', 'env.ts'));
const { SUITE_AUTH_LIMITS, SUITE_RENDER_BUDGET } = await import(join(root, 'e2e', 'support', 'all-in-one.ts'));

/**
 * The e2e tests run through the proxy: only those that observe something that can differ behind it,
 * tagged `@production` in their title. `npm test` runs every test against the all-in-one server
 * already; a test of the UI, of the app's own logic or of a database write the server's suite runs
 * on PostgreSQL too would only run a second time here. What differs, and which spec's @production
 * tests are kept for it:
 * - NODE_ENV=production, its CSP and headers over remotes on other origins: csp (the wizard and the
 *   signed-in pages parse their data without a violation); composition (one route of each remote
 *   per kind of document, a visitor's page and a signed-in one, and the 404 answer through the
 *   proxy); onboarding (the funnel events sent by sendBeacon under the CSP's connect-src, 202
 *   through the proxy).
 * - Mail over SMTP, its links built on PUBLIC_ORIGIN: auth (signup, the mail, its link, the
 *   dashboard). The reset, the resend, the 6-digit code and the confirmation-link specs use the same
 *   transport and links: npm test covers them.
 * - The client's address behind the proxy and a limit that holds across instances: auth (a
 *   rate-limited login says so in Dutch). two-instances.test.mjs counts the failures on both.
 * - A state made on one instance and used on the other, with the instances' shared secrets: auth
 *   (TOTP enrolled, then the code asked at a later login); journey (the account made at the wizard's
 *   last step, the submission read by another device); matches (the first generation, its time in
 *   Amsterdam on an instance that runs in the machine's zone, server render and app).
 * - Files in the S3 bucket, streamed and signed through the proxy: athlete (a video uploaded, played
 *   with range requests, deleted), profile-documents (a private document and its signed link),
 *   data-rights (the export's zip read from the bucket, the deletion), video-analysis (the queue
 *   shared by two instances, the poster and the rendition from the bucket under the CSP).
 * - The coach's answer streamed through the proxy (coach).
 * - The remote map both instances follow (remote-deploy).
 * - Pages the instances render from the session cookie, cookies through the proxy: signed-in-pages
 *   (the pages with their document, never another account's page, the renewal after the hour with
 *   the refresh cookie).
 * - The public dossier page at /r/{token} and its PDF under its own production CSP, rendered by the
 *   recruit remote's public.mjs on either instance (dossier), and the video from the bucket playing
 *   there, with the trainer's invitation over SMTP (dossier-reference).
 * Not here: university-share, the matches' favourite and status, the retry of the wizard's
 * sending, the unknown cookie and the dossier editor's document (the UI, the app's logic and
 * database writes, the same on both servers). A new test that observes one of the differences above
 * gets ` @production` at the end of its title (the tag alone decides what runs here) and a line
 * above if it is a new difference.
 */
const TAG = '@production';

const args = process.argv.slice(2);
const skipE2e = args.includes('--skip-e2e');
const given = args.filter((arg) => arg !== '--skip-e2e');
/**
 * Playwright runs a project's dependency unfiltered, so the tagged tests run in two passes: those
 * of the parallel project on two workers, then those of the one-at-a-time project on one
 * (e2e/playwright.config.ts). Tests named on the command line run as given, on one worker.
 */
const playwrightPasses = given.some((arg) => !arg.startsWith('-'))
  ? [{ args: given, workers: '1' }]
  : [
      { args: ['--project=parallel', `--grep=${TAG}`, ...given], workers: '2' },
      { args: ['--project=one-at-a-time', `--grep=${TAG}`, ...given], workers: '1' },
    ];
// The suite's usual port: the proxy stands where the all-in-one server stands in `npm test`.
const PROXY_PORT = Number(process.env.PRODUCTION_PROXY_PORT ?? 9110);
const PUBLIC_ORIGIN = `http://127.0.0.1:${PROXY_PORT}`;
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const database = `talentbrug_prod_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();

const work = mkdtempSync(join(tmpdir(), 'talentbrug-production-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const cleanups = [];
const admin = postgres(adminUrl, { onnotice: () => {}, max: 1 });

/**
 * Runs a command to its end without blocking: the S3 server, the SMTP sink and the webhook
 * receiver live in this process and must go on answering meanwhile.
 */
function exitOf(cmd, cmdArgs, options) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, options);
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  if (APPS.some((app) => !existsSync(join(root, app, 'dist'))) || !existsSync(SERVER_ENTRY)) {
    step(`Building ${APPS_IN_WORDS} and the server`);
    buildApps();
  }

  step(`PostgreSQL: a fresh database ${database}`);
  await admin.unsafe(`create database ${database}`);
  cleanups.push(() => admin.unsafe(`drop database if exists ${database} with (force)`));

  step('Object storage (s3rver), SMTP sink, webhook receiver');
  const s3 = await startS3({ directory: join(work, 's3'), publicOrigin: PUBLIC_ORIGIN });
  cleanups.push(() => s3.stop());
  const mail = await startSmtpSink();
  cleanups.push(() => mail.stop());
  const webhookSecret = newWebhookSecret();
  const receiver = await startWebhookReceiver({ secret: webhookSecret });
  cleanups.push(() => receiver.stop());

  // The remotes on their own origins (the e2e suite serves each remote's dist on its port, as a CDN would).
  const remotesFile = join(work, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(crossOriginRemoteMap(), null, 2));

  const names = ['a', 'b'];
  const ports = [await freePort(), await freePort()];
  const instanceEnv = (name) => ({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.PRODUCTION_LOG_LEVEL || 'warn',
    DATABASE_URL: databaseUrl,
    // Nothing of the product is kept on the instance's disk: each gets an empty folder of its own.
    DATA_DIR: join(work, `instance-${name}`),
    ...s3.env,
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'Talentbrug <no-reply@talentbrug.test>',
    // Each instance posts to its own path of the one receiver, so the test can tell who delivered what.
    WEBHOOK_URL: receiver.urlFor(name),
    WEBHOOK_SECRET: webhookSecret,
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_TIMEOUT_MS: '10000',
    TRUST_PROXY: 'true',
    PUBLIC_ORIGIN,
    REMOTES_FILE: remotesFile,
    // GoTrue's test setting (max_frequency=1s), as the e2e suite's own server has it: a resend right after signup.
    AUTH_EMAIL_MAX_FREQUENCY: '1',
    // The e2e suite's per-IP auth limits: all of its browsers, on two workers, come from 127.0.0.1.
    ...SUITE_AUTH_LIMITS,
    ...SUITE_RENDER_BUDGET,
  });

  step('Two API instances on that database (NODE_ENV=production), behind HAProxy');
  // Both at once on the new database, as an orchestrator starts them: one migrates under the
  // advisory lock (server/src/db/client.ts), the other waits and finds nothing to do.
  const started = await Promise.allSettled(
    names.map((name, i) => startInstance({ root, name, port: ports[i], env: instanceEnv(name), logDir: work })),
  );
  const instances = [];
  for (const result of started) {
    if (result.status === 'fulfilled') {
      const instance = result.value;
      instances.push(instance);
      cleanups.push(() => instance.stop());
      console.log(`instance ${instance.name}: ${instance.url} (pid ${instance.pid})`);
    }
  }
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const proxy = startHaproxy({
    dir: work,
    port: PROXY_PORT,
    statsPort: await freePort(),
    instances: instances.map(({ name, port }) => ({ name, port })),
  });
  cleanups.push(() => proxy.stop());
  await waitForOk(`${proxy.url}/health`, { timeoutMs: 20_000, explain: () => proxy.stderr() });
  console.log(`proxy: ${proxy.url}, mail API: ${mail.apiUrl}, S3: ${s3.endpoint}, webhooks: ${receiver.origin}`);

  if (!skipE2e) {
    step(
      `${playwrightPasses.length === 1 ? 'The e2e tests given' : `The ${TAG} e2e tests`} against the proxy (Playwright in Chromium)`,
    );
    const started = performance.now();
    for (const [pass, { args: passArgs, workers }] of playwrightPasses.entries()) {
      const report = join(work, `playwright-${pass}.json`);
      const status = await exitOf(
        'pnpm',
        ['--filter', 'e2e', 'exec', 'playwright', 'test', '--reporter=list,json', ...passArgs],
        {
          cwd: root,
          stdio: 'inherit',
          env: {
            ...process.env,
            E2E_EXTERNAL_SERVER: proxy.url,
            E2E_REMOTES_FILE: remotesFile,
            E2E_MAIL_API_URL: mail.apiUrl,
            E2E_WORKERS: workers,
            // As npm test: no trace recorded (e2e/playwright.config.ts says what it costs).
            E2E_TRACE: 'off',
            PLAYWRIGHT_JSON_OUTPUT_NAME: report,
          },
        },
      );
      const counts = playwrightCounts(report);
      if (counts) {
        addCounts(totals, counts);
        if (counts.passed + counts.failed === 0) failures.push('e2e (ran no test)');
      }
      if (status !== 0) failures.push('e2e');
    }
    const served = await proxy.served();
    console.log(
      `e2e through the proxy: ${Math.round((performance.now() - started) / 1000)} s; requests per instance: ${JSON.stringify(served)}`,
    );
    if (!names.every((name) => served[name] > 0)) failures.push('e2e (an instance answered no request)');
  }

  step('Two instances side by side (node --test tooling/production/two-instances.test.mjs)');
  const tap = join(work, 'two-instances.tap');
  const status = await exitOf(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      join(root, 'tooling', 'production', 'two-instances.test.mjs'),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PROD_PROXY_URL: proxy.url,
        PROD_INSTANCES: JSON.stringify(instances.map(({ name, url, pid }) => ({ name, url, pid }))),
        PROD_RECEIVER_URL: receiver.origin,
        PROD_MAIL_API_URL: mail.apiUrl,
        PROD_DATABASE_URL: databaseUrl,
      },
    },
  );
  const counts = tapCounts(tap);
  if (counts) {
    addCounts(totals, counts);
    if (counts.passed + counts.failed === 0) failures.push('two instances (ran no test)');
  }
  if (status !== 0) failures.push('two instances');

  for (const instance of instances) {
    if (!instance.alive() && instance.name !== 'a') failures.push(`instance ${instance.name} died`);
  }
  if (failures.length) for (const instance of instances) console.error(instance.tail());
}

try {
  await main();
} catch (error) {
  failures.push(`setup: ${error.message}`);
  console.error(error);
} finally {
  for (const cleanup of cleanups.reverse()) {
    await Promise.resolve()
      .then(cleanup)
      .catch((error) => console.error(`cleanup: ${error.message}`));
  }
  await admin.end();
  // The instances' logs stay for a look when something failed.
  if (failures.length) console.error(`Logs and configuration kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
console.log(`\nPhase times:\n${phaseTimes()}`);
if (failures.length) console.error(`\nFailed: ${[...new Set(failures)].join(', ')}`);
console.log(`\nProduction run: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
