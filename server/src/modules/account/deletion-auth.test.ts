import { DELETE_CONFIRMATION } from '@talentbrug/domain/contracts/account';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp, freePort, queryRows } from '../../testing/test-app.ts';
import { createAccountRepository } from './account-repository.ts';
import { createDeletedAccounts } from './deleted-accounts.ts';
import { freshAuthVerdict } from './fresh-auth.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** DELETE /api/account with the typed confirmation: what each test sends, against one app or another. */
const deleteAccount = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: bearer(token),
    payload: { confirmation: DELETE_CONFIRMATION },
  });
const countRows = async (app: FastifyInstance, table: 'profiles' | 'coach_messages', id: string) =>
  Number(
    (
      await queryRows<{ n: string | number }>(
        app,
        sql`select count(*) as n from ${sql.identifier(table)} where user_id = ${id}`,
      )
    )[0]?.n,
  );

describe('freshAuthVerdict', () => {
  const method = fc.constantFrom('password', 'totp', 'otp', 'recovery', 'magiclink', 'oauth');
  const entry = fc.record({ method, timestamp: fc.integer({ min: 0, max: 2 * 10 ** 9 }) });

  it('is fresh exactly when a password or TOTP proof lies within the window, and aal2 is there when a factor is', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 4 }),
        fc.constantFrom('aal1' as const, 'aal2' as const),
        fc.boolean(),
        fc.integer({ min: 0, max: 2 * 10 ** 9 }),
        fc.integer({ min: 1, max: 3600 }),
        (amr, aal, hasVerifiedFactor, nowSeconds, maxAgeSeconds) => {
          const verdict = freshAuthVerdict({ amr, aal, hasVerifiedFactor, nowSeconds, maxAgeSeconds });
          const proven = amr.some(
            (e) =>
              (e.method === 'password' || e.method === 'totp') &&
              e.timestamp <= nowSeconds + 30 &&
              nowSeconds - e.timestamp <= maxAgeSeconds,
          );
          if (hasVerifiedFactor && aal === 'aal1') return verdict === 'second_factor_needed';
          return verdict === (proven ? 'fresh' : 'stale');
        },
      ),
    );
  });

  it('keeps a verdict of fresh when more proofs are added, and never grants a token without one', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 4 }),
        entry,
        fc.integer({ min: 0, max: 2 * 10 ** 9 }),
        (amr, extra, now) => {
          const input = { aal: 'aal1' as const, hasVerifiedFactor: false, nowSeconds: now, maxAgeSeconds: 300 };
          if (freshAuthVerdict({ ...input, amr }) === 'fresh') {
            expect(freshAuthVerdict({ ...input, amr: [...amr, extra] })).toBe('fresh');
          }
          expect(freshAuthVerdict({ ...input, amr: [] })).toBe('stale');
        },
      ),
    );
  });
});

describe('DELETE /api/account with a second factor (embedded auth)', () => {
  let app: FastifyInstance;
  let apikey: string;
  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
    apikey = (await app.inject('/app-config.json')).json().supabasePublishableKey;
  });
  afterAll(() => app.close());

  const auth = (url: string, token: string, payload: object = {}) =>
    app.inject({ method: 'POST', url, headers: { apikey, ...bearer(token) }, payload });

  it('asks for the TOTP code again: a fresh password alone is not enough once a factor is verified', async () => {
    const first = await signIn(app, 'doelman@example.nl');
    const enrolled = (await auth('/auth/v1/factors', first.access_token, { factor_type: 'totp' })).json();
    const totp = new TOTP({ secret: Secret.fromBase32(enrolled.totp.secret) });
    const verify = async (token: string, timestamp: number) => {
      const challenge = (await auth(`/auth/v1/factors/${enrolled.id}/challenge`, token)).json();
      const verified = await auth(`/auth/v1/factors/${enrolled.id}/verify`, token, {
        challenge_id: challenge.id,
        code: totp.generate({ timestamp }),
      });
      expect(verified.statusCode, verified.body).toBe(200);
      return verified.json().access_token as string;
    };
    await verify(first.access_token, Date.now() - 30_000);

    // Signing in again with the password gives a fresh aal1 session: refused, with the reason.
    const password = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { apikey },
      payload: { email: 'doelman@example.nl', password: 'Tennis-2025' },
    });
    const aal1 = password.json().access_token as string;
    const refused = await deleteAccount(app, aal1);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-sb-error-code']).toBe('insufficient_aal');
    expect(refused.json()).toEqual({ error: 'Bevestig het verwijderen met de code uit je authenticator-app.' });

    const aal2 = await verify(aal1, Date.now());
    const deleted = await deleteAccount(app, aal2);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, files: 0 });
    const factors = await queryRows(app, sql`select id from tb_auth.mfa_factors where id = ${enrolled.id}`);
    expect(factors).toEqual([]);
  });
});

