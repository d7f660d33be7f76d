/**
 * Sportief niveau: how the athlete's level sits against the typical recruit at the school's level,
 * and within that level, how the programme's means suit the athlete.
 */

import { formatDecimal, formatUsd } from '@talentbrug/domain/format';
import type { Institution } from '@talentbrug/domain/institutions';
import { SCORE_PART_LABELS } from '@talentbrug/domain/matches';
import { DIVISION_FIT_LABELS, type DivisionFit, type LevelTier } from '@talentbrug/domain/sport-levels';
import { levelGivesAthleticAid } from '../aid.ts';
import type { Eligible, PreparedAthlete } from '../filters.ts';
import { aidMedian, type MatchReference, type Squad, squadMedian } from '../reference.ts';
import { clampScore, type ScorePartDef } from './part.ts';

/**
 * The score at the programme that suits the athlete best, per fit. 'fit' is the best athletic match:
 * the typical recruit at this level plays at the athlete's level. 'safe' (clearly above the typical
 * recruit) means playing time but a level below what the athlete could reach; 'reach' is possible
 * for a standout, not the rule.
 */
export const ATHLETIC_SCORES: Readonly<Record<DivisionFit, number>> = { fit: 100, safe: 75, reach: 45 };

/**
 * How far a programme that suits the athlete least within the level falls below ATHLETIC_SCORES:
 * less than the gap between two fits (fit 80-100, safe 55-75, reach 25-45), so on this part a 'fit'
 * school always outscores a 'safe' one and a 'safe' one a 'reach' one, whatever their means.
 */
export const PROGRAMME_SPAN = 20;

/**
 * A programme counts as fully rich at 1,7 times the level's median aid per athlete and fully modest
 * at 0,6 times it (2^±0,75): about the 85th and 15th percentiles of the dataset's programmes at the
 * levels that give aid. Measured over the evaluation set: ±0,6 to ±1 and spans of 18 to 22 all give
 * 71-73 of 84 top tens with four scores (README, 'Why the top of a list can still tie').
 */
const FULL_RATIO_LOG2 = 0.75;

/**
 * Which end of a level suits the athlete. The EADA's athletic aid per athlete of the team, against
 * the level's median for the sport, tells a level's programmes apart: in Division I women's sports
 * the median is about $34.000 in the ACC and $26.000 in the Big Ten, $10.000-11.000 in the SWAC and
 * the Ohio Valley. The programmes that fund the most scholarships recruit the strongest athletes of
 * their level. So an athlete above the level's typical recruit ('safe'), or its typical recruit from
 * a national (youth) team or the national top (tier 1-2), suits the best-funded programmes; one for
 * whom the level is a reach suits the modest ones; a typical recruit from lower down suits the
 * programmes around the median.
 */
export type ProgrammeEnd = 'strong' | 'modest' | 'typical';

export function programmeEnd(fit: DivisionFit, tier: LevelTier): ProgrammeEnd {
  if (fit === 'reach') return 'modest';
  if (fit === 'safe' || tier <= 2) return 'strong';
  return 'typical';
}

/** The programme's aid per athlete against the level's median; null where the data cannot compare. */
export interface ProgrammeMeans {
  readonly perAthleteUsd: number;
  readonly medianUsd: number;
}

export function programmeMeans(
  prepared: PreparedAthlete,
  institution: Institution,
  reference: MatchReference,
): ProgrammeMeans | null {
  // D3 gives no athletic aid and the Ivy League reports $0: no programme is richer than another there.
  if (!levelGivesAthleticAid(institution)) return null;
  const perAthlete = institution.aid?.[prepared.athlete.team]?.per_athlete_usd ?? null;
  if (perAthlete === null || perAthlete <= 0) return null;
  const median = aidMedian(reference, prepared.sport.id, prepared.athlete.team, institution.level);
  return median === null || median <= 0 ? null : { perAthleteUsd: perAthlete, medianUsd: median };
}

/**
 * 0-1: how well the programme's means suit the athlete. On a log scale from 0,6 times the median
 * (fully modest) to 1,7 times it (fully rich, FULL_RATIO_LOG2); 0.5 where the data cannot compare
 * (the middle: it neither lifts nor sinks a school).
 */
