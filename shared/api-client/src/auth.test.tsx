import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AuthProvider,
  accessTokenAal,
  authLinkType,
  needsSecondFactor,
  nextAuthState,
  qrCodeImageUrl,
  toAuthResult,
  useAuth,
  useAuthStore,
} from './auth.tsx';
import { EMAIL_BANNER_DISMISSED_KEY, ONBOARDING_DRAFT_KEY } from './browser-data.tsx';
import { AUTH_STORAGE_KEY, getSupabase, initSupabase } from './supabase.tsx';
import { fakeSession, OFFLINE_CONFIG, storeSession } from './testing/session.tsx';

function Probe() {
  const { loading, user, mfaRequired } = useAuth();
  if (loading) return <p>laden</p>;
  return <p>{user?.email ?? (mfaRequired ? 'code nodig' : 'niemand')}</p>;
}

const renderProbe = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

const initial = useAuthStore.getState();

describe('useAuth', () => {
  afterEach(cleanup);

  it('throws the spec message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('auth state transitions', () => {
  const plain = fakeSession();
  const withFactor = fakeSession({ verifiedFactor: true });
  const secondFactorDone = fakeSession({ verifiedFactor: true, aal: 'aal2' });

  it.each(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'MFA_CHALLENGE_VERIFIED'] as const)(
    '%s stores the user and session',
    (event) => {
      expect(nextAuthState(event, plain)).toMatchObject({
        user: plain.user,
        session: plain,
        isAuthenticated: true,
        mfaRequired: false,
      });
    },
  );

  it('SIGNED_OUT clears user and session', () => {
    expect(nextAuthState('SIGNED_OUT', null)).toEqual({
      user: null,
      session: null,
      isAuthenticated: false,
      mfaRequired: false,
      passwordRecovery: false,
    });
  });

  it('PASSWORD_RECOVERY stores the session and marks the recovery; a later SIGNED_IN clears the mark', () => {
    expect(nextAuthState('PASSWORD_RECOVERY', plain)).toMatchObject({ session: plain, passwordRecovery: true });
    expect(nextAuthState('SIGNED_IN', plain)).toMatchObject({ passwordRecovery: false });
    expect(nextAuthState('TOKEN_REFRESHED', plain)).not.toHaveProperty('passwordRecovery');
  });

  it('holds the user back until a verified second factor is entered (aal1 -> aal2)', () => {
    expect(nextAuthState('SIGNED_IN', withFactor)).toMatchObject({ user: null, session: null, mfaRequired: true });
    expect(nextAuthState('MFA_CHALLENGE_VERIFIED', secondFactorDone)).toMatchObject({
      user: secondFactorDone.user,
      mfaRequired: false,
      isAuthenticated: true,
    });
  });

  it('reads the aal claim of an access token and decides on the second factor', () => {
    expect(accessTokenAal(secondFactorDone.access_token)).toBe('aal2');
    expect(accessTokenAal('not-a-token')).toBeNull();
    expect(needsSecondFactor(plain)).toBe(false);
    expect(needsSecondFactor(withFactor)).toBe(true);
    expect(needsSecondFactor(secondFactorDone)).toBe(false);
    expect(needsSecondFactor(null)).toBe(false);
  });
});

describe('authLinkType', () => {
  it('names the link that carries a session, so the confirmation link can say it confirmed (issue 32, item 9)', () => {
    expect(authLinkType(new URL('http://x.nl/onboarding#access_token=a.b.c&refresh_token=r&type=signup'))).toBe(
      'signup',
    );
    expect(authLinkType(new URL('http://x.nl/reset-password#access_token=a.b.c&type=recovery'))).toBe('recovery');
    expect(authLinkType(new URL('http://x.nl/onboarding#error=access_denied&error_code=otp_expired'))).toBeNull();
    expect(authLinkType(new URL('http://x.nl/onboarding?stap=2'))).toBeNull();
  });
});

describe('toAuthResult', () => {
  it('keeps the message, code and status of a service error', () => {
    expect(
      toAuthResult(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), 'Login failed'),
    ).toEqual({ success: false, error: 'Invalid login credentials', code: 'invalid_credentials', status: 400 });
  });

  it("falls back to the spec's English message when the service sent none", () => {
    expect(toAuthResult(new AuthApiError('', 500, undefined), 'Login failed').error).toBe('Login failed');
    expect(toAuthResult(new AuthApiError('', 500, undefined), 'Signup failed').error).toBe('Signup failed');
    expect(toAuthResult(new AuthApiError('', 500, undefined), 'Logout failed').error).toBe('Logout failed');
  });

  it('marks an unreachable service with status 0 and passes weak-password reasons on', () => {
    expect(toAuthResult(new AuthRetryableFetchError('Failed to fetch', 0), 'Login failed').status).toBe(0);
    expect(
      toAuthResult(new AuthWeakPasswordError('Password should be at least 8 characters.', 422, ['length']), 'x'),
    ).toMatchObject({ code: 'weak_password', reasons: ['length'] });
  });
});

