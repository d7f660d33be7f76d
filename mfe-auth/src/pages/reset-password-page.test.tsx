import type { AuthResult } from '@talentbrug/api-client/auth';
import { RESET_SUCCESS_REDIRECT_MS } from '@talentbrug/domain/constants';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertText, expectRefusedField, location, refusing } from '../testing/form.ts';
import { deferred, renderPage, signedIn } from '../testing/render.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

const save = () => screen.getByRole('button', { name: 'Wachtwoord opslaan' });
const setValue = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ResetPasswordPage', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('explains an invalid or used link and offers a new one', () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByText('Deze link is verlopen of al gebruikt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nieuwe link aanvragen' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('Nieuw wachtwoord')).toBeNull();
  });

  it('asks for the authenticator code first when the account has one', () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password', auth: { mfaRequired: true } });
    expect(screen.getByLabelText('Code uit je authenticator-app')).toBeTruthy();
    expect(screen.queryByLabelText('Nieuw wachtwoord')).toBeNull();
  });

  it('needs at least 8 tekens, as everywhere: no warning before typing, the reason on submit', async () => {
    const updatePassword = vi.fn();
    renderPage(<ResetPasswordPage />, { path: '/reset-password', auth: { ...signedIn(), updatePassword } });
    const password = screen.getByLabelText('Nieuw wachtwoord');
    expect(screen.getByText('Minimaal 8 tekens.').className).not.toMatch(/hintWarning/);
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(save().hasAttribute('disabled')).toBe(false);

    await userEvent.type(password, '1234567');
    await userEvent.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), '1234567');
    expect(screen.getByText('Minimaal 8 tekens: nog 1 teken te gaan.')).toBeTruthy();
    await userEvent.click(save());
    await expectRefusedField(password, 'Kies een wachtwoord van minimaal 8 tekens.');
    expect(updatePassword).not.toHaveBeenCalled();

    await userEvent.type(password, '8');
    expect(screen.queryByText('Kies een wachtwoord van minimaal 8 tekens.')).toBeNull();
    await userEvent.click(save());
    const confirm = screen.getByLabelText('Herhaal nieuw wachtwoord');
    await expectRefusedField(confirm, 'De wachtwoorden komen niet overeen.');
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('goes form -> saving -> success view -> /dashboard after exactly 2 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = deferred<AuthResult>();
    const updatePassword = vi.fn(() => answer.promise);
    renderPage(<ResetPasswordPage />, { path: '/reset-password', auth: { ...signedIn(), updatePassword } });
    setValue('Nieuw wachtwoord', 'nieuw-wachtwoord');
    setValue('Herhaal nieuw wachtwoord', 'nieuw-wachtwoord');
    fireEvent.click(save());
    expect(updatePassword).toHaveBeenCalledWith('nieuw-wachtwoord');
    // Busy, and a second press sends nothing more.
    const busy = screen.getByRole('button', { name: 'Bezig met opslaan...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(busy);
    expect(updatePassword).toHaveBeenCalledOnce();

    await act(async () => answer.resolve({ success: true }));
    expect(screen.getByRole('heading', { name: 'Wachtwoord gewijzigd!' })).toBeTruthy();
    expect(location()).toBe('/reset-password');

    act(() => vi.advanceTimersByTime(RESET_SUCCESS_REDIRECT_MS - 1));
    expect(location()).toBe('/reset-password');
    act(() => vi.advanceTimersByTime(1));
    expect(location()).toBe('/dashboard');
  });

  it('shows the returned error in Dutch and lets the user try again', async () => {
    const updatePassword = refusing({
      error: 'New password should be different from the old password.',
      code: 'same_password',
      status: 422,
    });
    renderPage(<ResetPasswordPage />, { path: '/reset-password', auth: { ...signedIn(), updatePassword } });
    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), 'oud-wachtwoord');
    await userEvent.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'oud-wachtwoord');
    await userEvent.click(save());
    expect(await alertText()).toBe('Je nieuwe wachtwoord moet anders zijn dan je huidige wachtwoord.');
    expect(save().hasAttribute('disabled')).toBe(false);
  });

  it('sends no current password: the athlete forgot it, and the link proves who they are', async () => {
    const updatePassword = vi.fn(async () => ({ success: true }));
    renderPage(<ResetPasswordPage />, { path: '/reset-password', auth: { ...signedIn(), updatePassword } });
    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), 'nieuw-wachtwoord');
    await userEvent.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'nieuw-wachtwoord');
    await userEvent.click(save());
    expect(updatePassword.mock.calls).toEqual([['nieuw-wachtwoord']]);
    expect(screen.queryByLabelText('Huidig wachtwoord')).toBeNull();
  });

  it('sends a session that no reset link opened (or one used already) to a new link or to Beveiliging', async () => {
    const updatePassword = refusing({
      error: 'Current password required when setting new password.',
      code: 'current_password_required',
      status: 400,
    });
    renderPage(<ResetPasswordPage />, { path: '/reset-password', auth: { ...signedIn(), updatePassword } });
    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), 'nieuw-wachtwoord');
    await userEvent.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'nieuw-wachtwoord');
    await userEvent.click(save());
    expect(await alertText()).toContain('Deze link is verlopen of al gebruikt.');
    expect(screen.getByRole('link', { name: 'Nieuwe link aanvragen' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Beveiliging' }).getAttribute('href')).toBe('/security');
  });

  it('says a dead link is dead even to a visitor who is still signed in', () => {
    renderPage(<ResetPasswordPage />, {
      path: '/reset-password',
      auth: { ...signedIn(), linkError: { code: 'otp_expired' } },
    });
    expect(screen.getByText('Deze link is verlopen of al gebruikt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nieuwe link aanvragen' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('Nieuw wachtwoord')).toBeNull();
  });
});
