import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SERVICE_KEY as SERVICE_KEY, signIn } from '../../testing/sign-in.ts';
import { buildTestApp, freePort, queryRows } from '../../testing/test-app.ts';

const me = (app: FastifyInstance, authorization?: string) =>
  app.inject({ method: 'GET', url: '/api/me', headers: authorization ? { authorization } : {} });

describe('GET /api/me (embedded auth)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: SERVICE_KEY, PUBLIC_ORIGIN: 'https://talentbrug.test' });
  });
  afterAll(() => app.close());

  it('answers the caller for a valid token', async () => {
    const session = await signIn(app, 'keeper@example.com');
    const response = await me(app, `Bearer ${session.access_token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ id: session.user.id, email: 'keeper@example.com', aal: 'aal1' });
  });

  it('answers 401 with a JSON error without a token, or with a malformed or foreign one', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic a2VlcGVyOnB3',
      'Bearer not.a.jwt',
      'Bearer sb_publishable_x',
    ]) {
      const response = await me(app, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect((await me(app)).json()).toEqual({ error: 'Niet ingelogd' });
  });

  it('refuses an expired token, and one for another issuer, even when signed with the real key', async () => {
    const session = await signIn(app, 'expired@example.com');
    const [row] = await queryRows<{ kid: string; private_jwk: Record<string, unknown> }>(
      app,
      sql`select kid, private_jwk from tb_auth.signing_keys where retired_at is null limit 1`,
    );
    if (!row) throw new Error('no signing key');
    const key = await importJWK(row.private_jwk, 'ES256');
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString());
    const sign = (changes: Record<string, unknown>) =>
      new SignJWT({ ...claims, ...changes }).setProtectedHeader({ alg: 'ES256', kid: row.kid, typ: 'JWT' }).sign(key);

    const now = Math.floor(Date.now() / 1000);
    expect((await me(app, `Bearer ${await sign({})}`)).statusCode).toBe(200);
    expect((await me(app, `Bearer ${await sign({ iat: now - 7200, exp: now - 1 })}`)).statusCode).toBe(401);
    expect((await me(app, `Bearer ${await sign({ iss: 'https://elsewhere.example/auth/v1' })}`)).statusCode).toBe(401);
    expect((await me(app, `Bearer ${await sign({ aud: 'anon' })}`)).statusCode).toBe(401);
    const [header, payload, signature] = session.access_token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString('base64url')}.${signature}`;
    expect(payload).not.toBe(tampered.split('.')[1]);
    expect((await me(app, `Bearer ${tampered}`)).statusCode).toBe(401);
  });
});

describe('GET /api/me (hosted mode: the JWKS fetched over HTTP)', () => {
  let authServer: FastifyInstance;
  let api: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    // A running embedded service stands in for hosted Supabase: same wire format, reached by URL.
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    authServer = await buildTestApp({ AUTH_SERVICE_KEY: SERVICE_KEY, PUBLIC_ORIGIN: origin });
    await authServer.listen({ host: '127.0.0.1', port });
    api = await buildTestApp({ SUPABASE_URL: origin, SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_hosted_key_for_tests' });
  });
  afterAll(async () => {
    await api.close();
    await authServer.close();
  });

  it('verifies tokens of the hosted service through its JWKS URL', async () => {
    const session = await signIn(authServer, 'hosted@example.com');
    const response = await me(api, `Bearer ${session.access_token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: session.user.id, email: 'hosted@example.com', aal: 'aal1' });
    expect((await me(api, 'Bearer x.y.z')).statusCode).toBe(401);
  });
});
