import { BEST_MATCHES, type Match, SCORE_PART_LABELS } from '@talentbrug/domain/contracts/matches';
import { MATCHES_TEXTS } from './texts.ts';

export const MATCH_FILTERS = [
  { id: 'all', label: 'Alle', description: 'Alle matches' },
  { id: 'd1', label: 'Division I', description: 'Alleen scholen in NCAA Division I' },
  { id: 'scholarships', label: 'Scholarships', description: 'Alleen scholen waar een sportbeurs mogelijk is' },
  { id: 'top10', label: 'Top 10', description: 'Je tien beste matches' },
] as const;
export type MatchFilter = (typeof MATCH_FILTERS)[number]['id'];

export const TOP_COUNT = 10;

/** 'Sorteer op': the match score's order, or one score part's own score, highest first. */
export const SORT_LABELS = {
  best: 'Beste match',
  cost: SCORE_PART_LABELS.cost,
  athletic: SCORE_PART_LABELS.athletic,
  academic: SCORE_PART_LABELS.academic,
  roster: SCORE_PART_LABELS.roster,
} as const;
export type MatchSort = keyof typeof SORT_LABELS;

const byRank = (a: Match, b: Match) => a.rank - b.rank;

/** A school a hard filter rules out: kept in the list because the athlete chose, shared or marked it. */
export const isRuledOut = (match: Match) => match.ruled_out !== undefined;

/** Below this score the chances at a school the athlete chose are called small, with the first reason. */
export const SMALL_CHANCES_BELOW = 60;

/**
 * What the card says of the athlete's chances beyond the score: why a school is no match; for the
 * school they chose, the first cap or gap that keeps the score low; for a school outside the best
 * that stays because they marked it, why it is there. Null when there is nothing to add.
 */
export function chancesNote(match: Match): string | null {
  if (match.ruled_out !== undefined) return match.ruled_out;
  if (!match.chosen) return match.rank > BEST_MATCHES ? MATCHES_TEXTS.keptOutsideBest(BEST_MATCHES) : null;
  if (match.match_score >= SMALL_CHANCES_BELOW) return null;
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

const partScore = (match: Match, sort: MatchSort) => match.score_parts.find((part) => part.key === sort)?.score ?? -1;

/**
 * The list `filterMatches` gives, ordered by one part's score (ties by rank). The chosen university
 * still leads and a school that is no match (it has no parts) stays last.
 */
export function sortMatches(matches: readonly Match[], sort: MatchSort): readonly Match[] {
  if (sort === 'best') return matches;
  return [...matches].sort(
    (a, b) =>
      Number(b.chosen === true) - Number(a.chosen === true) ||
      Number(isRuledOut(a)) - Number(isRuledOut(b)) ||
      partScore(b, sort) - partScore(a, sort) ||
      byRank(a, b),
  );
}

/** On a card while a part sorts the list: 'Kosten na beurs: 70/100'; null under 'Beste match'. */
export function sortedByText(match: Match, sort: MatchSort): string | null {
  const score = partScore(match, sort);
  return sort === 'best' || score < 0 ? null : `${SORT_LABELS[sort]}: ${score}/100`;
}

/**
 * Issue 33: when at least 5 of the ten best lie within 2 points of the best, the score alone does
 * not tell them apart. Returns how many schools of the whole list lie that close, or 0 when the top
 * is not crowded. By rank, whatever the sort; schools that are no match never count.
 */
export function crowdedTop(matches: readonly Match[]): number {
  const real = matches.filter((m) => !isRuledOut(m)).sort(byRank);
  const best = real[0]?.match_score ?? 0;
  const close = (m: Match) => best - m.match_score <= 2;
  return real.slice(0, TOP_COUNT).filter(close).length >= 5 ? real.filter(close).length : 0;
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
 * choice leading the list, the text says so; sorted by a part, it says by which.
 */
export function countText(
  total: number,
  shown: number,
  filter: MatchFilter,
  chosenFirst = false,
  sort: MatchSort = 'best',
): string {
  if (total === 0) return chosenFirst ? 'Nog geen matches; jouw keuze staat hieronder.' : 'Nog geen matches.';
  const base = total === 1 ? '1 universiteit past bij jouw profiel' : `${total} universiteiten passen bij jouw profiel`;
  const order = sort === 'best' ? 'de beste eerst' : `gesorteerd op ${SORT_LABELS[sort].toLowerCase()}`;
  if (filter !== 'all') return `${base}; je ziet er ${shown}${sort === 'best' ? '' : `, ${order}`}.`;
  return chosenFirst ? `${base}: jouw keuze bovenaan, daarna ${order}.` : `${base}, ${order}.`;
}

/** Schools side by side at most in 'Vergelijk' (the comparison loads on the first tick, match-comparison.tsx). */
export const MAX_COMPARED = 3;
