import { SOURCES, TABLE_IDS, TABLES } from '@talentbrug/domain/academics';
import { diplomaTrackInEnglish } from '@talentbrug/domain/academics-english';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { ENGLISH_SCALES } from '@talentbrug/domain/contracts/profile';
import {
  DOSSIER_FIELD_DEFAULTS,
  DOSSIER_FIELDS,
  type DossierField,
  type PublicDossier,
  type UsLevelFit,
} from '@talentbrug/domain/dossier';
import { ageOn } from '@talentbrug/domain/person';
import { positionForCoach } from '@talentbrug/domain/positions';
import { type DivisionFit, type LevelTier, resolveLevel } from '@talentbrug/domain/sport-levels';
import { levelInEnglish } from '@talentbrug/domain/sport-levels-english';
import { COLLEGE_LEVEL_LABELS, COLLEGE_LEVELS, findSport, type Team, teamProgramme } from '@talentbrug/domain/sports';
import type { CoreGpa } from '../academics/academics-service.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The grade table a core-GPA estimate used, for the coach's English page: the academics module
 * names it in Dutch (the athlete's screens), so the page names its source as the source itself is
 * titled, in English, with the month it was checked. An unknown name is passed on as it is.
 */
export function conversionTableInEnglish(name: string): string {
  const table = TABLE_IDS.map((id) => TABLES[id]).find((candidate) => candidate.name === name);
  if (!table) return name;
  const source = SOURCES[table.source];
  const [year, month] = source.checked.split('-').map(Number);
  const checked = month && MONTHS[month - 1] ? `${MONTHS[month - 1]} ${year}` : source.checked;
  return `${source.name}, checked ${checked}`;
}

/** The age from which DOSSIER_FIELD_DEFAULTS hold whole; below it DOSSIER_MINOR_OFF starts off too. */
export const DOSSIER_ADULT_AGE = 18;

/**
 * What a minor's page keeps back until she switches it on herself (a family tour: coaches saw the
 * weight of a girl of 15 who had never chosen to show it). Server-side only: the editor shows the
 * switches as the server sends them.
 */
export const DOSSIER_MINOR_OFF: readonly DossierField[] = ['measurements'];

/**
 * The switches' defaults for this athlete: DOSSIER_FIELD_DEFAULTS, with what a minor's page keeps
 * back until she opens it herself (her weight: DOSSIER_MINOR_OFF) off under 18 on today's Dutch
 * calendar day, or without a date of birth to tell.
 */
export function fieldDefaultsFor(
  profile: Pick<Profile, 'date_of_birth'> | null,
  at: Date,
): Readonly<Record<DossierField, boolean>> {
  const age = profile?.date_of_birth ? ageOn(profile.date_of_birth, at) : null;
  if (age !== null && age >= DOSSIER_ADULT_AGE) return DOSSIER_FIELD_DEFAULTS;
  const fields = { ...DOSSIER_FIELD_DEFAULTS };
  for (const field of DOSSIER_MINOR_OFF) fields[field] = false;
  return fields;
}

/**
 * The stored choices, each missing switch at its default (`defaults`: the athlete's, fieldDefaultsFor):
 * a field added later starts safe. A stored switch is the athlete's choice and stays, whatever her age.
 */
export function publicFieldsOf(
  stored: Record<string, boolean> | null | undefined,
  defaults: Readonly<Record<DossierField, boolean>> = DOSSIER_FIELD_DEFAULTS,
): Record<DossierField, boolean> {
  const fields = { ...defaults };
  for (const field of DOSSIER_FIELDS) {
    const value = stored?.[field];
    if (typeof value === 'boolean') fields[field] = value;
  }
  return fields;
}

/** LEVEL_TIERS in a coach's words. */
const TIER_NAMES: Readonly<Record<LevelTier, string>> = {
  1: 'International: a Dutch national (youth) team player',
  2: 'National top: the highest national level in the Netherlands',
  3: 'National: the level just below the Dutch top',
  4: 'Above regional: among the best of a Dutch region',
  5: 'Regional level in the Netherlands',
  6: 'Club or recreational level',
};

const FIT_WORDS: Readonly<Record<DivisionFit, UsLevelFit>> = { safe: 'above', fit: 'typical', reach: 'stretch' };

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * The athlete's Dutch level explained in US terms, from the domain's ladder for the sport and team
 * (sport-levels.ts): the step in English (sport-levels-english.ts; else its tier's words), its tier on the one scale across sports and, per US level, whether a player
 * of this level is above its typical recruit, its typical recruit, or a stretch.
 */
export function levelInUsTerms(
  sportText: string | null,
  team: string | null,
  code: string | null,
): PublicDossier['level'] {
  if (!code) return null;
  const sport = sportText ? findSport(sportText) : null;
  const teams: Team[] = team === 'dames' ? ['dames'] : team === 'heren' ? ['heren'] : ['dames', 'heren'];
  for (const candidate of teams) {
    const step = resolveLevel(sport?.id ?? null, candidate, code);
    if (!step) continue;
    const usLevels = COLLEGE_LEVELS.flatMap((level) => {
      const fit = step.fits[level];
      return fit ? [{ level: COLLEGE_LEVEL_LABELS[level], fit: FIT_WORDS[fit] }] : [];
    });
    const named = (fit: UsLevelFit) => usLevels.filter((entry) => entry.fit === fit).map((entry) => entry.level);
    const parts: string[] = [];
    if (named('typical').length > 0) parts.push(`the level of a typical ${list(named('typical'))} recruit`);
    if (named('above').length > 0) parts.push(`above the typical recruit at ${list(named('above'))}`);
    if (named('stretch').length > 0) parts.push(`a stretch for ${list(named('stretch'))}, for a standout`);
    const tierName = TIER_NAMES[step.tier];
    // The step in English where the domain has it ('Hoofdklasse: the top Dutch senior league...'), else the tier's words.
    const stepName = levelInEnglish(sport?.id ?? null, candidate, code) ?? tierName;
    const explanation =
      parts.length > 0
        ? `${stepName}. In US terms: ${parts.join('; ')} (Talentbrug's estimate from where Dutch players of this level go).`
        : `${stepName}.`;
    return { dutch_name: step.label, tier: step.tier, tier_name: tierName, us_levels: usLevels, explanation };
  }
  return null;
}

/** 183 cm -> 6 ft 0 in, rounded to the inch, as a US roster lists it. */
export function heightInFeet(cm: number): { feet: number; inches: number; text: string } {
  const total = Math.round(cm / 2.54);
  const feet = Math.floor(total / 12);
  const inches = total % 12;
  return { feet, inches, text: `${feet}'${inches}"` };
}

export const poundsOf = (kg: number) => Math.round(kg * 2.204_622_6);

/** 'Fall 2027' from the start the athlete aims at; Fall from August, Spring from January (onboarding/start-terms.ts). */
export function startTermOf(year: number | null, month: number | null): string | null {
  if (!year) return null;
  if (!month) return String(year);
  return `${month >= 6 ? 'Fall' : 'Spring'} ${year}`;
}

export interface PublicViewInput {
  profile: Profile | null;
  dossier: {
    publicFields: Record<DossierField, boolean>;
    positionEn: string | null;
    keyStatsEn: string | null;
    aboutEn: string | null;
    achievementsEn: string | null;
    ncaaId: string | null;
    athleteEmail: string | null;
    parentEmail: string | null;
    updatedAt: Date | null;
  };
  photoUrl: string | null;
  video: PublicDossier['video'];
  /** The NCAA core-GPA estimate from the grades (the academics module), when there is one. */
  coreGpa: CoreGpa | null;
  /** The club trainer's reference the athlete approved (and the trainer did not withdraw), when there is one. */
  reference?: PublicDossier['reference'];
  now: Date;
}

/**
 * What the public page shows: each part only when its switch is on and there is something to
 * show. Built from a fixed list of fields, so no profile field reaches the page by accident: the
 * date of birth, nationality, budget and preferences have no place here at all.
 */
/** The table a Dutch average the athlete converted in the wizard was read with, as a US coach reads it. */
const CONVERTED_AVERAGE_TABLE =
  "The Dutch 10-point average converted to the 4.0 scale with a Dutch university college's conversion table (University College Utrecht)";

export function publicView({
  profile,
  dossier,
  photoUrl,
  video,
  coreGpa,
  reference,
  now,
}: PublicViewInput): PublicDossier {
  const on = dossier.publicFields;
  const p = profile;
  const name = [p?.first_name, p?.last_name].filter((part) => part?.trim()).join(' ') || null;
  const sport = p?.sport ? findSport(p.sport) : null;
  const programme = sport && (p?.team === 'heren' || p?.team === 'dames') ? teamProgramme(sport, p.team) : null;

  const academics = (): PublicDossier['academics'] => {
    const school = on.school ? (p?.education_level?.trim() ?? null) || null : null;
    let figures: Omit<NonNullable<PublicDossier['academics']>, 'school'> = {
      dutch_average_grade: null,
      gpa: null,
      gpa_basis: null,
      gpa_range: null,
      gpa_table: null,
    };
    if (on.academics) {
      const grade = p?.academic_grade ?? null;
      if (coreGpa) {
        figures = {
          dutch_average_grade: grade,
          gpa: coreGpa.gpa,
          gpa_basis: 'ncaa_core_gpa_estimate',
          gpa_range: coreGpa.range,
          gpa_table: conversionTableInEnglish(coreGpa.table),
        };
      } else if (grade !== null && p?.academic_gpa != null) {
        figures = {
          dutch_average_grade: grade,
          gpa: p.academic_gpa,
          gpa_basis: 'converted_dutch_average',
          gpa_range: null,
          gpa_table: CONVERTED_AVERAGE_TABLE,
        };
      } else if (p?.academic_gpa != null) {
        figures = { ...figures, gpa: p.academic_gpa, gpa_basis: 'self_reported' };
      }
    }
    // The track of the entered grades goes with them: it is what the core GPA was read from.
    const track = on.academics && coreGpa ? diplomaTrackInEnglish(coreGpa.track, coreGpa.profile) : null;
    if (!school && !track && figures.gpa === null && figures.dutch_average_grade === null) return null;
    return { school, diploma_track: track, ...figures };
  };

  const englishTest = p?.english_test && p.english_score != null ? p : null;
  const athleteEmail = on.athlete_email ? dossier.athleteEmail : null;
  const parentEmail = on.parent_email ? dossier.parentEmail : null;

  return {
    name: on.name ? name : null,
    photo_url: on.photo ? photoUrl : null,
    graduation_year: on.graduation ? (p?.graduation_year ?? null) : null,
    start_term: on.graduation ? startTermOf(p?.target_start_year ?? null, p?.target_start_month ?? null) : null,
    sport:
      on.sport && p?.sport
        ? { name: sport?.englishName ?? p.sport, college_team: programme?.offered ? programme.collegeName : null }
        : null,
    // The athlete's own English, else the common Dutch terms translated, else their Dutch as written.
    position: on.position ? (dossier.positionEn ?? positionForCoach(sport?.id ?? null, p?.position)) : null,
    height: on.measurements && p?.height_cm ? { cm: p.height_cm, ...heightInFeet(p.height_cm) } : null,
    weight: on.measurements && p?.weight_kg ? { kg: p.weight_kg, lb: poundsOf(p.weight_kg) } : null,
    club: on.club ? (p?.current_team ?? null) : null,
    level: on.level ? levelInUsTerms(p?.sport ?? null, p?.team ?? null, p?.competition_level ?? null) : null,
    // The profile's key stats are Dutch (the wizard's): the page shows only what the athlete wrote in English.
    key_stats: on.key_stats ? dossier.keyStatsEn : null,
    about: on.about ? dossier.aboutEn : null,
    // The profile's achievements are Dutch; the page shows only what the athlete wrote in English.
    achievements: on.achievements ? dossier.achievementsEn : null,
    video: on.video ? video : null,
    academics: academics(),
    english_test:
      on.english_test && englishTest?.english_test && englishTest.english_score != null
        ? { test: ENGLISH_SCALES[englishTest.english_test].label, score: englishTest.english_score }
        : null,
    test_scores:
      on.test_scores && (p?.sat_score != null || p?.act_score != null)
        ? { sat: p?.sat_score ?? null, act: p?.act_score ?? null }
        : null,
    ncaa_id: on.ncaa_id ? dossier.ncaaId : null,
    contact: athleteEmail || parentEmail ? { athlete_email: athleteEmail, parent_email: parentEmail } : null,
    // Approved by the athlete is the switch: an unapproved, hidden or withdrawn one never reaches the view.
    reference: reference ?? null,
    updated_at: latest(dossier.updatedAt, p?.updated_at ? new Date(p.updated_at) : null, now).toISOString(),
  };
}

/** The later of the dossier's and the profile's last change; now for a dossier never saved without a profile. */
function latest(a: Date | null, b: Date | null, now: Date): Date {
  if (a && b) return a > b ? a : b;
  return a ?? b ?? now;
}
