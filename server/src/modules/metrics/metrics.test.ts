import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../../infra/outbox/outbox-repository.ts';
import { signIn, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { multipartBody, multipartHeaders, PNG_1X1 } from '../uploads/testing/fixtures.ts';

/** One sample of the exposition text: the value of `name{labels}` (labels in any order), 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ? match[2].split(/,(?=[a-z_]+=")/) : [];
    if (wanted.every((pair) => present.includes(pair)) && present.length === wanted.length) return Number(match[3]);
  }
  return 0;
}

const scrape = async (app: FastifyInstance) => {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('GET /metrics', () => {
  let app: FastifyInstance;
  let hook: Server;
  const delivered: string[] = [];

  beforeAll(async () => {
    hook = createServer((request, response) => {
      delivered.push(String(request.headers['webhook-id']));
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const { port } = hook.address() as AddressInfo;
    app = await buildTestApp({
      AUTH_SERVICE_KEY: TEST_SERVICE_KEY,
      EVENTS_LIMIT_PER_IP: '1',
      WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
      WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_TIMEOUT_MS: '1000',
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => hook.close(resolve));
  });

  it('answers a scraper on this machine in Prometheus text format, with process metrics', async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE talentbrug_http_request_duration_seconds histogram');
    expect(sample(response.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(response.body, 'talentbrug_db_pool_max_connections', { driver: app.database.kind })).toBeGreaterThan(
      0,
    );
  });

  it('counts requests per route pattern and status class, never per raw URL', async () => {
    const before = await scrape(app);
    const route = (labels: Record<string, string>) =>
      sample(before, 'talentbrug_http_request_duration_seconds_count', labels);
    await app.inject({ method: 'GET', url: '/health' });
    await app.inject({ method: 'GET', url: '/health' });
    await app.inject({
      method: 'GET',
      url: '/api/upload/file/6f1c8d3e-2b4a-4c5d-9e7f-0a1b2c3d4e5f/content?exp=1&sig=x',
    });
    await app.inject({ method: 'GET', url: '/no/such/path/123' });
    const after = await scrape(app);
    const count = (labels: Record<string, string>) =>
      sample(after, 'talentbrug_http_request_duration_seconds_count', labels) - route(labels);

    expect(count({ method: 'GET', route: '/health', status_class: '2xx' })).toBe(2);
    expect(count({ method: 'GET', route: '/api/upload/file/:id/content', status_class: '4xx' })).toBe(1);
    expect(after).not.toContain('6f1c8d3e-2b4a');
    expect(after).not.toContain('/no/such/path');
    expect(
      sample(after, 'talentbrug_http_request_duration_seconds_bucket', {
        le: '+Inf',
        method: 'GET',
        route: '/health',
        status_class: '2xx',
      }),
    ).toBeGreaterThanOrEqual(2);
    // Every /health pinged the database, so queries were timed.
    expect(sample(after, 'talentbrug_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(
      sample(before, 'talentbrug_db_query_duration_seconds_count', { outcome: 'ok' }),
    );
  });

  it('counts auth failures by reason and rate-limit hits by route', async () => {
    const before = await scrape(app);
    await app.inject({ method: 'GET', url: '/api/profiles/me' });
    await app.inject({ method: 'GET', url: '/api/profiles/me', headers: { authorization: 'Bearer nep.token.hier' } });
    const { supabasePublishableKey: apikey } = (await app.inject('/app-config.json')).json();
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { apikey, 'content-type': 'application/json' },
      payload: { email: 'niemand@example.com', password: 'Verkeerd-2025' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    const event = { events: [{ name: 'onboarding_completed' }] };
    const first = await app.inject({ method: 'POST', url: '/api/events', payload: event });
    const second = await app.inject({ method: 'POST', url: '/api/events', payload: event });
    expect([first.statusCode, second.statusCode]).toEqual([202, 429]);
    const after = await scrape(app);
    const moved = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);

    expect(moved('talentbrug_auth_failures_total', { reason: 'invalid_token' })).toBe(2);
    expect(moved('talentbrug_auth_failures_total', { reason: 'invalid_credentials' })).toBe(1);
    expect(moved('talentbrug_rate_limit_hits_total', { route: '/api/events' })).toBe(1);
  });

  it('counts uploaded bytes, coach answers, the outbox backlog and webhook deliveries', async () => {
    const session = await signIn(app, 'metrics@example.com');
    const before = await scrape(app);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: multipartHeaders(session.access_token),
      payload: multipartBody({ title: 'Foto' }, [
        { field: 'image', filename: 'foto.png', type: 'image/png', content: PNG_1X1 },
      ]),
    });
    expect(upload.statusCode).toBe(201);
    const chat = await app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      payload: { message: 'Wanneer moet ik de SAT doen?' },
    });
    expect(chat.statusCode).toBe(200);
    const outbox = createOutboxRepository(app.database.db);
    const id = await outbox.enqueue(app.database.db, 'metrics.test', { n: 1 });
    const queued = await scrape(app);
    expect(sample(queued, 'talentbrug_outbox_backlog', { channel: 'webhook' })).toBeGreaterThanOrEqual(1);

    // The dispatcher polls each second; the event is delivered and the backlog drains.
    let after = queued;
    for (let i = 0; i < 50 && !delivered.includes(id); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(delivered).toContain(id);
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    // The receiver has the event before the dispatcher marks the row delivered and then counts the
    // attempt: a scrape in between sees the backlog drained and the attempt not yet counted (it
    // happened on PostgreSQL under CI's load). So wait for both, as a scraper would see them later.
    for (let i = 0; i < 40; i++) {
      after = await scrape(app);
      const drained = sample(after, 'talentbrug_outbox_backlog', { channel: 'webhook' }) === 0;
      if (drained && moved('talentbrug_webhook_delivery_attempts_total', { outcome: 'delivered' }) >= 1) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    expect(moved('talentbrug_upload_bytes_total', { kind: 'image' })).toBe(PNG_1X1.length);
    expect(moved('talentbrug_coach_answers_total')).toBe(1);
    expect(moved('talentbrug_webhook_delivery_attempts_total', { outcome: 'delivered' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'talentbrug_outbox_backlog', { channel: 'webhook' })).toBe(0);
  });

  it('is an unknown path to a caller elsewhere, and to a forwarded one behind a proxy on this machine', async () => {
    // Here the apps are not built, so an unknown path answers 503 'not built' (a 404 page once they are).
    const unknown = await app.inject({ method: 'GET', url: '/bestaat-niet', remoteAddress: '203.0.113.7' });
    const remote = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect([remote.statusCode, remote.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(remote.body).not.toContain('talentbrug_');
    const forwarded = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect([forwarded.statusCode, forwarded.body]).toEqual([unknown.statusCode, unknown.body]);
    const rebound = await app.inject({ method: 'GET', url: '/metrics', headers: { host: 'evil.example' } });
    expect([rebound.statusCode, rebound.body]).toEqual([unknown.statusCode, unknown.body]);
  });
});

describe('GET /metrics with METRICS_TOKEN behind a proxy (TRUST_PROXY)', () => {
  const token = randomBytes(24).toString('base64url');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ METRICS_TOKEN: token, TRUST_PROXY: 'true' });
  });
  afterAll(() => app.close());

  it('answers the token from anywhere and 401 without it, also when X-Forwarded-For claims loopback', async () => {
    const withToken = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '198.51.100.4',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('talentbrug_http_request_duration_seconds');

    for (const authorization of [undefined, 'Bearer verkeerd-token', `Bearer ${token}x`, token]) {
      const refused = await app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '198.51.100.4',
        headers: { 'x-forwarded-for': '127.0.0.1', ...(authorization ? { authorization } : {}) },
      });
      expect(refused.statusCode, String(authorization)).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.json()).toEqual({ error: expect.any(String) });
    }
    // A proxy on this machine forwarding someone else: the socket is loopback, the client is not.
    const proxied = await app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(proxied.statusCode).toBe(401);
  });

  it('refuses a token that is too short at start-up', async () => {
    await expect(buildTestApp({ METRICS_TOKEN: 'kort' })).rejects.toThrow(/METRICS_TOKEN/);
  });
});
