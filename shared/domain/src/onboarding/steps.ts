/**
 * The six onboarding steps as rules (spec "Step definition" and "Onboarding required fields"):
 * which answers each step asks, in order, of what type, whether required, in which range, from
 * which options, and the message of an empty required answer. The server checks a submission
 * against these; the wizard (mfe-onboarding, `features/onboarding/copy/`) adds its words to them:
 * labels, placeholders, helpers, the step titles and Sanne's prompts and replies (ADR 0021).
 * No wizard text belongs here: a rule the server runs does, with the message it answers.
 */
import { formatNumber } from '../format.ts';
import { birthDateProblem, nameProblem, PERSON_MESSAGES } from '../person.ts';
import { DIVISION_HINTS } from '../profile/division-hints.ts';
import { DIVISION_LABELS, PREFERRED_DIVISIONS } from '../profile/divisions.ts';
import { COMPETITION_LEVELS, type FieldOption, SCHOLARSHIP_TYPES } from '../profile/options.ts';
import { type NumberRange, RANGES } from '../profile/ranges.ts';
import { TEAM_OPTIONS } from '../profile/teams.ts';
import { CONSENT_TEXTS } from './consent.ts';
import type { FieldPath, FieldValue, OnboardingData } from './data.ts';
import { GUARDIAN_TEXTS, needsGuardianConsent, sameEmail } from './guardian.ts';
import { GENERIC_LEVEL_OPTIONS, levelOptions, sameLevel } from './sport-choice.ts';
import { diplomaYearOf, earlierStartTerms, startTermOptions } from './start-terms.ts';

/**
 * 'combobox': free text with suggestions to pick from (the sport catalogue); stored as text.
 * 'checkboxes': any of the options, none included; stored as their values joined by commas (data.ts `choicesOf`).
 */
export type FieldType =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'number'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'checkboxes'
  | 'date'
  | 'combobox';

export interface FieldRule {
  path: FieldPath;
  type: FieldType;
  required: boolean;
  /** What an empty required field says, in its own words ('Vul je voornaam in.'). */
  requiredMessage?: string;
  options?: readonly FieldOption[];
  /** A select's options when they follow other answers (the level ladder of the sport and team); `options` otherwise. */
  optionsFor?: (data: OnboardingData) => readonly FieldOption[];
  /**
   * Values an earlier version of the wizard offered: no longer listed, still valid where stored, and
   * shown with the label they were chosen by.
   */
  legacyOptions?: readonly FieldOption[];
  /**
   * Answers this field's options follow. When one of them changes and this field's value is no
   * longer offered, the value is emptied (validation.ts `answerField`).
   */
  dependsOn?: readonly FieldPath[];
  /**
   * Whether a value still offered after such a change still means the same; by default, while its
   * label stays. A level code shared by two ladders may name another level (hockey's hoofdklasse).
   */
  keeps?: (value: string, before: OnboardingData, after: OnboardingData) => boolean;
  /** Plausible range of a number field (../profile/ranges.ts), so '1,80' as a height in metres is caught. */
  min?: number;
  max?: number;
  /** What a number outside that range says, when its unit must be named ('Vul je lengte in centimeters in, tussen 100 en 250.'). */
  rangeMessage?: string;
  /**
   * Only asked when this holds (absent: always). A hidden field is neither shown, validated nor
   * counted as missing; the clock is passed in because an age decides it.
   */
  visibleWhen?: (data: OnboardingData, now: Date) => boolean;
  /**
   * A rule of its own or across answers, run after the type's own rule passed; returns the message
   * or null. The clock is passed in because an age depends on the day.
   */
  check?: (value: FieldValue, data: OnboardingData, now: Date) => string | null;
}

/** A range's message in the field's own words, with its unit: 'Vul je lengte in centimeters in, tussen 100 en 250.'. */
const askInRange = (ask: string, { min, max }: NumberRange) =>
  `${ask}, tussen ${formatNumber(min)} en ${formatNumber(max)}.`;

export const STEP_IDS = ['personal', 'sport', 'academics', 'preferences', 'media', 'consent'] as const;
export type StepId = (typeof STEP_IDS)[number];

/** One step's answers; the wizard's step (copy/steps.ts) is this with its words added. */
export interface StepRules<F extends FieldRule = FieldRule> {
  id: StepId;
  /** The step's name: the wizard's heading, and each step of GET /api/onboarding/progress. */
  title: string;
  fields: readonly F[];
}

export const TARGET_COUNTRIES: readonly FieldOption[] = [
  { value: 'Verenigde Staten', label: 'Verenigde Staten' },
  { value: 'Canada', label: 'Canada' },
  { value: 'Verenigd Koninkrijk', label: 'Verenigd Koninkrijk' },
  { value: 'Opportunistisch', label: 'Opportunistisch (waar de beste kans ligt)' },
];

