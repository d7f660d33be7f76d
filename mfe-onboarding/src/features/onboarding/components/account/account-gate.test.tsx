import type { Session } from '@supabase/supabase-js';
import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { initSupabase } from '@talentbrug/api-client/supabase';
import { fakeSession } from '@talentbrug/api-client/testing/session';
import { sendJson, startTestServer, type TestServer } from '@talentbrug/api-client/testing/test-server';
import { AUTH_ERRORS } from '@talentbrug/domain/auth/texts';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnboardingStore } from '../../stores/onboarding-store.ts';
import { AccountGate } from '../account-gate.tsx';

/**
 * The account step with the app's real supabase-js client against a server answering the calls
 * it makes in GoTrue's wire format. `signup` decides what a signup answers: 'session' as the
 * embedded service (signed in, address unconfirmed), 'confirm' as hosted Supabase requiring
 * confirmation (no session), 'exists' for a taken address, 'weak' for a password the service refuses.
 */
const PASSWORD = 'Correct-Paard-9';
let signup: 'session' | 'confirm' | 'exists' | 'weak' = 'session';
let loginNeedsCode = false;
let server: TestServer;

const unconfirmed = (session: Session): Session => ({
  ...session,
  user: { ...session.user, email_confirmed_at: undefined },
});

beforeAll(async () => {
  server = await startTestServer((request, res) => {
    const { email = '', password } = (request.body ?? {}) as { email?: string; password?: string };
    const route = `${request.method} ${request.path}`;
    if (route === 'POST /auth/v1/signup') {
      if (signup === 'exists') {
        return sendJson(res, 422, { code: 422, error_code: 'user_already_exists', msg: 'User already registered' });
      }
      if (signup === 'weak') {
        return sendJson(res, 422, {
          code: 422,
          error_code: 'weak_password',
          msg: 'Password should be at least 10 characters.',
          weak_password: { reasons: ['length'] },
        });
      }
      const session = unconfirmed(fakeSession({ email }));
      return sendJson(res, 200, signup === 'session' ? session : session.user);
    }
    if (route === 'POST /auth/v1/token') {
      if (password !== PASSWORD) {
        return sendJson(res, 400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
      }
      return sendJson(res, 200, fakeSession({ email, verifiedFactor: loginNeedsCode }));
    }
    if (route === 'POST /auth/v1/resend') return sendJson(res, 200, {});
    return sendJson(res, 404, { code: 404, error_code: 'not_found', msg: 'Not found' });
  });
  initSupabase({ supabaseUrl: server.url, supabasePublishableKey: 'sb_publishable_test' });
});
afterAll(() => server.close());

const data = exampleOnboardingData();
const email = data.personal.email;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server.reset();
  signup = 'session';
  loginNeedsCode = false;
  useOnboardingStore.getState().reset();
  useOnboardingStore.setState({ data, stepIndex: 5, account: 'needed' });
  useAuthStore.setState({ user: null, session: null, isAuthenticated: false, mfaRequired: false, loading: false });
});
afterEach(cleanup);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderGate() {
  const onReady = vi.fn(async () => {});
  const onEditEmail = vi.fn();
  render(
    <MemoryRouter initialEntries={['/onboarding']}>
      <AuthProvider>
        <LocationProbe />
        <AccountGate onReady={onReady} onEditEmail={onEditEmail} />
      </AuthProvider>
    </MemoryRouter>,
  );
  return { onReady, onEditEmail, gate: screen.getByRole('region', { name: 'Nog één stap: je account' }) };
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

async function createAccount(gate: HTMLElement, password = PASSWORD, repeat = password) {
  const user = userEvent.setup();
  if (password) await user.type(within(gate).getByLabelText('Wachtwoord'), password);
  if (repeat) await user.type(within(gate).getByLabelText('Herhaal wachtwoord'), repeat);
  await user.click(within(gate).getByRole('button', { name: 'Account aanmaken en verzenden' }));
}

describe('the account step of the onboarding', () => {
  it('asks only for a password for the wizard’s e-mail: the terms were agreed to in step 6', async () => {
    const { gate, onEditEmail } = renderGate();
    await waitFor(() => expect(document.activeElement).toBe(within(gate).getByRole('heading', { level: 2 })));
    expect(within(gate).getByText(email)).toBeTruthy();
    expect(within(gate).queryByRole('checkbox')).toBeNull();
    expect(within(gate).queryByText(/voorwaarden/)).toBeNull();
    const password = within(gate).getByLabelText('Wachtwoord');
    expect(describedBy(password)).toBe('Minimaal 8 tekens.');
    expect(password.getAttribute('aria-invalid')).toBeNull();

    await userEvent.click(within(gate).getByRole('button', { name: 'Wijzig in stap 1' }));
    expect(onEditEmail).toHaveBeenCalledOnce();
  });

  it('says under each field what it needs, in tekens, and sends nothing', async () => {
    const { gate, onReady } = renderGate();
    await createAccount(gate, '', '');
    const password = within(gate).getByLabelText('Wachtwoord');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(describedBy(password)).toContain('Kies een wachtwoord.');

    await createAccount(gate, 'kort', 'anders');
    expect(describedBy(password)).toContain('Kies een wachtwoord van minimaal 8 tekens.');
    expect(describedBy(within(gate).getByLabelText('Herhaal wachtwoord'))).toContain(
      'De wachtwoorden komen niet overeen.',
    );
    expect(server.requests).toHaveLength(0);
    expect(onReady).not.toHaveBeenCalled();
  });

  it('signed in at once: goes straight on to the submit, and the mail’s link returns to the onboarding', async () => {
    const { gate, onReady } = renderGate();
    await createAccount(gate);
    await waitFor(() => expect(onReady).toHaveBeenCalledOnce());
    const [request] = server.requests;
    expect(request?.path).toBe('/auth/v1/signup');
    expect(request?.body).toMatchObject({
      email,
      password: PASSWORD,
      data: { first_name: data.personal.firstName, last_name: data.personal.lastName },
    });
    expect(request?.query.get('redirect_to')).toBe(`${window.location.origin}/onboarding`);
    expect(useAuthStore.getState().user?.email).toBe(email);
    expect(useOnboardingStore.getState().account).toBe('needed');
  });

  describe('no session until the mail is confirmed (hosted Supabase)', () => {
    it('waits for the mail with the draft kept, offers the code, a resend and a login', async () => {
      signup = 'confirm';
      const { gate, onReady } = renderGate();
      await createAccount(gate);
      const waiting = await screen.findByRole('region', { name: 'Bevestig je e-mailadres' });
      expect(within(waiting).getByText(email)).toBeTruthy();
      expect(useOnboardingStore.getState().account).toBe('awaiting-confirmation');
      expect(onReady).not.toHaveBeenCalled();
      expect(within(waiting).getByRole('link', { name: 'Vul de code in' }).getAttribute('href')).toBe(
        '/verify-email?redirect=%2Fonboarding',
      );

      await userEvent.click(within(waiting).getByRole('button', { name: 'Stuur de bevestigingsmail opnieuw' }));
      expect(
        await within(waiting).findByText(`We hebben de bevestigingsmail opnieuw gestuurd naar ${email}.`),
      ).toBeTruthy();
      const resend = server.requests.find((r) => r.path === '/auth/v1/resend');
      expect(resend?.body).toMatchObject({ email, type: 'signup' });
      expect(resend?.query.get('redirect_to')).toBe(`${window.location.origin}/onboarding`);

      await userEvent.click(within(waiting).getByRole('button', { name: 'Al bevestigd? Log in' }));
      const login = screen.getByRole('form', { name: 'Inloggen' });
      expect((within(login).getByLabelText('E-mailadres') as HTMLInputElement).value).toBe(email);
    });
  });

  it('logs in instead when the address has an account, in Dutch', async () => {
    signup = 'exists';
    const { gate, onReady } = renderGate();
    await createAccount(gate);
    expect(
      await within(gate).findByText(
        'Er bestaat al een account met dit e-mailadres. Log in om je onboarding te verzenden.',
      ),
    ).toBeTruthy();
    expect(within(gate).getByRole('button', { name: 'Ik heb al een account' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect((within(gate).getByLabelText('E-mailadres') as HTMLInputElement).value).toBe(email);

    await userEvent.type(within(gate).getByLabelText('Wachtwoord'), 'fout-wachtwoord');
    await userEvent.click(within(gate).getByRole('button', { name: 'Inloggen en verzenden' }));
    expect((await within(gate).findByRole('alert')).textContent).toBe(AUTH_ERRORS.loginFailed);

    await userEvent.clear(within(gate).getByLabelText('Wachtwoord'));
    await userEvent.type(within(gate).getByLabelText('Wachtwoord'), PASSWORD);
    await userEvent.click(within(gate).getByRole('button', { name: 'Inloggen en verzenden' }));
    await waitFor(() => expect(onReady).toHaveBeenCalledOnce());
  });

  it('asks for both login fields in their own words', async () => {
    const { gate } = renderGate();
    await userEvent.click(within(gate).getByRole('button', { name: 'Ik heb al een account' }));
    await userEvent.clear(within(gate).getByLabelText('E-mailadres'));
    await userEvent.click(within(gate).getByRole('button', { name: 'Inloggen en verzenden' }));
    expect(describedBy(within(gate).getByLabelText('E-mailadres'))).toContain('Vul je e-mailadres in.');
    expect(describedBy(within(gate).getByLabelText('Wachtwoord'))).toContain('Vul je wachtwoord in.');
    expect(server.requests).toHaveLength(0);
  });

  it('sends an account with an authenticator to the login page for its code, and back here after', async () => {
    loginNeedsCode = true;
    const { gate, onReady } = renderGate();
    await userEvent.click(within(gate).getByRole('button', { name: 'Ik heb al een account' }));
    await userEvent.type(within(gate).getByLabelText('Wachtwoord'), PASSWORD);
    await userEvent.click(within(gate).getByRole('button', { name: 'Inloggen en verzenden' }));
    const link = await within(gate).findByRole('link', { name: 'inlogpagina' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fonboarding');
    expect(onReady).not.toHaveBeenCalled();
  });

  it('translates what the service says about the password', async () => {
    signup = 'weak';
    const { gate } = renderGate();
    await createAccount(gate);
    expect((await within(gate).findByRole('alert')).textContent).toBe('Kies een wachtwoord van minimaal 10 tekens.');
  });
});
