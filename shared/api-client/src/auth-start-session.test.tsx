import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth, useAuthStore } from './auth.tsx';
import { peekAuthClient } from './auth-client.tsx';
import { AUTH_STORAGE_KEY } from './auth-storage.tsx';
import { fakeSession } from './testing/session.tsx';
import { sendJson, startTestServer, type TestServer } from './testing/test-server.tsx';

/** A returning athlete: her stored session needs supabase-js (refreshes) from the start. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((_request, res) => sendJson(res, 404, { code: 404, msg: 'Not found' }));
});
afterAll(() => server.close());

describe('startAuth with a stored session', () => {
  it('creates the client before it settles and the store holds the stored user', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(fakeSession({ email: 'noor@voorbeeld.nl' })));
    await startAuth({ supabaseUrl: server.url, supabasePublishableKey: 'sb_publishable_test' });
    expect(peekAuthClient()).not.toBeNull();
    await expect.poll(() => useAuthStore.getState().loading).toBe(false);
    expect(useAuthStore.getState().user?.email).toBe('noor@voorbeeld.nl');
  });
});
