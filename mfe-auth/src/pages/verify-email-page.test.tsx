import type { AuthResult } from '@talentbrug/api-client/auth';
import { RESEND_CONFIRMATION_VISIBLE_MS } from '@talentbrug/domain/constants';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, renderPage, signedIn } from '../testing/render.tsx';
import VerifyEmailPage from './verify-email-page.tsx';

const CONFIRMATION = 'Verificatie e-mail opnieuw verzonden! Check je inbox.';
const resend = () => screen.getByRole('button', { name: 'Verstuur verificatie e-mail opnieuw' });

describe('VerifyEmailPage', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows 'E-mail Geverifieerd!' with a dashboard link when the address is confirmed", () => {
    renderPage(<VerifyEmailPage />, { path: '/verify-email', auth: signedIn({ email: 'sem@voorbeeld.nl' }) });
    expect(screen.getByRole('heading', { name: 'E-mail Geverifieerd!' })).toBeTruthy();
    expect(screen.getByText('sem@voorbeeld.nl')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar je dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Verstuur verificatie e-mail opnieuw' })).toBeNull();
  });

  it('shows the address the mail went to, and a way to the dashboard anyway', () => {
    sessionStorage.setItem('talentbrug.pending-verification-email', 'noor@voorbeeld.nl');
    renderPage(<VerifyEmailPage />, { path: '/verify-email' });
    expect(screen.getByText('noor@voorbeeld.nl')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Toch naar het dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('resend: sending, then the confirmation for 5 seconds, then hidden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sessionStorage.setItem('talentbrug.pending-verification-email', 'noor@voorbeeld.nl');
    const answer = deferred<AuthResult>();
    const resendVerification = vi.fn(() => answer.promise);
    renderPage(<VerifyEmailPage />, { path: '/verify-email', auth: { resendVerification } });
    fireEvent.click(resend());
    expect(resendVerification).toHaveBeenCalledWith('noor@voorbeeld.nl');
    expect(screen.getByRole('button', { name: 'Bezig met versturen...' }).hasAttribute('disabled')).toBe(true);

    await act(async () => answer.resolve({ success: true }));
    expect(screen.getByText(CONFIRMATION)).toBeTruthy();
    act(() => vi.advanceTimersByTime(RESEND_CONFIRMATION_VISIBLE_MS - 1));
    expect(screen.getByText(CONFIRMATION)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(CONFIRMATION)).toBeNull();
    expect(resend().hasAttribute('disabled')).toBe(false);
  });

  it("falls back to 'Kon verificatie e-mail niet verzenden', and translates what it knows", async () => {
    sessionStorage.setItem('talentbrug.pending-verification-email', 'noor@voorbeeld.nl');
    const resendVerification = vi
      .fn()
      .mockResolvedValueOnce({ success: false, error: 'Could not resend the verification e-mail' })
      .mockResolvedValueOnce({
        success: false,
        error: 'For security purposes, you can only request this after 12 seconds.',
        code: 'over_email_send_rate_limit',
        status: 429,
      });
    renderPage(<VerifyEmailPage />, { path: '/verify-email', auth: { resendVerification } });
    await userEvent.click(resend());
    expect((await screen.findByRole('alert')).textContent).toBe('Kon verificatie e-mail niet verzenden');
    await userEvent.click(resend());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Je hebt net al een e-mail aangevraagd. Probeer het over 12 seconden opnieuw.',
    );
  });

  it('asks for the address when it does not know it', async () => {
    const resendVerification = vi.fn(async () => ({ success: true }));
    renderPage(<VerifyEmailPage />, { path: '/verify-email', auth: { resendVerification } });
    await userEvent.click(resend());
    expect(screen.getByRole('alert').textContent).toBe('Vul een geldig e-mailadres in');
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'daan@voorbeeld.nl');
    await userEvent.click(resend());
    expect(resendVerification).toHaveBeenCalledWith('daan@voorbeeld.nl');
    expect(await screen.findByText(CONFIRMATION)).toBeTruthy();
  });
});
