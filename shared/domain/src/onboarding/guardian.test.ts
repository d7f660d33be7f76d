import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GUARDIAN_CONSENT_AGE } from '../constants.ts';
import { createOnboardingSubmitBodySchema } from '../contracts/onboarding.ts';
import { ageOn } from '../person.ts';
import {
  createGuardianConsent,
  createOnboardingData,
  getValue,
  normalizeOnboardingData,
  type OnboardingData,
  setValue,
  updateField,
} from './data.ts';
import { dateOfBirthAged15, exampleOnboardingData, exampleUnder16OnboardingData } from './example.ts';
import { GUARDIAN_TEXTS, needsGuardianConsent } from './guardian.ts';
import { profileOverview, toSubmitBody, toSubmitPayload } from './payload.ts';
import { stepById, visibleFields } from './steps.ts';
import {
  completionPercentage,
  MESSAGES,
  missingRequired,
  validateAll,
  validateField,
  validateStep,
} from './validation.ts';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const consent = stepById('consent');
const fieldAt = (path: string) => {
  const found = consent.fields.find((f) => f.path === path);
  if (!found) throw new Error(`no field ${path}`);
  return found;
};
const bornOn = (dateOfBirth: string, data: OnboardingData = exampleOnboardingData()) =>
  setValue(data, 'personal.dateOfBirth', dateOfBirth);
/** The minor with the guardian block still empty. */
const minorWithoutGuardian = () => {
  const data = exampleUnder16OnboardingData(NOW);
  return { ...data, consent: { ...data.consent, guardian: createGuardianConsent() } };
};
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
const jsonBody = (data: OnboardingData, now = NOW) => JSON.parse(JSON.stringify(toSubmitBody(data, { now })));

describe('ageOn', () => {
  it('counts the birthday itself: 16 today, 15 the day before', () => {
    expect(ageOn('2010-11-22', NOW)).toBe(16);
    expect(ageOn('2010-11-23', NOW)).toBe(15);
    expect(ageOn('2010-11-21', NOW)).toBe(16);
    expect(ageOn('2010-12-01', NOW)).toBe(15);
    expect(ageOn('2010-01-01', NOW)).toBe(16);
  });

  it('turns a year older at midnight in the Netherlands, not at midnight UTC', () => {
    // 00:30 in Amsterdam on 22 November is 23:30 UTC on the 21st.
    expect(ageOn('2010-11-22', new Date('2026-11-21T23:30:00.000Z'))).toBe(16);
    // 23:30 in Amsterdam on the 21st.
    expect(ageOn('2010-11-22', new Date('2026-11-21T22:30:00.000Z'))).toBe(15);
    // Summer time: 00:30 in Amsterdam on 1 July is 22:30 UTC on 30 June.
    expect(ageOn('2010-07-01', new Date('2026-06-30T22:30:00.000Z'))).toBe(16);
  });

  it('handles a leap day: 29 February counts on leap years, 1 March otherwise', () => {
    expect(ageOn('2008-02-29', new Date('2024-02-28T12:00:00Z'))).toBe(15);
    expect(ageOn('2008-02-29', new Date('2024-02-29T12:00:00Z'))).toBe(16);
    expect(ageOn('2008-02-29', new Date('2025-02-28T12:00:00Z'))).toBe(16);
    expect(ageOn('2008-02-29', new Date('2025-03-01T12:00:00Z'))).toBe(17);
  });

  it.each(['', '  ', 'morgen', '22-11-2010', '2010-1-5', '2010-13-01', '2010-02-29', '2010-04-31', '2010-11-22T00:00'])(
    'gives null for the invalid date %j',
    (date) => {
      expect(ageOn(date, NOW)).toBeNull();
    },
  );

  it('gives null for an invalid clock and a negative age for a birth date in the future', () => {
    expect(ageOn('2010-11-22', new Date('kapot'))).toBeNull();
    expect(ageOn('2027-11-23', NOW)).toBe(-2);
  });

  it('property: never decreases as time passes, and steps by one on each birthday', () => {
    const day = fc.date({ min: new Date('1950-01-01'), max: new Date('2030-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, day, (born, a, b) => {
        const dob = born.toISOString().slice(0, 10);
        const [early, late] = a <= b ? [a, b] : [b, a];
        const before = ageOn(dob, early);
        const after = ageOn(dob, late);
        expect(before).not.toBeNull();
        expect(after).toBeGreaterThanOrEqual(before as number);
      }),
    );
  });
});

