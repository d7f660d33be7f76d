import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAuth, useAuthStore } from './auth.tsx';
import { peekAuthClient } from './auth-client.tsx';
import { AUTH_STORAGE_KEY } from './auth-storage.tsx';
import { fakeSession } from './testing/session.tsx';
import { sendJson, startTestServer, type TestServer } from './testing/test-server.tsx';

/**
 * How the page starts its auth (issue 15): supabase-js is created only when this visit needs
 * it. Each case runs in its own module state (vi.resetModules would split the shared client
 * from the store), so one file holds the visitor who signs in and another the returning one.
 */
let server: TestServer;
let signIns = 0;

beforeAll(async () => {
  server = await startTestServer((request, res) => {
    if (request.path === '/auth/v1/token') {
      signIns += 1;
      return sendJson(res, 200, fakeSession({ email: 'noor@voorbeeld.nl' }));
    }
    return sendJson(res, 404, { code: 404, error_code: 'not_found', msg: 'Not found' });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server.reset();
});

const store = () => useAuthStore.getState();

describe('startAuth for a visitor without a session', () => {
  it('settles the page as signed out without creating the supabase-js client', async () => {
    expect(store().loading).toBe(true);
    await startAuth({ supabaseUrl: server.url, supabasePublishableKey: 'sb_publishable_test' });
    expect(store()).toMatchObject({ loading: false, user: null, isAuthenticated: false });
    expect(peekAuthClient()).toBeNull();
  });

  it('creates the client with the first sign-in, which signs the visitor in and stores the session', async () => {
    const result = await store().signIn('noor@voorbeeld.nl', 'hockey2026');
    expect(result).toEqual({ success: true, mfaRequired: false });
    expect(signIns).toBe(1);
    expect(peekAuthClient()).not.toBeNull();
    expect(store().user?.email).toBe('noor@voorbeeld.nl');
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').access_token).toBeTruthy();
  });
});
