import type { Session } from '@supabase/supabase-js';
import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { fakeSession } from '@talentbrug/api-client/testing/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LinkExpiredNotice } from './link-expired-notice.tsx';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <LinkExpiredNotice />
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );

const notice = () => screen.queryByRole('region', { name: 'Verlopen link' });
const DEAD = { code: 'otp_expired' };

function signedInAs(session: Session) {
  useAuthStore.setState({ session, user: session.user, isAuthenticated: true });
}

function unconfirmed(): Session {
  const session = fakeSession();
  const { email_confirmed_at: _confirmed, ...user } = session.user;
  return { ...session, user };
}

describe('LinkExpiredNotice: a used or expired mail link', () => {
  beforeEach(() => {
    useAuthStore.setState({ user: null, session: null, isAuthenticated: false, loading: false, linkError: null });
  });
  afterEach(cleanup);

  it('says so to a visitor sent to /login, with the way to a new confirmation mail', async () => {
    useAuthStore.setState({ linkError: DEAD });
    renderAt('/login');
    const region = notice();
    expect(region?.textContent).toContain('Deze link is verlopen of al gebruikt.');
    expect(region?.textContent).toContain('Al bevestigd? Dan log je gewoon in.');
    expect(region?.textContent).not.toMatch(/invalid|expired/i);
    const link = within(region as HTMLElement).getByRole('link', { name: 'Vraag een nieuwe bevestigingsmail aan' });
    expect(link.getAttribute('href')).toBe('/verify-email');
    await userEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/verify-email');
    expect(notice()).toBeNull();
  });

  it('offers a signed-in athlete whose address is unconfirmed a new mail, and closes', async () => {
    signedInAs(unconfirmed());
    useAuthStore.setState({ linkError: DEAD });
    renderAt('/dashboard');
    expect(notice()?.textContent).toContain('Deze link is verlopen of al gebruikt.');
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe bevestigingsmail aan' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Melding over de verlopen link sluiten' }));
    expect(notice()).toBeNull();
    expect(useAuthStore.getState().linkError).toBeNull();
  });

  it('tells an athlete whose address is confirmed already that nothing is left to do', () => {
    signedInAs(fakeSession());
    useAuthStore.setState({ linkError: DEAD });
    renderAt('/dashboard');
    expect(notice()?.textContent).toContain('Je e-mailadres is al bevestigd: je hoeft niets meer te doen.');
    expect(screen.queryByRole('link', { name: 'Vraag een nieuwe bevestigingsmail aan' })).toBeNull();
  });

  it('leaves /reset-password to say it itself, and shows nothing without a dead link', () => {
    useAuthStore.setState({ linkError: DEAD });
    renderAt('/reset-password');
    expect(notice()).toBeNull();
    cleanup();
    useAuthStore.setState({ linkError: null });
    renderAt('/login');
    expect(notice()).toBeNull();
  });
});
