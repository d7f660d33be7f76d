/**
 * The athletic-aid estimate: the honest base is the athletic aid per athlete of the athlete's own
 * sport at the school (aid-share.ts: the team's EADA 2023-24 aid shared among its sports by their
 * scholarship limits, divided over the squad), scaled by how the athlete's level compares with the
 * school's level, and never above the cost of attendance. It is an estimate in a range, never a
 * promise: scholarships are split, renewed yearly and decided by the coach.
 */
import { formatUsd, formatUsdRange } from '@talentbrug/domain/format';
import type { Institution } from '@talentbrug/domain/institutions';
import type { DivisionFit, LevelTier } from '@talentbrug/domain/sport-levels';
import type { Team } from '@talentbrug/domain/sports';
import type { AidBase } from './aid-share.ts';

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

/**
 * A standout (tier 1: a national youth team athlete, at a level they fit or exceed) takes the
 * 'international' shares of the sport's aid per athlete scaled by its concentration: the squad over
 * the scholarships the sport can use (aid-share.ts). The shares were set on the all-teams average;
 * over the sport's own squad (10ed0a1) they left a national-team sprinter at Kansas $5.500-$11.500
 * of a $42.625 year, since in an equivalency sport (track, rowing, swimming, soccer, field hockey)
 * the average per athlete is pulled down by walk-ons and small partials while the coach gives the
 * limit's scholarships to the best recruits, a national-youth-team athlete a large partial to a full
 * one. Scaled, the high end is twice what the sport's aid pays per scholarship it may use (the share
 * of its limit the school funds, in years of the cost): a programme funding half its limit or more
 * may give a standout the full year, one funding a quarter half of it. Never above the cost, nor the
 * sport's whole aid at the school (a team of one), nor below the unscaled share. The low end stays
 * the squad's average: it is what the I-20 figure counts on, and no offer is certain before it is
 * made. A headcount sport whose squad is its limit (D1 basketball: 15 on 15) is unscaled.
 */
export const STANDOUT_MAX_SHARE = AID_SHARES.international[1];

/** A national (youth) team athlete at a level they fit or exceed: who the big scholarships go to. */
export function isStandout(fit: DivisionFit, tier: LevelTier): boolean {
  return tier === 1 && fit !== 'reach';
}

/**
 * The sport's concentration: its squad over the scholarships it can use (at least 1, as a sport
 * uses at most one scholarship per athlete); 1 where the share is not known (the team's average
 * stands, so nothing says how the sport's aid is split).
 */
export function concentration(base: AidBase | null): number {
  if (base?.kind !== 'share' || base.share.scholarships <= 0) return 1;
  return Math.max(1, base.share.squad.size / base.share.scholarships);
}

export type AidBasis =
  /** NCAA D3, and NJCAA D3: no athletic aid exists. */
  | 'no-athletic-aid-level'
  /** The school reported $0 athletic aid for the team (Ivy League, some others). */
  | 'none-reported'
  /** Aid exists at this level, but the school's figure is unknown. */
  | 'unknown'
  | 'estimated';

/** Whether the estimate's high end is the full cost of attendance (a full ride, as far as the data says). */
export function reachesFullCost(institution: Institution, aid: AidResult): boolean {
  const cost = attendanceCost(institution);
  return cost !== null && aid.estimate !== null && aid.estimate.max_usd >= cost;
}

