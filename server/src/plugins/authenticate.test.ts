import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, TEST_SERVICE_KEY } from '../testing/sign-in.ts';
import { buildTestApp } from '../testing/test-app.ts';

describe('the token check of the data routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY, AUTH_JWT_EXP: '60' });
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const profile = (token: string) =>
    app.inject({ method: 'GET', url: '/api/profiles/me', headers: { authorization: `Bearer ${token}` } });

  it('keeps accepting a token it verified, and refuses it once it expired', async () => {
    const { access_token: token } = await signIn(app, 'verlopen@example.com');
    expect((await profile(token)).statusCode).toBe(404);
    expect((await profile(token)).statusCode).toBe(404);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const expired = await profile(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: expect.any(String) });
  });

  it('refuses a token altered after one like it was accepted', async () => {
    const { access_token: token } = await signIn(app, 'gewijzigd@example.com');
    expect((await profile(token)).statusCode).toBe(404);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, aal: 'aal2' })).toString('base64url'), signature];
    expect((await profile(forged.join('.'))).statusCode).toBe(401);
  });
});
