import { describe, expect, it } from 'vitest';
import { RANGES } from '../profile/ranges.ts';
import { createOnboardingData, type FieldPath, type OnboardingData, setValue } from './data.ts';
import { exampleOnboardingData } from './example.ts';
import { ALL_FIELDS, type FieldRule, fieldOptions, ONBOARDING_STEPS, type STEP_IDS, stepById } from './steps.ts';
import {
  completionPercentage,
  isEmpty,
  MESSAGES,
  missingRequired,
  progressOf,
  REQUIRED_FIELDS,
  validateAll,
  validateField,
  validateStep,
} from './validation.ts';

const field = (overrides: Partial<FieldRule> & Pick<FieldRule, 'type'>): FieldRule => ({
  path: 'personal.firstName',
  required: false,
  ...overrides,
});

const requiredPaths = (id: (typeof STEP_IDS)[number]) =>
  stepById(id)
    .fields.filter((f) => f.required)
    .map((f) => f.path);

describe('the steps as data', () => {
  it('are the six steps in the spec order, each with the title the wizard shows and at least one question', () => {
    expect(ONBOARDING_STEPS.map((s) => [s.id, s.title])).toEqual([
      ['personal', 'Persoonlijke gegevens'],
      ['sport', 'Sport'],
      ['academics', 'Opleiding'],
      ['preferences', 'Voorkeuren'],
      ['media', 'Video en documenten'],
      ['consent', 'Toestemming'],
    ]);
    for (const step of ONBOARDING_STEPS) expect(step.fields.length).toBeGreaterThan(0);
  });

  it('require exactly the spec fields, plus team and level on the sport step', () => {
    expect(requiredPaths('personal')).toEqual([
      'personal.firstName',
      'personal.lastName',
      'personal.email',
      'personal.phone',
      'personal.dateOfBirth',
      'personal.nationality',
    ]);
    expect(requiredPaths('sport').sort()).toEqual(
      [
        'sport.primarySport',
        'sport.position',
        'sport.team',
        'sport.level',
        'sport.club',
        'sport.heightCm',
        'sport.weightKg',
        'sport.achievements',
        'sport.keyStats',
      ].sort(),
    );
    expect(requiredPaths('academics').sort()).toEqual(
      [
        'academics.currentSchool',
        'academics.graduationYear',
        'academics.gpa',
        'academics.intendedMajor',
        'academics.languages',
      ].sort(),
    );
    expect(stepById('academics').fields.map((f) => f.path)).toContain('academics.satScore');
    // What matching does not need is optional: the priorities, and everything on the media step.
    expect(requiredPaths('preferences')).toEqual([
      'preferences.targetCountry',
      'preferences.startTerm',
      'preferences.budget',
      'preferences.scholarshipType',
    ]);
    expect(requiredPaths('media')).toEqual([]);
    expect(stepById('media').fields.map((f) => [f.path, f.type])).toEqual([
      ['media.highlightVideo', 'url'],
      ['media.secondaryVideo', 'url'],
      ['media.motivationLetter', 'textarea'],
    ]);
    // The terms and the sharing are two consents; the guardian's three fields are asked only below 16.
    expect(requiredPaths('consent')).toEqual([
      'consent.accepted',
      'consent.sharing.accepted',
      'consent.guardian.name',
      'consent.guardian.email',
      'consent.guardian.accepted',
    ]);
    expect(REQUIRED_FIELDS).toHaveLength(6 + 9 + 5 + 4 + 0 + 2 + 3);
  });

  it('say in each required field what to do, in its own words', () => {
    for (const field of REQUIRED_FIELDS) {
      expect(field.requiredMessage, field.path).toMatch(/^[A-Z].+\.$/);
      expect(field.requiredMessage).not.toBe(MESSAGES.required);
    }
    const empty = createOnboardingData();
    expect(validateStep(stepById('personal'), empty)).toEqual({
      'personal.firstName': 'Vul je voornaam in.',
      'personal.lastName': 'Vul je achternaam in.',
      'personal.email': 'Vul je e-mailadres in.',
      'personal.phone': 'Vul je telefoonnummer in.',
      'personal.dateOfBirth': 'Vul je geboortedatum in.',
      'personal.nationality': 'Vul je nationaliteit in.',
    });
  });

  it('take their number ranges from one table', () => {
    const range = (path: FieldPath) => {
      const found = ONBOARDING_STEPS.flatMap((s) => s.fields).find((f) => f.path === path);
      return { min: found?.min, max: found?.max };
    };
    expect(range('sport.heightCm')).toEqual(RANGES.heightCm);
    expect(range('sport.weightKg')).toEqual(RANGES.weightKg);
    expect(range('academics.gpa')).toEqual(RANGES.gradeInput);
    expect(range('academics.satScore')).toEqual(RANGES.satScore);
    expect(range('academics.actScore')).toEqual(RANGES.actScore);
    expect(range('academics.graduationYear')).toEqual(RANGES.graduationYear);
    expect(range('preferences.budget')).toEqual(RANGES.budgetEur);
    expect(RANGES.heightCm).toEqual({ min: 100, max: 250 });
  });

  it('offer the spec select options; only the country has a default, no term or scholarship is preselected', () => {
    const data = createOnboardingData();
    const options = (path: FieldPath) => {
      const found = ONBOARDING_STEPS.flatMap((s) => s.fields).find((f) => f.path === path);
      return found ? fieldOptions(found, data).map((o) => o.value) : [];
    };
    expect(options('preferences.targetCountry')).toEqual([
      'Verenigde Staten',
      'Canada',
      'Verenigd Koninkrijk',
      'Opportunistisch',
    ]);
    // Computed from today (start-terms.test.ts): never a term that has begun.
    expect(options('preferences.startTerm')).not.toContain('Fall 2025');
    // No diploma year yet: four years ahead (start-terms.test.ts), 'Nog onbekend' last.
    expect(options('preferences.startTerm').length).toBeGreaterThan(5);
    expect(options('preferences.startTerm').at(-1)).toBe('Nog onbekend');
    expect(options('preferences.scholarshipType')).toEqual(['Full-ride', 'Partial', 'Academic', 'Weet ik nog niet']);
    expect(options('sport.team')).toEqual(['heren', 'dames']);
    expect(data.preferences).toMatchObject({ targetCountry: 'Verenigde Staten', startTerm: '', scholarshipType: '' });
  });

  it('keep a term stored before it began valid', () => {
    const field = stepById('preferences').fields.find((f) => f.path === 'preferences.startTerm') as FieldRule;
    const old = setValue(exampleOnboardingData(), 'preferences.startTerm', 'Fall 2025');
    expect(validateStep(stepById('preferences'), old)).toEqual({});
    expect(validateField(field, 'Zomer 2027', old)).toBe('Kies een van de opties uit de lijst.');
  });
});

