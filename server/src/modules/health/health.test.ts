import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../../package.json' with { type: 'json' };
import { buildTestApp, tempDir } from '../../testing/test-app.ts';

describe('GET /health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('reports ok with the version and the database, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ok',
      version: packageJson.version,
      database: {
        status: 'up',
        kind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        latencyMs: expect.any(Number),
      },
    });
  });

  it('answers 503 degraded once the database is gone', async () => {
    await app.database.close();
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
  });
});

describe('GET /health/live and /health/ready', () => {
  let app: FastifyInstance;
  const uploads = tempDir('talentbrug-ready-');
  beforeAll(async () => {
    app = await buildTestApp({ UPLOAD_DIR: uploads });
  });
  afterAll(async () => {
    await app.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('live answers ok without asking anyone, ready once the database and the storage answer', async () => {
    const live = await app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('no-store');
    expect(live.json()).toEqual({ status: 'ok' });

    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({
      status: 'ready',
      database: { status: 'up', latencyMs: expect.any(Number) },
      storage: { status: 'up', latencyMs: expect.any(Number) },
    });
  });

  it('is not ready when the upload storage is gone, and still live', async () => {
    rmSync(uploads, { recursive: true, force: true });
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'not_ready',
      database: { status: 'up' },
      storage: { status: 'down' },
    });
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });

  it('is not ready when the database is gone, and still live', async () => {
    await app.database.close();
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', database: { status: 'down' } });
    expect((await app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
  });
});
