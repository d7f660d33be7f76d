/**
 * The one password rule of the product (signup, the reset link, /security and the onboarding's
 * account step) and the hints that help while a new password is typed.
 */
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';
import { AUTH_MESSAGES, PASSWORD_HINTS } from './texts.ts';

/** What is wrong with a new password, or null when the rule holds. */
export function newPasswordProblem(password: string): string | null {
  if (password === '') return AUTH_MESSAGES.required.newPassword;
  if (password.length < PASSWORD_MIN) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX) return AUTH_MESSAGES.passwordTooLong;
  return null;
}

export interface Hint {
  text: string;
  /** 'warning' only for something already wrong in what was typed; never before anything is typed. */
  tone: 'muted' | 'warning';
}

/**
 * Under the new-password field: the rule before anything is typed, then how many characters are
 * still needed, then that it is long enough. Calm throughout: being short while typing is not an
 * error yet.
 */
export function passwordLengthHint(password: string): Hint {
  if (password.length > PASSWORD_MAX) return { text: AUTH_MESSAGES.passwordTooLong, tone: 'warning' };
  if (password === '') return { text: PASSWORD_HINTS.rule, tone: 'muted' };
  const missing = PASSWORD_MIN - password.length;
  return { text: missing > 0 ? PASSWORD_HINTS.remaining(missing) : PASSWORD_HINTS.met, tone: 'muted' };
}

/**
 * Under the repeat field, only once it says something: nothing while the repetition is empty or
 * still on its way (a beginning of the password), the mismatch once it has gone astray.
 */
export function confirmPasswordHint(password: string, confirmPassword: string): Hint | null {
  if (confirmPassword === '') return null;
  if (confirmPassword === password) return { text: PASSWORD_HINTS.same, tone: 'muted' };
  if (password.startsWith(confirmPassword)) return null;
  return { text: AUTH_MESSAGES.mismatch, tone: 'warning' };
}