describe('needsGuardianConsent', () => {
  it(`is true below ${GUARDIAN_CONSENT_AGE} only, and false without a valid date of birth`, () => {
    expect(GUARDIAN_CONSENT_AGE).toBe(16);
    expect(needsGuardianConsent(bornOn('2010-11-23'), NOW)).toBe(true);
    expect(needsGuardianConsent(bornOn('2010-11-22'), NOW)).toBe(false);
    expect(needsGuardianConsent(exampleOnboardingData(), NOW)).toBe(false);
    expect(needsGuardianConsent(createOnboardingData(), NOW)).toBe(false);
    expect(needsGuardianConsent(bornOn('2010-02-30'), NOW)).toBe(false);
    expect(needsGuardianConsent(bornOn('2030-01-01'), NOW)).toBe(true);
    expect(needsGuardianConsent(bornOn(dateOfBirthAged15(NOW)), NOW)).toBe(true);
  });
});

describe('the guardian block on the consent step', () => {
  it('is shown only below 16, with a note that explains why', () => {
    const paths = (data: OnboardingData) => visibleFields(consent, data, NOW).map((f) => f.path);
    expect(paths(exampleOnboardingData())).toEqual(['consent.accepted', 'consent.sharing.accepted']);
    expect(paths(createOnboardingData())).toEqual(['consent.accepted', 'consent.sharing.accepted']);
    expect(paths(exampleUnder16OnboardingData(NOW))).toEqual([
      'consent.accepted',
      'consent.sharing.accepted',
      'consent.guardian.name',
      'consent.guardian.email',
      'consent.guardian.accepted',
    ]);
    // The wizard shows it above the block (mfe-onboarding's copy/steps.ts).
    expect(GUARDIAN_TEXTS.note).toContain('jonger bent dan 16');
  });

  it('requires all three below 16, each saying what to do', () => {
    expect(validateStep(consent, minorWithoutGuardian(), NOW)).toEqual({
      'consent.guardian.name': 'Vul de naam van je ouder of voogd in.',
      'consent.guardian.email': 'Vul het e-mailadres van je ouder of voogd in.',
      'consent.guardian.accepted': 'Je ouder of voogd zet hier zelf het vinkje om toestemming te geven.',
    });
    expect(validateAll(exampleUnder16OnboardingData(NOW), NOW)).toEqual({});
    const badEmail = setValue(exampleUnder16OnboardingData(NOW), 'consent.guardian.email', 'marieke@');
    expect(validateStep(consent, badEmail, NOW)).toEqual({
      'consent.guardian.email': 'Voer een geldig e-mailadres in.',
    });
  });

  it("refuses the athlete's own e-mail address as the parent's, whatever its capitals", () => {
    const minor = exampleUnder16OnboardingData(NOW);
    const own = setValue(minor, 'consent.guardian.email', ' Noor.Bakker@Example.nl ');
    expect(validateStep(consent, own, NOW)).toEqual({
      'consent.guardian.email': 'Dit is je eigen e-mailadres. Vul het e-mailadres van je ouder of voogd in.',
    });
    expect(MESSAGES.guardianOwnEmail).toBe(GUARDIAN_TEXTS.ownEmail);
    // The rule needs the whole data; on its own the field only checks the format.
    expect(validateField(fieldAt('consent.guardian.email'), ' Noor.Bakker@Example.nl ')).toBeNull();
  });

  it('asks nothing of a 16-year-old, even with an empty or half-filled guardian block', () => {
    const adult = bornOn('2010-11-22');
    expect(validateAll(adult, NOW)).toEqual({});
    expect(validateAll(setValue(adult, 'consent.guardian.email', 'kapot'), NOW)).toEqual({});
    expect(completionPercentage(adult, NOW)).toBe(100);
  });

  it('counts the guardian fields in the completion and the missing answers only when they are asked', () => {
    expect(completionPercentage(exampleUnder16OnboardingData(NOW), NOW)).toBe(100);
    const missing = minorWithoutGuardian();
    // 26 required fields plus the guardian's 3, of which 3 are missing.
    expect(completionPercentage(missing, NOW)).toBe(Math.floor((26 / 29) * 100));
    expect(missingRequired(missing, NOW).map(({ field }) => field.path)).toEqual([
      'consent.guardian.name',
      'consent.guardian.email',
      'consent.guardian.accepted',
    ]);
    expect(missingRequired(exampleOnboardingData(), NOW)).toEqual([]);
  });
});