describe('emptiness', () => {
  it.each([
    ['', true],
    ['   \n\t', true],
    [' a ', false],
    [Number.NaN, true],
    [0, false],
    [[], true],
    [['Engels'], false],
    [false, true],
    [true, false],
    [null, true],
    [undefined, true],
  ])('%j counts as empty: %s', (value, empty) => {
    expect(isEmpty(value)).toBe(empty);
  });
});

describe('field rules and their messages', () => {
  it("an empty required field says its own words, or 'Dit veld is verplicht.' without them", () => {
    expect(validateField(field({ type: 'text', required: true, requiredMessage: 'Vul je voornaam in.' }), ' ')).toBe(
      'Vul je voornaam in.',
    );
    expect(MESSAGES.required).toBe('Dit veld is verplicht.');
    for (const type of ['text', 'email', 'url', 'number', 'textarea', 'date'] as const) {
      expect(validateField(field({ type, required: true }), '  ')).toBe('Dit veld is verplicht.');
    }
    expect(validateField(field({ type: 'checkbox', required: true }), false)).toBe('Dit veld is verplicht.');
    expect(validateField(field({ type: 'checkbox', required: true }), true)).toBeNull();
  });

  it('an empty optional field breaks no rule, whatever its type', () => {
    for (const type of ['text', 'email', 'url', 'number', 'date'] as const) {
      expect(validateField(field({ type }), '')).toBeNull();
    }
  });

  it.each(['lisa@example.nl', ' l.de.vries+sport@club.co.uk '])('accepts the e-mail %j', (email) => {
    expect(validateField(field({ type: 'email', required: true }), email)).toBeNull();
  });

  it.each(['lisa', 'lisa@', 'lisa@example', '@example.nl', 'lisa @example.nl', 'a@b@c.nl'])(
    "rejects the e-mail %j with 'Voer een geldig e-mailadres in.'",
    (email) => {
      expect(validateField(field({ type: 'email', required: true }), email)).toBe('Voer een geldig e-mailadres in.');
    },
  );

  it.each([
    'https://www.youtube.com/watch?v=abc',
    'http://vimeo.com/123',
    ' HTTPS://hudl.com/video/1 ',
    // As typed, without https:// (web-link.test.ts).
    'www.youtube.com/watch?v=abc',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ',
    'vimeo.com/123456789',
  ])('accepts the link %j', (url) => {
    expect(validateField(field({ type: 'url', required: true }), url)).toBeNull();
  });

  it.each([
    'youtube',
    'ftp://files.example.nl/video.mp4',
    'javascript:alert(1)',
    'data:text/html,hoi',
    'https://',
    'https://you tube.com',
    'mijn video op youtube',
  ])('rejects %j: only web links', (url) => {
    expect(validateField(field({ type: 'url', required: true }), url)).toBe(MESSAGES.link);
  });

  it.each(['06 12345678', '06-12345678', '+31 6 12345678', '0031 6 1234 5678', '020-1234567', '+32 470 12 34 56'])(
    'accepts the phone number %j',
    (phone) => {
      expect(validateField(field({ type: 'tel', required: true }), phone)).toBeNull();
    },
  );

  it.each(['06-1234', '12345678', '+31 6 1234', '06 123456789', 'bel me', '+0 123456789'])(
    'rejects the phone number %j',
    (phone) => {
      expect(validateField(field({ type: 'tel', required: true }), phone)).toBe(
        'Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678 of +32 470 12 34 56.',
      );
    },
  );

  it.each(['178', '7,4', '7.4', '10.000', '1.250,50', ' 63 ', '€ 100'])('accepts the number %j', (value) => {
    expect(validateField(field({ type: 'number', required: true }), value)).toBeNull();
  });

  it.each(['zeven', '7,4,1', '1e3', '$ 100', '12kg', '--1'])(
    "rejects %j with 'Gebruik een numerieke waarde.'",
    (value) => {
      expect(validateField(field({ type: 'number', required: true }), value)).toBe('Gebruik een numerieke waarde.');
    },
  );

  it('reports a number outside the field range', () => {
    const height = field({ type: 'number', required: true, min: 100, max: 250 });
    expect(validateField(height, '1,80')).toBe('Vul een waarde in tussen 100 en 250.');
    expect(validateField(height, '180')).toBeNull();
  });

  it('names the unit of the height and the weight when they are out of range (a height in metres)', () => {
    const [height, weight] = (['sport.heightCm', 'sport.weightKg'] as const).map((path) =>
      ALL_FIELDS.find((candidate) => candidate.path === path),
    ) as [FieldRule, FieldRule];
    expect(validateField(height, '1,81')).toBe('Vul je lengte in centimeters in, tussen 100 en 250.');
    expect(validateField(weight, '6950')).toBe('Vul je gewicht in kilo’s in, tussen 30 en 200.');
    expect(validateField(weight, '69,5')).toBeNull();
  });

  it('writes years and other four-digit bounds without a thousands separator, larger ones with', () => {
    const schoolYear = field({ type: 'number', required: true, ...RANGES.graduationYear });
    expect(validateField(schoolYear, '1999')).toBe('Vul een waarde in tussen 2000 en 2040.');
    const budget = field({ type: 'number', required: true, ...RANGES.budgetEur });
    expect(validateField(budget, '250000')).toBe('Vul een waarde in tussen 0 en 200.000.');
  });

  it('checks a date and a select option', () => {
    expect(validateField(field({ type: 'date', required: true }), '2008-02-30')).toBe('Voer een geldige datum in.');
    expect(validateField(field({ type: 'date', required: true }), '2008-02-29')).toBeNull();
    const select = field({ type: 'select', required: true, options: [{ value: 'heren', label: 'Heren' }] });
    expect(validateField(select, 'heren')).toBeNull();
    expect(validateField(select, 'gemengd')).toBe('Kies een van de opties uit de lijst.');
  });

  it('the summary toast names the count, in the singular for one', () => {
    expect(MESSAGES.summary(1)).toBe('1 veld ontbreekt of is niet goed ingevuld.');
    expect(MESSAGES.summary(2)).toBe('2 velden ontbreken of zijn niet goed ingevuld.');
    expect(MESSAGES.summary(6)).toBe('6 velden ontbreken of zijn niet goed ingevuld.');
  });
});

