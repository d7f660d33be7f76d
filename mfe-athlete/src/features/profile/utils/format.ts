import {
  DIVISION_LABELS,
  ENGLISH_SCALES,
  orderedDivisions,
  type Profile,
  SCHOOL_SIZE_LABELS,
} from '@talentbrug/domain/contracts/profile';
import { formatDate, formatEuro, formatFileSize, formatGpa, formatGrade, formatScore } from '@talentbrug/domain/format';
import { COMPETITION_LEVELS, optionLabel, SCHOLARSHIP_TYPES } from '@talentbrug/domain/profile/options';
import { TEAM_OPTIONS } from '@talentbrug/domain/profile/teams';
import { type LevelStep, resolveLevel } from '@talentbrug/domain/sport-levels';
import { findSport } from '@talentbrug/domain/sports';
import type { UploadedFile } from '@talentbrug/domain/uploads';
import { US_STATES, type UsStateCode } from '@talentbrug/domain/us-states';
import { PROFILE_TEXTS } from './texts.ts';

/** How the profile's facts read on the page; null where nothing is known (the card shows a placeholder). */

const clean = (text: string | null | undefined) => text?.trim() || null;

export function fullName(profile: Pick<Profile, 'first_name' | 'last_name'>): string | null {
  return [profile.first_name, profile.last_name].map(clean).filter(Boolean).join(' ') || null;
}

/** The sport's Dutch catalogue name for what was typed ('veldhockey' reads 'Hockey'); the text itself otherwise. */
export function sportName(sport: string | null | undefined): string | null {
  const text = clean(sport);
  if (!text) return null;
  return findSport(text)?.name ?? text;
}

/** 'Hockey (heren) · Middenvelder', with the spec's 'positie onbekend' when the position is missing. */
export function sportLine(profile: Pick<Profile, 'sport' | 'team' | 'position'>): string | null {
  const sport = sportName(profile.sport);
  if (!sport) return null;
  const team = profile.team ? ` (${optionLabel(TEAM_OPTIONS, profile.team).toLowerCase()})` : '';
  return `${sport}${team} · ${clean(profile.position) ?? PROFILE_TEXTS.positionUnknown}`;
}

export const heightText = (cm: number | null) => (cm === null ? null : `${cm} cm`);
export const weightText = (kg: number | null) => (kg === null ? null : `${kg} kg`);
/** '3,3'; with the Dutch average the athlete typed first: '7,4 (GPA-schatting 3,3)'. */
export function gpaText({
  academic_gpa: gpa,
  academic_grade: grade,
}: Pick<Profile, 'academic_gpa' | 'academic_grade'>) {
  if (gpa === null) return null;
  return grade == null ? formatGpa(gpa) : `${formatGrade(grade)} (GPA-schatting ${formatGpa(gpa)})`;
}
export const scoreText = (score: number | null) => (score === null ? null : formatScore(score));

export function englishText(profile: Pick<Profile, 'english_test' | 'english_score'>): string | null {
  if (!profile.english_test) return null;
  const { label } = ENGLISH_SCALES[profile.english_test];
  return profile.english_score === null
    ? label
    : `${label}: ${formatScore(profile.english_score, ENGLISH_SCALES[profile.english_test].step)}`;
}

/** The Dutch names of the preferred states, in the order chosen; codes the list does not know are shown as they are. */
export function stateNames(codes: readonly string[]): string[] {
  return codes.map((code) => US_STATES[code as UsStateCode] ?? code);
}

/** The step on the athlete's own sport's ladder that a stored level code stands for; any team but 'dames' reads the men's. */
export function levelStep({ sport, team }: Pick<Profile, 'sport' | 'team'>, code: string): LevelStep | null {
  return resolveLevel(findSport(sport ?? '')?.id ?? null, team === 'dames' ? 'dames' : 'heren', code);
}

/** The level of play as the athlete's own sport names it (hockey's 'Hoofdklasse'), else the wizard's label. */
export function levelText(profile: Pick<Profile, 'sport' | 'team' | 'competition_level'>): string | null {
  const code = clean(profile.competition_level);
  if (!code) return null;
  return levelStep(profile, code)?.label ?? optionLabel(COMPETITION_LEVELS, code);
}

/** The wished college levels by name, in the list's order ('NCAA Division II', 'NAIA'). */
export const divisionNames = (divisions: readonly string[]): string[] =>
  orderedDivisions(divisions).map((division) => DIVISION_LABELS[division]);

export const schoolSizeText = (size: Profile['preferred_school_size']) => (size ? SCHOOL_SIZE_LABELS[size] : null);

export const budgetText = (euro: number | null) => (euro === null ? null : `${formatEuro(euro)} per jaar`);

export const scholarshipText = (type: string | null) =>
  clean(type) ? optionLabel(SCHOLARSHIP_TYPES, type ?? '') : null;

/** '11,5 MB · geüpload op 21 november 2026': an uploaded file's size and day, under its name. */
export function fileMeta(file: Pick<UploadedFile, 'size' | 'created_at'>): string {
  return `${formatFileSize(file.size)} · geüpload op ${formatDate(file.created_at) ?? ''}`;
}
