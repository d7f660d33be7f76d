import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentAccessToken } from './api.tsx';
import { startAuth, useAuthStore } from './auth.tsx';
import { peekAuthClient } from './auth-client.tsx';
import { AUTH_STORAGE_KEY } from './auth-storage.tsx';
import { fakeSession } from './testing/session.tsx';
import { sendJson, startTestServer, type TestServer } from './testing/test-server.tsx';

/**
 * A returning athlete (issue 15): a stored session far from its expiry serves the first paint
 * and the API calls without supabase-js; one about to expire loads it at once to refresh.
 */
let server: TestServer;
let refreshes = 0;

beforeAll(async () => {
  server = await startTestServer((request, res) => {
    if (request.path === '/auth/v1/token') {
      refreshes += 1;
      return sendJson(res, 200, fakeSession({ email: 'noor@voorbeeld.nl', expiresIn: 3600 }));
    }
    return sendJson(res, 404, { code: 404, msg: 'Not found' });
  });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const config = () => ({ supabaseUrl: server.url, supabasePublishableKey: 'sb_publishable_test' });

describe('startAuth with a stored session', () => {
  it('shows the athlete signed in and gives the API her token, all without creating the client', async () => {
    const session = fakeSession({ email: 'noor@voorbeeld.nl', expiresIn: 3600 });
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    await startAuth(config());
    expect(useAuthStore.getState()).toMatchObject({ loading: false, isAuthenticated: true });
    expect(useAuthStore.getState().user?.email).toBe('noor@voorbeeld.nl');
    expect(await currentAccessToken()).toBe(session.access_token);
    expect(peekAuthClient()).toBeNull();
  });

  it('loads the client for an API call once the stored token is about to expire, which refreshes it', async () => {
    const expiring = fakeSession({ email: 'noor@voorbeeld.nl', expiresIn: 60 });
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(expiring));
    const token = await currentAccessToken();
    expect(peekAuthClient()).not.toBeNull();
    expect(refreshes).toBe(1);
    expect(token).toBeTruthy();
    expect(token).not.toBe(expiring.access_token);
    await expect.poll(() => useAuthStore.getState().session?.access_token).toBe(token);
  });
});
