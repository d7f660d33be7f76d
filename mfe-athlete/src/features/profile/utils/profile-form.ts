import { ApiError } from '@talentbrug/api-client/api';
import {
  createProfileWriteSchema,
  ENGLISH_SCALES,
  ENGLISH_TESTS,
  type EnglishTest,
  type PreferredDivision,
  type Profile,
  type ProfileWrite,
  profileWriteSchema,
} from '@talentbrug/domain/contracts/profile';
import { dutchDay, isoDay } from '@talentbrug/domain/dates';
import { formatNumberInput } from '@talentbrug/domain/format';
import { dutchGradeToGpa, isDutchGrade } from '@talentbrug/domain/onboarding/grades';
import { parseNumber } from '@talentbrug/domain/onboarding/numbers';
import { MESSAGES } from '@talentbrug/domain/onboarding/validation';
import { birthDateProblem, PERSON_MESSAGES, tooLongMessage } from '@talentbrug/domain/person';
import { isWebLink, normalizeWebLink } from '@talentbrug/domain/profile/web-link';
import { levelStep } from './format.ts';

/**
 * The profile edit form (spec "Profile edit"): what each field holds as typed, how it becomes
 * the PATCH body, and the Dutch message for each field that is not right. Pure, so the rules
 * are tested without a screen.
 *
 * Only the fields the athlete changed are sent, so a value stored before a rule existed (a GPA
 * of 3,67 from the onboarding's grade table) never blocks saving something else. Empty values
 * are omitted (spec); a field the athlete empties that had a value is sent as null, because
 * otherwise the old value would stay while the screen said it was saved. The identity the
 * product needs (names, sport, team) cannot be emptied: the schema refuses that null, and its
 * message shows under the field before anything is sent.
 *
 * The fields are listed in the order of the screen, so the focus goes to the first one that
 * needs attention.
 */
export const FIELD_KEYS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'nationality',
  'sport',
  'team',
  'position',
  'competition_level',
  'current_team',
  'height_cm',
  'weight_kg',
  'achievements',
  'key_stats',
  'education_level',
  'academic_gpa',
  'graduation_year',
  'sat_score',
  'act_score',
  'english_test',
  'english_score',
  'study_interest',
  'preferred_states',
  'preferred_divisions',
  'preferred_school_size',
  'budget_eur_min',
  'target_start_month',
  'target_start_year',
  'scholarship_type',
  'video_link',
] as const satisfies readonly (keyof ProfileWrite)[];

export type FieldKey = (typeof FIELD_KEYS)[number];
/** The fields whose value is a list of choices rather than typed text. */
export type ListKey = 'preferred_states' | 'preferred_divisions';
export type TextKey = Exclude<FieldKey, ListKey>;
const LIST_KEYS: readonly ListKey[] = ['preferred_states', 'preferred_divisions'];
const isListKey = (key: string): key is ListKey => (LIST_KEYS as readonly string[]).includes(key);
export const TEXT_KEYS = FIELD_KEYS.filter((key): key is TextKey => !isListKey(key));
export type ProfileFormValues = Record<TextKey, string> & {
  preferred_states: string[];
  preferred_divisions: PreferredDivision[];
};
export type FieldErrors = Partial<Record<FieldKey, string>>;

/**
 * What the form adds to profileWriteSchema, which checks every field again when the body is built
 * (its lengths, choices and limits have the last word): typed text read as a number, a date of
 * birth by the shared rule, a Dutch grade read as a GPA, and each message in the form's own words.
 */
type Rule = 'text' | 'date' | 'url' | 'int' | 'gpa' | 'english_score';

const RULES: Record<TextKey, Rule> = {
  first_name: 'text',
  last_name: 'text',
  date_of_birth: 'date',
  nationality: 'text',
  sport: 'text',
  position: 'text',
  team: 'text',
  competition_level: 'text',
  current_team: 'text',
  height_cm: 'int',
  weight_kg: 'int',
  achievements: 'text',
  key_stats: 'text',
  education_level: 'text',
  academic_gpa: 'gpa',
  graduation_year: 'int',
  sat_score: 'int',
  act_score: 'int',
  english_test: 'text',
  english_score: 'english_score',
  study_interest: 'text',
  preferred_school_size: 'text',
  budget_eur_min: 'int',
  target_start_month: 'int',
  target_start_year: 'int',
  scholarship_type: 'text',
  video_link: 'url',
};