export function programmeSuit(end: ProgrammeEnd, means: ProgrammeMeans | null): number {
  if (!means) return 0.5;
  const position =
    Math.max(-FULL_RATIO_LOG2, Math.min(FULL_RATIO_LOG2, Math.log2(means.perAthleteUsd / means.medianUsd))) /
    FULL_RATIO_LOG2;
  switch (end) {
    case 'strong':
      return (1 + position) / 2;
    case 'modest':
      return (1 - position) / 2;
    case 'typical':
      return 1 - Math.abs(position);
  }
}

export function athleticScoreFor(fit: DivisionFit, suit: number): number {
  return clampScore(ATHLETIC_SCORES[fit] - PROGRAMME_SPAN * (1 - suit));
}

/**
 * Where a level gives no athletic aid (D3), the programmes cannot be told apart by their means; the
 * one thing the data says about a programme there is its squad against the level's median. For an
 * athlete who is not among the level's strongest ('modest' or 'typical' end), a bigger squad suits:
 * a D3 programme that carries many athletes takes walk-ons and developing players, a small one picks
 * few. On the same log scale as the means (0,6 to 1,7 times the median; measured over the evaluation
 * set, 0,4-2,4 and wider gave fewer separated top tens, 71-72 of 84 against 73); the strongest athletes make
 * any squad, so for them it stays neutral. Null where it cannot compare (no aid-free level, no
 * credible squad, no median).
 */
export interface ProgrammeRoom {
  readonly size: number;
  readonly medianSize: number;
}

export function programmeRoom(
  prepared: PreparedAthlete,
  institution: Institution,
  squad: Squad | null,
  reference: MatchReference,
): ProgrammeRoom | null {
  if (levelGivesAthleticAid(institution) || !squad) return null;
  const median = squadMedian(reference, prepared.sport.id, prepared.athlete.team, institution.level);
  return median === null || median <= 0 ? null : { size: squad.size, medianSize: median };
}

/** 0-1: how a programme's room suits the athlete at a level without aid; 0.5 where it says nothing. */
export function roomSuit(end: ProgrammeEnd, room: ProgrammeRoom | null): number {
  if (!room || end === 'strong') return 0.5;
  const position =
    Math.max(-FULL_RATIO_LOG2, Math.min(FULL_RATIO_LOG2, Math.log2(room.size / room.medianSize))) / FULL_RATIO_LOG2;
  return (1 + position) / 2;
}

export function athleticScore(
  prepared: PreparedAthlete,
  institution: Institution,
  eligible: Eligible,
  reference: MatchReference,
  squad: Squad | null = null,
): number {
  const end = programmeEnd(eligible.fit, prepared.step.tier);
  if (!levelGivesAthleticAid(institution)) {
    return athleticScoreFor(eligible.fit, roomSuit(end, programmeRoom(prepared, institution, squad, reference)));
  }
  return athleticScoreFor(eligible.fit, programmeSuit(end, programmeMeans(prepared, institution, reference)));
}

/** A programme this far from the median (a quarter above or below) is called rich or modest in the texts. */
export const MEANS_SAID_AT = 0.25;

/** 'ruimer' or 'krapper' when the programme's aid per athlete is clearly off the median; else null. */
export function meansWord(means: ProgrammeMeans | null): 'ruimer' | 'krapper' | null {
  if (!means) return null;
  const ratio = means.perAthleteUsd / means.medianUsd;
  if (ratio >= 1 + MEANS_SAID_AT) return 'ruimer';
  if (ratio <= 1 - MEANS_SAID_AT) return 'krapper';
  return null;
}

/** 'gemiddeld $38.945 aan sportbeurzen per sportster over alle damesteams, tegen een mediaan van $19.362 ...'. */
export function meansFigures(prepared: PreparedAthlete, means: ProgrammeMeans, where: string): string {
  const who = prepared.athlete.team === 'dames' ? 'sportster over alle damesteams' : 'sporter over alle herenteams';
  return `gemiddeld ${formatUsd(means.perAthleteUsd)} aan sportbeurzen per ${who}, tegen een mediaan van ${formatUsd(means.medianUsd)} ${where}`;
}

/**
 * What a programme's means say for this athlete, in a coach's words: the figures and what they mean
 * when the programme is clearly rich or modest for its level, the figures alone near the median, and
 * why it is scored neutrally where the data cannot compare.
 */
