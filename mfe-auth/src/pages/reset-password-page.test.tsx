import type { AuthResult } from '@talentbrug/api-client/auth';
import { RESET_SUCCESS_REDIRECT_MS } from '@talentbrug/domain/constants';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, renderPage, signedIn } from '../testing/render.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

const location = () => screen.getByTestId('location').textContent;
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

  it("shows the orange 'Minimaal 6 karakters vereist' and the mismatch hint, and keeps submit disabled until both rules hold", async () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password', auth: signedIn() });
    const hint = screen.getByText('Minimaal 6 karakters vereist');
    expect(hint.className).toMatch(/hintWarning/);
    expect(save().hasAttribute('disabled')).toBe(true);

    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), '12345');
    expect(screen.getByText('Minimaal 6 karakters vereist')).toBeTruthy();
    expect(save().hasAttribute('disabled')).toBe(true);

    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), '6');
    expect(screen.queryByText('Minimaal 6 karakters vereist')).toBeNull();
    expect(save().hasAttribute('disabled')).toBe(true);

    await userEvent.type(screen.getByLabelText('Bevestig nieuw wachtwoord'), '12345');
    const mismatch = screen.getByText('Wachtwoorden komen niet overeen');
    expect(mismatch.className).toMatch(/hintWarning/);
    expect(screen.getByLabelText('Bevestig nieuw wachtwoord').getAttribute('aria-describedby')).toBe(mismatch.id);
    expect(save().hasAttribute('disabled')).toBe(true);

    await userEvent.type(screen.getByLabelText('Bevestig nieuw wachtwoord'), '6');
    expect(screen.queryByText('Wachtwoorden komen niet overeen')).toBeNull();
    expect(save().hasAttribute('disabled')).toBe(false);
  });

  it('goes form -> saving -> success view -> /dashboard after exactly 2 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = deferred<AuthResult>();
    const updatePassword = vi.fn(() => answer.promise);
    renderPage(<ResetPasswordPage />, { path: '/reset-password', auth: { ...signedIn(), updatePassword } });
    setValue('Nieuw wachtwoord', 'nieuw1');
    setValue('Bevestig nieuw wachtwoord', 'nieuw1');
    fireEvent.click(save());
    expect(updatePassword).toHaveBeenCalledWith('nieuw1');
    expect(screen.getByRole('button', { name: 'Bezig met opslaan...' }).hasAttribute('disabled')).toBe(true);

    await act(async () => answer.resolve({ success: true }));
    expect(screen.getByRole('heading', { name: 'Wachtwoord gewijzigd!' })).toBeTruthy();
    expect(location()).toBe('/reset-password');

    act(() => vi.advanceTimersByTime(RESET_SUCCESS_REDIRECT_MS - 1));
    expect(location()).toBe('/reset-password');
    act(() => vi.advanceTimersByTime(1));
    expect(location()).toBe('/dashboard');
  });

  it('shows the returned error in Dutch and lets the user try again', async () => {
    const updatePassword = vi.fn(async () => ({
      success: false,
      error: 'New password should be different from the old password.',
      code: 'same_password',
      status: 422,
    }));
    renderPage(<ResetPasswordPage />, { path: '/reset-password', auth: { ...signedIn(), updatePassword } });
    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), 'oud-wachtwoord');
    await userEvent.type(screen.getByLabelText('Bevestig nieuw wachtwoord'), 'oud-wachtwoord');
    await userEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Je nieuwe wachtwoord moet anders zijn dan je huidige wachtwoord.',
    );
    expect(save().hasAttribute('disabled')).toBe(false);
  });
});
