/**
 * From the wizard's model to the body of POST /api/onboarding/submit (spec "Onboarding submit
 * payload"): the profile-shaped payload, a summary object and the full onboarding data. The body's
 * shape is the wire contract's (contracts/onboarding.ts); this is the mapping that fills it.
 * Pure and total: any partial model maps without throwing, so the server can recompute the
 * payload from `data` instead of trusting the client's mapping.
 */
import { COACH_PERSONA, TERMS_VERSION } from '../constants.ts';
import type { OnboardingSubmitBody, OnboardingSubmitPayload, OnboardingSummary } from '../contracts/onboarding.ts';
import { CONSENT_IP_PLACEHOLDER, createGuardianConsent, type OnboardingData } from './data.ts';
import { gpaFromInput } from './grades.ts';
import { needsGuardianConsent } from './guardian.ts';
import { parseNumber } from './numbers.ts';
import { profileScore } from './profile-score.ts';
import { parseStartTerm } from './start-terms.ts';
import { universityName } from './university-of-interest.ts';
import { completionPercentage, missingRequired, normalizeAnswers } from './validation.ts';

export const DEFAULT_EDUCATION_LEVEL = 'High School';

export interface MappingOptions {
  /** The clock, injectable for tests: it decides whether a parent's consent is asked. */
  now?: Date;
}

const text = (value: string) => value.trim();
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function wholeNumber(input: string): number | null {
  const value = parseNumber(input);
  return Number.isFinite(value) ? Math.round(value) : null;
}

/** 'Nederlands, Engels ,, Duits' -> ['Nederlands', 'Engels', 'Duits']. */
export function splitLanguages(input: string): string[] {
  return input
    .split(',')
    .map((language) => language.trim())
    .filter((language) => language !== '');
}

/**
 * The month and year of the chosen term; null for 'Nog onbekend' or no choice. The spec's default
 * (August of next year) is not followed: it reached coaches as the start of a pupil who graduates
 * years later (ADR 0024). The profile's start is nullable, and its readers say 'nog onbekend' or
 * reckon from the diploma year.
 */
export function targetStart(startTerm: string): { month: number; year: number } | null {
  const term = parseStartTerm(startTerm);
  return term ? { month: term.month, year: term.year } : null;
}

export function toSubmitPayload(data: OnboardingData, options: MappingOptions = {}): OnboardingSubmitPayload {
  const now = options.now ?? new Date();
  const { personal, sport, academics, preferences, media, consent } = normalizeAnswers(data);
  const { guardian, sharing } = consent;
  const start = targetStart(preferences.startTerm);
  return {
    personal: {
      first_name: text(personal.firstName),
      last_name: text(personal.lastName),
      date_of_birth: orNull(personal.dateOfBirth),
      nationality: text(personal.nationality),
      email: text(personal.email),
      phone: text(personal.phone),
    },
    sport: {
      sport: text(sport.primarySport),
      position: text(sport.position),
      team: orNull(sport.team),
      competition_level: orNull(sport.level),
      height_cm: wholeNumber(sport.heightCm),
      weight_kg: wholeNumber(sport.weightKg),
      current_team: text(sport.club),
      achievements: text(sport.achievements),
    },
    academics: {
      education_level: text(academics.currentSchool) || DEFAULT_EDUCATION_LEVEL,
      academic_gpa: gpaFromInput(parseNumber(academics.gpa)),
      languages: splitLanguages(academics.languages),
    },
    preferences: {
      preferred_states: [],
      preferred_school_type: orNull(sport.level),
      study_interest: text(academics.intendedMajor),
      budget_eur_min: wholeNumber(preferences.budget),
      budget_eur_max: undefined,
      target_start_month: start?.month ?? null,
      target_start_year: start?.year ?? null,
      additional_notes: text(preferences.priorities),
    },
    media: { highlight_video_url: orNull(media.highlightVideo) },
    consent: {
      accepted: consent.accepted,
      ip: CONSENT_IP_PLACEHOLDER,
      terms_version: TERMS_VERSION,
      accepted_at: consent.accepted ? orNull(consent.timestamp) : null,
      sharing: {
        accepted: sharing.accepted,
        accepted_at: sharing.accepted ? orNull(sharing.timestamp) : null,
        version: sharing.version,
      },
      guardian: needsGuardianConsent(data, now)
        ? {
            name: text(guardian.name),
            email: text(guardian.email),
            accepted_at: guardian.accepted ? orNull(guardian.timestamp) : null,
          }
        : null,
    },
  };
}

