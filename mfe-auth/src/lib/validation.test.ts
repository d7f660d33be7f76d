import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  validateCode,
  validateEmail,
  validateLogin,
  validateNewPassword,
  validateSignup,
} from './validation.ts';

const signup = {
  firstName: 'Sem',
  lastName: 'de Vries',
  email: 'sem@voorbeeld.nl',
  password: 'voetbal12',
  confirmPassword: 'voetbal12',
  terms: true,
};

describe('signup rules', () => {
  it('accepts a complete, consistent form', () => {
    expect(validateSignup(signup)).toBeNull();
  });

  it.each(['firstName', 'lastName', 'email', 'password'] as const)(
    "asks for every required field ('%s' empty)",
    (field) => {
      expect(validateSignup({ ...signup, [field]: '  ' })).toEqual({
        message: 'Vul alle verplichte velden in',
        fields: [field],
      });
    },
  );

  it('needs at least 8 characters', () => {
    expect(validateSignup({ ...signup, password: 'kort123', confirmPassword: 'kort123' })?.message).toBe(
      'Wachtwoord moet minimaal 8 karakters bevatten',
    );
    expect(validateSignup({ ...signup, password: '12345678', confirmPassword: '12345678' })).toBeNull();
  });

  it('needs the confirmation to match', () => {
    expect(validateSignup({ ...signup, confirmPassword: 'voetbal13' })).toEqual({
      message: 'Wachtwoorden komen niet overeen',
      fields: ['confirmPassword'],
    });
  });

  it('needs the terms accepted', () => {
    expect(validateSignup({ ...signup, terms: false })).toEqual({ message: MESSAGES.terms, fields: ['terms'] });
  });
});

describe('forgot-password rule', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['sem.voorbeeld.nl', true],
    ['sem@voorbeeld.nl', false],
    ['a@b', false],
  ])('%j invalid: %s', (email, invalid) => {
    expect(validateEmail(email)?.message ?? null).toBe(invalid ? 'Vul een geldig e-mailadres in' : null);
  });
});

describe('reset-password rules (minimum 6)', () => {
  it('needs at least 6 characters', () => {
    expect(validateNewPassword({ password: '12345', confirmPassword: '12345' }, 'reset')?.message).toBe(
      'Wachtwoord moet minimaal 6 karakters zijn',
    );
    expect(validateNewPassword({ password: '123456', confirmPassword: '123456' }, 'reset')).toBeNull();
  });

  it('needs both entries equal', () => {
    expect(validateNewPassword({ password: '123456', confirmPassword: '123457' }, 'reset')?.message).toBe(
      'Wachtwoorden komen niet overeen',
    );
  });
});

describe('change-password rules on the security page (minimum 8)', () => {
  it('holds the signup minimum', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' }, 'change')?.message).toBe(
      'Vul alle verplichte velden in',
    );
    expect(validateNewPassword({ password: '1234567', confirmPassword: '1234567' }, 'change')?.message).toBe(
      'Wachtwoord moet minimaal 8 karakters bevatten',
    );
    expect(validateNewPassword({ password: '12345678', confirmPassword: '12345678' }, 'change')).toBeNull();
  });
});

describe('login and code rules', () => {
  it('asks for both login fields', () => {
    expect(validateLogin({ email: '', password: 'x' })).toEqual({
      message: 'Vul alle verplichte velden in',
      fields: ['email'],
    });
    expect(validateLogin({ email: 'a@b.nl', password: 'x' })).toBeNull();
  });

  it('takes six digits, spaces allowed', () => {
    expect(validateCode('123 456')).toBeNull();
    expect(validateCode('12345')).not.toBeNull();
    expect(validateCode('12345a')).not.toBeNull();
  });
});
