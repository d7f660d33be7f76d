import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './test-app.ts';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));

/** The server as a process of its own, so a test can kill it for real (SIGKILL) and start it again. */
export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  kill(): Promise<void>;
}

/**
 * Starts the server from its sources (as in production, a process that can be killed) and waits
 * until /health answers. `CRASH_LOG=debug` shows its log.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: process.env.CRASH_LOG ?? 'warn', ...env },
    stdio: ['ignore', process.env.CRASH_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server = {
    origin: `http://127.0.0.1:${port}`,
    child,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  // The server starts from its sources: a few seconds idle, over half a minute on a loaded
  // machine (seen beside a second test pass); the crash tests' own limit is 90 s.
  const end = Date.now() + 75_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${server.origin}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    if (Date.now() > end) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
}
