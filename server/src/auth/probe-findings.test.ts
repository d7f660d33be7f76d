import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from './access-tokens.ts';
import { createAuthRepository } from './auth-repository.ts';
import { createKeyStore } from './keys.ts';
import { type Harness, PUBLIC_ORIGIN, startHarness, uniqueEmail } from './testing/harness.ts';

// Findings 4 and 7 of the outside probe (issue 9), each reproduced over real HTTP.
const PASSWORD = 'Zeilen-Medemblik-7';
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMIT_OTP: '100000' });
});
afterAll(() => h.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

describe('who has an account does not show', () => {
  it('answers /recover alike for a known and an unknown address: body, status, and median time within 1 ms', async () => {
    const known = uniqueEmail('timing-known');
    const { supabase } = h.client();
    expect((await supabase.auth.signUp({ email: known, password: PASSWORD })).error).toBeNull();

    const recover = async (email: string) => {
      const started = performance.now();
      const response = await fetch(`${h.baseUrl}/auth/v1/recover`, {
        method: 'POST',
        headers: {
          apikey: h.publishableKey,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ email }),
      });
      const body = await response.text();
      return { ms: performance.now() - started, status: response.status, body };
    };
    // Warm both paths up (JIT, connection, prepared statements), then interleave the two.
    for (let i = 0; i < 10; i++) {
      await recover(known);
      await recover(uniqueEmail('timing-warm'));
    }
    // Other test files run beside this one, so a round can catch a burst of noise: a leak fails all
    // three rounds, noise does not. Each round: 40 pairs, the order alternating within the pair.
    const round = async () => {
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < 40; i++) {
        const pair = i % 2 ? [known, uniqueEmail('timing-unknown')] : [uniqueEmail('timing-unknown'), known];
        for (const email of pair) {
          // A repeat within 60 s (the mail throttle) must look like anything else too.
          const answer = await recover(email as string);
          expect([answer.status, answer.body]).toEqual([200, '{}']);
          (email === known ? times.known : times.unknown).push(answer.ms);
        }
      }
      return Math.abs(median(times.known) - median(times.unknown));
    };
    const differences: number[] = [];
    for (let i = 0; i < 3 && !differences.some((ms) => ms < 1); i++) differences.push(await round());
    expect(Math.min(...differences)).toBeLessThan(1);
    // And the owner still gets the mail, once (throttled), after the answers.
    const mail = await h.latestMail(known);
    expect(mail?.subject).toBe('Stel een nieuw wachtwoord in voor Talentbrug');
  });
});

describe('token edge cases', () => {
  it("answers a deleted user's still-valid token with 403 user_not_found, as supabase-js expects", async () => {
    const email = uniqueEmail('deleted');
    const { supabase } = h.client();
    const { data } = await supabase.auth.signUp({ email, password: PASSWORD });
    const userId = data.user?.id as string;
    expect((await h.admin().auth.admin.deleteUser(userId)).error).toBeNull();

    const { error } = await supabase.auth.getUser();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('user_not_found');
  });

  it('refuses a token whose iat lies in the future beyond a small clock skew, at /auth/v1 and /api alike', async () => {
    const email = uniqueEmail('iat');
    const { supabase } = h.client();
    const { data } = await supabase.auth.signUp({ email, password: PASSWORD });
    const session = data.session;
    if (!session) throw new Error('autoconfirm signup gave no session');
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1] as string, 'base64url').toString());
    // The server's own signing key, read from its database: a token only the issuer could make.
    const keys = createKeyStore({ repository: createAuthRepository(h.app.database.db), jwtExpSeconds: 3600 });
    const sign = async (offsetSeconds: number) =>
      (
        await signAccessToken(await keys.current(), claims, {
          issuer: `${PUBLIC_ORIGIN}/auth/v1`,
          expSeconds: 3600,
          nowSeconds: Math.floor(Date.now() / 1000) + offsetSeconds,
        })
      ).token;

    const ask = async (token: string) => [
      (await fetch(`${h.baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status,
      (
        await fetch(`${h.baseUrl}/auth/v1/user`, {
          headers: { apikey: h.publishableKey, authorization: `Bearer ${token}` },
        })
      ).status,
    ];
    expect(await ask(await sign(10))).toEqual([200, 200]);
    expect(await ask(await sign(86_400))).toEqual([401, 403]);
  });
});

describe('GoTrue wire format', () => {
  it("answers an unknown GET under /auth/v1 with GoTrue's not_found, not the app's Dutch 404", async () => {
    for (const path of ['/auth/v1/nope', '/auth/v1/admin/nothing/here', '/auth/v1/']) {
      const response = await fetch(`${h.baseUrl}${path}`, {
        headers: { apikey: h.publishableKey, 'x-supabase-api-version': '2024-01-01', accept: 'text/html' },
      });
      expect(response.status).toBe(404);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.code).toBe('not_found');
      expect(typeof body.message).toBe('string');
      expect(body.error).toBeUndefined();
    }
  });
});
