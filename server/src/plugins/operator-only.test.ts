import { rmSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_HEADER, BACKUP_PATH } from '../db/backup-routes.ts';
import { createStaticFixture } from '../testing/static-fixture.ts';
import { buildTestApp } from '../testing/test-app.ts';

/** Every route that is the operator's alone: the dev inbox, the PGlite backup, /metrics without METRICS_TOKEN. */
const OPERATOR_URLS = [
  '/dev/inbox/api/v1/messages',
  '/dev/inbox/api/v1/message/00000000-0000-4000-8000-000000000000',
  BACKUP_PATH,
  '/metrics',
];

/** What a prober sends: each method, with and without a body of each type, as a browser and as a script. */
const VARIANTS: Omit<InjectOptions, 'url'>[] = [
  { method: 'GET' },
  { method: 'GET', headers: { accept: 'text/html' } },
  { method: 'GET', headers: { accept: 'application/json' } },
  { method: 'HEAD' },
  { method: 'DELETE', headers: { 'content-type': 'application/json' }, payload: '{"IDs":' },
  { method: 'DELETE' },
  { method: 'POST', headers: { 'content-type': 'text/plain' }, payload: 'hallo' },
  { method: 'POST', headers: { 'content-type': 'application/json' }, payload: '{kapot' },
  { method: 'POST', headers: { 'content-type': 'application/json', [BACKUP_HEADER]: '1' }, payload: '{}' },
  { method: 'POST', headers: { [BACKUP_HEADER]: '1' } },
  { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' },
  { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' },
  { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, payload: 'x' },
  { method: 'PATCH', headers: { 'content-type': 'geen/type/' }, payload: 'x' },
];

/** The headers that differ between any two answers, whatever they are. */
const PER_ANSWER = new Set(['date', 'x-request-id']);
const lasting = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

describe('operator routes to a client elsewhere', () => {
  let app: FastifyInstance;
  let staticRoot: string;
  beforeAll(async () => {
    staticRoot = createStaticFixture();
    app = await buildTestApp({ STATIC_ROOT: staticRoot, AUTH_SERVICE_KEY: `sb_secret_${'o'.repeat(43)}` });
  });
  afterAll(async () => {
    await app.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('answer exactly what an unknown path answers, whatever the method, type or body', async () => {
    for (const url of OPERATOR_URLS) {
      // A sibling no route has: the same prefix, so the same not-found handler and page.
      const unknownUrl = `${url}-bestaat-niet`;
      for (const variant of VARIANTS) {
        for (const remoteAddress of ['203.0.113.7', '::ffff:10.0.0.5']) {
          const label = `${variant.method} ${url} ${JSON.stringify(variant.headers ?? {})} from ${remoteAddress}`;
          const asked = await app.inject({ ...variant, url, remoteAddress });
          const unknown = await app.inject({ ...variant, url: unknownUrl, remoteAddress });
          expect(asked.statusCode, label).toBe(unknown.statusCode);
          expect(lasting(asked.headers), label).toEqual(lasting(unknown.headers));
          expect(asked.body.replaceAll(url, unknownUrl), label).toBe(unknown.body);
        }
      }
    }
  });

  it('leave an unknown path a 404 whatever its body, as the refusal above is', async () => {
    for (const variant of VARIANTS.filter(({ payload }) => payload !== undefined)) {
      const response = await app.inject({ ...variant, url: '/api/bestaat-niet', remoteAddress: '203.0.113.7' });
      expect(response.statusCode, JSON.stringify(variant)).toBe(404);
      expect(response.json()).toEqual({ error: 'Niet gevonden' });
    }
  });

  it('still answer the operator on this machine', async () => {
    expect((await app.inject('/dev/inbox/api/v1/messages')).statusCode).toBe(200);
    expect((await app.inject('/metrics')).statusCode).toBe(200);
    // In memory there is no data folder to copy: the operator is told what to do, not shown a 404.
    const backup = await app.inject({ method: 'POST', url: BACKUP_PATH, headers: { [BACKUP_HEADER]: '1' } });
    expect(backup.statusCode).not.toBe(404);
  });
});
