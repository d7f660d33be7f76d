import type { Match } from '@talentbrug/domain/matches';

export const MATCH_FILTERS = [
  { id: 'all', label: 'Alle', description: 'Alle matches' },
  { id: 'd1', label: 'Division I', description: 'Alleen scholen in NCAA Division I' },
  { id: 'scholarships', label: 'Scholarships', description: 'Alleen scholen waar een sportbeurs mogelijk is' },
  { id: 'top10', label: 'Top 10', description: 'Je tien beste matches' },
] as const;
export type MatchFilter = (typeof MATCH_FILTERS)[number]['id'];

export const TOP_COUNT = 10;

const byRank = (a: Match, b: Match) => a.rank - b.rank;

/** The matches a chip shows, best first. */
export function filterMatches(matches: readonly Match[], filter: MatchFilter): Match[] {
  const ranked = [...matches].sort(byRank);
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
}

export interface MatchStats {
  /** Rounded mean of the match scores; null without matches. */
  averageScore: number | null;
  /** Schools where athletic aid is possible at all (not D3). */
  withAthleticAid: number;
  favourites: number;
}

/** The stats box: computed from the matches shown, never a fixed figure. */
export function matchStats(matches: readonly Match[]): MatchStats {
  const total = matches.reduce((sum, m) => sum + m.match_score, 0);
  return {
    averageScore: matches.length ? Math.round(total / matches.length) : null,
    withAthleticAid: matches.filter((m) => m.athletic_aid_possible).length,
    favourites: matches.filter((m) => m.favourite).length,
  };
}

/** The header's count text. */
export function countText(total: number, shown: number, filter: MatchFilter): string {
  if (total === 0) return 'Nog geen matches.';
  const base = total === 1 ? '1 universiteit past bij jouw profiel' : `${total} universiteiten passen bij jouw profiel`;
  return filter === 'all' ? `${base}, de beste eerst.` : `${base}; je ziet er ${shown}.`;
}
