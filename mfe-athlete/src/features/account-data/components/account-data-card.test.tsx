import type { Session } from '@supabase/supabase-js';
import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { AUTH_STORAGE_KEY, getSupabase, initSupabase } from '@talentbrug/api-client/supabase';
import { fakeSession, storeSession } from '@talentbrug/api-client/testing/session';
import { sendJson, startTestServer, type TestServer } from '@talentbrug/api-client/testing/test-server';
import { browserFocus } from '@talentbrug/ui/testing/focus';
import { TOAST_TEXTS, Toaster } from '@talentbrug/ui/toast';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'react-toastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountDataCard } from './account-data-card.tsx';

declare const jsdom: { reconfigure(options: { url: string }): void };

const EMAIL = 'sem@voorbeeld.nl';
const PASSWORD = 'Juist-wachtwoord-1';
const CODE = '246810';
const FACTOR_ID = 'f0000000-0000-4000-8000-000000000001';
const ZIP = Buffer.from('PK\u0003\u0004 een zip van Sem');

let server: TestServer;
let withFactor = false;
let exportFails = false;
/** The tokens the fake auth service handed out on the re-authentication, newest last. */
let issued: string[] = [];

/** A session the re-authentication gets: a token of its own, distinct from the page's session. */
function freshSession(aal: 'aal1' | 'aal2'): Session {
  const session = fakeSession({ email: EMAIL, aal, verifiedFactor: withFactor, expiresIn: 3000 + issued.length });
  issued.push(session.access_token);
  return session;
}

beforeAll(async () => {
  // The page, the API and the auth service on one origin, in GoTrue's wire format where it is auth.
  server = await startTestServer((request, res) => {
    const body = (request.body ?? {}) as Record<string, string>;
    switch (`${request.method} ${request.path}`) {
      case 'GET /app-config.json':
        return sendJson(res, 200, { supabaseUrl: server.url, supabasePublishableKey: 'sb_publishable_test' });
      case 'POST /auth/v1/token':
        if (body.email === EMAIL && body.password === PASSWORD) return sendJson(res, 200, freshSession('aal1'));
        return sendJson(res, 400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
      case 'GET /auth/v1/user':
        return sendJson(res, 200, fakeSession({ email: EMAIL, verifiedFactor: withFactor }).user);
      case `POST /auth/v1/factors/${FACTOR_ID}/challenge`:
        return sendJson(res, 200, { id: 'c1', type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 });
      case `POST /auth/v1/factors/${FACTOR_ID}/verify`:
        if (body.code === CODE) return sendJson(res, 200, freshSession('aal2'));
        return sendJson(res, 422, {
          code: 422,
          error_code: 'mfa_verification_failed',
          msg: 'Invalid TOTP code entered',
        });
      case 'POST /auth/v1/logout':
        return sendJson(res, 204, null);
      case 'GET /api/account/export':
        if (exportFails) return sendJson(res, 500, { error: 'Er ging iets mis' });
        res.writeHead(200, { 'Content-Type': 'application/zip', 'Access-Control-Allow-Origin': '*' });
        return res.end(ZIP);
      case 'DELETE /api/account':
        return sendJson(res, 200, { deleted: true, files: 2 });
      default:
        return sendJson(res, 404, { error: 'Niet gevonden' });
    }
  });
  jsdom.reconfigure({ url: `${server.url}/profile` });
  initSupabase({ supabaseUrl: server.url, supabasePublishableKey: 'sb_publishable_test' });
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  withFactor = false;
  exportFails = false;
  issued = [];
  server.reset();
  useAuthStore.setState({ user: null, session: null, isAuthenticated: false, loading: true, error: null });
});
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.restoreAllMocks();
});

/** The stored session as the home page found it on its first render, right after a deletion. */
let storedAtHome: string | null | undefined;
function HomePage() {
  const [stored] = useState(() => localStorage.getItem(AUTH_STORAGE_KEY));
  storedAtHome = stored;
  return <h1>Startpagina</h1>;
}

function renderCard() {
  // With a verified factor the page's session is aal2, as it is once the athlete is in.
  const session = fakeSession({ email: EMAIL, verifiedFactor: withFactor, aal: withFactor ? 'aal2' : 'aal1' });
  storeSession(session);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <AuthProvider>
        <QueryClientProvider client={client}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/profile" element={<AccountDataCard />} />
          </Routes>
          <Toaster />
        </QueryClientProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
  return { session };
}

/** The shell's toast region, there from the first toast on (react-toastify loads with it). */
const toasts = () => screen.findByRole('region', { name: TOAST_TEXTS.region });
const calls = (method: string, path: string) =>
  server.requests.filter((request) => request.method === method && request.path === path);

/**
 * Waits until the page's sign-out after a deletion has finished. The stored session is gone the
 * moment the deletion succeeds (the server ended every session with the account, so no logout
 * request follows); the store clears its user once the page has left, which under load can be
 * after this test ended and would then sign out the next test's fresh session. getSession queues
 * behind the sign-out on supabase-js's lock; the timer lets the store's own step after it run.
 */
async function signedOutForGood() {
  await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
  await getSupabase().auth.getSession();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Verwijder mijn account' }));
  // The dialog is downloaded on first use.
  return screen.findByRole('dialog', { name: 'Account verwijderen' });
}

