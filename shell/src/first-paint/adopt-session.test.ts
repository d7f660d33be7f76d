import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/auth-storage';
import { fakeSession } from '@talentbrug/api-client/testing/session';
import { REFRESH_COOKIE, SESSION_COOKIE } from '@talentbrug/domain/contracts/first-paint/prerender';
import { describe, expect, it } from 'vitest';
import { adoptRenewedSession } from './adopt-session.ts';

describe('adoptRenewedSession', () => {
  const now = Math.floor(Date.now() / 1000);
  const stored = fakeSession({ issuedAt: now - 7200, expiresIn: 3600, refreshToken: 'used-refresh-token' });
  const renewed = fakeSession({ issuedAt: now - 5, refreshToken: 'next-refresh-token' });
  const cookies = (access: string, refresh: string) =>
    `theme=dark; ${SESSION_COOKIE}=${access}; ${REFRESH_COOKIE}=${refresh}`;
  const renewedCookies = cookies(renewed.access_token, 'next-refresh-token');

  /** A store that holds `value` under the session key, and records what is written. */
  function store(value: unknown) {
    const items = new Map<string, string>(value ? [[AUTH_STORAGE_KEY, JSON.stringify(value)]] : []);
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, next: string) => void items.set(key, next),
      removeItem: (key: string) => void items.delete(key),
      session: () => JSON.parse(items.get(AUTH_STORAGE_KEY) ?? 'null'),
    };
  }

  it("puts the server's renewed tokens in the store, the user and the rest of the session unchanged", async () => {
    const local = store(stored);
    expect(adoptRenewedSession(renewedCookies, [store(null), local])).toBe(true);
    expect(local.session()).toEqual({
      ...stored,
      access_token: renewed.access_token,
      refresh_token: 'next-refresh-token',
      expires_at: renewed.expires_at,
    });
  });

  it('leaves the store alone when the cookies are not newer, not this user, not whole or not readable', async () => {
    const cases: [string, unknown][] = [
      // The shell wrote these cookies from the store itself.
      [cookies(stored.access_token, 'used-refresh-token'), stored],
      // A cookie that lags behind the store (the store was refreshed since) is never taken.
      [cookies(stored.access_token, 'used-refresh-token'), renewed],
      [cookies(fakeSession({ issuedAt: now - 9000 }).access_token, 'older-refresh-token'), stored],
      // Another account's session.
      [cookies(fakeSession({ userId: '6f1c2f1e-0000-4000-8000-000000000002' }).access_token, 'x-token-2'), stored],
      // Half of it, or nothing to put it in.
      [`${SESSION_COOKIE}=${renewed.access_token}`, stored],
      [`${REFRESH_COOKIE}=next-refresh-token`, stored],
      [renewedCookies, null],
    ];
    for (const [cookieHeader, value] of cases) {
      const local = store(value);
      expect(adoptRenewedSession(cookieHeader, [undefined, local]), cookieHeader).toBe(false);
      expect(local.session()).toEqual(value);
    }
  });

  it('throws on a token it cannot read, leaving the store as it was (the boot script goes on without it)', async () => {
    for (const token of ['not-a-token', 'a.bm90IGpzb24.c', 'a.%%%.c']) {
      const local = store(stored);
      expect(() => adoptRenewedSession(cookies(token, 'next-refresh-token'), [undefined, local])).toThrow();
      expect(local.session()).toEqual(stored);
    }
  });

  it('leaves a session in this tab alone: the app reads it first, and it was never renewed', async () => {
    const tab = store(stored);
    const shared = store(stored);
    expect(adoptRenewedSession(renewedCookies, [tab, shared])).toBe(false);
    expect(tab.session()).toEqual(stored);
    expect(shared.session()).toEqual(stored);
  });
});
