import { type SignInResult, useAuthStore } from '@talentbrug/api-client/auth';
import { AUTH_ERRORS } from '@talentbrug/domain/auth/texts';
import { browserFocus } from '@talentbrug/ui/testing/focus';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertText, describedBy, expectRefusedField, location, refusing, throwing } from '../testing/form.ts';
import { deferred, renderPage, signedIn } from '../testing/render.tsx';
import LoginPage from './login-page.tsx';

async function fillAndSend(email = 'sem@voorbeeld.nl', password = 'voetbal12') {
  if (email) await userEvent.type(screen.getByLabelText('E-mailadres'), email);
  if (password) await userEvent.type(screen.getByLabelText('Wachtwoord'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('LoginPage', () => {
  afterEach(cleanup);

  it('has labelled fields, an unticked Onthoud mij and links to the other screens', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByLabelText('E-mailadres').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Wachtwoord').getAttribute('type')).toBe('password');
    expect((screen.getByRole('checkbox', { name: 'Onthoud mij' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('does not assume an earlier visit: no welcome back, and the way in for a new visitor', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Welkom terug/);
    expect(screen.getByText(/Nog geen account\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start gratis' }).getAttribute('href')).toBe('/onboarding');
    expect(screen.getByRole('link', { name: 'Of maak alleen een account aan' }).getAttribute('href')).toBe('/signup');
  });

  it('carries the page the visitor was going to along to signup', () => {
    renderPage(<LoginPage />, { path: '/login?redirect=%2Fmatches' });
    expect(screen.getByRole('link', { name: 'Of maak alleen een account aan' }).getAttribute('href')).toBe(
      '/signup?redirect=%2Fmatches',
    );
  });

  it('names each empty field under it and focuses the first', async () => {
    const signIn = vi.fn();
    renderPage(<LoginPage />, { path: '/login', auth: { signIn } });
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    const email = screen.getByLabelText('E-mailadres');
    await expectRefusedField(email, 'Vul je e-mailadres in.');
    expect(describedBy(screen.getByLabelText('Wachtwoord'))).toContain('Vul je wachtwoord in.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(signIn).not.toHaveBeenCalled();

    // Typing in a field takes its message away; the other stays until that one is filled in.
    await userEvent.type(email, 'sem@voorbeeld.nl');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Vul je e-mailadres in.')).toBeNull();
    expect(screen.getByText('Vul je wachtwoord in.')).toBeTruthy();
  });

  it('shows the Dutch login error for wrong credentials and keeps what was typed', async () => {
    const signIn = refusing({ error: 'Invalid login credentials', code: 'invalid_credentials', status: 400 });
    renderPage(<LoginPage />, { path: '/login', auth: { signIn } });
    await fillAndSend();
    expect(await alertText()).toBe(AUTH_ERRORS.loginFailed);
    expect((screen.getByLabelText('E-mailadres') as HTMLInputElement).value).toBe('sem@voorbeeld.nl');
    expect((screen.getByLabelText('Wachtwoord') as HTMLInputElement).value).toBe('voetbal12');
    expect(signIn).toHaveBeenCalledWith('sem@voorbeeld.nl', 'voetbal12', { remember: false });
  });

  it('says in Dutch what the way in is when the service locks the password out', async () => {
    const signIn = refusing({ error: 'Request rate limit reached', code: 'over_request_rate_limit', status: 429 });
    renderPage(<LoginPage />, { path: '/login', auth: { signIn } });
    await fillAndSend();
    expect(await alertText()).toContain(
      "Te veel mislukte inlogpogingen. Wacht een kwartier, of kies 'Wachtwoord vergeten?': met de link in die e-mail kom je altijd direct binnen.",
    );
    expect(screen.getByRole('link', { name: 'Stuur me een inloglink' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('falls back to the Dutch login error for an unknown service error, never English', async () => {
    const signIn = refusing({ error: 'Login failed' });
    renderPage(<LoginPage />, { path: '/login', auth: { signIn } });
    await fillAndSend();
    expect(await alertText()).toBe(AUTH_ERRORS.loginFailed);
  });

  it("shows 'Er ging iets mis. Probeer het opnieuw.' when the call throws", async () => {
    const signIn = throwing();
    renderPage(<LoginPage />, { path: '/login', auth: { signIn } });
    await fillAndSend();
    expect(await alertText()).toBe('Er ging iets mis. Probeer het opnieuw.');
    expect(screen.getByRole('button', { name: 'Inloggen' }).hasAttribute('disabled')).toBe(false);
  });

  it('is busy while submitting, then follows the redirect parameter', async () => {
    const answer = deferred<SignInResult>();
    const signIn = vi.fn(() => answer.promise);
    renderPage(<LoginPage />, { path: '/login?redirect=%2Fmatches%3Fsort%3Dscore', auth: { signIn } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Onthoud mij' }));
    await fillAndSend();
    const busy = screen.getByRole('button', { name: 'Bezig met inloggen...' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(signIn).toHaveBeenCalledWith('sem@voorbeeld.nl', 'voetbal12', { remember: true });
    useAuthStore.setState(signedIn());
    answer.resolve({ success: true, mfaRequired: false });
    await waitFor(() => expect(location()).toBe('/matches?sort=score'));
  });

  it('keeps the focus on the busy button of a keyboard login, and sends it once', async () => {
    const answer = deferred<SignInResult>();
    const signIn = vi.fn(() => answer.promise);
    renderPage(<LoginPage />, { path: '/login', auth: { signIn } });
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'sem@voorbeeld.nl');
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'voetbal12');
    screen.getByRole('button', { name: 'Inloggen' }).focus();
    await userEvent.keyboard('{Enter}');

    // Busy, and still the focus's place: a disabled button would drop it to <body>.
    const busy = screen.getByRole('button', { name: 'Bezig met inloggen...' });
    expect(browserFocus()).toBe(busy);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(busy);
    await userEvent.type(screen.getByLabelText('Wachtwoord'), '{Enter}');
    expect(signIn).toHaveBeenCalledOnce();

    await act(async () =>
      answer.resolve({ success: false, error: 'Invalid login credentials', code: 'invalid_credentials', status: 400 }),
    );
    expect(await alertText()).toBe(AUTH_ERRORS.loginFailed);
    expect(screen.getByRole('button', { name: 'Inloggen' }).getAttribute('aria-disabled')).toBeNull();
  });

  it.each([
    ['/login', '/dashboard'],
    ['/login?redirect=https%3A%2F%2Fevil.example', '/dashboard'],
    ['/login?redirect=%2F%2Fevil.example', '/dashboard'],
  ])('a signed-in visitor at %s goes to %s', async (path, target) => {
    renderPage(<LoginPage />, { path, auth: signedIn() });
    await waitFor(() => expect(location()).toBe(target));
  });

  it('offers the resend when the e-mail address is not confirmed yet', async () => {
    const signIn = refusing({ error: 'Email not confirmed', code: 'email_not_confirmed', status: 400 });
    renderPage(<LoginPage />, { path: '/login', auth: { signIn } });
    await fillAndSend();
    expect(await alertText()).toContain('Je e-mailadres is nog niet bevestigd.');
    await userEvent.click(screen.getByRole('link', { name: 'Stuur de bevestigingsmail opnieuw' }));
    expect(location()).toBe('/verify-email');
    expect(sessionStorage.getItem('talentbrug.pending-verification-email')).toBe('sem@voorbeeld.nl');
  });

  it('keeps the destination on the way to the confirmation page', async () => {
    const signIn = refusing({ error: 'Email not confirmed', code: 'email_not_confirmed', status: 400 });
    renderPage(<LoginPage />, { path: '/login?redirect=%2Fonboarding', auth: { signIn } });
    await fillAndSend();
    await userEvent.click(await screen.findByRole('link', { name: 'Stuur de bevestigingsmail opnieuw' }));
    expect(location()).toBe('/verify-email?redirect=%2Fonboarding');
  });

  describe('with an authenticator on the account', () => {
    it('asks for the 6-digit code after the password, then continues', async () => {
      const signIn = vi.fn(async () => {
        useAuthStore.setState({ mfaRequired: true });
        return { success: true, mfaRequired: true };
      });
      const verifySecondFactor = vi
        .fn()
        .mockResolvedValueOnce({
          success: false,
          error: 'Invalid TOTP code entered',
          code: 'mfa_verification_failed',
          status: 422,
        })
        .mockImplementationOnce(async () => {
          useAuthStore.setState({ ...signedIn({ aal: 'aal2', verifiedFactor: true }), mfaRequired: false });
          return { success: true };
        });
      renderPage(<LoginPage />, { path: '/login?redirect=%2Fprofile', auth: { signIn, verifySecondFactor } });
      await fillAndSend();

      const code = await screen.findByLabelText('Code uit je authenticator-app');
      expect(screen.getByRole('heading', { name: 'Bevestig dat jij het bent' })).toBeTruthy();
      expect(document.activeElement).toBe(code);
      expect(code.getAttribute('inputmode')).toBe('numeric');
      expect(code.getAttribute('autocomplete')).toBe('one-time-code');

      await userEvent.type(code, '12345');
      await userEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
      expect(describedBy(code)).toContain('Vul de 6 cijfers van de code uit je authenticator-app in.');
      expect(verifySecondFactor).not.toHaveBeenCalled();

      await userEvent.type(code, '6');
      await userEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
      expect(await alertText()).toBe('Deze code klopt niet. Kijk in je authenticator-app en probeer het opnieuw.');

      await userEvent.type(screen.getByLabelText('Code uit je authenticator-app'), '654 321');
      await userEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
      expect(verifySecondFactor).toHaveBeenLastCalledWith('654321');
      await waitFor(() => expect(location()).toBe('/profile'));
    });

    it('shows the code step at once when a stored session still needs it, and cancelling signs out', async () => {
      const signOut = vi.fn(async () => {
        useAuthStore.setState({ mfaRequired: false });
        return { success: true };
      });
      renderPage(<LoginPage />, { path: '/login', auth: { mfaRequired: true, signOut } });
      expect(screen.getByLabelText('Code uit je authenticator-app')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
      expect(signOut).toHaveBeenCalledOnce();
      expect(await screen.findByLabelText('E-mailadres')).toBeTruthy();
    });
  });
});
