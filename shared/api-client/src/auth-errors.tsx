import type { AuthResult } from '@talentbrug/api-client/auth';
import { AUTH_ERRORS, AUTH_MESSAGES } from '@talentbrug/domain/auth/texts';

/** Shown when the service could not be reached at all (status 0). */
export const NETWORK_ERROR_TEXT = AUTH_ERRORS.network;
export const GENERIC_ERROR_TEXT = AUTH_ERRORS.generic;

function weakPasswordText(result: Pick<AuthResult, 'error' | 'reasons'>): string {
  if (result.reasons?.includes('pwned')) return AUTH_ERRORS.passwordPwned;
  const minimum = /at least (\d+) characters/i.exec(result.error ?? '')?.[1];
  if (minimum) return AUTH_ERRORS.passwordTooShort(Number(minimum));
  if (result.reasons?.includes('characters')) return AUTH_ERRORS.passwordCharacters;
  return AUTH_ERRORS.passwordWeak;
}

function validationText(message: string): string | null {
  if (/72 characters/i.test(message)) return AUTH_MESSAGES.passwordTooLong;
  if (/e-?mail/i.test(message)) return AUTH_MESSAGES.invalidEmail;
  return null;
}

/**
 * The Dutch text for a failed auth call: a known code in natural Dutch, a network failure
 * or server trouble in plain words, otherwise the screen's own fallback (never raw English).
 * The texts live in `@talentbrug/domain/auth/texts`, with every other auth text.
 */
export function authErrorText(result: Pick<AuthResult, 'code' | 'error' | 'status' | 'reasons'>, fallback: string) {
  const { code, status } = result;
  if (status === 0) return NETWORK_ERROR_TEXT;
  if (code === 'weak_password') return weakPasswordText(result);
  if (code === 'over_email_send_rate_limit') {
    const seconds = /after (\d+) seconds?/i.exec(result.error ?? '')?.[1];
    return AUTH_ERRORS.mailRateLimit(seconds ? Number(seconds) : null);
  }
  if (code === 'validation_failed') return validationText(result.error ?? '') ?? fallback;
  const known = code ? AUTH_ERRORS.byCode[code] : undefined;
  if (known) return known;
  if (status === 429) return AUTH_ERRORS.rateLimited;
  if (status !== undefined && status >= 500) return GENERIC_ERROR_TEXT;
  return fallback;
}