export const FORM_MESSAGES = {
  number: MESSAGES.number,
  whole: 'Gebruik een heel getal.',
  range: MESSAGES.range,
  date: PERSON_MESSAGES.birthDate,
  future: PERSON_MESSAGES.birthInFuture,
  url: MESSAGES.link,
  tooLong: tooLongMessage,
  gpa: 'Vul je GPA in (0 tot 4) of je gemiddelde eindcijfer (tot 10).',
  gpaStep: 'Gebruik één decimaal, bijvoorbeeld 3,4.',
  englishTestNeeded: 'Kies bij je score ook de toets.',
  invalid: 'Deze waarde klopt niet.',
} as const;

const numberText = (value: number | null) => (value === null ? '' : formatNumberInput(value));

/** The level code the form selects: the sport's own step for a code the wizard stored. */
function levelCodeFor(profile: Profile): string {
  const code = profile.competition_level;
  return code ? (levelStep(profile, code)?.code ?? code) : '';
}

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    nationality: profile.nationality ?? '',
    sport: profile.sport ?? '',
    position: profile.position ?? '',
    team: profile.team ?? '',
    competition_level: levelCodeFor(profile),
    current_team: profile.current_team ?? '',
    height_cm: numberText(profile.height_cm),
    weight_kg: numberText(profile.weight_kg),
    achievements: profile.achievements ?? '',
    key_stats: profile.key_stats ?? '',
    education_level: profile.education_level ?? '',
    // The Dutch average when the athlete typed one, as it was typed.
    academic_gpa: numberText(profile.academic_grade ?? profile.academic_gpa),
    graduation_year: numberText(profile.graduation_year),
    sat_score: numberText(profile.sat_score),
    act_score: numberText(profile.act_score),
    english_test: profile.english_test ?? '',
    english_score: numberText(profile.english_score),
    study_interest: profile.study_interest ?? '',
    preferred_school_size: profile.preferred_school_size ?? '',
    budget_eur_min: numberText(profile.budget_eur_min),
    target_start_month: numberText(profile.target_start_month),
    target_start_year: numberText(profile.target_start_year),
    scholarship_type: profile.scholarship_type ?? '',
    video_link: profile.video_link ?? '',
    preferred_states: [...profile.preferred_states],
    preferred_divisions: [...profile.preferred_divisions],
  };
}

type Parsed = { value: string | number } | { error: string };

/** Today on the Dutch calendar as 'YYYY-MM-DD': the date of birth's upper bound. */
export const todayInNetherlands = (now = new Date()) => {
  const today = dutchDay(now);
  return today ? isoDay(today) : '';
};

/** The GPA to store for what was typed: a GPA in tenths, or a Dutch average grade read as its GPA. */
export function parseGpa(text: string): Parsed {
  const number = parseNumber(text);
  if (Number.isNaN(number)) return { error: FORM_MESSAGES.number };
  if (number < 0 || number > 10) return { error: FORM_MESSAGES.gpa };
  if (isDutchGrade(number)) return { value: dutchGradeToGpa(number) };
  if (Math.abs(number * 10 - Math.round(number * 10)) > 1e-9) return { error: FORM_MESSAGES.gpaStep };
  return { value: Math.round(number * 10) / 10 };
}

/** A zod schema as far as limitsOf reads it. */
interface SchemaNode {
  _zod: { def: { innerType?: SchemaNode; checks?: readonly { _zod: { def: unknown } }[] } };
}

/** The bounds profileWriteSchema sets on a number field, quoted in the form's message. */
function limitsOf(key: TextKey): { min: number; max: number } {
  // Each number field is optional(nullable(rule)); zod/mini has no unwrap() or minValue, so the
  // wrappers are peeled and the bounds read from the rule's own checks (gte and lte are
  // 'greater_than' and 'less_than').
  let field: SchemaNode = profileWriteSchema.shape[key];
  while (field._zod.def.innerType) field = field._zod.def.innerType;
  let min = -Infinity;
  let max = Infinity;
  for (const check of field._zod.def.checks ?? []) {
    const { check: kind, value } = check._zod.def as { check: string; value?: unknown };
    if (kind === 'greater_than' && typeof value === 'number') min = Math.max(min, value);
    if (kind === 'less_than' && typeof value === 'number') max = Math.min(max, value);
  }
  return { min, max };
}

function englishScaleMessage(test: EnglishTest): string {
  const { min, max, step, label } = ENGLISH_SCALES[test];
  return `Een ${label}-score ligt tussen ${min} en ${max}${step < 1 ? ', in halve punten' : ''}.`;
}

