import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLinkError, startAuth, useAuthStore, withoutAuthLinkError } from './auth.tsx';
import { peekAuthClient } from './auth-client.tsx';
import { AUTH_STORAGE_KEY } from './auth-storage.tsx';
import { fakeSession } from './testing/session.tsx';
import { sendJson, startTestServer, type TestServer } from './testing/test-server.tsx';

/**
 * A used or expired mail link: the auth service sends the browser back with its refusal in the
 * address (`#error=access_denied&error_code=otp_expired&error_description=…`). The page keeps the
 * refusal for the screens to say in Dutch, and the address bar loses it before anything renders,
 * so neither the athlete nor a `?redirect=` to /login ever shows the English.
 */
const DEAD_LINK =
  '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((_request, res) => sendJson(res, 404, { code: 404, msg: 'Not found' }));
});
afterAll(() => server.close());

describe('authLinkError', () => {
  it('reads the refusal from the fragment (implicit links) or the query (PKCE links)', () => {
    expect(authLinkError(new URL(`http://x.nl/dashboard${DEAD_LINK}`))).toEqual({ code: 'otp_expired' });
    expect(authLinkError(new URL('http://x.nl/dashboard?error=access_denied&error_code=otp_expired'))).toEqual({
      code: 'otp_expired',
    });
    expect(authLinkError(new URL('http://x.nl/dashboard#error=server_error'))).toEqual({ code: 'server_error' });
    expect(authLinkError(new URL('http://x.nl/reset-password#access_token=a.b.c&type=recovery'))).toBeNull();
    expect(authLinkError(new URL('http://x.nl/matches#coaches'))).toBeNull();
  });

  it('gives the address without it, keeping the rest of the query', () => {
    expect(withoutAuthLinkError(new URL(`http://x.nl/dashboard${DEAD_LINK}`))).toBe('/dashboard');
    expect(withoutAuthLinkError(new URL(`http://x.nl/onboarding?stap=2${DEAD_LINK}`))).toBe('/onboarding?stap=2');
    expect(
      withoutAuthLinkError(new URL('http://x.nl/login?redirect=%2Fdossier&error=access_denied&error_code=otp_expired')),
    ).toBe('/login?redirect=%2Fdossier');
  });
});

describe('startAuth after a dead link', () => {
  it('keeps the refusal, cleans the address and leaves the stored session signed in', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify(fakeSession({ email: 'noor@voorbeeld.nl', expiresIn: 3600 })),
    );
    window.history.replaceState(null, '', `/dashboard${DEAD_LINK}`);
    await startAuth({ supabaseUrl: server.url, supabasePublishableKey: 'sb_publishable_test' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/dashboard');
    expect(window.location.href.endsWith('#')).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ linkError: { code: 'otp_expired' }, isAuthenticated: true });
    // Nothing is left for supabase-js to finish: the page starts as any other visit.
    expect(peekAuthClient()).toBeNull();

    useAuthStore.getState().clearLinkError();
    expect(useAuthStore.getState().linkError).toBeNull();
  });
});
