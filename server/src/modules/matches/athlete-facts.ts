import {
  ENGLISH_TESTS,
  orderedDivisions,
  type PreferredDivision,
  type Profile,
  SCHOOL_SIZES,
} from '@talentbrug/domain/profile';
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

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** What matching reads from a profile, and in Dutch what it still needs before it can match at all. */
export function athleteFactsOf(
  profile: Profile,
): { facts: AthleteFacts; sport: Sport; team: Team } | { missing: string[]; unknownSport: string | null } {
  const sport = profile.sport ? findSport(profile.sport) : null;
  const team = oneOf(TEAMS, profile.team);
  const missing: string[] = [];
  if (!profile.sport) missing.push('je sport');
  if (!team) missing.push('je team (heren of dames)');
  if (!profile.competition_level) missing.push('je huidige niveau');
  else if (sport && team && !resolveLevel(sport.id, team, profile.competition_level)) {
    missing.push('je huidige niveau (kies het opnieuw uit de lijst)');
  }
  if (profile.academic_gpa === null) missing.push('je gemiddelde cijfer (GPA)');
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
