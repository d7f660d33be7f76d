/**
 * The six weighted parts of a match, in the order the match shows them (the domain's
 * SCORE_PART_KEYS). Each is one record in its own file: key, label, weight, score and facts.
 */
import type { ScorePartKey } from '@talentbrug/domain/matches';
import { academic } from './academic.ts';
import { athletic } from './athletic.ts';
import { cost } from './cost.ts';
import { english } from './english.ts';
import type { ScorePartDef } from './part.ts';
import { preferences } from './preferences.ts';
import { roster } from './roster.ts';

export const PARTS: readonly ScorePartDef[] = [athletic, academic, cost, roster, preferences, english];

/** Each part's share in the score, by key (they add up to 1). */
export const WEIGHTS = Object.fromEntries(PARTS.map((part) => [part.key, part.weight])) as Readonly<
  Record<ScorePartKey, number>
>;

export type { Described, SchoolInput, ScorePartDef } from './part.ts';
