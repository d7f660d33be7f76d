import type { RouteDef } from '@talentbrug/domain/contracts/routes';
import { browserFocus } from '@talentbrug/ui/testing/focus';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useEffect, useRef } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RemotePage } from '../remotes/remote-page.tsx';
import { RouteFocus } from './route-focus.tsx';
import { ShellLayout } from './shell-layout.tsx';

let n = 0;
// A remote page of its own per test (loaded pages are remembered), downloaded when `arrive` is called.
function slowRemote(Page: ComponentType) {
  let arrive = () => {};
  const loaded = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: Page });
  });
  const route: RouteDef = { path: '/x', remote: 'landing', module: `./Slow${++n}`, title: 'Test', protected: false };
  return { element: <RemotePage route={route} load={() => loaded} />, arrive: () => arrive() };
}

/** A page whose button leads on, as signup, the wizard's submit and an account deletion do. */
function LeavingPage() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Mijn profiel</h1>
      <button type="button" onClick={() => navigate('/home', { replace: true })}>
        Verwijder
      </button>
      <Link to="/wizard">Naar de onboarding</Link>
    </>
  );
}

function renderShell(routes: Record<string, React.ReactNode>) {
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <RouteFocus />
      <ShellLayout
        header={
          <header>
            <Link to="/dashboard">Dashboard</Link>
          </header>
        }
      >
        <Routes>
          <Route path="/profile" element={<LeavingPage />} />
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </ShellLayout>
    </MemoryRouter>,
  );
}

describe('the focus after a navigation', () => {
  afterEach(cleanup);

  it('goes to the new page’s heading once its remote has loaded, not to <body>', async () => {
    const home = slowRemote(() => <h1>Welkom bij Talentbrug</h1>);
    renderShell({ '/home': home.element });
    await userEvent.click(screen.getByRole('button', { name: 'Verwijder' }));
    expect(browserFocus()).toBe(document.body);
    home.arrive();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welkom bij Talentbrug' });
    await waitFor(() => expect(browserFocus()).toBe(heading));
  });

  it('follows a link the keyboard pressed to the heading of a page that is there at once', async () => {
    renderShell({ '/wizard': <h1>Onboarding</h1> });
    screen.getByRole('link', { name: 'Naar de onboarding' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(browserFocus()).toBe(screen.getByRole('heading', { name: 'Onboarding' }));
  });

  it('moves it from a link of the header, which stays, to the new page’s heading, which a screen reader reads out', async () => {
    renderShell({ '/dashboard': <h1>Dashboard</h1> });
    const link = screen.getByRole('link', { name: 'Dashboard' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(link.isConnected).toBe(true);
    expect(browserFocus()).toBe(screen.getByRole('heading', { name: 'Dashboard' }));
  });

  it('leaves the focus where a page put it itself', async () => {
    function FocusingPage() {
      const input = useRef<HTMLInputElement>(null);
      useEffect(() => input.current?.focus(), []);
      return (
        <>
          <h1>Stap 1</h1>
          <input ref={input} aria-label="Voornaam" />
        </>
      );
    }
    renderShell({ '/wizard': <FocusingPage /> });
    await userEvent.click(screen.getByRole('link', { name: 'Naar de onboarding' }));
    expect(browserFocus()).toBe(screen.getByRole('textbox', { name: 'Voornaam' }));
  });

  it('leaves the first page of a visit alone', () => {
    renderShell({});
    expect(browserFocus()).toBe(document.body);
  });
});
