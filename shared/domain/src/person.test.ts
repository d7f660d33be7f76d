import { describe, expect, it } from 'vitest';
import { validateSignup } from './auth/validation.ts';
import { createOnboardingSubmitBodySchema } from './contracts/onboarding.ts';
import { profileWriteSchema } from './contracts/profile.ts';
import { setValue } from './onboarding/data.ts';
import { exampleOnboardingData } from './onboarding/example.ts';
import { toSubmitBody } from './onboarding/payload.ts';
import { stepById } from './onboarding/steps.ts';
import { validateStep } from './onboarding/validation.ts';
import { ATHLETE_AGE, birthDateProblem, NAME_MAX, nameProblem, PERSON_MESSAGES } from './person.ts';

// 23:30 UTC on 22 November is already 23 November in the Netherlands.
const NOW = new Date('2026-11-22T23:30:00Z');
const name60 = 'A'.repeat(NAME_MAX);
const name61 = 'A'.repeat(NAME_MAX + 1);

describe('the name rule', () => {
  it('takes up to 60 characters, spaces around not counted, and refuses 61', () => {
    expect(nameProblem(name60)).toBeNull();
    expect(nameProblem(`  ${name60}  `)).toBeNull();
    expect(nameProblem(name61)).toBe(PERSON_MESSAGES.nameTooLong);
    expect(PERSON_MESSAGES.nameTooLong).toBe('Gebruik maximaal 60 tekens.');
  });
});

describe('the date of birth rule (ages 12 to 30 on the Dutch calendar day)', () => {
  it.each<[string, string | null, string]>([
    ['2014-11-23', null, 'turns 12 today in the Netherlands (still the 22nd in UTC)'],
    ['2014-11-24', PERSON_MESSAGES.birthOutOfRange, 'turns 12 tomorrow'],
    ['1995-11-24', null, 'is 30, turning 31 tomorrow'],
    ['1995-11-23', PERSON_MESSAGES.birthOutOfRange, 'turns 31 today'],
    ['2026-11-24', PERSON_MESSAGES.birthInFuture, 'is born tomorrow'],
    ['2030-01-01', PERSON_MESSAGES.birthInFuture, 'is born in 2030'],
    ['2008-02-30', PERSON_MESSAGES.birthDate, 'was born on a day that does not exist'],
  ])('%s: %s (%s)', (date, expected) => {
    expect(birthDateProblem(date, NOW)).toBe(expected);
  });

  it('says the range in Dutch', () => {
    expect(PERSON_MESSAGES.birthOutOfRange).toBe(
      `Controleer je geboortedatum: Talentbrug is er voor sporters van ${ATHLETE_AGE.min} tot en met ${ATHLETE_AGE.max} jaar.`,
    );
  });
});

describe('the same rule everywhere', () => {
  it('the wizard refuses a 61-character name and a birth date in 2030 on the first step', () => {
    let data = setValue(exampleOnboardingData(), 'personal.firstName', name61);
    data = setValue(data, 'personal.lastName', name60);
    data = setValue(data, 'personal.dateOfBirth', '2030-05-01');
    expect(validateStep(stepById('personal'), data, NOW)).toEqual({
      'personal.firstName': PERSON_MESSAGES.nameTooLong,
      'personal.dateOfBirth': PERSON_MESSAGES.birthInFuture,
    });
  });

  it("the server's submit schema refuses them with the same words", () => {
    let data = setValue(exampleOnboardingData(), 'personal.lastName', name61);
    data = setValue(data, 'personal.dateOfBirth', '1990-01-01');
    const body = JSON.parse(JSON.stringify(toSubmitBody(data, { now: NOW })));
    const result = createOnboardingSubmitBodySchema(() => NOW).safeParse(body);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues).toMatchObject({
      'personal.last_name': PERSON_MESSAGES.nameTooLong,
      'data.personal.lastName': PERSON_MESSAGES.nameTooLong,
      'data.personal.dateOfBirth': PERSON_MESSAGES.birthOutOfRange,
    });
  });

  it('sign-up refuses a 61-character first or last name', () => {
    const input = {
      firstName: name61,
      lastName: name61,
      email: 'sem@example.nl',
      password: 'lang-genoeg-1',
      confirmPassword: 'lang-genoeg-1',
      terms: true,
    };
    expect(validateSignup(input)).toEqual({
      firstName: PERSON_MESSAGES.nameTooLong,
      lastName: PERSON_MESSAGES.nameTooLong,
    });
    expect(validateSignup({ ...input, firstName: name60, lastName: name60 })).toEqual({});
  });

  it('the profile write refuses them too, and refuses to empty a name, the sport or the team', () => {
    const messages = (write: unknown) =>
      Object.fromEntries(
        (profileWriteSchema.safeParse(write).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
      );
    expect(messages({ first_name: name61, date_of_birth: '2030-01-01' })).toEqual({
      first_name: PERSON_MESSAGES.nameTooLong,
      date_of_birth: PERSON_MESSAGES.birthInFuture,
    });
    expect(messages({ first_name: null, last_name: '  ', sport: null, team: null })).toEqual({
      first_name: 'Vul je voornaam in.',
      last_name: 'Vul je achternaam in.',
      sport: 'Kies je sport.',
      team: 'Kies of je bij de heren of bij de dames speelt.',
    });
    expect(profileWriteSchema.safeParse({ first_name: name60, date_of_birth: null }).success).toBe(true);
  });
});
