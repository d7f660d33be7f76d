/**
 * What the engine knows about an athlete: the profile's matching facts, already mapped (the API
 * layer maps the stored profile to this). Nothing here is guessed: an unknown fact is null.
 */
import type { EnglishTest, SchoolSize } from '@talentbrug/domain/contracts/profile';
import type { CollegeLevel, SportId, Team } from '@talentbrug/domain/sports';

export interface AthleteFacts {
  sport: SportId;
  team: Team;
  /** A level code of the sport's ladder, or one of the wizard's codes (sport-levels.ts resolves both). */
  levelCode: string;
  /** US 4.0 scale: the estimated core GPA (a Dutch average converted with onboarding/grades.ts). */
  gpa: number;
  /** 400-1600. */
  sat: number | null;
  /** 1-36. */
  act: number | null;
  englishTest: EnglishTest | null;
  englishScore: number | null;
  /** What the family can pay per year, in euros. */
  budgetEurMin: number | null;
  /** US state codes. */
  preferredStates: string[];
  preferredSchoolSize: SchoolSize | null;
  /** The levels the athlete wishes for (the profile's `preferred_divisions`); empty = no preference. */
  preferredDivisions: CollegeLevel[];
  /** 'full-ride' | 'partial' | 'academic' | 'unknown', or free text. */
  scholarshipType: string | null;
  studyInterest: string | null;
}

/**
 * ACT composite to SAT total, after the ACT/College Board concordance tables (2018). Used only to
 * take the better of the two tests; the texts name the test the athlete took.
 */
const ACT_TO_SAT: Readonly<Record<number, number>> = {
  36: 1590,
  35: 1540,
  34: 1500,
  33: 1460,
  32: 1430,
  31: 1400,
  30: 1370,
  29: 1340,
  28: 1310,
  27: 1280,
  26: 1240,
  25: 1210,
  24: 1180,
  23: 1140,
  22: 1110,
  21: 1080,
  20: 1040,
  19: 1010,
  18: 970,
  17: 930,
  16: 890,
  15: 850,
  14: 800,
  13: 760,
  12: 710,
  11: 670,
  10: 630,
  9: 590,
};

export function actToSat(act: number): number {
  const whole = Math.max(9, Math.min(36, Math.floor(act)));
  return ACT_TO_SAT[whole] ?? 590;
}

/** The athlete's best test as a SAT total, or null without a test. Monotone in both scores. */
export function bestSatEquivalent(athlete: Pick<AthleteFacts, 'sat' | 'act'>): number | null {
  const fromSat = athlete.sat ?? null;
  const fromAct = athlete.act === null || athlete.act === undefined ? null : actToSat(athlete.act);
  if (fromSat === null) return fromAct;
  if (fromAct === null) return fromSat;
  return Math.max(fromSat, fromAct);
}