export interface AidResult {
  readonly basis: AidBasis;
  readonly possible: boolean;
  readonly estimate: { readonly min_usd: number; readonly max_usd: number } | null;
  /** The aid per athlete the estimate scales: the sport's share (`base`), else the team's average. */
  readonly perAthleteUsd: number | null;
  readonly athletes: number | null;
  /** How the sport's aid per athlete was told (aid-share.ts); null where the team's aid is unknown or $0. */
  readonly base: AidBase | null;
  /**
   * Where the athlete is a standout and the sport's aid is concentrated (`concentration` above 1):
   * what the sport's aid pays per scholarship it may use, which the high end doubles; else null.
   */
  readonly standout: { readonly perScholarshipUsd: number } | null;
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

/**
 * The most of the full cost the estimate's low end may be. Capped at the cost, the range must not
 * collapse into a certainty: where a school's average aid per athlete is above its whole year (Mount
 * Olive: $60.478 a head, a $36.924 year) both ends used to be the cost, read as '$36.924' and '$0
 * after aid, fits even if the aid is low'. The average says the programme funds full rides, not that
 * this athlete gets one, so the low end stays at most halfway between the fit's own spread below the
 * cost (minShare / maxShare of it) and the cost: 75 % for a national-team athlete, 70 % for a typical
 * recruit, 50 % for a reach. Continuous and never lower for a richer programme (a property test).
 * Measured over the evaluation set: the whole spread (40-50 %) moved rich D1 programmes below D2 and
 * NAIA for the promotiedivisie basketball player (a written expectation) and flattened two top tens;
 * halfway (and 90 %) kept every check. The texts say 'tot de volledige kosten' (aidRangeText).
 */
export function lowEndShareOfCost(minShare: number, maxShare: number): number {
  return maxShare > 0 ? (1 + minShare / maxShare) / 2 : 1;
}

/**
 * `base` is the sport's share of the team's aid (aid-share.ts `sportAidBase`); without one (the
 * team's aid unknown or $0, or a caller that has no reference) the team's average stands.
 */
export function estimateAid(
  institution: Institution,
  team: Team,
  fit: DivisionFit,
  tier: LevelTier,
  base: AidBase | null = null,
): AidResult {
  const cost = attendanceCost(institution);
  const teamAid = institution.aid?.[team] ?? null;
  const athletes = teamAid?.athletes ?? null;
  const perAthlete = base ? base.perAthleteUsd : (teamAid?.per_athlete_usd ?? null);
  // Without athletic aid the year costs the full price.
  const noAid = (basis: AidBasis): AidResult => ({
    basis,
    possible: false,
    estimate: null,
    perAthleteUsd: perAthlete,
    athletes,
    base: null,
    standout: null,
    netCost: cost === null ? null : { min_usd: cost, max_usd: cost },
  });
  if (!levelGivesAthleticAid(institution)) return noAid('no-athletic-aid-level');
  if (teamAid?.per_athlete_usd === 0) return noAid('none-reported');
  if (perAthlete === null) {
    return {
      basis: 'unknown',
      possible: true,
      estimate: null,
      perAthleteUsd: null,
      athletes,
      base: null,
      standout: null,
      netCost: null,
    };
  }
  const standout = isStandout(fit, tier);
  const [minShare, maxShare] = standout ? AID_SHARES.international : AID_SHARES[fit];
  const ceiling = cost ?? Number.POSITIVE_INFINITY;
  // A standout's high end over the sport's scholarships, not its squad (STANDOUT_MAX_SHARE); at most
  // the sport's whole aid, which only binds where it can use fewer than two scholarships.
  const scale = standout ? concentration(base) : 1;
  const sportAid = base?.kind === 'share' ? perAthlete * base.share.squad.size : Number.POSITIVE_INFINITY;
  const unscaled = Math.min(roundTo500(perAthlete * maxShare), ceiling);
  const max =
    scale > 1
      ? Math.max(unscaled, Math.min(roundTo500(perAthlete * STANDOUT_MAX_SHARE * scale), Math.floor(sportAid), ceiling))
      : unscaled;
  const min = Math.min(
    roundTo500(perAthlete * minShare),
    roundTo500(ceiling * lowEndShareOfCost(minShare, maxShare)),
    max,
  );
  return {
    basis: 'estimated',
    possible: true,
    estimate: { min_usd: min, max_usd: max },
    perAthleteUsd: perAthlete,
    athletes,
    base,
    // Whole dollars a head times the squad may pass the year by a few dollars: never said above it.
    standout: scale > 1 ? { perScholarshipUsd: Math.min(Math.round(perAthlete * scale), ceiling) } : null,
    netCost: cost === null ? null : { min_usd: cost - max, max_usd: cost - min },
  };
}

/**
 * The aid estimate as a range: '$24.000-$47.500', or '$18.500 tot de volledige kosten ($36.924)'
 * where its high end is the full cost (aid.ts: the range then never collapses into one figure).
 */
export function aidRangeText(institution: Institution, aid: AidResult): string {
  const estimate = aid.estimate;
  if (!estimate) return '';
  return reachesFullCost(institution, aid)
    ? `${formatUsd(estimate.min_usd)} tot de volledige kosten (${formatUsd(estimate.max_usd)})`
    : formatUsdRange(estimate.min_usd, estimate.max_usd);
}
