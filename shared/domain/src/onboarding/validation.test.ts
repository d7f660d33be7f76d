import { describe, expect, it } from 'vitest';
import { createOnboardingData, type FieldPath, type OnboardingData, setValue } from './data.ts';
import { exampleOnboardingData } from './example.ts';
import { type FieldDef, ONBOARDING_STEPS, type STEP_IDS, stepById } from './steps.ts';
import {
  completionPercentage,
  isEmpty,
  MESSAGES,
  REQUIRED_FIELDS,
  TODO_LIMIT,
  todoItems,
  validateAll,
  validateField,
  validateStep,
} from './validation.ts';

const field = (overrides: Partial<FieldDef> & Pick<FieldDef, 'type'>): FieldDef => ({
  path: 'personal.firstName',
  label: 'Veld',
  required: false,
  ...overrides,
});

const requiredPaths = (id: (typeof STEP_IDS)[number]) =>
  stepById(id)
    .fields.filter((f) => f.required)
    .map((f) => f.path);

describe('the steps as data', () => {
  it('are the six steps in the spec order, each with its texts', () => {
    expect(ONBOARDING_STEPS.map((s) => s.id)).toEqual([
      'personal',
      'sport',
      'academics',
      'preferences',
      'media',
      'consent',
    ]);
    for (const step of ONBOARDING_STEPS) {
      expect(step.title && step.description && step.icon && step.coachPrompt && step.coachTip).toBeTruthy();
      for (const f of step.fields) expect(f.label.length).toBeGreaterThan(1);
    }
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
    expect(requiredPaths('preferences')).toHaveLength(5);
    expect(requiredPaths('media').sort()).toEqual(
      ['media.highlightVideo', 'media.motivationLetter', 'media.transcriptUrl'].sort(),
    );
    expect(stepById('media').fields.find((f) => f.path === 'media.secondaryVideo')?.required).toBe(false);
    expect(
      stepById('media')
        .fields.filter((f) => f.path !== 'media.motivationLetter')
        .map((f) => f.type),
    ).toEqual(['url', 'url', 'url']);
    // The guardian's three fields are required too, but asked only below 16 (guardian.test.ts).
    expect(requiredPaths('consent')).toEqual([
      'consent.accepted',
      'consent.guardian.name',
      'consent.guardian.email',
      'consent.guardian.accepted',
    ]);
    expect(REQUIRED_FIELDS).toHaveLength(6 + 9 + 5 + 5 + 3 + 1 + 3);
  });

  it('offer the spec select options with the spec defaults', () => {
    const options = (path: FieldPath) =>
      ONBOARDING_STEPS.flatMap((s) => s.fields)
        .find((f) => f.path === path)
        ?.options?.map((o) => o.value);
    expect(options('preferences.targetCountry')).toEqual([
      'Verenigde Staten',
      'Canada',
      'Verenigd Koninkrijk',
      'Opportunistisch',
    ]);
    expect(options('preferences.startTerm')).toEqual(
      expect.arrayContaining(['Fall 2025', 'Spring 2026', 'Nog onbekend']),
    );
    expect(options('preferences.startTerm')?.at(-1)).toBe('Nog onbekend');
    expect(options('preferences.scholarshipType')).toEqual(['Full-ride', 'Partial', 'Academic', 'Weet ik nog niet']);
    expect(options('sport.team')).toEqual(['heren', 'dames']);
    const defaults = createOnboardingData().preferences;
    expect(defaults.targetCountry).toBe('Verenigde Staten');
    expect(defaults.scholarshipType).toBe('Full-ride');
    expect(options('preferences.startTerm')).toContain(defaults.startTerm);
  });

  it('summarise each step as a user bubble and a coach bubble, also for empty data', () => {
    const empty = createOnboardingData();
    const full = exampleOnboardingData();
    for (const step of ONBOARDING_STEPS) {
      const bubbles = step.summary(empty);
      expect(bubbles.user.length).toBeGreaterThan(0);
      expect(bubbles.coach.length).toBeGreaterThan(0);
    }
    expect(stepById('personal').summary(full).user).toBe(
      'Ik ben Lisa de Vries, geboren op 12 maart 2008, nationaliteit Nederlandse.',
    );
    expect(stepById('personal').summary(full).coach).toContain('Lisa');
    expect(stepById('sport').summary(full).user).toBe(
      // The level as the athlete picked it from hockey's own ladder.
      'Mijn sport: hockey, positie Middenveld bij HC Bloemendaal MO18-1 (dames). Niveau: Hoofdklasse (senioren) of hoogste jeugdklasse (O18/O16). 172 cm, 63 kg.',
    );
    // A Dutch grade gets the GPA estimate in the coach's reply.
    expect(stepById('academics').summary(full).coach).toContain('Een 7,4 is ongeveer een GPA van 3.3');
    expect(stepById('preferences').summary(full).user).toContain('eigen budget € 12.000 per jaar');
    expect(stepById('media').summary(full).user).toBe(
      'Mijn highlightvideo, mijn cijferlijst en mijn motivatie staan klaar.',
    );
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
  it("an empty required field: 'Dit veld is verplicht.'", () => {
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

  it.each(['https://www.youtube.com/watch?v=abc', 'http://vimeo.com/123', ' HTTPS://hudl.com/video/1 '])(
    'accepts the URL %j',
    (url) => {
      expect(validateField(field({ type: 'url', required: true }), url)).toBeNull();
    },
  );

  it.each([
    'www.youtube.com/watch?v=abc',
    'youtube.com',
    'ftp://files.example.nl/video.mp4',
    'javascript:alert(1)',
    'data:text/html,hoi',
    'https://',
    'https://you tube.com',
  ])('rejects the URL %j: only http:// and https:// links', (url) => {
    expect(validateField(field({ type: 'url', required: true }), url)).toBe(
      'Voer een geldige URL in (http:// of https://).',
    );
  });

  it.each(['178', '7,4', '7.4', '10.000', '1.250,50', ' 63 '])('accepts the number %j', (value) => {
    expect(validateField(field({ type: 'number', required: true }), value)).toBeNull();
  });

  it.each(['zeven', '7,4,1', '1e3', '€ 100', '12kg', '--1'])(
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

  it('checks a date and a select option', () => {
    expect(validateField(field({ type: 'date', required: true }), '2008-02-30')).toBe('Voer een geldige datum in.');
    expect(validateField(field({ type: 'date', required: true }), '2008-02-29')).toBeNull();
    const select = field({ type: 'select', required: true, options: [{ value: 'heren', label: 'Heren' }] });
    expect(validateField(select, 'heren')).toBeNull();
    expect(validateField(select, 'gemengd')).toBe('Dit veld is verplicht.');
  });

  it('the summary toast names the count', () => {
    expect(MESSAGES.summary(1)).toBe('1 veld(en) missen of zijn ongeldig.');
    expect(MESSAGES.summary(6)).toBe('6 veld(en) missen of zijn ongeldig.');
  });
});

describe('steps and the whole onboarding', () => {
  it('an empty personal step reports every field as required, in field order', () => {
    const errors = validateStep(stepById('personal'), createOnboardingData());
    expect(Object.keys(errors)).toEqual(requiredPaths('personal'));
    expect(new Set(Object.values(errors))).toEqual(new Set(['Dit veld is verplicht.']));
  });

  it('a complete example passes every step', () => {
    expect(validateAll(exampleOnboardingData())).toEqual({});
  });

  it('an invalid optional field still blocks its step', () => {
    const data = setValue(exampleOnboardingData(), 'media.secondaryVideo', 'youtube.com/xyz');
    expect(validateStep(stepById('media'), data)).toEqual({
      'media.secondaryVideo': 'Voer een geldige URL in (http:// of https://).',
    });
  });

  it('consent: the checkbox must be ticked', () => {
    const data = setValue(exampleOnboardingData(), 'consent.accepted', false);
    expect(validateStep(stepById('consent'), data)).toEqual({ 'consent.accepted': 'Dit veld is verplicht.' });
  });
});

describe('completion percentage and Nog te doen', () => {
  const fill = (data: OnboardingData, paths: FieldPath[]) =>
    paths.reduce((acc, path) => setValue(acc, path, path === 'consent.accepted' ? true : 'x'), data);

  it('counts only the filled required fields', () => {
    const empty = createOnboardingData();
    // The three preference selects have defaults: 3 of 29.
    expect(completionPercentage(empty)).toBe(Math.round((3 / 29) * 100));
    expect(completionPercentage(fill(empty, requiredPaths('personal')))).toBe(Math.round((9 / 29) * 100));
    // An optional field does not move it.
    expect(completionPercentage(setValue(empty, 'academics.satScore', '1200'))).toBe(completionPercentage(empty));
    // Whitespace is not an answer.
    expect(completionPercentage(setValue(empty, 'personal.firstName', '   '))).toBe(completionPercentage(empty));
    expect(completionPercentage(exampleOnboardingData())).toBe(100);
  });

  it("lists at most six missing fields as 'step: label', in step order", () => {
    const items = todoItems(createOnboardingData());
    expect(items).toHaveLength(TODO_LIMIT);
    expect(items).toEqual([
      'Persoonlijke gegevens: Voornaam',
      'Persoonlijke gegevens: Achternaam',
      'Persoonlijke gegevens: E-mailadres',
      'Persoonlijke gegevens: Telefoonnummer',
      'Persoonlijke gegevens: Geboortedatum',
      'Persoonlijke gegevens: Nationaliteit',
    ]);
    const nearlyDone = setValue(exampleOnboardingData(), 'consent.accepted', false);
    expect(todoItems(setValue(nearlyDone, 'sport.keyStats', ''))).toEqual([
      'Sport: Belangrijkste statistieken',
      'Toestemming: Akkoord met de voorwaarden',
    ]);
    expect(todoItems(exampleOnboardingData())).toEqual([]);
  });
});
