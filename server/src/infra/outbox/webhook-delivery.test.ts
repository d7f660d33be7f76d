import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { toSubmitBody } from '@talentbrug/domain/onboarding/payload';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { signInOverHttp, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { freePort, templatedDataDir } from '../../testing/test-app.ts';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const serverDir = fileURLToPath(new URL('../../../', import.meta.url));

interface Delivery {
  id: string;
  body: string;
  verified: { type: string; data: { submission_id: string } };
}

/** The talent managers' endpoint; `hang` holds requests open to simulate a slow receiver. */
async function receiver() {
  const deliveries: Delivery[] = [];
  let hang = false;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const headers = req.headers as Record<string, string>;
      deliveries.push({
        id: headers['webhook-id'] ?? '',
        body,
        verified: new Webhook(SECRET).verify(body, headers) as Delivery['verified'],
      });
      if (!hang) res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    deliveries,
    setHang: (value: boolean) => {
      hang = value;
      if (!value) server.closeAllConnections();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const waitFor = async (check: () => boolean, ms: number, what: string) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** The real server as a process: the way it runs in production, so it can be killed for real. */
async function startServer(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const end = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, child };
    if (Date.now() > end) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The figures the server gives its scraper on this machine (/metrics, loopback): `name{labels}`
 * to value, for the outbox's backlog and the delivery attempts.
 */
async function metrics(origin: string): Promise<Map<string, number>> {
  const response = await fetch(`${origin}/metrics`);
  expect(response.status).toBe(200);
  const figures = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    const match = /^(talentbrug_(?:outbox_backlog|webhook_delivery_attempts_total)\S*) (\S+)$/.exec(line);
    if (match?.[1] && match[2]) figures.set(match[1], Number(match[2]));
  }
  return figures;
}

async function submitOnboarding(origin: string): Promise<string> {
  const email = `webhook.${Date.now()}@example.nl`;
  const session = await signInOverHttp(origin, email);
  const response = await fetch(`${origin}/api/onboarding/submit`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${session.access_token}`,
      'idempotency-key': `k-${email}`,
    },
    body: JSON.stringify(toSubmitBody(exampleOnboardingData())),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { submission: { id: string } }).submission.id;
}

describe('webhook delivery of onboarding.completed (real server process)', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('survives a SIGKILL during delivery: the event arrives after the restart, once per webhook-id', async () => {
    const hook = await receiver();
    cleanups.push(hook.close);
    const dataDir = await templatedDataDir('talentbrug-webhook-');
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      DATA_DIR: dataDir,
      AUTH_SERVICE_KEY: TEST_SERVICE_KEY,
      WEBHOOK_URL: hook.url,
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // Long enough that a loaded machine's slow answer is not a failed attempt (the first one hangs
      // and is killed whatever the timeout); the lease after the kill is this plus 5 s.
      WEBHOOK_TIMEOUT_MS: '4000',
    };

    hook.setHang(true);
    const first = await startServer(env);
    cleanups.push(() => first.child.kill('SIGKILL'));
    const submissionId = await submitOnboarding(first.origin);
    await waitFor(() => hook.deliveries.length >= 1, 20_000, 'the first attempt');
    // Killed while the attempt is open: nothing could record its outcome.
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    hook.setHang(false);
    const seen = hook.deliveries.length;

    const second = await startServer(env);
    cleanups.push(() => second.child.kill('SIGKILL'));
    // The attempt's lease (the webhook's timeout + 5 s) must run out first; a loaded machine (load 13
    // on 2 cores in one CI run) also starts the server slowly. Each wait ends as soon as it is met.
    await waitFor(() => hook.deliveries.length > seen, 45_000, 'delivery after the restart');
    // Until the server has recorded the delivery: the event has left the backlog, so no copy can follow.
    let figures = await metrics(second.origin);
    const end = Date.now() + 20_000;
    while (
      figures.get('talentbrug_outbox_backlog{channel="webhook"}') !== 0 ||
      !figures.get('talentbrug_webhook_delivery_attempts_total{outcome="delivered"}')
    ) {
      if (Date.now() > end) throw new Error(`the delivery was not recorded: ${JSON.stringify([...figures])}`);
      await new Promise((r) => setTimeout(r, 50));
      figures = await metrics(second.origin);
    }

    const ids = new Set(hook.deliveries.map((d) => d.id));
    expect(ids.size).toBe(1);
    expect(new Set(hook.deliveries.map((d) => d.body)).size).toBe(1);
    const last = hook.deliveries.at(-1);
    expect(last?.verified.type).toBe('onboarding.completed');
    expect(last?.verified.data.submission_id).toBe(submissionId);
    // Only the attempt after the restart was answered; no further copies followed it: the
    // restarted server made that one attempt, and the event is no longer due.
    expect(hook.deliveries.length).toBe(seen + 1);
    const attempts = [...figures].filter(([name]) => name.startsWith('talentbrug_webhook_delivery_attempts_total'));
    expect(Object.fromEntries(attempts)).toEqual({
      'talentbrug_webhook_delivery_attempts_total{outcome="delivered"}': 1,
    });
  }, 150_000);
});
