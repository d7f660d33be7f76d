import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../../package.json' with { type: 'json' };
import { buildTestApp } from '../../testing/test-app.ts';

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
