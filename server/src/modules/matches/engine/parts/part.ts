/**
 * What every weighted part of a match is: one record with its key, its Dutch label, its share in the
 * score, a pure score (numbers only: the engine scores every eligible school with it) and the Dutch
 * facts behind that score (written only for the matches returned). A part that lacks data scores
 * neutrally and says so. The parts, in their order, are `PARTS` in `index.ts`.
 */

import type { Institution } from '@talentbrug/domain/institutions';
import type { ScorePartKey } from '@talentbrug/domain/matches';
import type { AidResult } from '../aid.ts';
import type { Eligible, PreparedAthlete } from '../filters.ts';
import type { DoubtedSquad, MatchReference, Squad } from '../reference.ts';

/** One athlete and one school that passed the hard filters: what every part reads. */
export interface SchoolInput {
  readonly prepared: PreparedAthlete;
  readonly institution: Institution;
  readonly eligible: Eligible;
  readonly aid: AidResult;
  /** The team's newest credible squad (EADA, reference.ts `credibleSquad`), or null when the data has none. */
  readonly squad: Squad | null;
  /** A newer reported squad set aside as not credible (a lumped report, a size no team holds), or null. */
  readonly squadSetAside: DoubtedSquad | null;
  /** Dataset-wide medians (buildMatchReference). */
  readonly reference: MatchReference;
}

/** What the facts may read beside the school: the part's own score and the level's name. */
export interface Described {
  readonly score: number;
  /** 'NCAA Division I', as the match's `division`. */
  readonly divisionLabel: string;
}

export interface ScorePartDef<K extends ScorePartKey = ScorePartKey> {
  readonly key: K;
  /** The part's Dutch name beside its bar ('Kosten na beurs'). */
  readonly label: string;
  /** Its share in the match score; the weights of PARTS add up to 1. */
  readonly weight: number;
  /** 0-100, an integer. */
  score(school: SchoolInput): number;
  /** The Dutch facts behind the score, in the order the match shows them. */
  facts(school: SchoolInput, described: Described): string[];
}

export const clampScore = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/** What a part scores when the data cannot say: the middle, so it neither lifts nor sinks a school. */
export const NEUTRAL = 50;
