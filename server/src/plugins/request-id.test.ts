import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The real app logging at info into an array, as pino writes it (one JSON object a line). */
async function appWithLog(env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const app = await buildTestApp(env, {
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  return { app, lines };
}

describe('request ids', () => {
  let app: FastifyInstance;
  let lines: Record<string, unknown>[];
  beforeAll(async () => {
    ({ app, lines } = await appWithLog());
  });
  afterAll(() => app.close());

  it('names each request in X-Request-Id and in every log line of that request', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/profiles/me' });
    expect(response.statusCode).toBe(401);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const own = lines.filter((line) => line.reqId === id);
    expect(own.map((line) => line.msg)).toEqual(['request completed']);
    expect(own[0]).toMatchObject({
      req: { method: 'GET', url: '/api/profiles/me' },
      res: { statusCode: 401 },
      responseTime: expect.any(Number),
    });

    const next = await app.inject({ method: 'GET', url: '/health/live' });
    expect(next.headers['x-request-id']).toMatch(UUID);
    expect(next.headers['x-request-id']).not.toBe(id);
  });

  it('ignores an id the client sends when no trusted proxy is in front', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': 'abcdef12-kies-ik-zelf' },
    });
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(lines.some((line) => line.reqId === 'abcdef12-kies-ik-zelf')).toBe(false);
  });

  it('names the request on an answer no route gave (a malformed URL)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });
});

describe('request ids behind a trusted proxy', () => {
  let app: FastifyInstance;
  let lines: Record<string, unknown>[];
  beforeAll(async () => {
    ({ app, lines } = await appWithLog({ TRUST_PROXY: 'true' }));
  });
  afterAll(() => app.close());

  it("keeps the proxy's id when it looks like one, and logs under it", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': '5f0c2a9e4b7d4c1e9a3b6d8f0e2c4a6b' },
    });
    expect(response.headers['x-request-id']).toBe('5f0c2a9e4b7d4c1e9a3b6d8f0e2c4a6b');
    expect(lines.filter((line) => line.reqId === '5f0c2a9e4b7d4c1e9a3b6d8f0e2c4a6b')).toHaveLength(1);
  });

  it('replaces one that could forge or flood a log line', async () => {
    for (const forged of ['kort', 'a'.repeat(200), 'id met spaties erin', 'abc"}\n{"level":60', '../../etc/passwd']) {
      const response = await app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': forged } });
      expect(response.headers['x-request-id'], forged).toMatch(UUID);
    }
  });
});
