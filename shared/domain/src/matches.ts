/**
 * The rules of a university match that hold whoever asks: the recruiting pipeline's statuses and
 * their Dutch labels, the parts of a score, the texts the match's screens and the API answer with,
 * and what a match's figures mean (the proof of funds, a real match). The API's shapes are the wire
 * contract, `contracts/matches.ts`, which imports these and re-exports them for the pages that load
 * it anyway (ADR 0021).
 */
import type { CostPart } from './costs.ts';

/** The heading over a match's `missing` list, on the page and in the coach's view of it. */
export const MISSING_LABEL = 'Wat ontbreekt';

/** The API's 404 for a match id that is not (or no longer) one of the caller's. */
export const MATCH_NOT_FOUND = 'Deze match bestaat niet (meer).';

/**
 * How many of the best matches a generation lists (the engine's DEFAULT_LIMIT). Schools the athlete
 * holds on to (their pick, a favourite, a status, a share, the outreach board) stay beyond it at their
 * own place (`rank`), so a list can be longer, and a rank above this says a school was kept.
 */
export const BEST_MATCHES = 30;

/** The recruiting pipeline, in order. */
export const MATCH_STATUSES = ['new', 'interested', 'contacted', 'applied', 'offer', 'committed', 'declined'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const MATCH_STATUS_LABELS: Readonly<Record<MatchStatus, string>> = {
  new: 'Nieuw',
  interested: 'Interesse',
  contacted: 'Contact gelegd',
  applied: 'Aangemeld',
  offer: 'Aanbod',
  committed: 'Toegezegd',
  declined: 'Afgewezen',
};

/** The weighted parts of a score, in the order the detail view shows them. */
export const SCORE_PART_KEYS = ['athletic', 'academic', 'cost', 'roster', 'preferences', 'english'] as const;
export type ScorePartKey = (typeof SCORE_PART_KEYS)[number];

/** Each score part's Dutch name, beside its bar on a match and in the matches page's 'Sorteer op'. */
export const SCORE_PART_LABELS: Readonly<Record<ScorePartKey, string>> = {
  athletic: 'Sportief niveau',
  academic: 'Studie en toelating',
  cost: 'Kosten na beurs',
  roster: 'Plek in het team',
  preferences: 'Jouw voorkeuren',
  english: 'Engels',
};

/** The cost parts a match shows (costs.ts `COST_PARTS`) as row labels (the match detail). */
export const COST_PART_LABELS: Readonly<Record<CostPart, string>> = {
  tuition_out_of_state: 'Collegegeld voor internationale studenten',
  room_board: 'Kost en inwoning',
  books: 'Boeken en studiemateriaal',
  other: 'Overige kosten (vervoer, persoonlijk)',
};

/**
 * The amount to show as proof of funds for the I-20 (the visa's form from the school): the first
 * year's cost for an international student minus the aid estimate's low end, which is the top of the
 * net-cost range. Null when the cost or the aid is unknown.
 */
export function proofOfFundsUsd(match: { net_cost: { max_usd: number } | null }): number | null {
  return match.net_cost?.max_usd ?? null;
}

/**
 * A school the engine matched, not one kept in the list only because the athlete holds on to it
 * (picked, shared, marked) while a hard filter rules it out: counts, top lists and the coach read these.
 */
export const isRealMatch = (match: { ruled_out?: string | undefined }): boolean => match.ruled_out === undefined;
