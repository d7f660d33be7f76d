// The platform's server as the benchmarks run it: a child process on loopback with a fresh
// PGlite data dir, started and stopped the same way by every figure in bench/results.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_ENTRY } from './tasks.mjs';

const START_TIMEOUT_MS = 60_000;

/** SERVER_ENTRY, the bundle the bench starts, once it is built. */
export function serverEntry() {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: build the server first (npm run build)`);
  return SERVER_ENTRY;
}

/** Starts the server's bundle on 127.0.0.1:`port` and waits until /health answers 200. */
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
  for (const t0 = performance.now(); performance.now() - t0 < START_TIMEOUT_MS; await sleep(50)) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${label} server exited with ${child.exitCode}`);
    }
    const up = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(1000) }).then(
      async (res) => {
        await res.body?.cancel();
        return res.ok;
      },
      () => false,
    );
    if (up) return { origin, dataDir, child, stop };
  }
  await stop();
  throw new Error(`${label} server did not answer /health within ${START_TIMEOUT_MS / 1000} s`);
}
