import { AUTH_ERRORS } from '@talentbrug/domain/auth/texts';
import { describe, expect, it } from 'vitest';
import { authErrorText, GENERIC_ERROR_TEXT, NETWORK_ERROR_TEXT } from './auth-errors.tsx';

describe('authErrorText', () => {
  it.each([
    ['invalid_credentials', 'Invalid login credentials', AUTH_ERRORS.loginFailed],
    [
      'over_request_rate_limit',
      'Request rate limit reached',
      'Te veel pogingen achter elkaar. Wacht even en probeer het dan opnieuw.',
    ],
    [
      'email_not_confirmed',
      'Email not confirmed',
      'Je e-mailadres is nog niet bevestigd. Klik op de link in de e-mail die we je hebben gestuurd.',
    ],
    [
      'user_already_exists',
      'User already registered',
      'Er bestaat al een account met dit e-mailadres. Log in of vraag een nieuw wachtwoord aan.',
    ],
    [
      'same_password',
      'New password should be different',
      'Je nieuwe wachtwoord moet anders zijn dan je huidige wachtwoord.',
    ],
    [
      'mfa_verification_failed',
      'Invalid TOTP code entered',
      'Deze code klopt niet. Kijk in je authenticator-app en probeer het opnieuw.',
    ],
    [
      'otp_expired',
      'Email link is invalid or has expired',
      'Deze link is verlopen of al gebruikt. Vraag een nieuwe aan.',
    ],
    ['session_not_found', 'Auth session missing!', 'Je sessie is verlopen. Log opnieuw in.'],
  ])('%s becomes natural Dutch', (code, error, dutch) => {
    expect(authErrorText({ code, error, status: 400 }, AUTH_ERRORS.loginFailed)).toBe(dutch);
  });

  it('names the minimum of a weak password and warns about a leaked one', () => {
    expect(
      authErrorText(
        { code: 'weak_password', error: 'Password should be at least 8 characters.', reasons: ['length'] },
        'x',
      ),
    ).toBe('Kies een wachtwoord van minimaal 8 tekens.');
    expect(authErrorText({ code: 'weak_password', error: 'Password is known', reasons: ['pwned'] }, 'x')).toBe(
      'Dit wachtwoord staat in lijsten met uitgelekte wachtwoorden. Kies een ander wachtwoord.',
    );
  });

  it('tells how long to wait before another e-mail', () => {
    expect(
      authErrorText(
        {
          code: 'over_email_send_rate_limit',
          error: 'For security purposes, you can only request this after 42 seconds.',
          status: 429,
        },
        'x',
      ),
    ).toBe('Je hebt net al een e-mail aangevraagd. Probeer het over 42 seconden opnieuw.');
    expect(
      authErrorText(
        {
          code: 'over_email_send_rate_limit',
          error: 'For security purposes, you can only request this after 1 second.',
          status: 429,
        },
        'x',
      ),
    ).toBe('Je hebt net al een e-mail aangevraagd. Probeer het over 1 seconde opnieuw.');
  });

  it('says tekens, never karakters, whatever minimum the service names', () => {
    for (const error of ['Password should be at least 6 characters.', 'Password should be at least 10 characters.']) {
      const text = authErrorText({ code: 'weak_password', error, reasons: ['length'] }, 'x');
      expect(text).toMatch(/tekens\.$/);
      expect(text).not.toMatch(/karakter/);
    }
  });

  it('explains validation failures it recognises and otherwise uses the fallback', () => {
    expect(
      authErrorText({ code: 'validation_failed', error: 'Unable to validate email address: invalid format' }, 'x'),
    ).toBe('Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.');
    expect(
      authErrorText({ code: 'validation_failed', error: 'Password cannot be longer than 72 characters' }, 'x'),
    ).toBe('Je wachtwoord mag maximaal 72 tekens hebben.');
    expect(authErrorText({ code: 'validation_failed', error: 'Something else' }, 'terugval')).toBe('terugval');
  });

  it('never shows raw English: unknown codes get the screen fallback', () => {
    expect(
      authErrorText({ code: 'brand_new_code', error: 'Some English text', status: 400 }, AUTH_ERRORS.loginFailed),
    ).toBe(AUTH_ERRORS.loginFailed);
    expect(authErrorText({ error: 'Login failed' }, AUTH_ERRORS.loginFailed)).toBe(AUTH_ERRORS.loginFailed);
  });

  it('distinguishes no connection, server trouble and an unnamed rate limit', () => {
    expect(authErrorText({ error: 'Failed to fetch', status: 0 }, 'x')).toBe(NETWORK_ERROR_TEXT);
    expect(authErrorText({ error: 'Internal', status: 502 }, 'x')).toBe(GENERIC_ERROR_TEXT);
    expect(authErrorText({ error: 'Too many', status: 429 }, 'x')).toContain('Te veel pogingen');
  });
});
