/**
 * The onboarding rules (spec "Onboarding step validation" and "Onboarding required fields").
 * The wizard runs them per step; the server runs the same functions through the zod schemas in
 * ./schemas.ts. A required field says what to do in its own words ('Vul je voornaam in.'); the
 * spec's 'Dit veld is verplicht.' is left for a field without such words.
 */
import { isValidEmail } from '../auth/validation.ts';
import { rangeMessage } from '../format.ts';
import { isHttpUrl, isWebLink, LINK_MESSAGE, normalizeWebLink } from '../profile/web-link.ts';
import { INVALID_TEXT_MESSAGE, isValidText } from '../text.ts';
import {
  choicesOf,
  type FieldPath,
  type FieldValue,
  getValue,
  type OnboardingData,
  setValue,
  updateField,
} from './data.ts';
import { GUARDIAN_TEXTS } from './guardian.ts';
import { parseNumber } from './numbers.ts';
import { isPlausiblePhone } from './phone.ts';
import {
  ALL_FIELDS,
  type FieldRule,
  fieldOptions,
  isFieldVisible,
  isOffered,
  ONBOARDING_STEPS,
  type StepRules,
  visibleFields,
} from './steps.ts';

// The sign-up form's rule, so an address the wizard takes is one the account step takes too.
export { isHttpUrl, isValidEmail };

export const MESSAGES = {
  required: 'Dit veld is verplicht.',
  email: 'Voer een geldig e-mailadres in.',
  link: LINK_MESSAGE,
  phone: 'Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678 of +32 470 12 34 56.',
  number: 'Gebruik een numerieke waarde.',
  date: 'Voer een geldige datum in.',
  choose: 'Kies een van de opties uit de lijst.',
  range: rangeMessage,
  summary: (count: number) =>
    count === 1
      ? '1 veld ontbreekt of is niet goed ingevuld.'
      : `${count} velden ontbreken of zijn niet goed ingevuld.`,
  guardianOwnEmail: GUARDIAN_TEXTS.ownEmail,
  guardianMissing: GUARDIAN_TEXTS.missing,
} as const;

export type FieldErrors = Partial<Record<FieldPath, string>>;

/** Empty per the spec: a string blank after trimming, a number that is NaN, an empty list; an unticked box. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'boolean') return value === false;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function isValidDate(text: string): boolean {
  const value = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The first rule a field breaks, or null. An optional field that is empty breaks none. With
 * the whole data, rules across answers run too (the guardian's e-mail is not the athlete's).
 */
export function validateField(
  field: FieldRule,
  value: unknown,
  data?: OnboardingData,
  now: Date = new Date(),
): string | null {
  const own = typeRule(field, value, data);
  if (own !== null || !data || !field.check || isEmpty(value)) return own;
  return field.check(value as string | boolean, data, now);
}

/** Without the whole data, a select whose options follow other answers is judged by its own list. */
function typeRule(field: FieldRule, value: unknown, data?: OnboardingData): string | null {
  if (isEmpty(value)) return field.required ? requiredMessage(field) : null;
  if (typeof value !== 'string') return null;
  // Before the type's own rule: the server refuses such text whatever the field.
  if (!isValidText(value)) return INVALID_TEXT_MESSAGE;
  switch (field.type) {
    case 'email':
      return isValidEmail(value) ? null : MESSAGES.email;
    case 'url':
      return isWebLink(value) ? null : MESSAGES.link;
    case 'tel':
      return isPlausiblePhone(value) ? null : MESSAGES.phone;
    case 'date':
      return isValidDate(value) ? null : MESSAGES.date;
    case 'number': {
      const number = parseNumber(value);
      if (Number.isNaN(number)) return MESSAGES.number;
      const { min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY } = field;
      if (number < min || number > max) return field.rangeMessage ?? MESSAGES.range(min, max);
      return null;
    }
    case 'select':
      return isOffered(field, value, data) ? null : MESSAGES.choose;
    case 'checkboxes':
      return choicesOf(value).every((choice) => isOffered(field, choice, data)) ? null : MESSAGES.choose;
    default:
      return null;
  }
}

/** What an empty required field says: its own words, or the spec's sentence. */
export function requiredMessage(field: FieldRule): string {
  return field.requiredMessage ?? MESSAGES.required;
}

/**
 * The answers as they are stored: links typed without https:// get it ('youtube.com/watch?v=...'
 * becomes 'https://youtube.com/watch?v=...'). The wizard applies it when a step is done, the
 * submit mapping before anything is sent.
 */