describe('DELETE /api/account in hosted mode (the admin API of the auth service)', () => {
  let authServer: FastifyInstance;
  let api: FastifyInstance;
  let apiWithoutKey: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    // A running embedded service stands in for hosted Supabase: same wire format and admin API, reached by URL.
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    authServer = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY, PUBLIC_ORIGIN: origin });
    await authServer.listen({ host: '127.0.0.1', port });
    const hosted = { SUPABASE_URL: origin, SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_hosted_key_for_tests' };
    api = await buildTestApp({ ...hosted, SUPABASE_SECRET_KEY: TEST_SERVICE_KEY });
    apiWithoutKey = await buildTestApp(hosted);
    // Three apps with their databases: generous on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await api.close();
    await apiWithoutKey.close();
    await authServer.close();
  });

  const adminUser = (id: string) =>
    authServer.inject({
      method: 'GET',
      url: `/auth/v1/admin/users/${id}`,
      headers: { apikey: TEST_SERVICE_KEY, ...bearer(TEST_SERVICE_KEY) },
    });

  it('without the secret key answers 503 and deletes nothing, rather than leaving half an account', async () => {
    const session = await signIn(authServer, 'zonder-sleutel@example.nl');
    const token = session.access_token;
    expect(
      (await apiWithoutKey.inject({ method: 'POST', url: '/api/profiles', headers: bearer(token), payload: {} }))
        .statusCode,
    ).toBe(201);
    const response = await deleteAccount(apiWithoutKey, token);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: expect.stringContaining('nog niet ingericht') });
    expect(await countRows(apiWithoutKey, 'profiles', session.user.id)).toBe(1);
    expect((await adminUser(session.user.id)).statusCode).toBe(200);
  });

  it('deletes the auth user through the admin API and every row here; the old token is refused on both sides', async () => {
    const session = await signIn(authServer, 'hosted-sprinter@example.nl');
    const token = session.access_token;
    expect(
      (await api.inject({ method: 'POST', url: '/api/profiles', headers: bearer(token), payload: {} })).statusCode,
    ).toBe(201);
    const chat = await api.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: bearer(token),
      payload: { message: 'Hallo' },
    });
    expect(chat.statusCode).toBe(200);

    const response = await deleteAccount(api, token);
    expect(response.statusCode, response.body).toBe(200);
    expect((await adminUser(session.user.id)).statusCode).toBe(404);
    expect(await countRows(api, 'profiles', session.user.id)).toBe(0);
    expect(await countRows(api, 'coach_messages', session.user.id)).toBe(0);
    const user = await authServer.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { apikey: TEST_SERVICE_KEY, ...bearer(token) },
    });
    expect(user.json()).toMatchObject({ error_code: 'user_not_found' });
    const again = await api.inject({ method: 'POST', url: '/api/profiles', headers: bearer(token), payload: {} });
    expect(again.statusCode).toBe(403);
    expect(again.headers['x-sb-error-code']).toBe('user_not_found');
    expect(await countRows(api, 'profiles', session.user.id)).toBe(0);
  });
});

describe('the deleted-account check of another API instance on the same database', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
  });
  afterAll(() => app.close());

  it('sees a deletion made elsewhere at once: a live answer is never kept when instances share the database', async () => {
    const session = await signIn(app, 'twee-servers@example.nl');
    // Instance B: its own check over the same tables, as a second API process on one PostgreSQL has.
    const other = createDeletedAccounts(createAccountRepository(app.database.db), { singleProcess: false });
    expect(await other.isDeleted(session.user.id)).toBe(false);
    expect(await other.isDeleted(session.user.id)).toBe(false);

    const deleted = await deleteAccount(app, session.access_token);
    expect(deleted.statusCode).toBe(200);
    expect(await other.isDeleted(session.user.id)).toBe(true);
    // And instance A, which keeps live answers on PGlite, refuses the old token from the first request after.
    const after = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(session.access_token) });
    expect(after.statusCode).toBe(403);
  });
});