export function meansFacts(
  prepared: PreparedAthlete,
  institution: Institution,
  means: ProgrammeMeans | null,
  end: ProgrammeEnd,
  divisionLabel: string,
): string[] {
  if (!means) {
    return levelGivesAthleticAid(institution)
      ? [
          'Hoeveel dit programma aan sportbeurzen geeft, staat niet in de data (of is $0): op dat punt neutraal gescoord',
        ]
      : ["Op dit niveau bestaan geen sportbeurzen: programma's zijn op hun middelen niet te vergelijken"];
  }
  const figures = `${meansFigures(prepared, means, `bij ${divisionLabel}`)} (EADA 2023-24)`;
  const word = meansWord(means);
  if (!word) return [`Programma rond de mediaan: ${figures}`];
  const rich = word === 'ruimer';
  const meaning: Readonly<Record<ProgrammeEnd, string>> = rich
    ? {
        strong: "Zulke programma's werven de sterkste sporters van dit niveau; daar hoor jij bij",
        modest: "Een van de rijkere programma's van dit niveau: een plek is hier extra uitdagend",
        typical: "Rijkere programma's werven vaak boven de typische sporter van dit niveau",
      }
    : {
        strong: "Een bescheiden programma voor dit niveau; met jouw niveau pas je beter bij de rijkere programma's",
        modest: 'Een bescheidener programma van dit niveau: hier is je kans groter',
        typical:
          "Een bescheidener programma dan de meeste op dit niveau; je past het best bij programma's rond de mediaan",
      };
  return [`${rich ? 'Ruim bemiddeld programma' : 'Bescheiden programma'}: ${figures}`, meaning[end]];
}

const FIT_EXPLANATION: Readonly<Record<DivisionFit, string>> = {
  fit: 'de typische sporter hier zit op jouw niveau',
  safe: 'je zit boven de typische sporter hier: kans op veel speeltijd, maar kijk ook een niveau hoger',
  reach: 'haalbaar voor wie op jouw niveau uitblinkt, met sterke video en resultaten',
};

export const athletic: ScorePartDef<'athletic'> = {
  key: 'athletic',
  label: SCORE_PART_LABELS.athletic,
  // The most: the level decides whether a coach recruits the athlete at all (README, 'Why these weights').
  weight: 0.3,
  score: ({ prepared, institution, eligible, reference, squad }) =>
    athleticScore(prepared, institution, eligible, reference, squad),
  facts({ prepared, institution, eligible, squad, reference }, { divisionLabel }) {
    const facts = [
      `Jouw niveau: ${prepared.step.label}`,
      `${divisionLabel}: ${DIVISION_FIT_LABELS[eligible.fit].toLowerCase()} (${FIT_EXPLANATION[eligible.fit]})`,
    ];
    const end = programmeEnd(eligible.fit, prepared.step.tier);
    const room = programmeRoom(prepared, institution, squad, reference);
    facts.push(
      ...(room
        ? roomFacts(room, end, divisionLabel)
        : meansFacts(prepared, institution, programmeMeans(prepared, institution, reference), end, divisionLabel)),
    );
    if (squad) {
      const who = prepared.athlete.team === 'dames' ? 'sportsters' : 'sporters';
      facts.push(`Selectie van ${squad.size} ${who} in ${squad.year} (EADA)`);
    }
    if (eligible.listing === 'coed') facts.push(`${prepared.sport.name} is hier een gemengd team`);
    if (eligible.listing === 'unknown') {
      facts.push(
        `Niet bevestigd: de data weet niet of ${institution.name} een team ${prepared.programme.collegeName} heeft`,
      );
    }
    if (prepared.step.note) facts.push(prepared.step.note);
    return facts;
  },
};

/** What a programme's squad says at a level without athletic aid, in a coach's words. */
export function roomFacts(room: ProgrammeRoom, end: ProgrammeEnd, divisionLabel: string): string[] {
  const median = formatDecimal(room.medianSize, room.medianSize % 1 === 0 ? 0 : 1);
  const head = `Op dit niveau bestaan geen sportbeurzen; wat programma's onderscheidt is hun selectie: ${room.size} tegen een mediaan van ${median} bij ${divisionLabel}`;
  if (end === 'strong')
    return [head, "Met jouw niveau maak je bij elk van deze programma's kans: op dit punt neutraal gescoord"];
  const ratio = room.size / room.medianSize;
  const meaning =
    ratio >= 1 + MEANS_SAID_AT
      ? 'Een grote selectie neemt ook walk-ons en sporters in ontwikkeling op: hier is je kans groter'
      : ratio <= 1 - MEANS_SAID_AT
        ? 'Een kleine selectie kiest weinig sporters per jaar: hier is een plek lastiger'
        : 'Een selectie rond de mediaan: een gewone kans op een plek';
  return [head, meaning];
}
