/**
 * The athletic-aid estimate: the honest base is the school's athletic aid per athlete of the
 * athlete's team (EADA 2023-24 aid divided by that year's athletes), scaled by how the athlete's level
 * compares with the school's level, and never above the cost of attendance. It is an estimate in a
 * range, never a promise: scholarships are split, renewed yearly and decided by the coach.
 */
import type { Institution } from '@talentbrug/domain/institutions';
import type { DivisionFit, LevelTier } from '@talentbrug/domain/sport-levels';
import type { Team } from '@talentbrug/domain/sports';

/**
 * Share of the school's average aid per athlete, per fit. An average covers walk-ons on nothing and
 * stars on a full ride: a typical recruit ('fit') sits around it, a standout stretch ('reach') well
 * below it, an athlete above the level's typical recruit ('safe') above it, and an international
 * (tier 1: national youth team) at a level they fit or exceed is what the big shares go to.
 */
export const AID_SHARES: Readonly<Record<DivisionFit | 'international', readonly [min: number, max: number]>> = {
  reach: [0, 0.5],
  fit: [0.5, 1.25],
  safe: [0.75, 1.5],
  international: [1, 2],
};

export type AidBasis =
  /** NCAA D3, and NJCAA D3: no athletic aid exists. */
  | 'no-athletic-aid-level'
  /** The school reported $0 athletic aid for the team (Ivy League, some others). */
  | 'none-reported'
  /** Aid exists at this level, but the school's figure is unknown. */
  | 'unknown'
  | 'estimated';

export interface AidResult {
  readonly basis: AidBasis;
  readonly possible: boolean;
  readonly estimate: { readonly min_usd: number; readonly max_usd: number } | null;
  readonly perAthleteUsd: number | null;
  readonly athletes: number | null;
  /** The international cost of attendance minus the estimate; null when the cost or the aid is unknown. */
  readonly netCost: { readonly min_usd: number; readonly max_usd: number } | null;
}

const roundTo500 = (value: number) => Math.round(value / 500) * 500;

export function levelGivesAthleticAid(institution: Institution): boolean {
  if (institution.level === 'ncaa-d3') return false;
  if (institution.level === 'njcaa' && institution.division === 'D3') return false;
  return true;
}

/**
 * What a year costs an international student before aid: the out-of-state price at a public school
 * (the dataset's `international_cost`; see server/data/README.md), null when unknown. Every figure of
 * a match (the cost part, the net cost, the I-20 amount, the texts) starts from this one.
 */
export function attendanceCost(institution: Institution): number | null {
  return institution.international_cost?.usd ?? null;
}

export function estimateAid(institution: Institution, team: Team, fit: DivisionFit, tier: LevelTier): AidResult {
  const cost = attendanceCost(institution);
  const teamAid = institution.aid?.[team] ?? null;
  const perAthlete = teamAid?.per_athlete_usd ?? null;
  const athletes = teamAid?.athletes ?? null;
  // Without athletic aid the year costs the full price.
  const noAid = (basis: AidBasis): AidResult => ({
    basis,
    possible: false,
    estimate: null,
    perAthleteUsd: perAthlete,
    athletes,
    netCost: cost === null ? null : { min_usd: cost, max_usd: cost },
  });
  if (!levelGivesAthleticAid(institution)) return noAid('no-athletic-aid-level');
  if (perAthlete === 0) return noAid('none-reported');
  if (perAthlete === null) {
    return { basis: 'unknown', possible: true, estimate: null, perAthleteUsd: null, athletes, netCost: null };
  }
  const [minShare, maxShare] = tier === 1 && fit !== 'reach' ? AID_SHARES.international : AID_SHARES[fit];
  const ceiling = cost ?? Number.POSITIVE_INFINITY;
  const max = Math.min(roundTo500(perAthlete * maxShare), ceiling);
  const min = Math.min(roundTo500(perAthlete * minShare), max);
  return {
    basis: 'estimated',
    possible: true,
    estimate: { min_usd: min, max_usd: max },
    perAthleteUsd: perAthlete,
    athletes,
    netCost: cost === null ? null : { min_usd: cost - max, max_usd: cost - min },
  };
}
