/**
 * The hard filters, in the order the domain facts give them: the sport is offered for the athlete's
 * team, the level is feasible for the athlete's level of play, and the academic gate passes. A school
 * that fails one of them is no match at all, whatever its score would have been.
 */

import { formatGpa, formatScore } from '@talentbrug/domain/format';
import type { Institution, SportListing } from '@talentbrug/domain/institutions';
import { sportListing } from '@talentbrug/domain/institutions';
import { type DivisionFit, type LevelStep, resolveLevel } from '@talentbrug/domain/sport-levels';
import {
  COLLEGE_LEVEL_LABELS,
  COLLEGE_LEVELS,
  type CollegeLevel,
  type CollegeProgramme,
  type Sport,
  sportById,
  teamProgramme,
} from '@talentbrug/domain/sports';
import { type AthleteFacts, bestSatEquivalent } from './athlete.ts';
import { eurToUsd } from './exchange-rate.ts';

export interface AcademicGate {
  readonly passed: boolean;
  /** Dutch: the rule and how the athlete meets it (or not). */
  readonly fact: string;
}

/** The NCAA core-GPA minimums (Eligibility Center) and the NAIA rule, from the domain facts. */
export const ACADEMIC_MINIMUMS = {
  'ncaa-d1': 2.3,
  'ncaa-d2': 2.2,
  naia: 2.3,
  naiaTwoOfThreeGpa: 2.0,
  naiaSat: 970,
} as const;

/** The gate of one US level for this athlete; D3 and NJCAA have none beyond the school's own admission. */
export function academicGate(level: CollegeLevel, athlete: AthleteFacts): AcademicGate {
  const own = `jouw geschatte GPA ${formatGpa(athlete.gpa)}`;
  switch (level) {
    case 'ncaa-d1':
    case 'ncaa-d2': {
      const minimum = ACADEMIC_MINIMUMS[level];
      const division = level === 'ncaa-d1' ? 'Division I' : 'Division II';
      return {
        passed: athlete.gpa >= minimum,
        fact: `NCAA ${division} vraagt een core-GPA van minimaal ${formatGpa(minimum)}; ${own}`,
      };
    }
    case 'naia': {
      if (athlete.gpa >= ACADEMIC_MINIMUMS.naia) {
        return { passed: true, fact: `NAIA vraagt een GPA van minimaal ${formatGpa(ACADEMIC_MINIMUMS.naia)}; ${own}` };
      }
      // Two of: GPA 2,0, the top half of the class, ACT 18 / SAT 970. The class rank is not on the
      // profile, so it never counts: the athlete needs the GPA and the test.
      const test = bestSatEquivalent(athlete);
      const passed =
        athlete.gpa >= ACADEMIC_MINIMUMS.naiaTwoOfThreeGpa && test !== null && test >= ACADEMIC_MINIMUMS.naiaSat;
      const testText =
        athlete.sat !== null && athlete.sat >= ACADEMIC_MINIMUMS.naiaSat
          ? `SAT ${formatScore(athlete.sat)}`
          : `ACT ${athlete.act}`;
      return {
        passed,
        fact: passed
          ? `NAIA: onder GPA 2,3 tellen twee van drie eisen; jij haalt GPA 2,0 (${own}) en SAT 970 of ACT 18 (jouw ${testText})`
          : 'NAIA vraagt GPA 2,3, of twee van: GPA 2,0, bovenste helft van je klas, ACT 18 of SAT 970',
      };
    }
    case 'ncaa-d3':
      return { passed: true, fact: 'NCAA Division III: geen NCAA-minimum, de school beslist zelf over je toelating' };
    case 'njcaa':
      return { passed: true, fact: 'NJCAA: een diploma van de middelbare school (HAVO of VWO) volstaat' };
  }
}

const finiteOrNull = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);

/** What the engine works with for one athlete, computed once per generation. */
export interface PreparedAthlete {
  readonly athlete: AthleteFacts;
  readonly sport: Sport;
  readonly programme: CollegeProgramme;
  readonly step: LevelStep;
  readonly gates: Readonly<Record<CollegeLevel, AcademicGate>>;
  readonly satEquivalent: number | null;
  /** The family's budget in dollars at the fixed rate; null when the athlete gave none. */
  readonly budgetUsd: number | null;
  readonly preferredStates: ReadonlySet<string>;
  /** The levels the athlete wishes for; empty = no preference. */
  readonly preferredDivisions: ReadonlySet<CollegeLevel>;
}

