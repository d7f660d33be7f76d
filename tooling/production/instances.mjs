// The API instances of the production run: the server as `npm start` runs it (its bundle, dist/main.js),
// configured only through its environment, each with a name, a port and a log of its own.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ENTRY } from '../tasks.mjs';
import { waitForOk } from './net.mjs';

export async function startInstance({ root, name, port, env, logDir }) {
  const logFile = join(logDir, `instance-${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: join(root, 'server'),
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const tail = () => {
    try {
      return `\n--- ${logFile} ---\n${readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`;
    } catch {
      return '';
    }
  };
  try {
    await waitForOk(`${url}/health`, { explain: tail });
  } catch (error) {
    // A start that never answered leaves no process behind for the run's cleanup to miss.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    throw error;
  }
  return {
    name,
    port,
    url,
    pid: child.pid,
    logFile,
    tail,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