export const OVERVIEW_MISSING = 'Nog invullen';
export const OVERVIEW_NOT_CHOSEN = 'Nog kiezen';
export const POSITION_UNKNOWN = 'positie onbekend';

export const GUARDIAN_OVERVIEW_LABEL = 'Toestemming ouder/voogd';
export const UNIVERSITY_OVERVIEW_LABEL = 'Interesse in';
export const GUARDIAN_OVERVIEW_MISSING = 'Nog nodig';

/**
 * The 'Profieloverzicht' rows, with the spec's placeholders where a value is missing. Below 16
 * a fifth row says whether a parent or guardian consented.
 */
export function profileOverview(
  data: OnboardingData,
  now: Date = new Date(),
): { label: string; value: string; missing: boolean }[] {
  const name = [data.personal.firstName, data.personal.lastName].map(text).filter(Boolean).join(' ');
  const sport = text(data.sport.primarySport);
  const position = text(data.sport.position) || POSITION_UNKNOWN;
  const start = text(data.preferences.startTerm);
  const country = text(data.preferences.targetCountry);
  const rows = [
    { label: 'Naam', value: name || OVERVIEW_MISSING, missing: !name },
    { label: 'Sport', value: sport ? `${sport} (${position})` : OVERVIEW_MISSING, missing: !sport },
    { label: 'Start', value: start || OVERVIEW_NOT_CHOSEN, missing: !start },
    { label: 'Voorkeursland', value: country || OVERVIEW_NOT_CHOSEN, missing: !country },
  ];
  const school = data.preferences.universityOfInterest;
  if (school) rows.push({ label: UNIVERSITY_OVERVIEW_LABEL, value: universityName(school), missing: false });
  if (needsGuardianConsent(data, now)) {
    const { guardian } = data.consent;
    const by = text(guardian.name);
    rows.push(
      guardian.accepted
        ? { label: GUARDIAN_OVERVIEW_LABEL, value: by ? `Gegeven door ${by}` : 'Gegeven', missing: false }
        : { label: GUARDIAN_OVERVIEW_LABEL, value: GUARDIAN_OVERVIEW_MISSING, missing: true },
    );
  }
  return rows;
}

/**
 * The profile score of the wizard's answers. It reads the athlete's own school field, not the
 * payload's 'High School' default, so an empty wizard scores 0 as the spec's messages expect.
 */
export function onboardingProfileScore(data: OnboardingData): number {
  return profileScore({
    first_name: data.personal.firstName,
    sport: data.sport.primarySport,
    education_level: data.academics.currentSchool,
    highlight_video_url: data.media.highlightVideo,
    academic_gpa: gpaFromInput(parseNumber(data.academics.gpa)),
  });
}

export function toSummary(data: OnboardingData, now: Date = new Date()): OnboardingSummary {
  const [name, sport, start, country] = profileOverview(data, now);
  const shown = (row: { value: string; missing: boolean } | undefined) => (row && !row.missing ? row.value : '');
  return {
    name: shown(name),
    sport: shown(sport),
    start_term: shown(start),
    target_country: shown(country),
    completion_percentage: completionPercentage(data, now),
    profile_score: onboardingProfileScore(data),
    missing_fields: missingRequired(data, now).map(({ field }) => field.path),
    coach: COACH_PERSONA,
    terms_version: TERMS_VERSION,
  };
}

/**
 * The body also carries the whole model, but a parent's name and e-mail only when they were
 * asked for: typed in while a wrong date of birth said 15, they are not ours to keep (AVG art. 5:
 * data minimisation).
 */
export function toSubmitBody(data: OnboardingData, options: MappingOptions = {}): OnboardingSubmitBody {
  const now = options.now ?? new Date();
  const answers = normalizeAnswers(data);
  const sent = needsGuardianConsent(answers, now)
    ? answers
    : { ...answers, consent: { ...answers.consent, guardian: createGuardianConsent() } };
  return { ...toSubmitPayload(data, { now }), summary: toSummary(data, now), data: sent };
}
