import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { initSupabase } from '@talentbrug/api-client/supabase';
import { fakeSession, OFFLINE_CONFIG, storeSession } from '@talentbrug/api-client/testing/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Nav, NavView, SECURITY_PATH } from './nav.tsx';

const renderNav = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <Nav />
        <Routes>
          <Route path="*" element={<p>pagina</p>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const menuPanel = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '') as HTMLElement;

describe('the mobile menu', () => {
  beforeAll(() => {
    initSupabase(OFFLINE_CONFIG);
  });
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useAuthStore.setState({ user: null, session: null, loading: true, error: null });
  });
  afterEach(cleanup);

  it('is a button that controls the panel with the navigation, closed at first', () => {
    renderNav();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuPanel()).not.toBeNull();
    expect(within(menuPanel()).getByRole('navigation', { name: 'Hoofdmenu' })).toBeTruthy();
  });

  it('opens and closes with the button', async () => {
    renderNav();
    await userEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderNav();
    await userEvent.click(menuButton());
    await userEvent.tab();
    expect(menuPanel().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes when the visitor follows a link', async () => {
    renderNav('/');
    await userEvent.click(menuButton());
    await userEvent.click(within(menuPanel()).getByRole('link', { name: 'Onboarding' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(within(menuPanel()).getByRole('link', { name: 'Onboarding' }).getAttribute('aria-current')).toBe('page');
  });

  it("offers 'Beveiliging' next to the e-mail and 'Log uit' when signed in", async () => {
    storeSession(fakeSession({ email: 'sem@voorbeeld.nl' }));
    renderNav('/dashboard');
    expect(await screen.findByText('sem@voorbeeld.nl')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Beveiliging' }).getAttribute('href')).toBe(SECURITY_PATH);
    expect(screen.getByRole('button', { name: 'Log uit' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});

describe('NavView (the prerendered header)', () => {
  afterEach(cleanup);
  const noop = () => undefined;

  it("renders the signed-out header with a closed menu and 'Log in', without any auth state", () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <NavView email={null} onSignOut={noop} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Beveiliging' })).toBeNull();
  });
});
