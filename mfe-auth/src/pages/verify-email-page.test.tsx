import type { Session } from '@supabase/supabase-js';
import { type AuthResult, useAuthStore } from '@talentbrug/api-client/auth';
import { fakeSession, storeSession } from '@talentbrug/api-client/testing/session';
import { RESEND_CONFIRMATION_VISIBLE_MS } from '@talentbrug/domain/constants';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIL_CODE, useFakeAuthService } from '../testing/auth-service.ts';
import { alertText, describedBy, expectRefusedField, location, refusing } from '../testing/form.ts';
import { deferred, renderPage, signedIn } from '../testing/render.tsx';
import VerifyEmailPage from './verify-email-page.tsx';

const CONFIRMATION = 'De bevestigingsmail is opnieuw verstuurd. Kijk in je inbox.';
const resend = () => screen.getByRole('button', { name: 'Stuur de bevestigingsmail opnieuw' });

/** A session as the embedded service gives it at signup: signed in, the address not confirmed yet. */
function unconfirmedSession(email: string): Session {
  const session = fakeSession({ email });
  return { ...session, user: { ...session.user, email_confirmed_at: undefined } };
}

async function typeCode(code: string) {
  const field = screen.getByLabelText('Code uit de e-mail');
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
}

const auth = useFakeAuthService();

