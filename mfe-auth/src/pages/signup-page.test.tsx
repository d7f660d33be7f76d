import type { SignUpResult } from '@talentbrug/api-client/auth';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, renderPage } from '../testing/render.tsx';
import SignupPage from './signup-page.tsx';

const location = () => screen.getByTestId('location').textContent;

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
  await type('Bevestig wachtwoord', f.confirm);
  if (f.terms) await userEvent.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
}

describe('SignupPage', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  it('links the required terms checkbox to /terms and /privacy, opening them beside the form', () => {
    renderPage(<SignupPage />, { path: '/signup' });
    const terms = screen.getByRole('link', { name: /algemene voorwaarden/ });
    const privacy = screen.getByRole('link', { name: /privacybeleid/ });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(privacy.getAttribute('href')).toBe('/privacy');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.textContent).toContain('(opent in een nieuw tabblad)');
    expect(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }).hasAttribute('required')).toBe(true);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    [{ firstName: '' }, 'Vul alle verplichte velden in', 'Voornaam'],
    [{ lastName: '' }, 'Vul alle verplichte velden in', 'Achternaam'],
    [{ email: '' }, 'Vul alle verplichte velden in', 'E-mailadres'],
    [{ password: '', confirm: '' }, 'Vul alle verplichte velden in', 'Wachtwoord'],
    [{ password: 'kort123', confirm: 'kort123' }, 'Wachtwoord moet minimaal 8 karakters bevatten', 'Wachtwoord'],
    [{ confirm: 'hockey2027' }, 'Wachtwoorden komen niet overeen', 'Bevestig wachtwoord'],
  ])('%j -> %s', async (form, message, field) => {
    const signUp = vi.fn();
    renderPage(<SignupPage />, { path: '/signup', auth: { signUp } });
    await fill(form);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(document.activeElement).toBe(alert);
    expect(screen.getByLabelText(field).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(field).getAttribute('aria-describedby')).toContain(alert.id);
    expect(signUp).not.toHaveBeenCalled();
  });

  it('needs the terms accepted', async () => {
    const signUp = vi.fn();
    renderPage(<SignupPage />, { path: '/signup', auth: { signUp } });
    await fill({ terms: false });
    expect(screen.getByRole('alert').textContent).toBe(
      'Ga akkoord met de algemene voorwaarden en het privacybeleid om verder te gaan.',
    );
    expect(signUp).not.toHaveBeenCalled();
  });

  it('sends the metadata, is busy meanwhile, and goes to /verify-email when confirmation is on', async () => {
    const answer = deferred<SignUpResult>();
    const signUp = vi.fn(() => answer.promise);
    renderPage(<SignupPage />, { path: '/signup', auth: { signUp } });
    await fill();
    expect(signUp).toHaveBeenCalledWith('noor@voorbeeld.nl', 'hockey2026', { first_name: 'Noor', last_name: 'Bakker' });
    expect(screen.getByRole('button', { name: 'Account wordt aangemaakt...' }).hasAttribute('disabled')).toBe(true);
    answer.resolve({ success: true, needsConfirmation: true });
    await waitFor(() => expect(location()).toBe('/verify-email'));
    expect(sessionStorage.getItem('talentbrug.pending-verification-email')).toBe('noor@voorbeeld.nl');
  });

  it('goes to the dashboard when the account is confirmed at once', async () => {
    const signUp = vi.fn(async () => ({ success: true, needsConfirmation: false }));
    renderPage(<SignupPage />, { path: '/signup', auth: { signUp } });
    await fill();
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it("shows 'Registratie mislukt. Probeer het opnieuw.' for an unknown failure and keeps the form filled", async () => {
    const signUp = vi.fn(async () => ({ success: false, error: 'Signup failed' }));
    renderPage(<SignupPage />, { path: '/signup', auth: { signUp } });
    await fill();
    expect((await screen.findByRole('alert')).textContent).toBe('Registratie mislukt. Probeer het opnieuw.');
    expect((screen.getByLabelText('Voornaam') as HTMLInputElement).value).toBe('Noor');
    expect((screen.getByLabelText('Wachtwoord') as HTMLInputElement).value).toBe('hockey2026');
  });

  it("translates the service's weak-password answer", async () => {
    const signUp = vi.fn(async () => ({
      success: false,
      error: 'Password should be at least 10 characters.',
      code: 'weak_password',
      status: 422,
      reasons: ['length'],
    }));
    renderPage(<SignupPage />, { path: '/signup', auth: { signUp } });
    await fill();
    expect((await screen.findByRole('alert')).textContent).toBe('Wachtwoord moet minimaal 10 karakters bevatten');
  });

  it("shows 'Er ging iets mis. Probeer het opnieuw.' when the call throws", async () => {
    const signUp = vi.fn(async () => {
      throw new Error('boom');
    });
    renderPage(<SignupPage />, { path: '/signup', auth: { signUp } });
    await fill();
    expect((await screen.findByRole('alert')).textContent).toBe('Er ging iets mis. Probeer het opnieuw.');
  });
});
