// The platform's server as the benchmarks run it: a child process on loopback with a fresh
// PGlite data dir, started and stopped the same way by every figure in bench/results.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serviceKey } from './bench.mjs';
import { SERVER_ENTRY } from './tasks.mjs';

const START_TIMEOUT_MS = 60_000;

/** SERVER_ENTRY, the bundle the bench starts, once it is built. */
export function serverEntry() {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: build the server first (npm run build)`);
  return SERVER_ENTRY;
}

/**
 * Polls `origin`/health until it answers 200: 'up', or 'exited' as soon as `exited()` says the
 * server's process is gone, or 'timeout' once `timeoutMs` have passed since `t0` (its spawn, so a
 * start time measured by the caller includes the wait). `intervalMs` between polls: a figure that
 * measures the start polls more often.
 */
export async function untilHealthy(
  origin,
  { exited, intervalMs, t0 = performance.now(), timeoutMs = START_TIMEOUT_MS },
) {
  for (; performance.now() - t0 < timeoutMs; await sleep(intervalMs)) {
    if (exited()) return 'exited';
    const up = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(1000) }).then(
      async (res) => {
        await res.body?.cancel();
        return res.status === 200;
      },
      () => false,
    );
    if (up) return 'up';
  }
  return 'timeout';
}

/**
 * Starts the server's bundle on 127.0.0.1:`port` and waits until /health answers 200. Its database,
 * data dir and service key are its own, never the shell's; `env` adds to or overrides that.
 */
export async function startBenchServer(root, { port, env = {}, label = 'bench' }) {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `talentbrug-${label}-`));
  const child = spawn(process.execPath, [serverEntry()], {
    cwd: join(root, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // A DATABASE_URL inherited from the shell must not switch the bench to another database.
      DATABASE_URL: '',
      AUTH_SERVICE_KEY: serviceKey(),
      PUBLIC_ORIGIN: origin,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const state = await untilHealthy(origin, { exited: () => child.exitCode !== null, intervalMs: 50 });
  if (state === 'up') return { origin, dataDir, child, stop };
  await stop();
  throw new Error(
    state === 'exited'
      ? `${label} server exited with ${child.exitCode}`
      : `${label} server did not answer /health within ${START_TIMEOUT_MS / 1000} s`,
  );
}