export function normalizeAnswers(data: OnboardingData): OnboardingData {
  let next = data;
  for (const field of ALL_FIELDS) {
    if (field.type !== 'url') continue;
    const value = getValue(next, field.path);
    if (typeof value === 'string' && normalizeWebLink(value) !== value) {
      next = setValue(next, field.path, normalizeWebLink(value));
    }
  }
  return next;
}

/** The label a select shows for a value with these answers; null when it does not offer it. */
const offeredLabel = (field: FieldRule, value: string, data: OnboardingData) =>
  fieldOptions(field, data).find((option) => option.value === value)?.label ?? null;

/** By default a value keeps its meaning while it keeps its label (or one of the two lists lacks it). */
const sameLabel = (field: FieldRule) => (value: string, before: OnboardingData, after: OnboardingData) => {
  const [was, is] = [offeredLabel(field, value, before), offeredLabel(field, value, after)];
  return was === null || is === null || was === is;
};

/**
 * Sets an answer the way the wizard does, and empties every answer whose options follow it
 * (`dependsOn`) once its value is no longer offered, or no longer means the same (`keeps`): a hockey
 * level means nothing once the sport is tennis, and hockey's 'hoofdklasse' (the top league) is not
 * football's (the old name of the vierde divisie). Returns the emptied fields, so the wizard can say why (its copy's `clearedNote`).
 */
export function answerField(
  data: OnboardingData,
  path: FieldPath,
  value: FieldValue,
  now: Date = new Date(),
): { data: OnboardingData; cleared: FieldRule[] } {
  let next = updateField(data, path, value, now);
  const cleared: FieldRule[] = [];
  for (const field of ALL_FIELDS) {
    if (!field.dependsOn?.includes(path)) continue;
    const held = getValue(next, field.path);
    if (typeof held !== 'string' || isEmpty(held)) continue;
    if (isOffered(field, held, next) && (field.keeps ?? sameLabel(field))(held, data, next)) continue;
    next = updateField(next, field.path, '', now);
    cleared.push(field);
  }
  return { data: next, cleared };
}

/** Errors of one step's visible fields, keyed by path, in the step's field order. */
export function validateStep(step: StepRules, data: OnboardingData, now: Date = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of visibleFields(step, data, now)) {
    const message = validateField(field, getValue(data, field.path), data, now);
    if (message) errors[field.path] = message;
  }
  return errors;
}

export function validateAll(data: OnboardingData, now: Date = new Date()): FieldErrors {
  return Object.assign({}, ...ONBOARDING_STEPS.map((step) => validateStep(step, data, now)));
}

/** Every required field, also those asked only in some cases (see `isFieldVisible`). */
export const REQUIRED_FIELDS: readonly FieldRule[] = ALL_FIELDS.filter((field) => field.required);

/** The required fields this athlete is asked. */
export function requiredFieldsFor(data: OnboardingData, now: Date = new Date()): FieldRule[] {
  return REQUIRED_FIELDS.filter((field) => isFieldVisible(field, data, now));
}

export interface MissingField {
  step: StepRules;
  field: FieldRule;
}

/** Visible required fields still empty, in step order. */
export function missingRequired(data: OnboardingData, now: Date = new Date()): MissingField[] {
  return ONBOARDING_STEPS.flatMap((step) =>
    visibleFields(step, data, now)
      .filter((field) => field.required && isEmpty(getValue(data, field.path)))
      .map((field) => ({ step, field })),
  );
}

/**
 * The wizard's one measure of progress: how many of the questions this athlete must answer are
 * answered (spec: "computed from the filled required fields"). The percentage is rounded down,
 * so 100 % means nothing is left to do.
 */
export interface OnboardingProgressCount {
  filled: number;
  required: number;
  percentage: number;
  missing: MissingField[];
}

export function progressOf(data: OnboardingData, now: Date = new Date()): OnboardingProgressCount {
  const required = requiredFieldsFor(data, now).length;
  const missing = missingRequired(data, now);
  const filled = required - missing.length;
  return { filled, required, percentage: required === 0 ? 100 : Math.floor((filled / required) * 100), missing };
}

/** Share of the required fields that are filled, 0-100, rounded down. */
export function completionPercentage(data: OnboardingData, now: Date = new Date()): number {
  return progressOf(data, now).percentage;
}
