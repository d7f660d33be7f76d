/**
 * Properties of the sport's share of a school's athletic aid (aid-share.ts), for any row the
 * dataset's schema allows (fast-check): the share is a part of the team's aid, never more than the
 * whole nor than the limit's full years; more athletes or more sports to share with never raise it;
 * every level that gives aid reads its limits alike.
 */

import { type Institution, institutionSchema, levelOf } from '@talentbrug/domain/institutions';
import type { SportId, Team } from '@talentbrug/domain/sports';
import { scholarshipLimit } from '@talentbrug/domain/sports/scholarship-limits';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AidBase, sportAidBase } from './aid-share.ts';
import { matchSchool } from './engine.ts';
import { buildMatchReference } from './reference.ts';
import { athlete } from './test-builders.ts';

/** Sports with a limit at some levels and none at others (rowing for men, volleyball at the NJCAA). */
const SPORTS: readonly SportId[] = [
  'soccer',
  'basketball',
  'tennis',
  'athletics',
  'cross-country',
  'rowing',
  'volleyball',
  'golf',
  'swimming',
  'diving',
  'lacrosse',
  'beach-volleyball',
];
const AID_LEVELS = [
  { association: 'ncaa', division: 'D1' },
  { association: 'ncaa', division: 'D2' },
  { association: 'naia', division: null },
  { association: 'njcaa', division: 'D1' },
  { association: 'njcaa', division: 'D2' },
] as const;

const squad = fc
  .record(
    { eada_2016_17: fc.integer({ min: 1, max: 120 }), eada_2020_21: fc.integer({ min: 1, max: 120 }) },
    { requiredKeys: [] },
  )
  .filter((facts) => Object.keys(facts).length > 0);
const sportsOfTeam = fc.dictionary(fc.constantFrom(...SPORTS), squad, { minKeys: 1, maxKeys: 8 });

interface Draw {
  readonly place: (typeof AID_LEVELS)[number];
  readonly team: Team;
  readonly sport: SportId;
  readonly sports: Record<string, { eada_2016_17?: number; eada_2020_21?: number }>;
  readonly athletes: number;
  readonly perAthlete: number;
  readonly cost: number | null;
}

const drawArb: fc.Arbitrary<Draw> = fc.record({
  place: fc.constantFrom(...AID_LEVELS),
  team: fc.constantFrom<Team>('heren', 'dames'),
  sport: fc.constantFrom(...SPORTS),
  sports: sportsOfTeam,
  athletes: fc.integer({ min: 1, max: 600 }),
  perAthlete: fc.integer({ min: 1, max: 70000 }),
  cost: fc.option(fc.integer({ min: 5000, max: 90000 }), { freq: 6 }),
});

function rowOf(draw: Draw): Institution {
  const { association, division } = draw.place;
  const sports = { ...draw.sports };
  // The athlete's own sport is listed with a squad (else the share cannot be told and the average stands).
  sports[draw.sport] ??= { eada_2016_17: 20 };
  const teamAid = { athletes: draw.athletes, per_athlete_usd: draw.perAthlete };
  return institutionSchema.parse({
    id: '100001',
    unitid: 100001,
    name: 'Testing College',
    city: 'Town',
    state: 'IL',
    country: 'US',
    lat: null,
    lng: null,
    association,
    division,
    level: levelOf(association, division),
    conference: null,
    control: 'private',
    four_year: association !== 'njcaa',
    size_band: 3,
    undergrad_ft: null,
    admission_rate: null,
    sat_avg: null,
    cost_of_attendance_usd: draw.cost,
    costs: null,
    international_cost: draw.cost === null ? null : { usd: draw.cost, basis: 'parts', year: '2022-23' },
    website: null,
    athletics_url: null,
    sports: {
      covered: { eada_2016_17: true, eada_2020_21: true, ncaa_apr_2018: false },
      heren: draw.team === 'heren' ? sports : {},
      dames: draw.team === 'dames' ? sports : {},
      coed: {},
    },
    aid: { heren: teamAid, dames: teamAid },
  });
}

const baseOf = (row: Institution, draw: Pick<Draw, 'sport' | 'team'>): AidBase | null =>
  sportAidBase(row, draw.sport, draw.team, buildMatchReference([row]));

