import type { Session, SupportedStorage } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/browser-data';
import { type CookieSession, sessionCookies } from '@talentbrug/domain/contracts/first-paint/prerender';
import { protectedPaths } from '@talentbrug/domain/contracts/routes';

/**
 * Where supabase-js keeps the session (in localStorage or sessionStorage, see below). Exported
 * here, not from supabase.tsx, so the shell's boot script can see whether a session is stored
 * without loading supabase-js; defined with every other browser key in browser-data.tsx.
 */
export { AUTH_STORAGE_KEY };

export type Persistence = 'local' | 'session';

export interface AuthStorage {
  /** Handed to supabase-js as `auth.storage`. */
  adapter: SupportedStorage;
  /**
   * 'Onthoud mij', decided per login: ticked keeps the session in localStorage (it survives
   * closing the browser); unticked keeps it in sessionStorage, so it ends with the browser
   * session (and a new tab asks to log in again).
   */
  rememberNextSignIn(remember: boolean): void;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Private browsing modes may throw on any storage call; then the session just isn't kept. */
function guarded(store: KeyValueStore | undefined): KeyValueStore {
  return {
    getItem: (key) => {
      try {
        return store?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        store?.setItem(key, value);
      } catch (error) {
        console.error('[talentbrug] could not store the session', error);
      }
    },
    removeItem: (key) => {
      try {
        store?.removeItem(key);
      } catch {
        // Nothing stored there, nothing to remove.
      }
    },
  };
}

function browserStore(name: 'localStorage' | 'sessionStorage'): KeyValueStore | undefined {
  try {
    return globalThis[name];
  } catch {
    return undefined;
  }
}

/**
 * A storage adapter over localStorage and sessionStorage. A session is read from
 * whichever holds it; a write goes where the last login asked for, and otherwise stays
 * where the session already lives (token refreshes after a reload), defaulting to
 * localStorage for sessions that did not start with a login form (e-mail links).
 */
export function createAuthStorage(
  local: KeyValueStore | undefined = browserStore('localStorage'),
  session: KeyValueStore | undefined = browserStore('sessionStorage'),
): AuthStorage {
  const stores: Record<Persistence, KeyValueStore> = { local: guarded(local), session: guarded(session) };
  let chosen: Persistence | null = null;

  const adapter: SupportedStorage = {
    getItem: (key) => stores.session.getItem(key) ?? stores.local.getItem(key),
    setItem: (key, value) => {
      const target: Persistence = chosen ?? (stores.session.getItem(key) !== null ? 'session' : 'local');
      stores[target].setItem(key, value);
      stores[target === 'local' ? 'session' : 'local'].removeItem(key);
    },
    removeItem: (key) => {
      stores.local.removeItem(key);
      stores.session.removeItem(key);
    },
  };

  return {
    adapter,
    rememberNextSignIn: (remember) => {
      chosen = remember ? 'local' : 'session';
    },
  };
}

/**
 * Query and hash keys the auth service puts on the links it sends (confirmation, recovery) and on
 * its error redirects. Only supabase-js can finish such a link, so a page that carries one needs
 * it at once; the shell's boot script asks the same question.
 */
const AUTH_LINK_KEYS = [
  'access_token',
  'refresh_token',
  'code',
  'token_hash',
  'error',
  'error_code',
  'error_description',
];

export function carriesAuthLink(url: URL): boolean {
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  return AUTH_LINK_KEYS.some((key) => url.searchParams.has(key) || hash.has(key));
}

/** Whether either store holds a session (blocked storage holds none). */
export function hasStoredSession(
  stores: readonly (Pick<Storage, 'getItem'> | undefined)[] = [
    browserStore('localStorage'),
    browserStore('sessionStorage'),
  ],
): boolean {
  return stores.some((store) => {
    try {
      return !!store?.getItem(AUTH_STORAGE_KEY);
    } catch {
      return false;
    }
  });
}

/** The stored session as supabase-js wrote it, or null when there is none or it cannot be read. */
export function readStoredSession(
  stores: readonly (Pick<Storage, 'getItem'> | undefined)[] = [
    browserStore('sessionStorage'),
    browserStore('localStorage'),
  ],
): Session | null {
  for (const store of stores) {
    try {
      const value = store?.getItem(AUTH_STORAGE_KEY);
      if (!value) continue;
      const session = JSON.parse(value) as Partial<Session>;
      if (typeof session.access_token === 'string' && typeof session.expires_at === 'number' && session.user) {
        return session as Session;
      }
    } catch {
      // Blocked storage or a value supabase-js did not write: as good as none.
    }
  }
  return null;
}

/**
 * How long before its expiry a stored session needs supabase-js to refresh it. supabase-js
 * refreshes within 90 s of the expiry (three 30 s ticks); five minutes leave it room, also in
 * a background tab whose timers the browser delays to once a minute.
 */
export const REFRESH_LEAD_MS = 5 * 60_000;

/** Milliseconds the stored session can still be used without supabase-js (0 when it must refresh now). */
export function freshFor(session: Pick<Session, 'expires_at'>, now = Date.now()): number {
  return Math.max(0, (session.expires_at ?? 0) * 1000 - now - REFRESH_LEAD_MS);
}

/**
 * An access token's claims, read without verifying it (the server verifies): for the UI flow and the
 * boot script, never for a decision about access. Throws on a token that is no JWT.
 */
export function readTokenClaims(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1] ?? '';
  const base64 = payload
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(payload.length / 4) * 4, '=');
  return JSON.parse(atob(base64));
}

let written: string | null | undefined;

/**
 * Keeps the document cookies (`sessionCookies`, ADR 0017) in step with the session (the shell calls
 * it on every change of the auth state): written when the tokens change, cleared at sign-out.
 * `persistent` follows where supabase-js keeps the session (by default, read from the stores):
 * sessionStorage ends with the browser, so do the cookies, and such a session gets no refresh cookie.
 */
export function syncSessionCookie(
  session: CookieSession | null,
  {
    persistent = !hasStoredSession([browserStore('sessionStorage')]),
    doc = document,
  }: { persistent?: boolean; doc?: Document } = {},
): void {
  const key = session ? `${session.access_token} ${session.refresh_token ?? ''} ${persistent}` : null;
  if (key === written) return;
  written = key;
  const secure = doc.location?.protocol === 'https:';
  for (const cookie of sessionCookies(session, { persistent, secure, paths: protectedPaths() })) doc.cookie = cookie;
}
