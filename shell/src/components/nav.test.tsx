import { AuthProvider, STAND_IN_SESSION_KEY, useAuthStore } from '@talentbrug/api-client/auth';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ user: null, loading: true, error: null });
  });
  afterEach(cleanup);

  it('lists the six items of the spec in order', () => {
    renderNav('/');
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual(['Home', 'Dashboard', 'Matches', 'AI Coach', 'Profiel', 'Onboarding']);
    expect(NAV_ITEMS).toHaveLength(6);
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
    localStorage.setItem(STAND_IN_SESSION_KEY, JSON.stringify({ id: 'u1', email: 'sem@voorbeeld.nl' }));
    renderNav('/dashboard');
    expect(await screen.findByText('sem@voorbeeld.nl')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log uit' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(localStorage.getItem(STAND_IN_SESSION_KEY)).toBeNull();
  });
});
