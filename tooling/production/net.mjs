// Small network helpers of the production run.
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Listens on loopback (port 0: any free one) and resolves with the address. */
export function listen(server, port = 0, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server.address()));
  });
}

/** A port free right now on loopback. */
export async function freePort() {
  const server = createServer();
  const { port } = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `url` until it answers 2xx, or throws after `timeoutMs` with what `explain()` says. */
export async function waitForOk(url, { timeoutMs = 60_000, explain = () => '' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s ${explain()}`);
}
