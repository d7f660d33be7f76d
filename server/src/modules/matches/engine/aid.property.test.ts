/**
 * Properties of the athletic-aid estimate (aid.ts `estimateAid`) for any sport's share the dataset
 * can give (fast-check): a higher tier or a better fit never gets less at the same school; no
 * estimate is above the year's cost; a standout's high end is twice what the sport's aid pays per
 * scholarship, within the sport's whole aid, and reaches half the year where the sport funds half its
 * limit; everyone else's estimate (and a standout's low end) is what it was before the standout's rule.
 */

import type { DivisionFit, LevelTier } from '@talentbrug/domain/sport-levels';
import type { Team } from '@talentbrug/domain/sports';
import { type ScholarshipLimit, scholarshipLimit } from '@talentbrug/domain/sports/scholarship-limits';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AID_SHARES, estimateAid, lowEndShareOfCost } from './aid.ts';
import type { AidBase } from './aid-share.ts';
import { school } from './test-builders.ts';

const FITS: readonly DivisionFit[] = ['reach', 'fit', 'safe'];
const TIERS: readonly LevelTier[] = [1, 2, 3, 4, 5, 6];
const ROUNDING = 250;
const rowingLimit: ScholarshipLimit = (() => {
  const limit = scholarshipLimit('ncaa-d1', 'dames', 'rowing', null);
  if (!limit) throw new Error('no NCAA D1 rowing limit');
  return limit;
})();

interface Draw {
  readonly cost: number | null;
  readonly squad: number;
  /** The scholarships the sport can use: at most one per athlete of its squad. */
  readonly scholarships: number;
  /** The part of those scholarships the school's aid pays, in full years of the cost. */
  readonly funded: number;
  readonly kind: 'share' | 'average' | 'none';
  readonly averageUsd: number;
}

const drawArb: fc.Arbitrary<Draw> = fc
  .record({
    cost: fc.option(fc.integer({ min: 5000, max: 90000 }), { freq: 6 }),
    squad: fc.integer({ min: 1, max: 150 }),
    scholarships: fc.integer({ min: 1, max: 250 }).map((tenths) => tenths / 10),
    funded: fc.double({ min: 0, max: 1, noNaN: true }),
    kind: fc.constantFrom<Draw['kind']>('share', 'share', 'share', 'average', 'none'),
    averageUsd: fc.integer({ min: 1, max: 70000 }),
  })
  .map((draw) => ({ ...draw, scholarships: Math.min(draw.scholarships, draw.squad) }));

const rowOf = (draw: Draw) =>
  school({
    cost_of_attendance_usd: draw.cost,
    aid: {
      heren: { athletes: 200, per_athlete_usd: draw.averageUsd },
      dames: { athletes: 200, per_athlete_usd: draw.averageUsd },
    },
  });

/** The sport's share as aid-share.ts gives it: at most its scholarships in full years over the squad. */
function baseOf(draw: Draw): AidBase | null {
  if (draw.kind === 'none') return null;
  if (draw.kind === 'average') return { kind: 'average', perAthleteUsd: draw.averageUsd, reason: 'no-limit' };
  const yearUsd = draw.cost ?? 40000;
  const sportAid = draw.funded * draw.scholarships * yearUsd;
  return {
    kind: 'share',
    perAthleteUsd: Math.round(sportAid / draw.squad),
    share: {
      limit: rowingLimit,
      scholarships: draw.scholarships,
      teamAidUsd: draw.averageUsd * 200,
      limitsTotal: draw.scholarships * 3,
      sharedUsd: draw.averageUsd * 200,
      squad: { size: draw.squad, year: '2020-21' },
      ceilingUsd: draw.cost === null ? null : (draw.scholarships * draw.cost) / draw.squad,
    },
  };
}

const roundTo500 = (value: number) => Math.round(value / 500) * 500;

/** The rule before the standout's (commit 10ed0a1): the fit's shares of the aid per athlete, capped at the cost. */
function ruleBefore(perAthlete: number, cost: number | null, fit: DivisionFit, tier: LevelTier) {
  const [minShare, maxShare] = tier === 1 && fit !== 'reach' ? AID_SHARES.international : AID_SHARES[fit];
  const ceiling = cost ?? Number.POSITIVE_INFINITY;
  const max = Math.min(roundTo500(perAthlete * maxShare), ceiling);
  const min = Math.min(
    roundTo500(perAthlete * minShare),
    roundTo500(ceiling * lowEndShareOfCost(minShare, maxShare)),
    max,
  );
  return { min_usd: min, max_usd: max };
}

