import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './env.ts';

/**
 * How an all-in-one deployment is started: the server's bundle as production runs it, serving
 * the built shell and remotes (`npm run build` builds all of them).
 */
export const ALL_IN_ONE = { command: 'node dist/main.js', cwd: join(REPO_ROOT, 'server') } as const;

/**
 * The auth service's per-IP buckets (abuse.ts) for a suite whose every browser and client comes
 * from 127.0.0.1: by default 30 signups, 30 confirmations and 150 logins per 5 minutes, refilled
 * at that pace, all of the suite's accounts counted as one visitor's. Two workers make them twice
 * as fast as one and would meet a 429 that one worker never met. Ten times the defaults; the
 * buckets themselves are the server's tests' to prove (no e2e test waits for one: the lock-out of
 * failed logins in auth.spec.ts is a rule of its own, per account and IP).
 */
export const SUITE_AUTH_LIMITS = {
  AUTH_RATE_LIMIT_TOKEN: '1500',
  AUTH_RATE_LIMIT_OTP: '300',
  AUTH_RATE_LIMIT_VERIFY: '300',
} as const;

/**
 * How long a signed-in document waits for its server render (RENDER_BUDGET_MS, ADR 0017): 3 s
 * instead of production's 300 ms. The suite asserts what a page holds; on this 2-core machine in a
 * slow phase, with two workers and their browsers, a render now and then took longer than 300 ms
 * and the page went out without markup, which is the product working and the test failing. How fast
 * the render is belongs to the bench (app pages' Lighthouse runs keep the 300 ms); the fallback
 * itself is the server's tests' (server-render.test.ts).
 */
export const SUITE_RENDER_BUDGET = { RENDER_BUDGET_MS: '3000' } as const;

export interface AllInOneOptions {
  port: number;
  /** Its own database and uploads. */
  dataDir: string;
  /** A remote map file to follow; without one every remote is served by the server under /mf/<remote>/. */
  remotesFile?: string;
  /** Further settings, e.g. ALLOW_LOOPBACK_REMOTES for a staging deployment. */
  env?: Record<string, string>;
}

/**
 * The environment of an all-in-one server as the suite runs it: the suite's main server
 * (playwright.config.ts) and the deployments a test starts beside it (one-remote.spec.ts).
 */
export function allInOneEnv({ port, dataDir, remotesFile, env = {} }: AllInOneOptions): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...(remotesFile ? { REMOTES_FILE: remotesFile } : {}),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    // GoTrue's test setting (max_frequency=1s): a resend right after signup is what a test does.
    AUTH_EMAIL_MAX_FREQUENCY: '1',
    ...SUITE_AUTH_LIMITS,
    ...SUITE_RENDER_BUDGET,
    // Not Amsterdam, whatever the machine's zone: a time the server renders must not depend on it.
    TZ: 'UTC',
    ...env,
  };
}

export interface AllInOne {
  url: string;
  close(): Promise<void>;
}

/** Starts a second deployment for one test and waits until it answers /health. */
export async function startAllInOne(options: AllInOneOptions): Promise<AllInOne> {
  const { ALLOW_LOOPBACK_REMOTES: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ALL_IN_ONE.command.split(' ').slice(1), {
    cwd: ALL_IN_ONE.cwd,
    env: { ...inherited, ...allInOneEnv(options) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${url} exited (${child.exitCode}): ${stderr}`);
    const healthy = await fetch(`${url}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { url, close };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await close();
  throw new Error(`the server on ${url} did not answer /health within 60 s: ${stderr}`);
}