describe('AccountDataCard', () => {
  it('shows both rights in Dutch, and speaks to the parent of an athlete under 16', () => {
    renderCard();
    const card = screen.getByRole('region', { name: 'Mijn gegevens' });
    expect(within(card).getByText(/jonger dan 16\? Doe dit dan samen met de ouder of voogd/)).toBeTruthy();
    const download = within(card).getByRole('button', { name: 'Download mijn gegevens' });
    expect(download.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(download.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'gegevens.json',
    );
    expect(within(card).getByRole('button', { name: 'Verwijder mijn account' })).toBeTruthy();
  });

  it('downloads the zip with the page session and saves it as talentbrug-mijn-gegevens.zip', async () => {
    const { session } = renderCard();
    let saved: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:talentbrug/1';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('talentbrug-mijn-gegevens.zip');
      expect(this.href).toBe('blob:talentbrug/1');
    });

    const release = server.hold('GET', '/api/account/export');
    await userEvent.click(screen.getByRole('button', { name: 'Download mijn gegevens' }));
    // Busy, and still the focus's place: a disabled button would drop it to <body>.
    const busy = await screen.findByRole('button', { name: 'Je gegevens worden verzameld…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(browserFocus()).toBe(busy);
    release();
    await within(await toasts()).findByText('Je gegevens zijn gedownload.');
    expect(browserFocus()).toBe(screen.getByRole('button', { name: 'Download mijn gegevens' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(Buffer.from(await (saved as unknown as Blob).arrayBuffer()).equals(ZIP)).toBe(true);
    const [request] = calls('GET', '/api/account/export');
    expect(request?.headers.authorization).toBe(`Bearer ${session.access_token}`);
  });

  it('says so when the download fails, and saves nothing', async () => {
    exportFails = true;
    renderCard();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Download mijn gegevens' }));
    await within(await toasts()).findByText('Downloaden is niet gelukt. Probeer het zo opnieuw.');
    expect(click).not.toHaveBeenCalled();
  });

  it('asks for VERWIJDER and the password, refuses a wrong one, then deletes with a fresh sign-in and leaves signed out', async () => {
    renderCard();
    const dialog = await openDialog();
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuleren' }));

    const confirmButton = within(dialog).getByRole('button', { name: 'Account definitief verwijderen' });
    await userEvent.click(confirmButton);
    const confirmation = within(dialog).getByLabelText('Typ VERWIJDER om te bevestigen');
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Typ VERWIJDER in hoofdletters.')).toBeTruthy();
    expect(within(dialog).getByText('Vul je wachtwoord in.')).toBeTruthy();

    await userEvent.type(confirmation, 'verwijder');
    await userEvent.type(within(dialog).getByLabelText('Je wachtwoord'), 'Fout-wachtwoord-9');
    await userEvent.click(confirmButton);
    expect(within(dialog).getByText('Typ VERWIJDER in hoofdletters.')).toBeTruthy();
    expect(server.requests).toHaveLength(0);

    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'VERWIJDER');
    await userEvent.click(confirmButton);
    expect(await within(dialog).findByText('Dat wachtwoord klopt niet. Probeer het nog eens.')).toBeTruthy();
    expect(calls('DELETE', '/api/account')).toHaveLength(0);

    const password = within(dialog).getByLabelText('Je wachtwoord');
    await userEvent.clear(password);
    await userEvent.type(password, PASSWORD);
    await userEvent.click(confirmButton);

    expect(await screen.findByRole('heading', { name: 'Startpagina' })).toBeTruthy();
    // Gone from storage before the page left: a reload while the home page loads starts signed out.
    expect(storedAtHome).toBeNull();
    await within(await toasts()).findByText(
      'Je account en al je gegevens zijn verwijderd. Veel succes met je sportcarrière!',
    );
    const [deletion] = calls('DELETE', '/api/account');
    expect(deletion?.body).toEqual({ confirmation: 'VERWIJDER' });
    expect(deletion?.headers.authorization).toBe(`Bearer ${issued.at(-1)}`);
    await waitFor(() => expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull());
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    await signedOutForGood();
  });

  it('asks for the authenticator code when a factor is set up, and deletes with the aal2 token', async () => {
    withFactor = true;
    renderCard();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Typ VERWIJDER om te bevestigen'), 'VERWIJDER');
    await userEvent.type(within(dialog).getByLabelText('Je wachtwoord'), PASSWORD);
    // The field shows once the session's factors are known, which the auth provider reads after
    // the first render (slow under load).
    const code = await within(dialog).findByLabelText('Code uit je authenticator-app');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await userEvent.type(code, '111111');
    const confirmButton = within(dialog).getByRole('button', { name: 'Account definitief verwijderen' });
    await userEvent.click(confirmButton);
    expect(
      await within(dialog).findByText('Die code klopt niet of is verlopen. Vul de nieuwe code uit je app in.'),
    ).toBeTruthy();
    expect(calls('DELETE', '/api/account')).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, CODE);
    await userEvent.click(confirmButton);
    expect(await screen.findByRole('heading', { name: 'Startpagina' })).toBeTruthy();
    const [deletion] = calls('DELETE', '/api/account');
    const aal2 = issued.at(-1) ?? '';
    expect(JSON.parse(atob((aal2.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))).aal).toBe('aal2');
    expect(deletion?.headers.authorization).toBe(`Bearer ${aal2}`);
    await waitFor(() => expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull());
    await signedOutForGood();
  });

  it('closes on Annuleren without asking anything of the server', async () => {
    renderCard();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The previous test's throwaway client signs out in the background, and its request can
    // arrive after server.reset(); this test never signs in, so any logout is that one.
    const own = server.requests.filter((r) => !(r.method === 'POST' && r.path === '/auth/v1/logout'));
    expect(own).toHaveLength(0);
  });
});