const estimate = (draw: Draw, fit: DivisionFit, tier: LevelTier, team: Team = 'dames') =>
  estimateAid(rowOf(draw), team, fit, tier, baseOf(draw)).estimate;

const rank = (fit: DivisionFit) => FITS.indexOf(fit);

describe('the athletic-aid estimate', () => {
  it('never gives a higher tier, at a fit at least as good, less than a lower tier at the same school', () => {
    fc.assert(
      fc.property(
        drawArb,
        fc.constantFrom(...TIERS),
        fc.constantFrom(...TIERS),
        fc.constantFrom(...FITS),
        fc.constantFrom(...FITS),
        (draw, a, b, fitA, fitB) => {
          const [higher, lower] = a <= b ? [a, b] : [b, a];
          const [better, worse] = rank(fitA) >= rank(fitB) ? [fitA, fitB] : [fitB, fitA];
          const top = estimate(draw, better, higher);
          const other = estimate(draw, worse, lower);
          if (!top || !other) {
            expect(top).toEqual(other);
            return;
          }
          expect(top.min_usd).toBeGreaterThanOrEqual(other.min_usd);
          expect(top.max_usd).toBeGreaterThanOrEqual(other.max_usd);
        },
      ),
    );
  });

  it("is never above the year's cost, and its low end never above its high end", () => {
    fc.assert(
      fc.property(drawArb, fc.constantFrom(...TIERS), fc.constantFrom(...FITS), (draw, tier, fit) => {
        const result = estimate(draw, fit, tier);
        if (!result) return;
        expect(result.min_usd).toBeGreaterThanOrEqual(0);
        expect(result.min_usd).toBeLessThanOrEqual(result.max_usd);
        if (draw.cost !== null) expect(result.max_usd).toBeLessThanOrEqual(draw.cost);
      }),
    );
  });

  it("leaves everyone but a standout where the rule before it left them, and a standout's low end too", () => {
    fc.assert(
      fc.property(drawArb, fc.constantFrom(...TIERS), fc.constantFrom(...FITS), (draw, tier, fit) => {
        const result = estimateAid(rowOf(draw), 'dames', fit, tier, baseOf(draw));
        if (!result.estimate || result.perAthleteUsd === null) return;
        const before = ruleBefore(result.perAthleteUsd, draw.cost, fit, tier);
        const standout = tier === 1 && fit !== 'reach';
        // Where nothing says how the sport's aid is split (the team's average), a standout reads as before too.
        if (!standout || draw.kind !== 'share') {
          expect(result.estimate).toEqual(before);
          expect(result.standout).toBeNull();
        } else {
          expect(result.estimate.min_usd).toBe(before.min_usd);
          expect(result.estimate.max_usd).toBeGreaterThanOrEqual(before.max_usd);
        }
      }),
    );
  });

  it("gives a standout up to twice the sport's aid per scholarship it may use, never more than the sport's whole aid", () => {
    fc.assert(
      fc.property(drawArb, fc.constantFrom<DivisionFit>('fit', 'safe'), (draw, fit) => {
        const base = baseOf(draw);
        const result = estimate(draw, fit, 1);
        if (base?.kind !== 'share' || !result) return;
        const sportAid = base.perAthleteUsd * draw.squad;
        const perScholarship = sportAid / draw.scholarships;
        const cost = draw.cost ?? Number.POSITIVE_INFINITY;
        // A sport that can use two scholarships or more: twice the aid per scholarship is within its whole aid.
        if (draw.scholarships >= 2) expect(result.max_usd).toBeLessThanOrEqual(sportAid + ROUNDING);
        expect(result.max_usd).toBeLessThanOrEqual(cost);
        expect(result.max_usd).toBeGreaterThanOrEqual(Math.min(2 * perScholarship, sportAid, cost) - ROUNDING);
      }),
    );
  });

  it('reaches half the year for a standout where the sport funds at least half the scholarships it may use', () => {
    fc.assert(
      fc.property(drawArb, fc.constantFrom<DivisionFit>('fit', 'safe'), (draw, fit) => {
        const base = baseOf(draw);
        const result = estimate(draw, fit, 1);
        if (base?.kind !== 'share' || !result || draw.cost === null || draw.scholarships < 2) return;
        const funded = (base.perAthleteUsd * draw.squad) / (draw.scholarships * draw.cost);
        if (funded >= 0.5) expect(result.max_usd).toBeGreaterThanOrEqual(draw.cost / 2 - ROUNDING);
      }),
    );
  });
});
