import { AuthProvider } from '@talentbrug/api-client/auth';
import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/supabase';
import { fakeSession, storeSession } from '@talentbrug/api-client/testing/session';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useOfflineAuth } from '../testing/offline-auth.ts';
import { NAV_ITEMS, Nav } from './nav.tsx';

const renderNav = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <Nav />
      </AuthProvider>
    </MemoryRouter>,
  );

describe('Nav', () => {
  useOfflineAuth();

  it('lists the six items of the spec in order, with one spelling of AI-coach, then those of later remotes', () => {
    renderNav('/');
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels.slice(0, 6)).toEqual(['Home', 'Dashboard', 'Matches', 'AI-coach', 'Profiel', 'Onboarding']);
    // Items a remote added since (npm run new-remote --nav: the dossier's) follow, in the route table's order.
    expect(labels).toEqual(NAV_ITEMS.map((route) => route.nav?.label));
  });

  it('highlights only the active item', () => {
    renderNav('/matches');
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).getByRole('link', { name: 'Matches' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it("shows a 'Log in' link when signed out", async () => {
    renderNav('/');
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Log uit' })).toBeNull();
  });

  it("shows the e-mail and 'Log uit' when signed in, and signs out", async () => {
    // The server cannot be told (nothing listens), yet this device is signed out.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeSession(fakeSession({ email: 'sem@voorbeeld.nl' }));
    renderNav('/dashboard');
    expect(await screen.findByText('sem@voorbeeld.nl')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log uit' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});