const DIVISION_OPTIONS: readonly FieldOption[] = PREFERRED_DIVISIONS.map((division) => ({
  value: division,
  label: DIVISION_LABELS[division],
  hint: DIVISION_HINTS[division],
}));

/** The education step comes first, so the terms reach the Fall after the diploma year it gave. */
const START_TERM_FIELD_OPTIONS = (data?: OnboardingData): readonly FieldOption[] =>
  startTermOptions(new Date(), data ? diplomaYearOf(data) : null);

const checkName = (value: FieldValue) => (typeof value === 'string' ? nameProblem(value) : null);

export const ONBOARDING_STEPS: readonly StepRules[] = [
  {
    id: 'personal',
    title: 'Persoonlijke gegevens',
    fields: [
      {
        path: 'personal.firstName',
        type: 'text',
        required: true,
        requiredMessage: PERSON_MESSAGES.firstName,
        check: checkName,
      },
      {
        path: 'personal.lastName',
        type: 'text',
        required: true,
        requiredMessage: PERSON_MESSAGES.lastName,
        check: checkName,
      },
      { path: 'personal.email', type: 'email', required: true, requiredMessage: 'Vul je e-mailadres in.' },
      { path: 'personal.phone', type: 'tel', required: true, requiredMessage: 'Vul je telefoonnummer in.' },
      {
        path: 'personal.dateOfBirth',
        type: 'date',
        required: true,
        requiredMessage: 'Vul je geboortedatum in.',
        check: (value, _data, now) => (typeof value === 'string' ? birthDateProblem(value, now) : null),
      },
      { path: 'personal.nationality', type: 'text', required: true, requiredMessage: 'Vul je nationaliteit in.' },
    ],
  },
  {
    id: 'sport',
    title: 'Sport',
    fields: [
      { path: 'sport.primarySport', type: 'combobox', required: true, requiredMessage: PERSON_MESSAGES.sport },
      {
        path: 'sport.position',
        type: 'text',
        required: true,
        requiredMessage: 'Vul je positie of discipline in.',
      },
      {
        path: 'sport.team',
        type: 'select',
        required: true,
        requiredMessage: PERSON_MESSAGES.team,
        options: TEAM_OPTIONS,
      },
      {
        path: 'sport.level',
        type: 'select',
        required: true,
        requiredMessage: 'Kies het niveau waarop je nu speelt.',
        options: GENERIC_LEVEL_OPTIONS,
        optionsFor: levelOptions,
        legacyOptions: COMPETITION_LEVELS,
        dependsOn: ['sport.primarySport', 'sport.team'],
        keeps: sameLevel,
      },
      { path: 'sport.club', type: 'text', required: true, requiredMessage: 'Vul je club in.' },
      {
        path: 'sport.heightCm',
        type: 'number',
        required: true,
        requiredMessage: 'Vul je lengte in centimeters in.',
        // '1,81' is a height in metres: the bounds alone did not say that the field wants centimetres.
        rangeMessage: askInRange('Vul je lengte in centimeters in', RANGES.heightCm),
        ...RANGES.heightCm,
      },
      {
        path: 'sport.weightKg',
        type: 'number',
        required: true,
        requiredMessage: 'Vul je gewicht in kilo’s in.',
        rangeMessage: askInRange('Vul je gewicht in kilo’s in', RANGES.weightKg),
        ...RANGES.weightKg,
      },
      {
        path: 'sport.achievements',
        type: 'textarea',
        required: true,
        requiredMessage: 'Noem je belangrijkste prestaties, zoals titels of selecties.',
      },
      {
        path: 'sport.keyStats',
        type: 'textarea',
        required: true,
        requiredMessage: 'Noem een paar cijfers, zoals goals, assists of je beste tijden.',
      },
    ],
  },
  {
    id: 'academics',
    title: 'Opleiding',
    fields: [
      {
        path: 'academics.currentSchool',
        type: 'text',
        required: true,
        requiredMessage: 'Vul je opleiding en je school in.',
      },
      {
        path: 'academics.graduationYear',
        type: 'number',
        required: true,
        requiredMessage: 'Vul het jaar in waarin je je diploma haalt (of haalde).',
        ...RANGES.graduationYear,
      },
      {
        path: 'academics.gpa',
        type: 'number',
        required: true,
        requiredMessage: 'Vul je gemiddelde cijfer of je GPA in.',
        ...RANGES.gradeInput,
      },
      { path: 'academics.satScore', type: 'number', required: false, ...RANGES.satScore },
      { path: 'academics.actScore', type: 'number', required: false, ...RANGES.actScore },
      {
        path: 'academics.intendedMajor',
        type: 'text',
        required: true,
        requiredMessage: 'Vul in wat je wilt studeren, of de richting die je trekt.',
      },
      {
        path: 'academics.languages',
        type: 'text',
        required: true,
        requiredMessage: 'Vul de talen in die je spreekt.',
      },
    ],
  },
  {
    id: 'preferences',
    title: 'Voorkeuren',
    fields: [
      {
        path: 'preferences.targetCountry',
        type: 'select',
        required: true,
        requiredMessage: 'Kies het land waar je wilt studeren.',
        options: TARGET_COUNTRIES,
      },
      {
        path: 'preferences.startTerm',
        type: 'select',
        required: true,
        requiredMessage: 'Kies wanneer je wilt beginnen, of ‘Nog onbekend’.',
        options: START_TERM_FIELD_OPTIONS(),
        optionsFor: START_TERM_FIELD_OPTIONS,
        // Terms offered before they began stay valid where stored.
        legacyOptions: earlierStartTerms(new Date()),
      },
      {
        path: 'preferences.budget',
        type: 'number',
        required: true,
        requiredMessage: 'Vul in wat je zelf per jaar kunt betalen; 0 mag ook.',
        ...RANGES.budgetEur,
      },
      {
        path: 'preferences.scholarshipType',
        type: 'select',
        required: true,
        requiredMessage: 'Kies het soort beurs, of ‘Weet ik nog niet’.',
        options: SCHOLARSHIP_TYPES,
      },
      { path: 'preferences.divisions', type: 'checkboxes', required: false, options: DIVISION_OPTIONS },
      { path: 'preferences.priorities', type: 'textarea', required: false },
    ],
  },
  {
    id: 'media',
    title: 'Video en documenten',
    fields: [
      { path: 'media.highlightVideo', type: 'url', required: false },
      { path: 'media.secondaryVideo', type: 'url', required: false },
      { path: 'media.motivationLetter', type: 'textarea', required: false },
    ],
  },
  {
    id: 'consent',
    title: 'Toestemming',
    fields: [
      { path: 'consent.accepted', type: 'checkbox', required: true, requiredMessage: CONSENT_TEXTS.termsRequired },
      {
        path: 'consent.sharing.accepted',
        type: 'checkbox',
        required: true,
        requiredMessage: CONSENT_TEXTS.sharingRequired,
      },
      {
        path: 'consent.guardian.name',
        type: 'text',
        required: true,
        requiredMessage: GUARDIAN_TEXTS.nameRequired,
        visibleWhen: needsGuardianConsent,
      },
      {
        path: 'consent.guardian.email',
        type: 'email',
        required: true,
        requiredMessage: GUARDIAN_TEXTS.emailRequired,
        visibleWhen: needsGuardianConsent,
        check: (value, data) =>
          typeof value === 'string' && sameEmail(value, data.personal.email) ? GUARDIAN_TEXTS.ownEmail : null,
      },
      {
        path: 'consent.guardian.accepted',
        type: 'checkbox',
        required: true,
        requiredMessage: GUARDIAN_TEXTS.consentRequired,
        visibleWhen: needsGuardianConsent,
      },
    ],
  },
];

