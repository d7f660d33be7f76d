import {
  ENGLISH_TESTS,
  orderedDivisions,
  type PreferredDivision,
  type Profile,
  SCHOOL_SIZES,
} from '@talentbrug/domain/contracts/profile';
import { resolveLevel } from '@talentbrug/domain/sport-levels';
import { type CollegeLevel, findSport, type Sport, TEAMS, type Team } from '@talentbrug/domain/sports';
import type { AthleteFacts } from './engine/athlete.ts';

/** The college level each of the athlete's division wishes names in the dataset and the engine. */
const LEVEL_OF_DIVISION: Readonly<Record<PreferredDivision, CollegeLevel>> = {
  d1: 'ncaa-d1',
  d2: 'ncaa-d2',
  d3: 'ncaa-d3',
  naia: 'naia',
  njcaa: 'njcaa',
};

/**
 * The facts matching needs, as every text names them: the API's 400, the coach's answers and the
 * dashboard's tips ('We missen nog je team (heren of dames) en je huidige niveau').
 */
export const MATCHING_FACT_LABELS = {
  sport: 'je sport',
  team: 'je team (heren of dames)',
  level: 'je huidige niveau',
  levelAgain: 'je huidige niveau (kies het opnieuw uit de lijst)',
  gpa: 'je gemiddelde cijfer (GPA)',
} as const;

/** What matching needs from an athlete who has no profile yet: everything. */
export const ALL_MATCHING_FACTS: readonly string[] = [
  MATCHING_FACT_LABELS.sport,
  MATCHING_FACT_LABELS.team,
  MATCHING_FACT_LABELS.level,
  MATCHING_FACT_LABELS.gpa,
];

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** What matching reads from a profile, and in Dutch what it still needs before it can match at all. */
export function athleteFactsOf(
  profile: Profile,
): { facts: AthleteFacts; sport: Sport; team: Team } | { missing: string[]; unknownSport: string | null } {
  const sport = profile.sport ? findSport(profile.sport) : null;
  const team = oneOf(TEAMS, profile.team);
  const missing: string[] = [];
  if (!profile.sport) missing.push(MATCHING_FACT_LABELS.sport);
  if (!team) missing.push(MATCHING_FACT_LABELS.team);
  if (!profile.competition_level) missing.push(MATCHING_FACT_LABELS.level);
  else if (sport && team && !resolveLevel(sport.id, team, profile.competition_level)) {
    missing.push(MATCHING_FACT_LABELS.levelAgain);
  }
  if (profile.academic_gpa === null) missing.push(MATCHING_FACT_LABELS.gpa);
  const unknownSport = profile.sport && !sport ? profile.sport : null;
  if (missing.length || !sport || !team || !profile.competition_level || profile.academic_gpa === null) {
    return { missing, unknownSport };
  }
  return {
    sport,
    team,
    facts: {
      sport: sport.id,
      team,
      levelCode: profile.competition_level,
      gpa: profile.academic_gpa,
      sat: profile.sat_score,
      act: profile.act_score,
      englishTest: oneOf(ENGLISH_TESTS, profile.english_test),
      englishScore: profile.english_score,
      budgetEurMin: profile.budget_eur_min,
      preferredStates: profile.preferred_states ?? [],
      preferredSchoolSize: oneOf(SCHOOL_SIZES, profile.preferred_school_size),
      preferredDivisions: orderedDivisions(profile.preferred_divisions ?? []).map(
        (division) => LEVEL_OF_DIVISION[division],
      ),
      scholarshipType: profile.scholarship_type,
      studyInterest: profile.study_interest,
    },
  };
}
