import type { Session } from '@supabase/supabase-js';
import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { initSupabase } from '@talentbrug/api-client/supabase';
import { fakeSession, storeSession } from '@talentbrug/api-client/testing/session';
import { sendJson, startTestServer, type TestServer } from '@talentbrug/api-client/testing/test-server';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshIfConfirmed } from './email-confirmation.ts';
import { EmailConfirmationBanner } from './email-confirmation-banner.tsx';

// The banner's question to the service, unchanged but watched: a test can wait until it has had
// its answer and acted on it, instead of guessing how long that takes.
vi.mock('./email-confirmation.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./email-confirmation.ts')>();
  return { ...actual, refreshIfConfirmed: vi.fn(actual.refreshIfConfirmed) };
});

/** A session right after sign-up, before the address is confirmed (Supabase's unverified sign-in). */
function unconfirmedSession(email = 'sem@voorbeeld.nl'): Session {
  const session = fakeSession({ email });
  const { email_confirmed_at: _confirmed, ...user } = session.user;
  return { ...session, user };
}

/**
 * The auth service's two answers the banner may ask for, on a real socket: the user as the
 * service knows it now, and a refreshed session carrying that user.
 */
let authService: TestServer;
let confirmedOnServer = false;
const serverUser = () => {
  const { user } = unconfirmedSession();
  return confirmedOnServer ? { ...user, email_confirmed_at: new Date().toISOString() } : user;
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <EmailConfirmationBanner />
        <Routes>
          <Route
            path="*"
            element={
              <main id="main" tabIndex={-1}>
                <Link to="/matches">Matches</Link>
              </main>
            }
          />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );

const banner = () => screen.queryByRole('region', { name: 'E-mailadres bevestigen' });

describe('EmailConfirmationBanner', () => {
  beforeAll(async () => {
    authService = await startTestServer(({ method, path }, res) => {
      if (method === 'GET' && path === '/auth/v1/user') return sendJson(res, 200, serverUser());
      if (method === 'POST' && path === '/auth/v1/token') {
        return sendJson(res, 200, { ...fakeSession(), refresh_token: 'refresh-token-2', user: serverUser() });
      }
      sendJson(res, 404, { code: 404, msg: 'not found' });
    });
    initSupabase({ supabaseUrl: authService.url, supabasePublishableKey: 'sb_publishable_test' });
  });
  afterAll(() => authService.close());
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    confirmedOnServer = false;
    authService.reset();
    vi.mocked(refreshIfConfirmed).mockClear();
    useAuthStore.setState({ user: null, session: null, loading: true, error: null });
  });
  afterEach(cleanup);

  it('asks a signed-in athlete with an unconfirmed address to confirm it, with the way to do so', async () => {
    storeSession(unconfirmedSession());
    renderAt('/dashboard');
    const region = await screen.findByRole('region', { name: 'E-mailadres bevestigen' });
    expect(region.textContent).toContain('Bevestig je e-mailadres: we hebben een mail gestuurd naar sem@voorbeeld.nl.');
    expect(within(region).getByRole('link', { name: 'Code invullen of opnieuw sturen' }).getAttribute('href')).toBe(
      '/verify-email',
    );
  });

  it('is not shown on /verify-email itself, nor to a confirmed or signed-out visitor', async () => {
    storeSession(unconfirmedSession());
    renderAt('/verify-email');
    await screen.findByRole('link', { name: 'Matches' });
    await act(() => authService.received('GET', '/auth/v1/user'));
    expect(banner()).toBeNull();
    // Going on from there brings it back.
    await userEvent.click(screen.getByRole('link', { name: 'Matches' }));
    expect(banner()).not.toBeNull();
    cleanup();

    localStorage.clear();
    storeSession(fakeSession());
    useAuthStore.setState({ user: null, session: null, loading: true });
    renderAt('/dashboard');
    await waitFor(() => expect(useAuthStore.getState().user?.email).toBe('sem@voorbeeld.nl'));
    expect(banner()).toBeNull();
    cleanup();

    localStorage.clear();
    useAuthStore.setState({ user: null, session: null, loading: true });
    renderAt('/dashboard');
    expect(banner()).toBeNull();
  });

  it('closes for the rest of the visit, also after a reload, and only for this account', async () => {
    storeSession(unconfirmedSession());
    renderAt('/dashboard');
    await screen.findByRole('region', { name: 'E-mailadres bevestigen' });
    await userEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(banner()).toBeNull();
    expect(document.activeElement?.id).toBe('main');

    cleanup();
    renderAt('/matches');
    await screen.findByRole('link', { name: 'Matches' });
    expect(banner()).toBeNull();

    cleanup();
    localStorage.clear();
    const other = unconfirmedSession('lotte@voorbeeld.nl');
    storeSession({ ...other, user: { ...other.user, id: '6f1c2f1e-0000-4000-8000-000000000002' } });
    useAuthStore.setState({ user: null, session: null, loading: true });
    renderAt('/matches');
    expect((await screen.findByRole('region', { name: 'E-mailadres bevestigen' })).textContent).toContain(
      'lotte@voorbeeld.nl',
    );
  });

  it('goes once the auth state holds the confirmed user (the code typed on /verify-email)', async () => {
    storeSession(unconfirmedSession());
    renderAt('/dashboard');
    await screen.findByRole('region', { name: 'E-mailadres bevestigen' });
    act(() => useAuthStore.setState({ user: fakeSession().user }));
    expect(banner()).toBeNull();
  });

  it('goes without a click once the address was confirmed elsewhere, e.g. on the phone', async () => {
    confirmedOnServer = true;
    storeSession(unconfirmedSession());
    renderAt('/dashboard');
    await screen.findByRole('region', { name: 'E-mailadres bevestigen' });
    await act(() => authService.received('POST', '/auth/v1/token'));
    await waitFor(() => expect(banner()).toBeNull());
    expect(useAuthStore.getState().user?.email_confirmed_at).toBeTruthy();
  });

  it('stays, and refreshes nothing, while the service says the address is unconfirmed; asks again when the tab comes back', async () => {
    storeSession(unconfirmedSession());
    renderAt('/dashboard');
    await screen.findByRole('region', { name: 'E-mailadres bevestigen' });
    await act(() => authService.received('GET', '/auth/v1/user'));
    const [asked] = vi.mocked(refreshIfConfirmed).mock.results;
    expect(await act(() => asked?.value)).toBe(false);
    expect(authService.requests.some((r) => r.path === '/auth/v1/token')).toBe(false);
    expect(banner()).not.toBeNull();

    // Confirmed on the phone meanwhile; the athlete comes back to this tab.
    confirmedOnServer = true;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => authService.received('POST', '/auth/v1/token'));
    await waitFor(() => expect(banner()).toBeNull());
  });
});
