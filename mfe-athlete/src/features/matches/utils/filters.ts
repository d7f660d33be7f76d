import type { Match } from '@talentbrug/domain/contracts/matches';
import { MATCHES_TEXTS } from './texts.ts';

export const MATCH_FILTERS = [
  { id: 'all', label: 'Alle', description: 'Alle matches' },
  { id: 'd1', label: 'Division I', description: 'Alleen scholen in NCAA Division I' },
  { id: 'scholarships', label: 'Scholarships', description: 'Alleen scholen waar een sportbeurs mogelijk is' },
  { id: 'top10', label: 'Top 10', description: 'Je tien beste matches' },
] as const;
export type MatchFilter = (typeof MATCH_FILTERS)[number]['id'];

export const TOP_COUNT = 10;

const byRank = (a: Match, b: Match) => a.rank - b.rank;

/** A school a hard filter rules out: kept in the list because the athlete chose it or shares with it. */
export const isRuledOut = (match: Match) => match.ruled_out !== undefined;

/** Below this score the chances at a school the athlete chose are called small, with the first reason. */
export const SMALL_CHANCES_BELOW = 60;

/**
 * What the card says of the athlete's chances beyond the score: why a school is no match, or, for
 * the school they chose, the first cap or gap that keeps the score low. Null when there is nothing
 * to add.
 */
export function chancesNote(match: Match): string | null {
  if (match.ruled_out !== undefined) return match.ruled_out;
  if (!match.chosen || match.match_score >= SMALL_CHANCES_BELOW) return null;
  const reason = match.caps[0] ?? match.missing[0];
  return reason ? `${MATCHES_TEXTS.smallChances} ${reason}.` : MATCHES_TEXTS.smallChances;
}

/** The matches a chip shows, best first; the university the athlete chose leads wherever it shows. */
export function filterMatches(matches: readonly Match[], filter: MatchFilter): Match[] {
  const ranked = [...matches].sort(byRank);
  const shown = (() => {
    switch (filter) {
      case 'd1':
        return ranked.filter((m) => m.institution.level === 'ncaa-d1');
      case 'scholarships':
        return ranked.filter((m) => m.athletic_aid_possible);
      case 'top10':
        return ranked.slice(0, TOP_COUNT);
      default:
        return ranked;
    }
  })();
  return [...shown.filter((m) => m.chosen), ...shown.filter((m) => !m.chosen)];
}

export interface MatchStats {
  /** Rounded mean of the match scores; null without matches. */
  averageScore: number | null;
  /** Schools where athletic aid is possible at all (not D3). */
  withAthleticAid: number;
  favourites: number;
}

/**
 * The stats box: computed from the matches shown, never a fixed figure. A school that is no match
 * (kept because the athlete chose it) counts only as a favourite, never in the average.
 */
export function matchStats(matches: readonly Match[]): MatchStats {
  const real = matches.filter((m) => !isRuledOut(m));
  const total = real.reduce((sum, m) => sum + m.match_score, 0);
  return {
    averageScore: real.length ? Math.round(total / real.length) : null,
    withAthleticAid: real.filter((m) => m.athletic_aid_possible).length,
    favourites: matches.filter((m) => m.favourite).length,
  };
}

/**
 * The header's count text: `total` and `shown` count real matches only. With the athlete's own
 * choice leading the list, the text says so.
 */
export function countText(total: number, shown: number, filter: MatchFilter, chosenFirst = false): string {
  if (total === 0) return chosenFirst ? 'Nog geen matches; jouw keuze staat hieronder.' : 'Nog geen matches.';
  const base = total === 1 ? '1 universiteit past bij jouw profiel' : `${total} universiteiten passen bij jouw profiel`;
  if (filter !== 'all') return `${base}; je ziet er ${shown}.`;
  return chosenFirst ? `${base}: jouw keuze bovenaan, daarna de beste eerst.` : `${base}, de beste eerst.`;
}
