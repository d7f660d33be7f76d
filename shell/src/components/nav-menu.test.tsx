import { AuthProvider } from '@talentbrug/api-client/auth';
import { fakeSession, storeSession } from '@talentbrug/api-client/testing/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOfflineAuth } from '../testing/offline-auth.ts';
import { Nav, NavView, SECURITY_PATH } from './nav.tsx';

const renderNav = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <Nav />
        <Routes>
          <Route
            path="*"
            element={
              <p>
                pagina <a href="#verder">verder lezen</a>
              </p>
            }
          />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const menuPanel = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '') as HTMLElement;

describe('the mobile menu', () => {
  useOfflineAuth();

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

describe('the account menu (wide screens)', () => {
  useOfflineAuth();
  beforeEach(() => {
    storeSession(fakeSession({ email: 'sem.de.vries.met.een.lang.adres@voorbeeld-sportvereniging.nl' }));
  });

  const accountButton = () => screen.getByRole('button', { name: 'Account' });
  const accountPanel = () =>
    document.getElementById(accountButton().getAttribute('aria-controls') ?? '') as HTMLElement;
  const signedIn = async (path = '/dashboard') => {
    renderNav(path);
    return screen.findByRole('button', { name: 'Account' });
  };

  it("is a closed disclosure holding the whole address, 'Beveiliging' and 'Log uit'", async () => {
    await signedIn();
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
    expect(accountPanel().hasAttribute('data-open')).toBe(false);
    const panel = within(accountPanel());
    expect(panel.getByText('sem.de.vries.met.een.lang.adres@voorbeeld-sportvereniging.nl')).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Beveiliging' })).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Log uit' })).toBeTruthy();
  });

  it('opens with the keyboard, lets Tab reach its items, and closes on Escape with focus back on its button', async () => {
    await signedIn();
    accountButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(accountButton().getAttribute('aria-expanded')).toBe('true');
    expect(accountPanel().hasAttribute('data-open')).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(within(accountPanel()).getByRole('link', { name: 'Beveiliging' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(accountPanel()).getByRole('button', { name: 'Log uit' }));
    await userEvent.keyboard('{Escape}');
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(accountButton());
    await userEvent.keyboard(' ');
    expect(accountButton().getAttribute('aria-expanded')).toBe('true');
  });

  it('closes when focus moves on past its last item, and on a click outside it', async () => {
    await signedIn();
    await userEvent.click(accountButton());
    within(accountPanel()).getByRole('button', { name: 'Log uit' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'verder lezen' }));
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(accountButton());
    await userEvent.click(screen.getByText('pagina'));
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
  });

  it("closes when 'Beveiliging' is followed, which then shows as the current page", async () => {
    await signedIn();
    await userEvent.click(accountButton());
    await userEvent.click(within(accountPanel()).getByRole('link', { name: 'Beveiliging' }));
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
    expect(within(accountPanel()).getByRole('link', { name: 'Beveiliging' }).getAttribute('aria-current')).toBe('page');
  });

  it('signs out from the menu', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signedIn();
    await userEvent.click(accountButton());
    await userEvent.click(within(accountPanel()).getByRole('button', { name: 'Log uit' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
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