function parseField(key: TextKey, text: string, values: ProfileFormValues, now: Date): Parsed {
  switch (RULES[key]) {
    case 'text':
      return { value: text };
    case 'url':
      // As the wizard takes it: 'youtube.com/watch?v=...' is saved with https://.
      return isWebLink(text) ? { value: normalizeWebLink(text) } : { error: FORM_MESSAGES.url };
    case 'date': {
      // The wizard's and the server's rule: a real day, not ahead, an athlete's age.
      const problem = birthDateProblem(text, now);
      return problem ? { error: problem } : { value: text };
    }
    case 'int': {
      const number = parseNumber(text);
      if (Number.isNaN(number)) return { error: FORM_MESSAGES.number };
      if (!Number.isInteger(number)) return { error: FORM_MESSAGES.whole };
      const { min, max } = limitsOf(key);
      if (number < min || number > max) return { error: FORM_MESSAGES.range(min, max) };
      return { value: number };
    }
    case 'gpa':
      return parseGpa(text);
    case 'english_score': {
      const number = parseNumber(text);
      if (Number.isNaN(number)) return { error: FORM_MESSAGES.number };
      const test = values.english_test.trim();
      if (!(ENGLISH_TESTS as readonly string[]).includes(test)) return { value: number };
      const { min, max, step } = ENGLISH_SCALES[test as EnglishTest];
      const onScale = number >= min && number <= max && Math.abs(number / step - Math.round(number / step)) < 1e-9;
      return onScale ? { value: number } : { error: englishScaleMessage(test as EnglishTest) };
    }
  }
}

const sameChoices = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/** What a schema issue says in Dutch; the schema's own texts are Dutch, zod's defaults are not. */
function issueMessage(issue: { code: string; message: string; origin?: unknown; maximum?: unknown }): string {
  if (issue.code === 'too_big' && issue.origin === 'string' && typeof issue.maximum === 'number') {
    return FORM_MESSAGES.tooLong(issue.maximum);
  }
  // An emptied name, sport or team: the schema refuses the null with the wizard's own words.
  if ((Object.values(PERSON_MESSAGES) as string[]).includes(issue.message)) return issue.message;
  if (issue.code === 'too_big' || issue.code === 'too_small' || issue.code === 'invalid_type') {
    return FORM_MESSAGES.invalid;
  }
  return issue.message;
}

export interface FormResult {
  /** The PATCH body: only what changed; emptied fields as null. */
  body: ProfileWrite;
  errors: FieldErrors;
}

export function buildProfileWrite(values: ProfileFormValues, initial: ProfileFormValues, now = new Date()): FormResult {
  const errors: FieldErrors = {};
  const body: Record<string, unknown> = {};
  const changed = (key: TextKey) => values[key].trim() !== initial[key].trim();
  // A score is checked on its test's scale, so the two travel together when either changes.
  const englishChanged = changed('english_test') || changed('english_score');

  for (const key of TEXT_KEYS) {
    const isEnglish = key === 'english_test' || key === 'english_score';
    if (!changed(key) && !(isEnglish && englishChanged)) continue;
    const text = values[key].trim();
    if (text === '') {
      if (initial[key].trim() !== '') body[key] = null;
      continue;
    }
    const parsed = parseField(key, text, values, now);
    if ('error' in parsed) errors[key] = parsed.error;
    else body[key] = parsed.value;
  }
  if (values.english_score.trim() !== '' && values.english_test.trim() === '' && englishChanged) {
    errors.english_test = FORM_MESSAGES.englishTestNeeded;
  }
  // A Dutch average goes along as typed (the profile shows it beside its GPA estimate); a GPA
  // typed as such clears the stored grade on the server.
  const typedGpa = parseNumber(values.academic_gpa);
  if (typeof body.academic_gpa === 'number' && isDutchGrade(typedGpa))
    body.academic_grade = Math.round(typedGpa * 10) / 10;
  for (const key of LIST_KEYS) {
    if (!sameChoices(values[key], initial[key])) body[key] = values[key];
  }

  // The server's own schema has the last word, with the same Dutch messages it would answer.
  const checked = createProfileWriteSchema(() => now).safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && !(key in errors)) errors[key as FieldKey] = issueMessage(issue);
    }
  }
  return { body: checked.success ? checked.data : (body as ProfileWrite), errors };
}

/** The server's 400 names each invalid field in `fields`; they are shown under the fields. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const fields = (error.body as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields as Record<string, unknown>)) {
    const key = path.split('.')[0] as FieldKey;
    if (typeof message === 'string' && (isListKey(key) || key in RULES)) errors[key] ??= message;
  }
  return errors;
}