export const STEP_COUNT = ONBOARDING_STEPS.length;

export const ALL_FIELDS: readonly FieldRule[] = ONBOARDING_STEPS.flatMap((step) => step.fields);

export function isFieldVisible(field: FieldRule, data: OnboardingData, now: Date = new Date()): boolean {
  return field.visibleWhen ? field.visibleWhen(data, now) : true;
}

/** The fields of a step this athlete is asked, in order (the wizard's own fields keep their words). */
export function visibleFields<F extends FieldRule>(
  step: StepRules<F>,
  data: OnboardingData,
  now: Date = new Date(),
): F[] {
  return step.fields.filter((field) => isFieldVisible(field, data, now));
}

/** The options a select offers this athlete: its own list, or the list that follows other answers. */
export function fieldOptions(field: FieldRule, data?: OnboardingData): readonly FieldOption[] {
  return (data && field.optionsFor?.(data)) || field.options || [];
}

/** Whether a select's value is one it offers this athlete, or one an earlier version offered. */
export function isOffered(field: FieldRule, value: string, data?: OnboardingData): boolean {
  return [...fieldOptions(field, data), ...(field.legacyOptions ?? [])].some((option) => option.value === value);
}

/** What the select lists: its options, and the earlier option it holds, so that stays shown as chosen. */
export function shownOptions(field: FieldRule, data: OnboardingData, value: string): readonly FieldOption[] {
  const options = fieldOptions(field, data);
  if (!value || options.some((option) => option.value === value)) return options;
  const earlier = field.legacyOptions?.find((option) => option.value === value);
  return earlier ? [earlier, ...options] : options;
}

export function stepById(id: StepId): StepRules {
  const step = ONBOARDING_STEPS.find((s) => s.id === id);
  if (!step) throw new Error(`Unknown onboarding step ${id}`);
  return step;
}

/** The index of the step that holds a field path, or -1. */
export function stepIndexOfPath(path: string): number {
  return ONBOARDING_STEPS.findIndex((step) => step.fields.some((field) => field.path === path));
}
