import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertText, expectRefusedField, refusing } from '../testing/form.ts';
import { renderPage } from '../testing/render.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';

const send = () => userEvent.click(screen.getByRole('button', { name: 'Stuur mij een resetlink' }));

describe('ForgotPasswordPage', () => {
  afterEach(cleanup);

  it.each([
    ['', 'Vul je e-mailadres in.'],
    ['sem.voorbeeld.nl', 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.'],
  ])('refuses %j with %j under the field', async (email, message) => {
    const resetPassword = vi.fn();
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password', auth: { resetPassword } });
    if (email) await userEvent.type(screen.getByLabelText('E-mailadres'), email);
    await send();
    const field = screen.getByLabelText('E-mailadres');
    await expectRefusedField(field, message);
    // The error is what the field is described by first, before its hint.
    const [errorId] = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(errorId ?? '')?.textContent).toBe(message);
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it("replaces the form with 'Check je e-mail!' and the next steps, and can go back with the address kept", async () => {
    const resetPassword = vi.fn(async () => ({ success: true }));
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password', auth: { resetPassword } });
    await userEvent.type(screen.getByLabelText('E-mailadres'), ' sem@voorbeeld.nl ');
    await send();
    const heading = await screen.findByRole('heading', { name: 'Check je e-mail!' });
    expect(document.activeElement).toBe(heading);
    expect(resetPassword).toHaveBeenCalledWith('sem@voorbeeld.nl');
    expect(screen.queryByLabelText('E-mailadres')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('sem@voorbeeld.nl')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' }).getAttribute('href')).toBe('/login');

    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe link aanvragen' }));
    expect((screen.getByLabelText('E-mailadres') as HTMLInputElement).value).toBe('sem@voorbeeld.nl');
  });

  it('shows the returned error in Dutch', async () => {
    const resetPassword = refusing({
      error: 'For security purposes, you can only request this after 37 seconds.',
      code: 'over_email_send_rate_limit',
      status: 429,
    });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password', auth: { resetPassword } });
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'sem@voorbeeld.nl');
    await send();
    expect(await alertText()).toBe('Je hebt net al een e-mail aangevraagd. Probeer het over 37 seconden opnieuw.');
    expect(screen.queryByRole('heading', { name: 'Check je e-mail!' })).toBeNull();
  });
});
