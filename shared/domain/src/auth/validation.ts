/**
 * The auth forms' rules, one message per field (shown under that field), for the auth remote's
 * screens and the onboarding's account step alike. Errors come back in the form's order, so the
 * first key is the field to focus. Everything else (is the address taken, is the password
 * leaked) is the auth service's answer.
 */
import { nameProblem } from '../person.ts';
import { newPasswordProblem } from './passwords.ts';
import { AUTH_MESSAGES } from './texts.ts';

export type AuthField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'currentPassword'
  | 'password'
  | 'confirmPassword'
  | 'terms'
  | 'code';
export type AuthFieldErrors = Partial<Record<AuthField, string>>;

/** The field a failed submit should focus: the first one with an error. */
export function firstInvalidField(errors: AuthFieldErrors): AuthField | undefined {
  return Object.keys(errors)[0] as AuthField | undefined;
}

/**
 * Something, an @, something with a dot: the service decides the rest. The onboarding imports it
 * from here; it lives here so the auth remote does not pull in the onboarding's step tables.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (value === '') return AUTH_MESSAGES.required.email;
  return isValidEmail(value) ? null : AUTH_MESSAGES.invalidEmail;
}

/** Keeps only the problems there are, in the order given. */
function collect(entries: [AuthField, string | null | false][]): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  for (const [field, problem] of entries) if (problem) errors[field] = problem;
  return errors;
}

/** A new password and its repetition: the rule first; the repetition once there is one to compare. */
export function validateNewPassword(input: { password: string; confirmPassword: string }): AuthFieldErrors {
  const problem = newPasswordProblem(input.password);
  return collect([
    ['password', problem],
    [
      'confirmPassword',
      input.confirmPassword === ''
        ? !problem && AUTH_MESSAGES.required.confirmPassword
        : input.confirmPassword !== input.password && AUTH_MESSAGES.mismatch,
    ],
  ]);
}

/** A signed-in change: the current password (the service checks it), then the new one twice. */
export function validatePasswordChange(input: {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}): AuthFieldErrors {
  return {
    ...collect([['currentPassword', input.currentPassword === '' && AUTH_MESSAGES.required.currentPassword]]),
    ...validateNewPassword(input),
  };
}

export interface SignupInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

export function validateSignup(input: SignupInput): AuthFieldErrors {
  return {
    ...collect([
      ['firstName', input.firstName.trim() === '' ? AUTH_MESSAGES.required.firstName : nameProblem(input.firstName)],
      ['lastName', input.lastName.trim() === '' ? AUTH_MESSAGES.required.lastName : nameProblem(input.lastName)],
      ['email', emailProblem(input.email)],
    ]),
    ...validateNewPassword(input),
    ...collect([['terms', !input.terms && AUTH_MESSAGES.terms]]),
  };
}

/** Login only asks for both: whether they are right is the service's answer. */
export function validateLogin(input: { email: string; password: string }): AuthFieldErrors {
  return collect([
    ['email', input.email.trim() === '' && AUTH_MESSAGES.required.email],
    ['password', input.password === '' && AUTH_MESSAGES.required.password],
  ]);
}

export function validateEmail(email: string): AuthFieldErrors {
  return collect([['email', emailProblem(email)]]);
}

/** A 6-digit code (authenticator app or e-mail): the spaces people type to group it are ignored. */
export function normaliseCode(code: string): string {
  return code.replace(/\s+/g, '');
}

export function validateCode(code: string, source: 'app' | 'mail'): AuthFieldErrors {
  const valid = /^\d{6}$/.test(normaliseCode(code));
  return collect([['code', !valid && (source === 'app' ? AUTH_MESSAGES.appCode : AUTH_MESSAGES.mailCode)]]);
}