describe("a sport's share of the school's athletic aid", () => {
  it('is never more than the whole team aid, nor than its scholarships in full years of the cost', () => {
    fc.assert(
      fc.property(drawArb, (draw) => {
        const base = baseOf(rowOf(draw), draw);
        if (base?.kind !== 'share') return;
        const { share } = base;
        // Whole dollars: rounding may add half a dollar a head.
        expect(base.perAthleteUsd * share.squad.size).toBeLessThanOrEqual(share.teamAidUsd + share.squad.size);
        expect(share.scholarships).toBeLessThanOrEqual(share.limit.count);
        expect(share.scholarships).toBeLessThanOrEqual(share.squad.size);
        if (draw.cost !== null) {
          expect(base.perAthleteUsd).toBeLessThanOrEqual(
            Math.round((share.scholarships * draw.cost) / share.squad.size),
          );
          // A team holds at most one scholarship per athlete: never more than a full year a head.
          expect(base.perAthleteUsd).toBeLessThanOrEqual(draw.cost);
        }
      }),
    );
  });

  it("adds up, over all the school's sports for the team, to no more than the team's aid", () => {
    fc.assert(
      fc.property(drawArb, (draw) => {
        const row = rowOf(draw);
        const reference = buildMatchReference([row]);
        const sports = Object.keys(row.sports[draw.team]) as SportId[];
        const counted = new Set<SportId>();
        let total = 0;
        for (const sport of sports) {
          if (counted.has(sport)) continue;
          const base = sportAidBase(row, sport, draw.team, reference);
          if (base?.kind === 'share') {
            for (const member of base.share.limit.sports) counted.add(member);
            total += base.perAthleteUsd * base.share.squad.size;
          } else if (base?.kind === 'average') {
            // A sport without a known limit keeps its head count's part at the team's average.
            counted.add(sport);
            const facts = row.sports[draw.team][sport];
            total += base.perAthleteUsd * Math.max(facts?.eada_2016_17 ?? 0, facts?.eada_2020_21 ?? 0);
          }
        }
        const teamAid = draw.athletes * draw.perAthlete;
        // An unknown-limit sport's head count may itself exceed the team's athletes; then the sports
        // with a limit get nothing, and only those head counts are over.
        const unlimited = sports
          .filter((sport) => !scholarshipLimit(row.level, draw.team, sport, row.conference))
          .reduce((sum, sport) => {
            const facts = row.sports[draw.team][sport];
            return sum + draw.perAthlete * Math.max(facts?.eada_2016_17 ?? 0, facts?.eada_2020_21 ?? 0);
          }, 0);
        expect(total).toBeLessThanOrEqual(Math.max(teamAid, unlimited) + sports.length * 60);
      }),
    );
  });

  it('never gives a bigger squad a higher share per athlete, all else equal', () => {
    fc.assert(
      fc.property(drawArb, fc.integer({ min: 1, max: 80 }), (draw, more) => {
        const smaller = baseOf(rowOf(draw), draw);
        const own = rowOf(draw).sports[draw.team][draw.sport];
        const grown = {
          ...draw,
          sports: {
            ...draw.sports,
            [draw.sport]: {
              eada_2016_17: (own?.eada_2016_17 ?? 0) + more,
              eada_2020_21: (own?.eada_2020_21 ?? 0) + more,
            },
          },
        };
        const bigger = baseOf(rowOf(grown), draw);
        if (smaller && bigger) expect(bigger.perAthleteUsd).toBeLessThanOrEqual(smaller.perAthleteUsd);
      }),
    );
  });

  it('never rises when the school has one more sport to share with', () => {
    fc.assert(
      fc.property(drawArb, fc.constantFrom(...SPORTS), fc.integer({ min: 1, max: 120 }), (draw, extra, size) => {
        fc.pre(extra !== draw.sport && !(extra in draw.sports));
        const before = baseOf(rowOf(draw), draw);
        const after = baseOf(rowOf({ ...draw, sports: { ...draw.sports, [extra]: { eada_2016_17: size } } }), draw);
        if (before?.kind === 'share' && after?.kind === 'share') {
          expect(after.perAthleteUsd).toBeLessThanOrEqual(before.perAthleteUsd);
        }
      }),
    );
  });

  it('reads the limits of every level that gives aid alike: with a limit and a squad, the share; without, the average', () => {
    fc.assert(
      fc.property(drawArb, (draw) => {
        const row = rowOf(draw);
        const base = baseOf(row, draw);
        const limit = scholarshipLimit(row.level, draw.team, draw.sport, row.conference);
        expect(base?.kind).toBe(limit ? 'share' : 'average');
        if (base?.kind === 'average') expect(base.perAthleteUsd).toBe(draw.perAthlete);
      }),
    );
  });

  it("keeps every estimate within twice what the limit allows a squad member, a standout's within the sport's whole aid, and all within the year's cost", () => {
    fc.assert(
      fc.property(
        drawArb.filter((draw) => draw.cost !== null),
        fc.constantFrom('nationale-selectie', 'hoofdklasse', 'lager'),
        (draw, levelCode) => {
          const row = rowOf({ ...draw, sport: 'soccer' });
          const match = matchSchool(athlete({ sport: 'soccer', team: draw.team, levelCode }), row, {
            reference: buildMatchReference([row]),
          });
          const base = baseOf(row, { sport: 'soccer', team: draw.team });
          if (!match?.aid_estimate || base?.kind !== 'share' || draw.cost === null) return;
          const { scholarships, squad: shared } = base.share;
          const high = match.aid_estimate.max_usd;
          expect(high).toBeLessThanOrEqual(draw.cost);
          if (levelCode === 'nationale-selectie') {
            // A standout (aid.ts STANDOUT_MAX_SHARE): the coach's biggest scholarships, never more than
            // the sport holds at the school (whole dollars and the $500 rounding aside).
            expect(high).toBeLessThanOrEqual(base.perAthleteUsd * shared.size + 250);
            return;
          }
          const limitShare = (scholarships * draw.cost) / shared.size;
          expect(high).toBeLessThanOrEqual(Math.min(draw.cost, 2 * limitShare) + 250);
        },
      ),
    );
  });
});