describe('steps and the whole onboarding', () => {
  it('an empty personal step reports every field as required, in field order', () => {
    const errors = validateStep(stepById('personal'), createOnboardingData());
    expect(Object.keys(errors)).toEqual(requiredPaths('personal'));
  });

  it('a complete example passes every step', () => {
    expect(validateAll(exampleOnboardingData())).toEqual({});
  });

  it('an invalid optional field still blocks its step', () => {
    const data = setValue(exampleOnboardingData(), 'media.secondaryVideo', 'mijn wedstrijd');
    expect(validateStep(stepById('media'), data)).toEqual({ 'media.secondaryVideo': MESSAGES.link });
  });

  it('consent: both boxes must be ticked, each saying what it is for', () => {
    const data = setValue(
      setValue(exampleOnboardingData(), 'consent.accepted', false),
      'consent.sharing.accepted',
      false,
    );
    expect(validateStep(stepById('consent'), data)).toEqual({
      'consent.accepted': 'Ga akkoord met de algemene voorwaarden en de privacyverklaring om je profiel te versturen.',
      'consent.sharing.accepted':
        'Geef toestemming om je profiel met de talentmanagers van Talentbrug te delen: zonder hen kunnen we je niet begeleiden.',
    });
  });
});

describe('completion percentage and Nog te doen', () => {
  const fill = (data: OnboardingData, paths: FieldPath[]) =>
    paths.reduce((acc, path) => setValue(acc, path, path === 'consent.accepted' ? true : 'x'), data);

  it('counts only the filled required fields, rounded down so 100 % means nothing is left', () => {
    const empty = createOnboardingData();
    // Only the country has a default: 1 of 26.
    expect(progressOf(empty)).toMatchObject({ filled: 1, required: 26, percentage: 3 });
    expect(completionPercentage(fill(empty, requiredPaths('personal')))).toBe(Math.floor((7 / 26) * 100));
    const allButOne = setValue(exampleOnboardingData(), 'consent.sharing.accepted', false);
    expect(progressOf(allButOne)).toMatchObject({ filled: 25, required: 26, percentage: 96 });
    // An optional field does not move it.
    expect(completionPercentage(setValue(empty, 'academics.satScore', '1200'))).toBe(completionPercentage(empty));
    // Whitespace is not an answer.
    expect(completionPercentage(setValue(empty, 'personal.firstName', '   '))).toBe(completionPercentage(empty));
    expect(completionPercentage(exampleOnboardingData())).toBe(100);
  });

  it('lists the missing required fields in step order', () => {
    const missing = missingRequired(createOnboardingData()).map(({ field }) => field.path);
    expect(missing.slice(0, 6)).toEqual(requiredPaths('personal'));
    const nearlyDone = setValue(exampleOnboardingData(), 'consent.accepted', false);
    expect(
      missingRequired(setValue(nearlyDone, 'sport.keyStats', '')).map(({ step, field }) => [step.id, field.path]),
    ).toEqual([
      ['sport', 'sport.keyStats'],
      ['consent', 'consent.accepted'],
    ]);
    expect(missingRequired(exampleOnboardingData())).toEqual([]);
  });

  it('has nothing missing for a complete profile', () => {
    expect(progressOf(exampleOnboardingData()).missing).toEqual([]);
  });
});
