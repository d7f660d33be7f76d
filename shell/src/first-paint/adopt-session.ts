import type { Session } from '@supabase/supabase-js';
import { readStoredSession, readTokenClaims } from '@talentbrug/api-client/auth-storage';
import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/browser-data';
import { cookieValue } from '@talentbrug/domain/contracts/first-paint/cookies';
import { REFRESH_COOKIE, SESSION_COOKIE } from '@talentbrug/domain/contracts/first-paint/prerender';

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Takes over a session the server renewed for this document (ADR 0017, "After the hour"): it set
 * new `tb_session` and `tb_refresh` cookies, and the refresh token in the store is now a used one,
 * which supabase-js must never send again (the auth service would end the session). The store gets
 * the cookies' tokens when they are the same user's and newer than its own (a later expiry: every
 * access token lives as long), so a cookie that lags behind the store is never taken. Called first
 * in the boot script, before anything reads the session; it lives here, not in api-client, so the
 * app's own files do not carry it. Returns whether the store changed; throws on a token it cannot
 * read or a store that refuses the write, which the boot script goes on without.
 */
export function adoptRenewedSession(
  cookieHeader: string,
  stores: readonly [sessionStorage: KeyValue | undefined, localStorage: KeyValue | undefined],
): boolean {
  const access = cookieValue(cookieHeader, SESSION_COOKIE);
  const refresh = cookieValue(cookieHeader, REFRESH_COOKIE);
  if (!access || !refresh) return false;
  // The claims, read without verifying (the server did). As Latin-1: names in user_metadata may come
  // out garbled, the ids and times read here cannot. An unreadable token throws to the boot script.
  const renewed = readTokenClaims(access);
  const exp = Number(renewed.exp);
  const [tab, shared] = stores;
  // A refresh cookie is only ever written for a session in localStorage; one in this tab's
  // sessionStorage is what the app reads first, and it is not the renewed one.
  const stored = readStoredSession([shared]);
  if (!stored || readStoredSession([tab])) return false;
  // Another account's, or not newer (NaN never is): the store keeps what it has.
  if (stored.user.id !== renewed.sub || !(exp > (stored.expires_at ?? 0))) return false;
  // expires_in stays: it is the tokens' lifetime, the same for the renewed one.
  const session: Session = { ...stored, access_token: access, refresh_token: refresh, expires_at: exp };
  shared?.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  return true;
}