describe('recording the guardian consent', () => {
  it('ticking records the ISO time; unticking empties it; nothing else changes', () => {
    const at = new Date('2026-11-22T09:30:15.123Z');
    const data = minorWithoutGuardian();
    const ticked = updateField(data, 'consent.guardian.accepted', true, at);
    expect(ticked.consent.guardian).toEqual({ name: '', email: '', accepted: true, timestamp: at.toISOString() });
    expect(ticked.consent.accepted).toBe(data.consent.accepted);
    expect(ticked.consent.timestamp).toBe(data.consent.timestamp);
    expect(ticked.personal).toBe(data.personal);
    const unticked = updateField(ticked, 'consent.guardian.accepted', false, at);
    expect(unticked.consent.guardian).toMatchObject({ accepted: false, timestamp: '' });
  });

  it("the athlete's own tick keeps the parent's, and nested paths read and write", () => {
    const minor = exampleUnder16OnboardingData(NOW);
    const unticked = updateField(minor, 'consent.accepted', false, NOW);
    expect(unticked.consent.accepted).toBe(false);
    expect(unticked.consent.guardian).toEqual(minor.consent.guardian);
    const renamed = updateField(minor, 'consent.guardian.name', 'Jeroen Bakker', NOW);
    expect(getValue(renamed, 'consent.guardian.name')).toBe('Jeroen Bakker');
    expect(getValue(renamed, 'consent.guardian.accepted')).toBe(true);
    expect(renamed.personal).toBe(minor.personal);
    expect(minor.consent.guardian.name).toBe('Marieke Bakker');
  });
});

describe('drafts with a guardian block', () => {
  it('a draft saved before the block existed gets the empty one', () => {
    const { guardian: _left, ...oldConsent } = exampleOnboardingData().consent;
    const data = normalizeOnboardingData({ ...exampleOnboardingData(), consent: oldConsent });
    expect(data.consent.guardian).toEqual(createGuardianConsent());
    expect(data.consent.accepted).toBe(true);
  });

  it('keeps a readable block and replaces junk by the defaults', () => {
    const minor = exampleUnder16OnboardingData(NOW);
    expect(normalizeOnboardingData(JSON.parse(JSON.stringify(minor)))).toEqual(minor);

    const junk = (guardian: unknown) =>
      normalizeOnboardingData({ ...minor, consent: { ...minor.consent, guardian } }).consent.guardian;
    expect(junk('kapot')).toEqual(createGuardianConsent());
    expect(junk(['Marieke'])).toEqual(createGuardianConsent());
    expect(junk(null)).toEqual(createGuardianConsent());
    expect(junk({ name: 42, email: { $ne: '' }, accepted: 'ja', timestamp: 5, extra: '<script>' })).toEqual({
      name: '42',
      email: '',
      accepted: false,
      timestamp: '',
    });
    // A tick without a readable moment is no record of consent.
    expect(junk({ name: 'Marieke', email: 'm@example.nl', accepted: true, timestamp: 'gisteren' })).toEqual({
      name: 'Marieke',
      email: 'm@example.nl',
      accepted: false,
      timestamp: '',
    });
  });

  it('drops the parent’s consent with the athlete’s when the terms changed', () => {
    const minor = exampleUnder16OnboardingData(NOW);
    const data = normalizeOnboardingData({ ...minor, consent: { ...minor.consent, termsVersion: '2024-01' } });
    expect(data.consent).toEqual(createOnboardingData().consent);
  });
});

