import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN } from '../constants.ts';
import { confirmPasswordHint, newPasswordProblem, passwordLengthHint } from './passwords.ts';
import { AUTH_MESSAGES } from './texts.ts';
import {
  firstInvalidField,
  normaliseCode,
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

describe('the password rule, one for every new password', () => {
  it('needs at least 8 characters, said in tekens', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(newPasswordProblem('')).toBe('Kies een wachtwoord.');
    expect(newPasswordProblem('1234567')).toBe('Kies een wachtwoord van minimaal 8 tekens.');
    expect(newPasswordProblem('12345678')).toBeNull();
    expect(newPasswordProblem('x'.repeat(73))).toBe('Je wachtwoord mag maximaal 72 tekens hebben.');
  });

  it('hints calmly while typing: the rule, what is still needed, then that it is enough', () => {
    expect(passwordLengthHint('')).toEqual({ text: 'Minimaal 8 tekens.', tone: 'muted' });
    expect(passwordLengthHint('abc')).toEqual({ text: 'Minimaal 8 tekens: nog 5 tekens te gaan.', tone: 'muted' });
    expect(passwordLengthHint('abcdefg').text).toBe('Minimaal 8 tekens: nog 1 teken te gaan.');
    expect(passwordLengthHint('abcdefgh')).toEqual({ text: 'Minimaal 8 tekens: dat zit goed.', tone: 'muted' });
  });

  it('says nothing about the repetition until it has gone astray', () => {
    expect(confirmPasswordHint('hockey2026', '')).toBeNull();
    expect(confirmPasswordHint('hockey2026', 'hock')).toBeNull();
    expect(confirmPasswordHint('hockey2026', 'hockx')).toEqual({
      text: 'De wachtwoorden komen niet overeen.',
      tone: 'warning',
    });
    expect(confirmPasswordHint('hockey2026', 'hockey2026')?.tone).toBe('muted');
  });

  it('no message anywhere says karakters', () => {
    const all = JSON.stringify(AUTH_MESSAGES) + passwordLengthHint('ab').text;
    expect(all).not.toMatch(/karakter/);
  });
});

describe('signup', () => {
  it('accepts a complete, consistent form', () => {
    expect(validateSignup(signup)).toEqual({});
  });

  it('names every empty field in its own words, in the order of the form', () => {
    const errors = validateSignup({
      firstName: ' ',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      terms: false,
    });
    expect(errors).toEqual({
      firstName: 'Vul je voornaam in.',
      lastName: 'Vul je achternaam in.',
      email: 'Vul je e-mailadres in.',
      password: 'Kies een wachtwoord.',
      terms: 'Ga akkoord met de algemene voorwaarden en de privacyverklaring om verder te gaan.',
    });
    expect(firstInvalidField(errors)).toBe('firstName');
  });

  it('checks the address, the length and the repetition', () => {
    expect(validateSignup({ ...signup, email: 'sem.voorbeeld.nl' })).toEqual({
      email: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
    });
    expect(validateSignup({ ...signup, password: 'kort123', confirmPassword: 'kort123' })).toEqual({
      password: 'Kies een wachtwoord van minimaal 8 tekens.',
    });
    expect(validateSignup({ ...signup, confirmPassword: 'voetbal13' })).toEqual({
      confirmPassword: 'De wachtwoorden komen niet overeen.',
    });
    expect(validateSignup({ ...signup, confirmPassword: '' })).toEqual({ confirmPassword: 'Herhaal je wachtwoord.' });
  });
});

describe('a new password (reset link, /security, the onboarding account step)', () => {
  it('holds the same 8 as signup: 7 characters are refused', () => {
    expect(validateNewPassword({ password: '1234567', confirmPassword: '1234567' })).toEqual({
      password: 'Kies een wachtwoord van minimaal 8 tekens.',
    });
    expect(validateNewPassword({ password: '12345678', confirmPassword: '12345678' })).toEqual({});
  });

  it('reports a short password and a different repetition together', () => {
    expect(validateNewPassword({ password: 'kort', confirmPassword: 'anders' })).toEqual({
      password: 'Kies een wachtwoord van minimaal 8 tekens.',
      confirmPassword: 'De wachtwoorden komen niet overeen.',
    });
  });
});

describe('login, e-mail and codes', () => {
  it('asks for both login fields, each in its own words', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Vul je e-mailadres in.',
      password: 'Vul je wachtwoord in.',
    });
    expect(validateLogin({ email: 'a@b.nl', password: 'x' })).toEqual({});
  });

  it.each([
    ['', 'Vul je e-mailadres in.'],
    ['   ', 'Vul je e-mailadres in.'],
    ['sem.voorbeeld.nl', 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.'],
    ['sem@voorbeeld.nl', undefined],
    [' sem@voorbeeld.nl ', undefined],
  ])('e-mail %j -> %s', (email, message) => {
    expect(validateEmail(email).email).toBe(message);
  });

  it('takes six digits, spaces allowed, and names where the code comes from', () => {
    expect(normaliseCode('123 456')).toBe('123456');
    expect(validateCode('123 456', 'mail')).toEqual({});
    expect(validateCode('12345', 'mail')).toEqual({ code: 'Vul de 6 cijfers van de code uit de e-mail in.' });
    expect(validateCode('12345a', 'app')).toEqual({
      code: 'Vul de 6 cijfers van de code uit je authenticator-app in.',
    });
  });
});
