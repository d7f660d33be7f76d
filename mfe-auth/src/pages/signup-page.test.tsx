import { useAuthStore } from '@talentbrug/api-client/auth';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useFakeAuthService } from '../testing/auth-service.ts';
import { alertText, describedBy, expectRefusedField, location, refusing, throwing } from '../testing/form.ts';
import { renderPage } from '../testing/render.tsx';
import SignupPage from './signup-page.tsx';

interface Form {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirm: string;
  terms: boolean;
}

const complete: Form = {
  firstName: 'Noor',
  lastName: 'Bakker',
  email: 'noor@voorbeeld.nl',
  password: 'hockey2026',
  confirm: 'hockey2026',
  terms: true,
};

async function fill(form: Partial<Form> = {}) {
  const f = { ...complete, ...form };
  const type = async (label: string, value: string) => {
    if (value) await userEvent.type(screen.getByLabelText(label), value);
  };
  await type('Voornaam', f.firstName);
  await type('Achternaam', f.lastName);
  await type('E-mailadres', f.email);
  await type('Wachtwoord', f.password);
  await type('Herhaal wachtwoord', f.confirm);
  if (f.terms) await userEvent.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
}

const auth = useFakeAuthService();

describe('SignupPage', () => {
  afterEach(cleanup);

  it('links the required terms checkbox to /terms and the privacyverklaring, opening them beside the form', () => {
    renderPage(<SignupPage />, { path: '/signup' });
    const terms = screen.getByRole('link', { name: /algemene voorwaarden/ });
    const privacy = screen.getByRole('link', { name: /privacyverklaring/ });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(privacy.getAttribute('href')).toBe('/privacy');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.textContent).toContain('(opent in een nieuw tabblad)');
    expect(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }).hasAttribute('required')).toBe(true);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('names every missing field under it, in its own words, and focuses the first', async () => {
    renderPage(<SignupPage />, { path: '/signup' });
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await expectRefusedField(screen.getByLabelText('Voornaam'), 'Vul je voornaam in.');
    expect(describedBy(screen.getByLabelText('Achternaam'))).toContain('Vul je achternaam in.');
    expect(describedBy(screen.getByLabelText('E-mailadres'))).toContain('Vul je e-mailadres in.');
    expect(describedBy(screen.getByLabelText('Wachtwoord'))).toContain('Kies een wachtwoord.');
    expect(describedBy(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }))).toContain(
      'Ga akkoord met de algemene voorwaarden en de privacyverklaring om verder te gaan.',
    );
    for (const label of ['Voornaam', 'Achternaam', 'E-mailadres', 'Wachtwoord']) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(auth.calls('/signup')).toHaveLength(0);
  });

  it.each([
    [{ email: 'noor.voorbeeld.nl' }, 'E-mailadres', 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.'],
    [{ password: 'kort123', confirm: 'kort123' }, 'Wachtwoord', 'Kies een wachtwoord van minimaal 8 tekens.'],
    [{ confirm: 'hockey2027' }, 'Herhaal wachtwoord', 'De wachtwoorden komen niet overeen.'],
  ])('%j is refused at %s: %s', async (form, label, message) => {
    renderPage(<SignupPage />, { path: '/signup' });
    await fill(form);
    await expectRefusedField(screen.getByLabelText(label), message);
    expect(auth.calls('/signup')).toHaveLength(0);
  });

  it('helps while the password is typed, calmly, and never before', async () => {
    renderPage(<SignupPage />, { path: '/signup' });
    const password = screen.getByLabelText('Wachtwoord');
    const hint = screen.getByText('Minimaal 8 tekens.');
    expect(hint.className).not.toMatch(/hintWarning/);
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(password)).toBe('Minimaal 8 tekens.');

    await userEvent.type(password, 'hockey');
    expect(screen.getByText('Minimaal 8 tekens: nog 2 tekens te gaan.').className).not.toMatch(/hintWarning/);
    await userEvent.type(password, '20');
    expect(screen.getByText('Minimaal 8 tekens: dat zit goed.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Herhaal wachtwoord'), 'hock');
    expect(screen.queryByText('De wachtwoorden komen niet overeen.')).toBeNull();
    await userEvent.type(screen.getByLabelText('Herhaal wachtwoord'), 'x');
    expect(screen.getByText('De wachtwoorden komen niet overeen.').className).toMatch(/hintWarning/);
  });

  describe('with the app’s supabase-js client against the auth service', () => {
    it('signed in at once but not confirmed (the embedded service): on to /verify-email, the link returns to the dashboard', async () => {
      const release = auth.hold('POST', '/auth/v1/signup');
      renderPage(<SignupPage />, { path: '/signup' });
      await fill();
      expect(await screen.findByRole('button', { name: 'Account wordt aangemaakt...' })).toBeTruthy();
      release();
      await waitFor(() => expect(location()).toBe('/verify-email'));

      const [request] = auth.calls('/signup');
      expect(request?.body).toMatchObject({
        email: 'noor@voorbeeld.nl',
        password: 'hockey2026',
        data: { first_name: 'Noor', last_name: 'Bakker' },
      });
      expect(request?.query.get('redirect_to')).toBe(`${window.location.origin}/dashboard`);
      expect(useAuthStore.getState().user?.email).toBe('noor@voorbeeld.nl');
      expect(sessionStorage.getItem('talentbrug.pending-verification-email')).toBe('noor@voorbeeld.nl');
    });

    it('no session (hosted, confirmation required): on to /verify-email with the address kept', async () => {
      auth.signUpWith('confirm');
      renderPage(<SignupPage />, { path: '/signup' });
      await fill();
      await waitFor(() => expect(location()).toBe('/verify-email'));
      expect(useAuthStore.getState().user).toBeNull();
      expect(sessionStorage.getItem('talentbrug.pending-verification-email')).toBe('noor@voorbeeld.nl');
    });

    it('the confirmation link and the next page return to where the visitor was going', async () => {
      renderPage(<SignupPage />, { path: '/signup?redirect=%2Fmatches' });
      expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Fmatches');
      await fill();
      await waitFor(() => expect(location()).toBe('/verify-email?redirect=%2Fmatches'));
      expect(auth.calls('/signup')[0]?.query.get('redirect_to')).toBe(`${window.location.origin}/matches`);
    });

    it('refuses a redirect to another site: the link returns to the dashboard', async () => {
      renderPage(<SignupPage />, { path: `/signup?redirect=${encodeURIComponent('//evil.example/phish')}` });
      await fill();
      await waitFor(() => expect(location()).toBe('/verify-email'));
      expect(auth.calls('/signup')[0]?.query.get('redirect_to')).toBe(`${window.location.origin}/dashboard`);
    });

    it('confirmed at once (no confirmation configured): straight on to where the visitor was going', async () => {
      auth.signUpWith('confirmed');
      renderPage(<SignupPage />, { path: '/signup?redirect=%2Fmatches' });
      await fill();
      await waitFor(() => expect(location()).toBe('/matches'));
    });
  });

  it("shows 'Registratie mislukt. Probeer het opnieuw.' for an unknown failure and keeps the form filled", async () => {
    const signUp = refusing({ error: 'Signup failed' });
    renderPage(<SignupPage />, { path: '/signup', auth: { signUp } });
    await fill();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Registratie mislukt. Probeer het opnieuw.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((screen.getByLabelText('Voornaam') as HTMLInputElement).value).toBe('Noor');
    expect((screen.getByLabelText('Wachtwoord') as HTMLInputElement).value).toBe('hockey2026');
  });

  it("translates the service's weak-password answer into tekens and marks the field", async () => {
    const signUp = refusing({
      error: 'Password should be at least 10 characters.',
      code: 'weak_password',
      status: 422,
      reasons: ['length'],
    });
    renderPage(<SignupPage />, { path: '/signup', auth: { signUp } });
    await fill();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Kies een wachtwoord van minimaal 10 tekens.');
    expect(screen.getByLabelText('Wachtwoord').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Wachtwoord').getAttribute('aria-describedby')).toContain(alert.id);
  });

  it("shows 'Er ging iets mis. Probeer het opnieuw.' when the call throws", async () => {
    const signUp = throwing();
    renderPage(<SignupPage />, { path: '/signup', auth: { signUp } });
    await fill();
    expect(await alertText()).toBe('Er ging iets mis. Probeer het opnieuw.');
  });
});
