/** Plek in het team: the squad's size against the level's median for the sport. */

import { formatDecimal } from '@talentbrug/domain/format';
import type { Institution } from '@talentbrug/domain/institutions';
import { SCORE_PART_LABELS } from '@talentbrug/domain/matches';
import type { PreparedAthlete } from '../filters.ts';
import { type DoubtedSquad, type MatchReference, type Squad, squadMedian } from '../reference.ts';
import { NEUTRAL, type ScorePartDef } from './part.ts';

/**
 * A bigger squad than the level's median for the sport means more places each year: 100 - 40 / ratio,
 * so 60 at the median, 80 at twice it, 90 at four times, never quite 100 (two big squads still
 * differ), and at least 20 (half the median or less). Unknown squad: neutral (50), a little under a
 * known median squad, since an unknown is no opportunity one can count on.
 */
export function rosterScoreFor(size: number, median: number): number {
  return Math.max(20, Math.min(99, Math.round(100 - (40 * median) / Math.max(size, 1))));
}

export function rosterScore(
  prepared: PreparedAthlete,
  institution: Institution,
  squad: Squad | null,
  reference: MatchReference,
): number {
  if (!squad) return NEUTRAL;
  const median = squadMedian(reference, prepared.sport.id, prepared.athlete.team, institution.level);
  return median === null ? NEUTRAL : rosterScoreFor(squad.size, median);
}

export const roster: ScorePartDef<'roster'> = {
  key: 'roster',
  label: SCORE_PART_LABELS.roster,
  // Refines; a strong violation caps instead of weighing more (README, 'Why these weights').
  weight: 0.1,
  score: ({ prepared, institution, squad, reference }) => rosterScore(prepared, institution, squad, reference),
  facts({ prepared, institution, squad, squadSetAside, reference }, { score, divisionLabel }) {
    const doubted = squadSetAside ? [setAsideFact(prepared, squadSetAside, squad)] : [];
    if (!squad) {
      const apr = institution.sports[prepared.athlete.team][prepared.sport.id]?.ncaa_apr_2018;
      const facts = [...doubted, 'Selectiegrootte onbekend: neutraal gescoord'];
      if (apr) {
        facts.push(
          `In de NCAA-cijfers van 2017-18 staan ${apr} sporters met een beurs of als recruit; de hele selectie is onbekend`,
        );
      }
      return facts;
    }
    const median = squadMedian(reference, prepared.sport.id, prepared.athlete.team, institution.level);
    if (median === null)
      return [...doubted, `Selectie van ${squad.size} in ${squad.year}; geen vergelijking op dit niveau`];
    const comparison =
      squad.size > median * 1.15
        ? 'groter dan'
        : squad.size < median * 0.85
          ? 'kleiner dan'
          : 'ongeveer even groot als';
    return [
      ...doubted,
      `Selectie van ${squad.size} in ${squad.year} (EADA), ${comparison} de mediaan van ${formatDecimal(median, median % 1 === 0 ? 0 : 1)} bij ${divisionLabel}`,
      score >= 60
        ? 'Een grotere selectie heeft elk jaar meer plekken voor nieuwe sporters'
        : 'Een kleinere selectie heeft elk jaar minder plekken',
    ];
  },
};

/**
 * Why a reported squad does not count, in Dutch: 'De EADA-cijfers van 2020-21 noemen 211 sportsters:
 * niet geloofwaardig, ...; gerekend met de selectie van 2016-17' (or 'niet meegeteld' without one).
 */
export function setAsideFact(prepared: PreparedAthlete, doubted: DoubtedSquad, used: Squad | null): string {
  const who = prepared.athlete.team === 'dames' ? 'sportsters' : 'sporters';
  const why =
    doubted.reason === 'lumped-report'
      ? 'deze school meldde dat jaar bij meerdere sporten selecties die geen team kan hebben, waarschijnlijk meerdere campussen samengeteld'
      : `meer dan twee keer wat 99% van de selecties in deze sport telt${doubted.ceiling === null ? '' : ` (tot ${formatDecimal(doubted.ceiling / 2, 0)})`}`;
  const instead = used ? `gerekend met de selectie van ${used.year}` : 'daarom niet meegeteld';
  return `De EADA-cijfers van ${doubted.year} noemen ${doubted.size} ${who} in dit team: niet geloofwaardig (${why}); ${instead}`;
}
