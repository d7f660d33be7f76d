import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFixture } from '../testing/static-fixture.ts';
import { buildTestApp } from '../testing/test-app.ts';

// The HTTP details supabase-js depends on (auth contract 0, 1, 10), checked on the wire.
const SERVICE_KEY = `sb_secret_${'g'.repeat(43)}`;
const VERSION = { 'x-supabase-api-version': '2024-01-01' };
const JSON_UTF8 = { 'content-type': 'application/json;charset=UTF-8' };

describe('embedded auth on the wire', () => {
  let app: FastifyInstance;
  let apikey: string;
  beforeAll(async () => {
    app = await buildTestApp({
      AUTH_SERVICE_KEY: SERVICE_KEY,
      AUTH_AUTOCONFIRM: 'true',
      PUBLIC_ORIGIN: 'https://talentbrug.test',
      CORS_ORIGINS: 'https://shell.talentbrug.test',
    });
    apikey = (await app.inject('/app-config.json')).json().supabasePublishableKey;
  });
  afterAll(() => app.close());

  async function session(email: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { apikey, ...JSON_UTF8 },
      payload: { email, password: 'Roeien-2025' },
    });
    return response.json() as { access_token: string; refresh_token: string };
  }

  it('serves the runtime config with the generated publishable key, never cached', async () => {
    const response = await app.inject('/app-config.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      supabaseUrl: 'https://talentbrug.test',
      supabasePublishableKey: expect.stringMatching(/^sb_publishable_[A-Za-z0-9_-]{40,}$/),
    });
  });

  it('refuses requests without a valid apikey, except the routes a browser navigates to', async () => {
    const missing = await app.inject({ method: 'GET', url: '/auth/v1/settings' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('No API key found in request');
    const wrong = await app.inject({
      method: 'GET',
      url: '/auth/v1/settings',
      headers: { apikey: 'sb_publishable_nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid API key');
    const token = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: JSON_UTF8,
      payload: { email: 'x@example.com', password: 'whatever1' },
    });
    expect(token.statusCode).toBe(401);

    expect((await app.inject({ method: 'GET', url: '/auth/v1/settings', headers: { apikey } })).json()).toMatchObject({
      external: { email: true },
      mailer_autoconfirm: true,
    });
    expect((await app.inject({ method: 'GET', url: '/auth/v1/health', headers: { apikey } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/auth/v1/verify?token=x&type=signup' })).statusCode).toBe(303);
    const authorize = await app.inject({ method: 'GET', url: '/auth/v1/authorize?provider=github', headers: VERSION });
    expect(authorize.statusCode).toBe(400);
    expect(authorize.json()).toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(/^Unsupported provider/),
    });
  });

  it('publishes ES256 public keys that WebCrypto can import for verification', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' });
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const { keys } = response.json() as { keys: JWK[] };
    expect(keys.length).toBeGreaterThan(0);
    for (const jwk of keys) {
      expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true });
      expect(jwk).not.toHaveProperty('d');
      const key = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify']);
      expect(key.type).toBe('public');
    }
  });

  it('answers errors as {code, message} with the version header echoed, or in the older shape without it', async () => {
    const payload = { email: 'nobody@example.com', password: 'Wrong-pass-1' };
    const versioned = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { apikey, ...JSON_UTF8, ...VERSION },
      payload,
    });
    expect(versioned.statusCode).toBe(400);
    expect(versioned.headers['x-supabase-api-version']).toBe('2024-01-01');
    expect(versioned.headers['x-sb-error-code']).toBe('invalid_credentials');
    expect(versioned.json()).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const legacy = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { apikey, ...JSON_UTF8 },
      payload,
    });
    expect(legacy.headers['x-supabase-api-version']).toBeUndefined();
    expect(legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });

    const badJson = await app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { apikey, ...JSON_UTF8, ...VERSION },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().code).toBe('bad_json');
  });

  it('accepts the empty JSON bodies of logout and unenroll, and nulls and unknown fields everywhere', async () => {
    const signup = await app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { apikey, ...JSON_UTF8, ...VERSION },
      payload: {
        email: 'nulls@example.com',
        password: 'Roeien-2025',
        data: { first_name: 'Noor', last_name: 'Jansen' },
        gotrue_meta_security: {},
        code_challenge: null,
        code_challenge_method: null,
        something_new: [1, 2, 3],
      },
    });
    expect(signup.statusCode).toBe(200);
    const { access_token } = signup.json();
    const auth = { apikey, authorization: `Bearer ${access_token}`, ...JSON_UTF8, ...VERSION };

    const unenroll = await app.inject({
      method: 'DELETE',
      url: `/auth/v1/factors/${crypto.randomUUID()}`,
      headers: auth,
      payload: '',
    });
    expect(unenroll.statusCode).toBe(404);
    expect(unenroll.json().code).toBe('mfa_factor_not_found');

    const logout = await app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=global',
      headers: auth,
      payload: '',
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    const after = await app.inject({ method: 'GET', url: '/auth/v1/user', headers: auth });
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('session_not_found');
  });

  it('says "Bearer token" when a user endpoint gets none, and refuses a bad scope', async () => {
    const none = await app.inject({ method: 'GET', url: '/auth/v1/user', headers: { apikey, ...VERSION } });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'no_authorization', message: expect.stringContaining('Bearer token') });
    const { access_token } = await session('scope@example.com');
    const scope = await app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=everything',
      headers: { apikey, authorization: `Bearer ${access_token}`, ...JSON_UTF8, ...VERSION },
      payload: '',
    });
    expect(scope.statusCode).toBe(400);
    expect(scope.json().code).toBe('validation_failed');
  });

  it('lets an allowed origin read the error code headers across origins', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/auth/v1/factors/abc',
      headers: {
        origin: 'https://shell.talentbrug.test',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('DELETE');
    expect(preflight.headers['access-control-allow-headers']).toContain('x-supabase-api-version');
    const response = await app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { origin: 'https://shell.talentbrug.test', apikey, ...VERSION },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://shell.talentbrug.test');
    expect(String(response.headers['access-control-expose-headers']).toLowerCase()).toContain('x-supabase-api-version');
  });

  it('limits requests per IP with over_request_rate_limit and Retry-After', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_OTP: '2', AUTH_SERVICE_KEY: SERVICE_KEY });
    try {
      const key = (await limited.inject('/app-config.json')).json().supabasePublishableKey;
      const recover = () =>
        limited.inject({
          method: 'POST',
          url: '/auth/v1/recover',
          headers: { apikey: key, ...JSON_UTF8, ...VERSION },
          payload: { email: 'someone@example.com' },
          remoteAddress: '198.51.100.4',
        });
      expect((await recover()).statusCode).toBe(200);
      expect((await recover()).statusCode).toBe(200);
      const third = await recover();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('over_request_rate_limit');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      // Another client is not affected.
      const other = await limited.inject({
        method: 'POST',
        url: '/auth/v1/recover',
        headers: { apikey: key, ...JSON_UTF8 },
        payload: { email: 'someone@example.com' },
        remoteAddress: '198.51.100.5',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('hosted mode (SUPABASE_URL set)', () => {
  let app: FastifyInstance;
  let staticRoot: string;
  beforeAll(async () => {
    staticRoot = createStaticFixture();
    app = await buildTestApp({
      SUPABASE_URL: 'https://abcdefgh.supabase.co',
      SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_hosted_project_key',
      STATIC_ROOT: staticRoot,
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('turns the embedded service and the dev inbox off and points the apps at the hosted project', async () => {
    expect((await app.inject({ method: 'GET', url: '/auth/v1/settings' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/inbox/api/v1/messages' })).statusCode).toBe(404);
    const config = await app.inject('/app-config.json');
    expect(config.json()).toEqual({
      supabaseUrl: 'https://abcdefgh.supabase.co',
      supabasePublishableKey: 'sb_publishable_hosted_project_key',
    });
    const page = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("connect-src 'self' https://abcdefgh.supabase.co");
  });
});
