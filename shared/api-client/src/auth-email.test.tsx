import type { Session } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from './auth.tsx';
import { initSupabase } from './supabase.tsx';
import { fakeSession } from './testing/session.tsx';
import { sendJson, startTestServer, type TestServer } from './testing/test-server.tsx';

/**
 * The store's e-mail calls through the real supabase-js client, against a server answering in
 * GoTrue's wire format: what a signup answers decides `signedIn` and `needsConfirmation`, which
 * the signup page and the onboarding's account step act on.
 */
type Answer = 'unconfirmed-session' | 'no-session' | 'confirmed-session';
let answer: Answer = 'unconfirmed-session';
let server: TestServer;

const withoutConfirmation = (session: Session): Session => ({
  ...session,
  user: { ...session.user, email_confirmed_at: undefined },
});

beforeAll(async () => {
  server = await startTestServer((request, res) => {
    const { email = 'x@voorbeeld.nl', token } = (request.body ?? {}) as { email?: string; token?: string };
    if (request.path === '/auth/v1/signup') {
      const session = fakeSession({ email });
      if (answer === 'no-session') return sendJson(res, 200, withoutConfirmation(session).user);
      return sendJson(res, 200, answer === 'confirmed-session' ? session : withoutConfirmation(session));
    }
    if (request.path === '/auth/v1/verify') {
      return token === '111222'
        ? sendJson(res, 200, fakeSession({ email }))
        : sendJson(res, 403, { code: 403, error_code: 'otp_expired', msg: 'Token has expired or is invalid' });
    }
    if (request.path === '/auth/v1/resend') return sendJson(res, 200, {});
    if (request.method === 'PUT' && request.path === '/auth/v1/user') {
      // GoTrue with the current password required: a reset link's session would need none.
      const { current_password: current } = (request.body ?? {}) as { current_password?: string };
      if (current === 'oud-wachtwoord') return sendJson(res, 200, fakeSession({ email: 'noor@voorbeeld.nl' }).user);
      const code = current ? 'current_password_invalid' : 'current_password_required';
      return sendJson(res, 400, {
        code: 400,
        error_code: code,
        msg: 'Current password required when setting new password.',
      });
    }
    return sendJson(res, 404, { code: 404, error_code: 'not_found', msg: 'Not found' });
  });
  initSupabase({ supabaseUrl: server.url, supabasePublishableKey: 'sb_publishable_test' });
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server.reset();
  useAuthStore.setState({ user: null, session: null, isAuthenticated: false, mfaRequired: false });
});

const store = () => useAuthStore.getState();
const metadata = { first_name: 'Noor', last_name: 'Bakker' };

describe('signUp', () => {
  it.each([
    ['unconfirmed-session', { success: true, signedIn: true, needsConfirmation: true }],
    ['no-session', { success: true, signedIn: false, needsConfirmation: true }],
    ['confirmed-session', { success: true, signedIn: true, needsConfirmation: false }],
  ] as const)('a signup answered with %s gives %j', async (mode, expected) => {
    answer = mode;
    expect(await store().signUp('noor@voorbeeld.nl', 'hockey2026', metadata)).toEqual(expected);
    expect(store().user?.email ?? null).toBe(expected.signedIn ? 'noor@voorbeeld.nl' : null);
  });

  it("sends the confirmation link back to the dashboard, or to the path it is given (the onboarding's)", async () => {
    answer = 'unconfirmed-session';
    await store().signUp('noor@voorbeeld.nl', 'hockey2026', metadata);
    await store().signUp('daan@voorbeeld.nl', 'hockey2026', metadata, { redirectPath: '/onboarding' });
    await store().resendVerification('daan@voorbeeld.nl', { redirectPath: '/onboarding' });
    const targets = server.requests.map((r) => [r.path, r.query.get('redirect_to')]);
    expect(targets).toEqual([
      ['/auth/v1/signup', `${window.location.origin}/dashboard`],
      ['/auth/v1/signup', `${window.location.origin}/onboarding`],
      ['/auth/v1/resend', `${window.location.origin}/onboarding`],
    ]);
  });
});

describe('verifyEmailCode', () => {
  it('confirms with the mail’s code and signs that account in', async () => {
    expect(await store().verifyEmailCode('noor@voorbeeld.nl', '111222')).toEqual({ success: true });
    expect(server.requests.at(-1)?.body).toMatchObject({ email: 'noor@voorbeeld.nl', token: '111222', type: 'signup' });
    expect(store().user?.email).toBe('noor@voorbeeld.nl');
    expect(store().user?.email_confirmed_at).toBeTruthy();
  });

  it('reports a wrong or expired code with its code, for the screen to say in Dutch', async () => {
    expect(await store().verifyEmailCode('noor@voorbeeld.nl', '000000')).toMatchObject({
      success: false,
      code: 'otp_expired',
      status: 403,
    });
    expect(store().user).toBeNull();
  });
});

describe('updatePassword', () => {
  it('sends the current password with the new one (GoTrue current_password), and none when not given', async () => {
    await store().verifyEmailCode('noor@voorbeeld.nl', '111222');
    expect(await store().updatePassword('nieuw-wachtwoord', 'oud-wachtwoord')).toEqual({ success: true });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/auth/v1/user',
      body: { password: 'nieuw-wachtwoord', current_password: 'oud-wachtwoord' },
    });

    expect(await store().updatePassword('nieuw-wachtwoord', 'geraden')).toMatchObject({
      success: false,
      code: 'current_password_invalid',
      status: 400,
    });
    // A reset link's session: the athlete forgot the current password, so the call carries none.
    expect(await store().updatePassword('nieuw-wachtwoord')).toMatchObject({ code: 'current_password_required' });
    expect(server.requests.at(-1)?.body).not.toHaveProperty('current_password');
  });
});
