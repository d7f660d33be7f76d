import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { createOutboxDispatcher, type OutboxDispatcher, webhookBody } from './outbox-dispatcher.ts';
import { createOutboxRepository, type OutboxRepository } from './outbox-repository.ts';
import { isForbiddenAddress } from './webhook-client.ts';
import { secretKey, signWebhook, verifyWebhook } from './webhook-signature.ts';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A talent manager's endpoint: answers with the next scripted status (200 once the script ends). */
async function receiver(script: Array<number | 'hang'> = []) {
  const received: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      const next = script.shift() ?? 200;
      if (next === 'hang') return;
      res.writeHead(next).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}/hooks/talentbrug`),
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const silentLog = { info() {}, warn() {}, error() {}, debug() {} } as never;
const waitFor = async (check: () => boolean | Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('outbox delivery to the talent managers webhook', () => {
  let app: FastifyInstance;
  let repository: OutboxRepository;
  const dispatchers: OutboxDispatcher[] = [];
  const receivers: Array<{ close(): Promise<void> }> = [];

  const dispatcher = (url: URL, extra: Partial<Parameters<typeof createOutboxDispatcher>[0]> = {}) => {
    const d = createOutboxDispatcher({
      repository,
      target: { url, secret: SECRET, allowPrivate: true, timeoutMs: 500 },
      log: silentLog,
      pollMs: 20,
      leaseMs: 2000,
      retryDelaysMs: [50, 50, 50],
      ...extra,
    });
    dispatchers.push(d);
    return d;
  };
  const enqueue = (payload: unknown = { profileId: 'p1', sport: 'Voetbal' }) =>
    repository.enqueue(app.database.db, 'onboarding.completed', payload);

  // One app for the block, its outbox emptied before each test: a test sees only its own events,
  // as on a database of its own, without building an app (a database copy and every module) per test.
  beforeAll(async () => {
    app = await buildTestApp();
    repository = createOutboxRepository(app.database.db);
  });
  beforeEach(async () => {
    await app.database.db.delete(outbox);
  });
  afterEach(async () => {
    for (const d of dispatchers.splice(0)) await d.stop();
    for (const r of receivers.splice(0)) await r.close();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('delivers an event with a Standard Webhooks signature the receiver can verify', async () => {
    const hook = await receiver();
    receivers.push(hook);
    const id = await enqueue();
    dispatcher(hook.url).start();
    await waitFor(async () => (await repository.find(id))?.deliveredAt != null);

    expect(hook.received).toHaveLength(1);
    const [delivery] = hook.received;
    const verified = new Webhook(SECRET).verify(delivery?.body ?? '', delivery?.headers ?? {}) as {
      type: string;
      data: unknown;
    };
    expect(verified.type).toBe('onboarding.completed');
    expect(verified.data).toEqual({ profileId: 'p1', sport: 'Voetbal' });
    expect(delivery?.headers['webhook-id']).toBe(id);
    expect(delivery?.headers['content-type']).toBe('application/json');
  });

  it('keeps trying while the receiver is down, with the same id and body every time', async () => {
    const hook = await receiver([503, 500]);
    receivers.push(hook);
    const id = await enqueue();
    dispatcher(hook.url).start();
    await waitFor(async () => (await repository.find(id))?.deliveredAt != null);

    expect(hook.received).toHaveLength(3);
    expect(new Set(hook.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([id]));
    expect(new Set(hook.received.map((r) => r.body)).size).toBe(1);
    expect((await repository.find(id))?.attempts).toBe(3);
  });

  it('counts only 2xx as delivered: a redirect or a client error is retried', async () => {
    const hook = await receiver([301, 400]);
    receivers.push(hook);
    const id = await enqueue();
    dispatcher(hook.url).start();
    await waitFor(async () => (await repository.find(id))?.deliveredAt != null);
    expect(hook.received).toHaveLength(3);
  });

  it('treats a receiver that does not answer in time as a failed attempt', async () => {
    const hook = await receiver(['hang']);
    receivers.push(hook);
    const id = await enqueue();
    dispatcher(hook.url).start();
    await waitFor(async () => (await repository.find(id))?.deliveredAt != null);
    expect(hook.received).toHaveLength(2);
  });

  it('refuses loopback and private addresses unless explicitly allowed', async () => {
    const hook = await receiver();
    receivers.push(hook);
    const id = await enqueue();
    const d = createOutboxDispatcher({
      repository,
      target: { url: hook.url, secret: SECRET, allowPrivate: false, timeoutMs: 500 },
      log: silentLog,
      pollMs: 20,
      retryDelaysMs: [60_000],
    });
    dispatchers.push(d);
    await d.kick();
    d.start();
    await waitFor(async () => ((await repository.find(id))?.attempts ?? 0) >= 1);
    await d.stop();
    expect(hook.received).toHaveLength(0);
    expect((await repository.find(id))?.deliveredAt).toBeNull();

    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '2a00:1450:4001::1', '8.8.8.8']) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
  });

  it('gives up after the last retry and leaves the event undelivered', async () => {
    const hook = await receiver([500, 500, 500, 500, 500]);
    receivers.push(hook);
    const id = await enqueue();
    const outcomes: string[] = [];
    const d = dispatcher(hook.url, { metrics: { attempt: (outcome) => void outcomes.push(outcome) } });
    d.start();
    // Until the dispatcher has given up, and then one more pass of its own: no attempt follows.
    await waitFor(() => outcomes.includes('given_up'));
    await d.kick();
    expect(outcomes).toEqual(['failed', 'failed', 'failed', 'given_up']);
    expect(hook.received).toHaveLength(4);
    const row = await repository.find(id);
    expect(row?.deliveredAt).toBeNull();
    expect(row?.attempts).toBe(4);
  });

  it('delivers an event whose dispatcher died mid-attempt once its lease runs out', async () => {
    const id = await enqueue();
    // A dispatcher claimed the row and was killed before it could record the outcome.
    const [claimed] = await repository.claimDue(10, 300, 4);
    expect(claimed?.id).toBe(id);
    const hook = await receiver();
    receivers.push(hook);
    const d = dispatcher(hook.url);
    d.start();
    // Its first pass and one more, both within the lease: neither may take the leased row.
    await d.kick();
    expect(hook.received).toHaveLength(0);
    await waitFor(async () => (await repository.find(id))?.deliveredAt != null);
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]?.body).toBe(webhookBody(claimed as never));
  });

  it('never sends one event from two dispatchers at once', async () => {
    const hook = await receiver();
    receivers.push(hook);
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => enqueue({ n })));
    const a = dispatcher(hook.url);
    const b = dispatcher(hook.url);
    await Promise.all([a.kick(), b.kick()]);
    a.start();
    b.start();
    await waitFor(async () => (await Promise.all(ids.map((id) => repository.find(id)))).every((r) => r?.deliveredAt));
    const sent = hook.received.map((r) => r.headers['webhook-id']);
    expect(sent.sort()).toEqual([...ids].sort());
  });
});

describe('webhook signatures', () => {
  it('signs id, timestamp and body, and rejects any change to them', () => {
    const key = secretKey(SECRET);
    const signature = signWebhook(key, 'msg_1', 1700000000, '{"a":1}');
    expect(signature).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(verifyWebhook(key, 'msg_1', 1700000000, '{"a":1}', signature)).toBe(true);
    expect(verifyWebhook(key, 'msg_2', 1700000000, '{"a":1}', signature)).toBe(false);
    expect(verifyWebhook(key, 'msg_1', 1700000001, '{"a":1}', signature)).toBe(false);
    expect(verifyWebhook(key, 'msg_1', 1700000000, '{"a":2}', signature)).toBe(false);
    expect(verifyWebhook(key, 'msg_1', 1700000000, '{"a":1}', `v1,bogus ${signature}`)).toBe(true);
  });

  it('refuses a secret that is too short to be one', () => {
    expect(() => secretKey('whsec_c2hvcnQ=')).toThrow('at least 24 bytes');
  });
});
