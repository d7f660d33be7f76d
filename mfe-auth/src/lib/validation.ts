import { RESET_PASSWORD_MIN, SIGNUP_PASSWORD_MIN } from '@talentbrug/domain/constants';

/** The spec's validation texts (section 5), word for word. */
export const MESSAGES = {
  required: 'Vul alle verplichte velden in',
  signupPasswordTooShort: `Wachtwoord moet minimaal ${SIGNUP_PASSWORD_MIN} karakters bevatten`,
  mismatch: 'Wachtwoorden komen niet overeen',
  invalidEmail: 'Vul een geldig e-mailadres in',
  resetPasswordTooShort: `Wachtwoord moet minimaal ${RESET_PASSWORD_MIN} karakters zijn`,
  resetHint: `Minimaal ${RESET_PASSWORD_MIN} karakters vereist`,
  terms: 'Ga akkoord met de algemene voorwaarden en het privacybeleid om verder te gaan.',
  code: 'Vul de 6 cijfers van de code uit je authenticator-app in.',
} as const;

export type FieldName = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'terms' | 'code';

/** One message for the form, and the fields it is about (marked invalid, tied to the message). */
export interface ValidationError {
  message: string;
  fields: FieldName[];
}

export interface SignupInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

export function validateSignup(input: SignupInput): ValidationError | null {
  const missing = (['firstName', 'lastName', 'email', 'password'] as const).filter((f) => input[f].trim() === '');
  if (missing.length > 0) return { message: MESSAGES.required, fields: [...missing] };
  if (input.password.length < SIGNUP_PASSWORD_MIN)
    return { message: MESSAGES.signupPasswordTooShort, fields: ['password'] };
  if (input.confirmPassword !== input.password) return { message: MESSAGES.mismatch, fields: ['confirmPassword'] };
  if (!input.terms) return { message: MESSAGES.terms, fields: ['terms'] };
  return null;
}

export function validateLogin(input: { email: string; password: string }): ValidationError | null {
  const missing = (['email', 'password'] as const).filter((f) => input[f].trim() === '');
  return missing.length > 0 ? { message: MESSAGES.required, fields: [...missing] } : null;
}

/** Forgot-password: non-empty and containing @; everything else is the server's business. */
export function validateEmail(email: string): ValidationError | null {
  const value = email.trim();
  return value === '' || !value.includes('@') ? { message: MESSAGES.invalidEmail, fields: ['email'] } : null;
}

/**
 * A new password. 'reset' is the reset screen's rule (6, as the spec states for that screen);
 * 'change' is the security page, where the signup minimum (8) holds.
 */
export function validateNewPassword(
  input: { password: string; confirmPassword: string },
  rule: 'reset' | 'change',
): ValidationError | null {
  if (rule === 'change' && input.password === '') return { message: MESSAGES.required, fields: ['password'] };
  const [minimum, message] =
    rule === 'reset'
      ? [RESET_PASSWORD_MIN, MESSAGES.resetPasswordTooShort]
      : [SIGNUP_PASSWORD_MIN, MESSAGES.signupPasswordTooShort];
  if (input.password.length < minimum) return { message, fields: ['password'] };
  if (input.confirmPassword !== input.password) return { message: MESSAGES.mismatch, fields: ['confirmPassword'] };
  return null;
}

/** A TOTP code: six digits; spaces people type to group them are ignored. */
export function normaliseCode(code: string): string {
  return code.replace(/\s+/g, '');
}

export function validateCode(code: string): ValidationError | null {
  return /^\d{6}$/.test(normaliseCode(code)) ? null : { message: MESSAGES.code, fields: ['code'] };
}