describe('the guardian in the submit body', () => {
  it('sends name, e-mail and time below 16, and null from 16', () => {
    const minor = exampleUnder16OnboardingData(NOW, new Date('2026-11-22T11:00:00.000Z'));
    expect(toSubmitPayload(minor, { now: NOW }).consent.guardian).toEqual({
      name: 'Marieke Bakker',
      email: 'marieke.bakker@example.nl',
      accepted_at: '2026-11-22T11:00:00.000Z',
    });
    const unticked = updateField(minor, 'consent.guardian.accepted', false, NOW);
    expect(toSubmitPayload(unticked, { now: NOW }).consent.guardian).toMatchObject({ accepted_at: null });
    expect(toSubmitPayload(exampleOnboardingData(), { now: NOW }).consent.guardian).toBeNull();
  });

  it('does not send a parent’s details typed in while the date of birth still said 15', () => {
    const typedWhileYoung = bornOn('2008-03-12', exampleUnder16OnboardingData(NOW));
    const body = toSubmitBody(typedWhileYoung, { now: NOW });
    expect(body.consent.guardian).toBeNull();
    expect(body.data.consent.guardian).toEqual(createGuardianConsent());
    expect(JSON.stringify(body)).not.toContain('Marieke');
    expect(toSubmitBody(exampleUnder16OnboardingData(NOW), { now: NOW }).data.consent.guardian.name).toBe(
      'Marieke Bakker',
    );
  });

  it('the overview says whether a parent consented, below 16 only', () => {
    const rows = (data: OnboardingData) => profileOverview(data, NOW).map((row) => [row.label, row.value, row.missing]);
    expect(rows(exampleUnder16OnboardingData(NOW)).at(-1)).toEqual([
      'Toestemming ouder/voogd',
      'Gegeven door Marieke Bakker',
      false,
    ]);
    expect(rows(minorWithoutGuardian()).at(-1)).toEqual(['Toestemming ouder/voogd', 'Nog nodig', true]);
    expect(rows(exampleOnboardingData())).toHaveLength(4);
  });
});

describe('the server schema and the guardian', () => {
  const schema = createOnboardingSubmitBodySchema(() => NOW);

  it('accepts a fifteen-year-old with a parent’s consent, and a sixteen-year-old without', () => {
    expect(schema.safeParse(jsonBody(exampleUnder16OnboardingData(NOW))).success).toBe(true);
    expect(schema.safeParse(jsonBody(bornOn('2010-11-22'))).success).toBe(true);
  });

  it('refuses a fifteen-year-old without it, at consent.guardian, in Dutch', () => {
    const body = jsonBody(exampleUnder16OnboardingData(NOW));
    body.consent.guardian = null;
    const issues = issuesOf(schema.safeParse(body));
    expect(issues).toEqual({ 'consent.guardian': MESSAGES.guardianMissing });
    expect(MESSAGES.guardianMissing).toBe(
      'Je bent jonger dan 16, dus ook je ouder of voogd moet toestemming geven. Laat je ouder of voogd de laatste stap samen met je invullen.',
    );

    const untickedBody = jsonBody(minorWithoutGuardian());
    expect(issuesOf(schema.safeParse(untickedBody))).toEqual({
      'data.consent.guardian.name': 'Vul de naam van je ouder of voogd in.',
      'data.consent.guardian.email': 'Vul het e-mailadres van je ouder of voogd in.',
      'data.consent.guardian.accepted': 'Je ouder of voogd zet hier zelf het vinkje om toestemming te geven.',
      'consent.guardian': MESSAGES.guardianMissing,
    });
  });

  it("refuses the athlete's own e-mail address as the parent's", () => {
    const own = setValue(exampleUnder16OnboardingData(NOW), 'consent.guardian.email', 'NOOR.bakker@example.nl');
    expect(issuesOf(schema.safeParse(jsonBody(own)))).toEqual({
      'data.consent.guardian.email': GUARDIAN_TEXTS.ownEmail,
      'consent.guardian.email': GUARDIAN_TEXTS.ownEmail,
    });
  });

  it('judges the age by its own clock, and by either date of birth in the body', () => {
    // The wizard's clock ran a year ahead: it thought Noor was 16 and asked nothing.
    const aheadBody = jsonBody(minorWithoutGuardian(), new Date('2027-11-22T12:00:00Z'));
    expect(aheadBody.consent.guardian).toBeNull();
    expect(issuesOf(schema.safeParse(aheadBody))['consent.guardian']).toBe(MESSAGES.guardianMissing);

    // A payload that claims 18 while the answers say 15.
    const mixed = jsonBody(exampleUnder16OnboardingData(NOW));
    mixed.personal.date_of_birth = '2008-03-12';
    mixed.consent.guardian = null;
    expect(issuesOf(schema.safeParse(mixed))['consent.guardian']).toBe(MESSAGES.guardianMissing);
  });

  it('accepts a body from a wizard that predates the guardian block', () => {
    const body = jsonBody(exampleOnboardingData());
    delete body.consent.guardian;
    delete body.data.consent.guardian;
    const result = schema.safeParse(body);
    expect(result.success).toBe(true);
    expect(result.data?.consent.guardian).toBeNull();
    expect(result.data?.data.consent.guardian).toEqual(createGuardianConsent());
  });
});