describe('qrCodeImageUrl', () => {
  it('encodes the SVG so a colour such as #000 cannot end the data URL', () => {
    const url = qrCodeImageUrl('data:image/svg+xml;utf-8,<svg fill="#000"></svg>');
    expect(url).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg fill="#000"></svg>')}`);
    expect(url).not.toContain('#');
  });
});

describe('AuthProvider with the real supabase-js client', () => {
  beforeAll(() => {
    initSupabase(OFFLINE_CONFIG);
  });
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useAuthStore.setState({ ...initial, loading: true });
  });
  afterEach(cleanup);

  it('loads until the stored session is checked, then shows nobody', async () => {
    renderProbe();
    expect(screen.getByText('laden')).toBeTruthy();
    expect(await screen.findByText('niemand')).toBeTruthy();
  });

  it('restores a stored session without asking the server', async () => {
    storeSession(fakeSession({ email: 'lotte@voorbeeld.nl' }));
    renderProbe();
    expect(await screen.findByText('lotte@voorbeeld.nl')).toBeTruthy();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('asks for the second factor when the stored session is aal1 and a factor is verified', async () => {
    storeSession(fakeSession({ verifiedFactor: true }));
    renderProbe();
    expect(await screen.findByText('code nodig')).toBeTruthy();
  });

  it.each(['access_token', 'refresh_token', 'expires_at'] as const)(
    'removes a stored session that lacks %s',
    async (field) => {
      const { [field]: _dropped, ...incomplete } = fakeSession();
      storeSession(incomplete);
      renderProbe();
      expect(await screen.findByText('niemand')).toBeTruthy();
      expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    },
  );

  it('pauses auto refresh while the tab is hidden and resumes when it is visible', async () => {
    const auth = getSupabase().auth;
    const start = vi.spyOn(auth, 'startAutoRefresh');
    const stop = vi.spyOn(auth, 'stopAutoRefresh');
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    renderProbe();
    await screen.findByText('niemand');
    expect(start).toHaveBeenCalledTimes(1);

    visibility = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(stop).toHaveBeenCalledTimes(1);

    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(start).toHaveBeenCalledTimes(2);

    cleanup();
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('logs a failed session read and treats it as signed out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(getSupabase().auth, 'getSession').mockRejectedValueOnce(new Error('storage broke'));
    renderProbe();
    expect(await screen.findByText('niemand')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('[talentbrug] could not read the stored session', expect.any(Error));
  });

  it('reports an unreachable service on sign-in with status 0 and keeps the message as the error state', async () => {
    renderProbe();
    await screen.findByText('niemand');
    const result = await useAuthStore.getState().signIn('sem@voorbeeld.nl', 'geheim123');
    expect(result).toMatchObject({ success: false, status: 0 });
    expect(result.error).toBeTruthy();
    expect(useAuthStore.getState().error).toBe(result.error);
  });

  it('signs out on this device even when the server cannot be told', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeSession(fakeSession({ email: 'lotte@voorbeeld.nl' }));
    renderProbe();
    await screen.findByText('lotte@voorbeeld.nl');
    let result: Awaited<ReturnType<ReturnType<typeof useAuthStore.getState>['signOut']>> | undefined;
    await act(async () => {
      result = await useAuthStore.getState().signOut();
    });
    expect(result).toEqual({ success: true });
    expect(await screen.findByText('niemand')).toBeTruthy();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('forgets everything the product kept about the athlete at sign-out (issue 32, item 4)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeSession(fakeSession({ email: 'lotte@voorbeeld.nl' }));
    localStorage.setItem(ONBOARDING_DRAFT_KEY, '{"state":{"data":{"personal":{"firstName":"Lotte"}}}}');
    sessionStorage.setItem(EMAIL_BANNER_DISMISSED_KEY, 'user-1');
    renderProbe();
    await screen.findByText('lotte@voorbeeld.nl');
    await act(async () => {
      await useAuthStore.getState().signOut();
    });
    expect(Object.keys(localStorage)).toEqual([]);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it("keeps a visitor's draft when a half sign-in (the second factor never entered) is cancelled", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeSession(fakeSession({ verifiedFactor: true }));
    localStorage.setItem(ONBOARDING_DRAFT_KEY, '{"state":{"data":{"personal":{"firstName":"Lotte"}}}}');
    renderProbe();
    await screen.findByText('code nodig');
    await act(async () => {
      await useAuthStore.getState().signOut();
    });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(ONBOARDING_DRAFT_KEY)).not.toBeNull();
  });
});