describe('VerifyEmailPage', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows 'E-mailadres bevestigd' with the way on when the address is confirmed", () => {
    renderPage(<VerifyEmailPage />, { path: '/verify-email', auth: signedIn({ email: 'sem@voorbeeld.nl' }) });
    expect(screen.getByRole('heading', { name: 'E-mailadres bevestigd' })).toBeTruthy();
    expect(screen.getByText(/sem@voorbeeld\.nl/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar je dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Stuur de bevestigingsmail opnieuw' })).toBeNull();
    expect(screen.queryByText('Nog één stap: bevestig je e-mailadres.')).toBeNull();
  });

  it('leads back to where the user was going', () => {
    renderPage(<VerifyEmailPage />, {
      path: '/verify-email?redirect=%2Fonboarding',
      auth: signedIn({ email: 'sem@voorbeeld.nl' }),
    });
    expect(screen.getByRole('link', { name: 'Terug naar je onboarding' }).getAttribute('href')).toBe('/onboarding');
  });

  describe('the code from the mail, through the app’s supabase-js client', () => {
    it('signed in but unconfirmed: the 6-digit code confirms the address', async () => {
      storeSession(unconfirmedSession('noor@voorbeeld.nl'));
      renderPage(<VerifyEmailPage />, { path: '/verify-email' });
      expect(await screen.findByText('noor@voorbeeld.nl')).toBeTruthy();
      const code = screen.getByLabelText('Code uit de e-mail');
      expect(code.getAttribute('inputmode')).toBe('numeric');
      expect(code.getAttribute('autocomplete')).toBe('one-time-code');

      await typeCode('12345');
      await expectRefusedField(code, 'Vul de 6 cijfers van de code uit de e-mail in.');
      expect(auth.calls('/verify')).toHaveLength(0);

      await typeCode('000000');
      expect(await alertText()).toBe(
        'Deze code klopt niet of is verlopen. Controleer de code in de nieuwste e-mail, of vraag hieronder een nieuwe aan.',
      );
      expect(screen.getByLabelText('Code uit de e-mail').getAttribute('aria-invalid')).toBe('true');

      await typeCode(`${MAIL_CODE.slice(0, 3)} ${MAIL_CODE.slice(3)}`);
      expect(await screen.findByRole('heading', { name: 'E-mailadres bevestigd' })).toBeTruthy();
      expect(auth.calls('/verify').at(-1)?.body).toMatchObject({
        email: 'noor@voorbeeld.nl',
        token: MAIL_CODE,
        type: 'signup',
      });
      expect(useAuthStore.getState().user?.email_confirmed_at).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Naar je dashboard' }).getAttribute('href')).toBe('/dashboard');
    });

    it('without a session (hosted): the code of the address the signup mailed signs the user in', async () => {
      sessionStorage.setItem('talentbrug.pending-verification-email', 'noor@voorbeeld.nl');
      renderPage(<VerifyEmailPage />, { path: '/verify-email?redirect=%2Fonboarding' });
      expect(await screen.findByText('noor@voorbeeld.nl')).toBeTruthy();
      await typeCode(MAIL_CODE);
      expect(await screen.findByRole('heading', { name: 'E-mailadres bevestigd' })).toBeTruthy();
      expect(useAuthStore.getState().user?.email).toBe('noor@voorbeeld.nl');
      expect(sessionStorage.getItem('talentbrug.pending-verification-email')).toBeNull();
      await userEvent.click(screen.getByRole('link', { name: 'Terug naar je onboarding' }));
      expect(location()).toBe('/onboarding');
    });

    it('asks for the address too when it does not know it', async () => {
      renderPage(<VerifyEmailPage />, { path: '/verify-email' });
      await userEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
      const email = screen.getByLabelText('E-mailadres');
      await expectRefusedField(email, 'Vul je e-mailadres in.');
      expect(describedBy(screen.getByLabelText('Code uit de e-mail'))).toContain(
        'Vul de 6 cijfers van de code uit de e-mail in.',
      );
      await userEvent.type(email, 'daan@voorbeeld.nl');
      await typeCode(MAIL_CODE);
      expect(await screen.findByRole('heading', { name: 'E-mailadres bevestigd' })).toBeTruthy();
      expect(auth.calls('/verify').at(-1)?.body).toMatchObject({ email: 'daan@voorbeeld.nl' });
    });

    it("'Toch naar het dashboard' takes an unconfirmed, signed-in user there", async () => {
      storeSession(unconfirmedSession('noor@voorbeeld.nl'));
      renderPage(<VerifyEmailPage />, { path: '/verify-email' });
      await screen.findByText('noor@voorbeeld.nl');
      await userEvent.click(screen.getByRole('link', { name: 'Toch naar het dashboard' }));
      expect(location()).toBe('/dashboard');
      expect(useAuthStore.getState().user?.email).toBe('noor@voorbeeld.nl');
    });

    it('the resent mail’s link returns to where the user was going', async () => {
      sessionStorage.setItem('talentbrug.pending-verification-email', 'noor@voorbeeld.nl');
      renderPage(<VerifyEmailPage />, { path: '/verify-email?redirect=%2Fonboarding' });
      await userEvent.click(resend());
      expect(await screen.findByText(CONFIRMATION)).toBeTruthy();
      const [request] = auth.calls('/resend');
      expect(request?.body).toMatchObject({ email: 'noor@voorbeeld.nl', type: 'signup' });
      expect(request?.query.get('redirect_to')).toBe(`${window.location.origin}/onboarding`);
      expect(screen.getByRole('link', { name: 'Ga verder zonder te bevestigen' }).getAttribute('href')).toBe(
        '/onboarding',
      );
    });
  });

  it('resend: sending, then the confirmation for 5 seconds, then hidden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sessionStorage.setItem('talentbrug.pending-verification-email', 'noor@voorbeeld.nl');
    const answer = deferred<AuthResult>();
    const resendVerification = vi.fn(() => answer.promise);
    renderPage(<VerifyEmailPage />, { path: '/verify-email', auth: { resendVerification } });
    fireEvent.click(resend());
    expect(resendVerification).toHaveBeenCalledWith('noor@voorbeeld.nl', { redirectPath: '/dashboard' });
    const busy = screen.getByRole('button', { name: 'Bezig met versturen...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    expect(resendVerification).toHaveBeenCalledOnce();

    await act(async () => answer.resolve({ success: true }));
    expect(screen.getByText(CONFIRMATION)).toBeTruthy();
    act(() => vi.advanceTimersByTime(RESEND_CONFIRMATION_VISIBLE_MS - 1));
    expect(screen.getByText(CONFIRMATION)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(CONFIRMATION)).toBeNull();
    expect(resend().hasAttribute('disabled')).toBe(false);
  });

  it('says in Dutch why a resend failed, and translates what it knows', async () => {
    sessionStorage.setItem('talentbrug.pending-verification-email', 'noor@voorbeeld.nl');
    const resendVerification = vi
      .fn()
      .mockResolvedValueOnce({ success: false, error: 'Could not resend the verification e-mail' })
      .mockResolvedValueOnce({
        success: false,
        error: 'For security purposes, you can only request this after 12 seconds.',
        code: 'over_email_send_rate_limit',
        status: 429,
      })
      .mockResolvedValueOnce({ success: false, error: 'Request rate limit reached', status: 429 });
    renderPage(<VerifyEmailPage />, { path: '/verify-email', auth: { resendVerification } });
    await userEvent.click(resend());
    expect(await alertText()).toBe('De bevestigingsmail kon niet worden verstuurd. Probeer het opnieuw.');
    await userEvent.click(resend());
    expect(await alertText()).toBe('Je hebt net al een e-mail aangevraagd. Probeer het over 12 seconden opnieuw.');
    await userEvent.click(resend());
    expect(await alertText()).toBe('Te veel pogingen achter elkaar. Wacht even en probeer het dan opnieuw.');
  });

  it('a code checked too often is a rate limit, said in Dutch', async () => {
    sessionStorage.setItem('talentbrug.pending-verification-email', 'noor@voorbeeld.nl');
    const verifyEmailCode = refusing({
      error: 'Request rate limit reached',
      code: 'over_request_rate_limit',
      status: 429,
    });
    renderPage(<VerifyEmailPage />, { path: '/verify-email', auth: { verifyEmailCode } });
    await typeCode('123456');
    expect(await alertText()).toBe('Te veel pogingen achter elkaar. Wacht even en probeer het dan opnieuw.');
  });
});
