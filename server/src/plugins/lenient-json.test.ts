import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';

// The routes that take an empty JSON body (auth, dev inbox, matches, coach, uploads) parse a
// non-empty one exactly as every other route does.
let app: FastifyInstance;
let apikey: string;
beforeAll(async () => {
  app = await buildTestApp();
  apikey = (await app.inject('/app-config.json')).json().supabasePublishableKey;
});
afterAll(() => app.close());

const post = (payload: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    headers: { apikey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    payload,
  });

describe('lenient JSON', () => {
  it('refuses prototype-pollution keys with a 400, as Fastify does elsewhere', async () => {
    for (const payload of [
      '{"email":"proto@voorbeeld.nl","password":"Zwemmen-2026","__proto__":{"admin":true}}',
      '{"email":"proto@voorbeeld.nl","password":"Zwemmen-2026","constructor":{"prototype":{"admin":true}}}',
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_json' });
    }
  });

  it('still reads an empty body as empty and broken JSON as a 400', async () => {
    const logout = await app.inject({
      method: 'POST',
      url: '/auth/v1/logout',
      headers: { apikey, 'content-type': 'application/json' },
      payload: '',
    });
    expect(logout.statusCode).toBe(401);
    expect((await post('{"email":')).json()).toMatchObject({ code: 'bad_json' });
  });
});
