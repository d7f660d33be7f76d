/** Sportief niveau: how the athlete's level sits against the typical recruit at the school's level. */
import { DIVISION_FIT_LABELS, type DivisionFit } from '@talentbrug/domain/sport-levels';
import type { Eligible } from '../filters.ts';
import type { ScorePartDef } from './part.ts';

/**
 * 'fit' is the best athletic match: the typical recruit at this level plays at the athlete's level.
 * 'safe' (clearly above the typical recruit) means playing time but a level below what the athlete
 * could reach; 'reach' is possible for a standout, not the rule.
 */
export const ATHLETIC_SCORES: Readonly<Record<DivisionFit, number>> = { fit: 100, safe: 75, reach: 45 };

export function athleticScore(eligible: Eligible): number {
  return ATHLETIC_SCORES[eligible.fit];
}

const FIT_EXPLANATION: Readonly<Record<DivisionFit, string>> = {
  fit: 'de typische sporter hier speelt op jouw niveau',
  safe: 'je zit boven de typische sporter hier: kans op veel speeltijd, maar kijk ook een niveau hoger',
  reach: 'haalbaar voor wie op jouw niveau uitblinkt, met sterke video en resultaten',
};

export const athletic: ScorePartDef<'athletic'> = {
  key: 'athletic',
  label: 'Sportief niveau',
  // The most: the level decides whether a coach recruits the athlete at all (README, 'Why these weights').
  weight: 0.3,
  score: ({ eligible }) => athleticScore(eligible),
  facts({ prepared, institution, eligible, squad }, { divisionLabel }) {
    const facts = [
      `Jouw niveau: ${prepared.step.label}`,
      `${divisionLabel}: ${DIVISION_FIT_LABELS[eligible.fit].toLowerCase()} (${FIT_EXPLANATION[eligible.fit]})`,
    ];
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