/**
 * Null when the athlete can have no matches at all: the sport has no college programme for the team
 * (the API says so with `noProgrammeText`), or the level code means nothing on the sport's ladder.
 */
export function prepareAthlete(input: AthleteFacts): PreparedAthlete | null {
  // A number that is not one (NaN from a bad mapping) counts as unknown, never as a score.
  const athlete: AthleteFacts = {
    ...input,
    sat: finiteOrNull(input.sat),
    act: finiteOrNull(input.act),
    englishScore: finiteOrNull(input.englishScore),
    budgetEurMin: finiteOrNull(input.budgetEurMin),
  };
  const sport = sportById(athlete.sport);
  if (!sport || !Number.isFinite(athlete.gpa)) return null;
  const programme = teamProgramme(sport, athlete.team);
  if (!programme.offered) return null;
  const step = resolveLevel(sport.id, athlete.team, athlete.levelCode);
  if (!step) return null;
  const gates = {} as Record<CollegeLevel, AcademicGate>;
  for (const level of COLLEGE_LEVELS) gates[level] = academicGate(level, athlete);
  return {
    athlete,
    sport,
    programme,
    step,
    gates,
    satEquivalent: bestSatEquivalent(athlete),
    budgetUsd: athlete.budgetEurMin === null ? null : eurToUsd(Math.max(0, athlete.budgetEurMin)),
    preferredStates: new Set(athlete.preferredStates.map((state) => state.trim().toUpperCase())),
    preferredDivisions: new Set(athlete.preferredDivisions),
  };
}

/**
 * The federal service academies (Army, Navy, Air Force, Coast Guard, Merchant Marine): admission needs
 * a US congressional nomination, or for a foreigner a nomination by their own government through the
 * academies' small international programme, and a service obligation follows. Not a route for a Dutch
 * student-athlete, so they are no match, whatever their sports. IPEDS unit ids.
 */
export const SERVICE_ACADEMY_IDS: ReadonlySet<string> = new Set(['128328', '130624', '164155', '197027', '197036']);

export interface Eligible {
  readonly fit: DivisionFit;
  /** 'listed' or 'coed': the data shows the team; 'unknown': the school's sport list is not known. */
  readonly listing: Exclude<SportListing, 'not-listed'>;
  readonly gate: AcademicGate;
}

/** The hard filters for one school; null when it is no match. */
export function eligibility(prepared: PreparedAthlete, institution: Institution): Eligible | null {
  if (SERVICE_ACADEMY_IDS.has(institution.id)) return null;
  const fit = prepared.step.fits[institution.level];
  if (!fit) return null;
  const gate = prepared.gates[institution.level];
  if (!gate.passed) return null;
  const listing = sportListing(institution, prepared.sport.id, prepared.athlete.team);
  if (listing === 'not-listed') return null;
  // Where the sport list is unknown, only a level at which the sport has varsity teams at all may show.
  if (listing === 'unknown' && !prepared.programme.levels.includes(institution.level)) return null;
  return { fit, listing, gate };
}

export function levelLabel(level: CollegeLevel): string {
  return COLLEGE_LEVEL_LABELS[level];
}

/** A level's name inside a list or a sentence: 'NJCAA' rather than 'NJCAA (junior college)'. */
export function shortLevelLabel(level: CollegeLevel): string {
  return COLLEGE_LEVEL_LABELS[level].replace(' (junior college)', '');
}

/** Whether the school's level is one the athlete wishes for; null when they named none. */
export function inPreferredDivisions(prepared: PreparedAthlete, institution: Institution): boolean | null {
  return prepared.preferredDivisions.size === 0 ? null : prepared.preferredDivisions.has(institution.level);
}

/** The preferred levels as a list, in the catalogue's order: 'NCAA Division II, NAIA'. */
export function preferredDivisionsText(prepared: PreparedAthlete): string {
  return COLLEGE_LEVELS.filter((level) => prepared.preferredDivisions.has(level))
    .map(shortLevelLabel)
    .join(', ');
}
