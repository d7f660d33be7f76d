/**
 * The engine's rules one by one, on hand-built rows (test-builders.ts): the hard filters, the aid
 * estimate, the caps and the Dutch texts a client shows.
 */
import { readFileSync } from 'node:fs';
import { type ComputedMatch, computedMatchSchema } from '@talentbrug/domain/contracts/matches';
import { BALL_STATE_COSTS } from '@talentbrug/domain/testing/schools';
import { describe, expect, it } from 'vitest';
import { estimateAid } from './aid.ts';
import { CAPS } from './caps.ts';
import { DEFAULT_LIMIT, matchSchool, rankMatches, rankWithKept, WEIGHTS } from './engine.ts';
import { EXCHANGE_RATE, eurToUsd, RATE_NOTE, usdToEur } from './exchange-rate.ts';
import { FITS_FLOOR } from './parts/cost.ts';
import { buildMatchReference } from './reference.ts';
import { athlete, school } from './test-builders.ts';
import { estimatedAid } from './texts.ts';

function match(facts = athlete(), row = school()): ComputedMatch | null {
  const result = matchSchool(facts, row, { reference: buildMatchReference([row]) });
  if (result) computedMatchSchema.parse(result);
  return result;
}

function definite(result: ComputedMatch | null): ComputedMatch {
  if (!result) throw new Error('expected a match');
  return result;
}

const part = (result: ComputedMatch, key: string) => {
  const found = result.score_parts.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no part ${key}`);
  return found;
};

describe('the fixed exchange rate (amounts are written by @talentbrug/domain/format)', () => {
  it('converts at one dated rate, both ways', () => {
    expect(EXCHANGE_RATE.eurPerUsd).toBe(0.86);
    expect(EXCHANGE_RATE.asOf).toBe('2025-11');
    expect(usdToEur(eurToUsd(5000))).toBeCloseTo(5000);
  });

  it('names the rate and its month where it converts', () => {
    const facts = part(definite(match()), 'cost').facts.join(' ');
    expect(facts).toContain('$1 = €0,86, koers van november 2025');
    expect(facts).toContain(RATE_NOTE);
  });
});

describe('hard filters', () => {
  it('returns nothing for a sport without a college programme for the team (men’s field hockey)', () => {
    const hockey = athlete({ sport: 'field-hockey', team: 'heren', levelCode: 'hoofdklasse' });
    const row = school({ sports: { dames: { 'field-hockey': { eada_2016_17: 22 } }, heren: {} } });
    expect(match(hockey, row)).toBeNull();
    expect(rankMatches(hockey, [row])).toEqual([]);
  });

  it('drops a school whose known sport list lacks the team, and marks one with an unknown list', () => {
    const without = school({ sports: { dames: {} } });
    expect(match(athlete(), without)).toBeNull();
    const unknown = school({
      sports: { covered: { eada_2016_17: false, eada_2020_21: false, ncaa_apr_2018: false }, heren: {}, dames: {} },
    });
    const result = definite(match(athlete(), unknown));
    expect(result.sport_confirmed).toBe(false);
    expect(result.match_score).toBeLessThanOrEqual(CAPS.sportUnconfirmed);
    expect(result.caps.join(' ')).toContain('Niet bevestigd');
    expect(result.missing[0]).toContain("Women's Soccer");
  });

  it('reads silence in EADA 2020-21 alone (the COVID season) as unknown, not as absent', () => {
    const covidOnly = school({
      sports: { covered: { eada_2016_17: false, eada_2020_21: true, ncaa_apr_2018: false }, dames: {} },
    });
    expect(definite(match(athlete(), covidOnly)).sport_confirmed).toBe(false);
  });

  it('drops a level the athlete cannot reach: an eerste-klasse footballer (heren) never sees D1 or D2', () => {
    const footballer = athlete({ team: 'heren', levelCode: 'eerste-klasse', gpa: 3.5 });
    expect(match(footballer, school({}, 'ncaa-d1'))).toBeNull();
    expect(match(footballer, school({}, 'ncaa-d2'))).toBeNull();
    expect(match(footballer, school({}, 'ncaa-d3'))).not.toBeNull();
  });

  it('applies the academic gates: D1 2,3, D2 2,2, NAIA 2,3 or two of three', () => {
    expect(match(athlete({ gpa: 2.29 }), school({}, 'ncaa-d1'))).toBeNull();
    expect(match(athlete({ gpa: 2.3 }), school({}, 'ncaa-d1'))).not.toBeNull();
    expect(match(athlete({ gpa: 2.19 }), school({}, 'ncaa-d2'))).toBeNull();
    expect(match(athlete({ gpa: 2.2 }), school({}, 'ncaa-d2'))).not.toBeNull();
    const naia = school({}, 'naia');
    expect(match(athlete({ gpa: 2.1 }), naia)).toBeNull();
    expect(match(athlete({ gpa: 2.1, sat: 970 }), naia)).not.toBeNull();
    expect(match(athlete({ gpa: 2.1, act: 18 }), naia)).not.toBeNull();
    expect(match(athlete({ gpa: 2.1, sat: 960 }), naia)).toBeNull();
    expect(match(athlete({ gpa: 1.9, sat: 1300 }), naia)).toBeNull();
    expect(match(athlete({ gpa: 1.0 }), school({}, 'ncaa-d3'))).not.toBeNull();
  });

  it('never matches a federal service academy', () => {
    expect(match(athlete(), school({ id: '197036', name: 'United States Military Academy (Army)' }))).toBeNull();
  });
});

describe('athletic aid and cost', () => {
  it('shows no athletic aid at D3, only the merit-aid line', () => {
    const result = definite(match(athlete(), school({}, 'ncaa-d3')));
    expect(result.athletic_aid_possible).toBe(false);
    expect(result.aid_estimate).toBeNull();
    expect(result.scholarship).toBe('Geen sportbeurs (D3), wel kans op merit aid');
    expect(result.net_cost).toEqual({ min_usd: 30000, max_usd: 30000 });
  });

  it('shows no athletic aid at an NJCAA Division III college', () => {
    const result = definite(match(athlete(), school({ division: 'D3' }, 'njcaa')));
    expect(result.athletic_aid_possible).toBe(false);
    expect(result.scholarship).toBe('Geen sportbeurs (NJCAA Division III)');
  });

  it('says so when a school reports no athletic aid (the Ivy League)', () => {
    const ivy = school({
      aid: { heren: { athletes: 400, per_athlete_usd: 0 }, dames: { athletes: 400, per_athlete_usd: 0 } },
    });
    const result = definite(match(athlete(), ivy));
    expect(result.athletic_aid_possible).toBe(false);
    expect(result.scholarship).toBe('Geen sportbeurzen gemeld (EADA 2023-24)');
  });

  it('estimates aid from the sport’s aid per athlete, scaled by fit, never above what its limit allows', () => {
    // Topklasse is 'fit' at D1 for women's soccer: 0,5-1,25 x $14.000 (the school's one team).
    const result = definite(match(athlete(), school()));
    expect(result.aid_estimate).toEqual({ min_usd: 7000, max_usd: 17500 });
    expect(result.scholarship).toBe('Geschatte sportbeurs: $7.000-$17.500 per jaar');
    expect(result.net_cost).toEqual({ min_usd: 12500, max_usd: 23000 });
    // A $10.000 year: 14 scholarships over 28 players are half of it a head at most, $5.000, so
    // 0,5-1,25 x $5.000 (the $14.000 average could not be this team's).
    const cheap = definite(match(athlete(), school({ cost_of_attendance_usd: 10000 })));
    expect(cheap.aid_estimate).toEqual({ min_usd: 2500, max_usd: 6500 });
    expect(cheap.net_cost).toEqual({ min_usd: 3500, max_usd: 7500 });
  });

  it("shares the team's aid among its sports by their scholarship limits, and divides a sport's part over its squad", () => {
    // Women: soccer (D1 limit 14, 28 players), rowing (20, 56), basketball (15, 15); $20.000 a head
    // over 99 athletes is $1.980.000. Rowing's part is 20/49 of it, $808.163, over 56 rowers:
    // $14.431 a head, under its ceiling (20 years of $60.000 over 56: $21.429).
    const sports = {
      soccer: { eada_2016_17: 28, eada_2020_21: 28 },
      rowing: { eada_2016_17: 50, eada_2020_21: 56 },
      basketball: { eada_2016_17: 15, eada_2020_21: 15 },
    };
    const row = school({
      cost_of_attendance_usd: 60000,
      sports: { dames: sports },
      aid: { heren: { athletes: 30, per_athlete_usd: 12000 }, dames: { athletes: 99, per_athlete_usd: 20000 } },
    });
    const rower = definite(match(athlete({ sport: 'rowing', levelCode: 'wedstrijdroeier' }), row));
    // 'fit' at D1: 0,5-1,25 x $14.431, not of the $20.000 average.
    expect(rower.aid_estimate).toEqual({ min_usd: 7000, max_usd: 18000 });
    const facts = part(rower, 'cost').facts;
    expect(facts).toContain(
      'Geschatte sportbeurs $7.000-$18.000: gemiddeld $14.431 per sportster in dit team, naar jouw niveau geschaald',
    );
    expect(facts).toContain(
      'Zo geschat: de sportbeurzen van deze school voor dames ($1.980.000, EADA 2023-24), verdeeld over de damesteams naar hun beurslimiet bij NCAA Division I: roeien 20 van de 49 beurzen, en dat deel over een selectie van 56 (EADA 2020-21)',
    );
    // Basketball: 15 full rides for 15 players, $606.122 over 15: $40.408 a head, above the average.
    const guard = definite(match(athlete({ sport: 'basketball', levelCode: 'eredivisie' }), row));
    expect(guard.aid_estimate?.max_usd ?? 0).toBeGreaterThan(rower.aid_estimate?.max_usd ?? 0);
  });

  it("gives a standout in a big squad up to twice what the sport's aid pays per scholarship, a typical recruit the squad's share", () => {
    // The school above: rowing's part is $808.163 for 20 scholarships over 56 rowers, $14.431 a head
    // but $40.407 a scholarship ($14.431 times 56 / 20). A national youth team rower is who a coach gives the big ones: twice
    // that is above the $60.000 year, so up to the full cost; the low end stays the squad's share.
    // Before the standout's rule she read $14.500-$29.000, a club rower's 0,5-1,25 of the same base.
    const sports = {
      soccer: { eada_2016_17: 28, eada_2020_21: 28 },
      rowing: { eada_2016_17: 50, eada_2020_21: 56 },
      basketball: { eada_2016_17: 15, eada_2020_21: 15 },
    };
    const rowWith = (perAthlete: number) =>
      school({
        cost_of_attendance_usd: 60000,
        sports: { dames: sports },
        aid: { heren: { athletes: 30, per_athlete_usd: 12000 }, dames: { athletes: 99, per_athlete_usd: perAthlete } },
      });
    const national = athlete({ sport: 'rowing', levelCode: 'nationale-selectie' });
    const standout = definite(match(national, rowWith(20000)));
    expect(standout.aid_estimate).toEqual({ min_usd: 14500, max_usd: 60000 });
    expect(standout.scholarship).toBe('Geschatte sportbeurs: $14.500 tot de volledige kosten ($60.000) per jaar');
    expect(part(standout, 'cost').facts).toContain(
      'Als sportster uit een nationale (jeugd)selectie hoor je bij de rekruten die een coach de grootste beurzen geeft, dus de hoge kant is tot twee keer wat roeien hier per beurs betaalt ($40.407: het deel van de sport over 20 beurzen, niet over alle 56 sportsters), hoogstens de volledige kosten; de lage kant blijft het gemiddelde, want een aanbod is pas zeker als de coach het doet',
    );
    // The club rower at the same school keeps the squad's share: 0,5-1,25 x $14.431, and no such sentence.
    const club = definite(match(athlete({ sport: 'rowing', levelCode: 'wedstrijdroeier' }), rowWith(20000)));
    expect(club.aid_estimate).toEqual({ min_usd: 7000, max_usd: 18000 });
    expect(part(club, 'cost').facts.some((fact) => fact.includes('nationale (jeugd)selectie'))).toBe(false);
    // A programme funding a quarter of its limit ($5.000 a head over the team: rowing $202.041, 20
    // scholarships of $10.102): twice that, $20.000, a third of the year, not $7.000.
    const modest = definite(match(national, rowWith(5000)));
    expect(modest.aid_estimate).toEqual({ min_usd: 3500, max_usd: 20000 });
    // Basketball holds its 15 scholarships for 15 players: the average is already per scholarship.
    const guard = definite(match(athlete({ sport: 'basketball', levelCode: 'nationale-selectie' }), rowWith(20000)));
    expect(part(guard, 'cost').facts.some((fact) => fact.includes('nationale (jeugd)selectie'))).toBe(false);
  });

  it("never collapses the estimate at the full cost: a range 'tot de volledige kosten', never a sure $0", () => {
    // Mount Olive's shape (there $60.478 aid per athlete, a $36.924 year, and a national-team athlete's
    // shares 1-2): an average of $80.000 a head with fit shares 0,5-1,25 gives $40.000-$100.000, both
    // above the cost: capped, they read '$36.924' and '$0 after aid, even if the aid is low'. The
    // team's average stands where the sport has no known limit (aid-share.ts); the low end stays
    // halfway between the fit's spread below the cost (0,5 / 1,25) and the cost: 70 % of $36.924.
    const rich = school({
      cost_of_attendance_usd: 36924,
      aid: { heren: { athletes: 100, per_athlete_usd: 80000 }, dames: { athletes: 100, per_athlete_usd: 80000 } },
    });
    expect(estimateAid(rich, 'dames', 'fit', 3).estimate).toEqual({ min_usd: 26000, max_usd: 36924 });
    // A team of 12 with 14 scholarships to share may give each a full year: the sport's share is the
    // whole cost, and the fit's shares give $18.500 up to it, never the cost at both ends.
    const fullRides = school({
      cost_of_attendance_usd: 36924,
      sports: { dames: { soccer: { eada_2016_17: 12, eada_2020_21: 12 } } },
      aid: { heren: { athletes: 100, per_athlete_usd: 80000 }, dames: { athletes: 100, per_athlete_usd: 80000 } },
    });
    const result = definite(match(athlete({ budgetEurMin: 5000 }), fullRides));
    expect(result.aid_estimate).toEqual({ min_usd: 18500, max_usd: 36924 });
    expect(result.net_cost).toEqual({ min_usd: 0, max_usd: 18424 });
    expect(result.scholarship).toBe('Geschatte sportbeurs: $18.500 tot de volledige kosten ($36.924) per jaar');
    const costFacts = part(result, 'cost').facts;
    expect(
      costFacts.some((fact) => fact.startsWith('Geschatte sportbeurs $18.500 tot de volledige kosten ($36.924):')),
    ).toBe(true);
    expect(costFacts).toContain(
      'Na de beurs $0-$18.424 per jaar, circa €0-€15.800 (omgerekend tegen $1 = €0,86, koers van november 2025)',
    );
    // With a €5.000 budget the year fits only if the aid is high: never 'fits even if the aid is low'.
    expect(costFacts.at(-1)).toMatch(
      /^Dat past alleen binnen je budget van €5\.000 per jaar als de beurs aan de hoge kant uitvalt/,
    );
    expect(part(result, 'cost').score).toBeLessThan(FITS_FLOOR);
    // A range that is not capped reads as before.
    expect(definite(match(athlete(), school())).scholarship).toBe('Geschatte sportbeurs: $7.000-$17.500 per jaar');
  });

  it('scores an unknown cost neutrally, says so, and caps it when the athlete gave a budget', () => {
    const result = definite(match(athlete(), school({ cost_of_attendance_usd: null })));
    expect(part(result, 'cost').score).toBe(50);
    expect(part(result, 'cost').facts[0]).toBe('Kosten onbekend in de data: neutraal gescoord');
    expect(result.tuition).toBeNull();
    expect(result.net_cost).toBeNull();
    expect(result.match_score).toBeLessThanOrEqual(CAPS.costUnknown);
    const noBudget = definite(match(athlete({ budgetEurMin: null }), school({ cost_of_attendance_usd: null })));
    expect(noBudget.caps).toEqual([]);
  });

  it('caps a school far over budget and says how much is short', () => {
    const result = definite(match(athlete({ budgetEurMin: 2000 }), school({ cost_of_attendance_usd: 60000 })));
    expect(result.match_score).toBeLessThanOrEqual(CAPS.farOverBudget);
    expect(result.caps[0]).toMatch(
      /^Ook met de hoogste geschatte beurs kost een jaar hier meer dan twee keer je budget van €2.000/,
    );
    expect(
      result.missing.some((line) =>
        /^Budget: ook met de hoogste geschatte beurs circa €\d+\.\d{3} per jaar tekort$/.test(line),
      ),
    ).toBe(true);
  });
});

describe('caps a family can follow', () => {
  it("says what it does to the score: the parts' weighted sum times each cap's share is the score shown", () => {
    const capped = definite(match(athlete({ budgetEurMin: 2_000, preferredStates: ['CA'] }), school({ state: 'IL' })));
    expect(capped.caps.length).toBe(2);
    const shares = capped.caps.map((text) => {
      const said = /: de score telt voor (\d+)% \(hoogstens (\d+)\)$/.exec(text);
      expect(said, text).not.toBeNull();
      expect(said?.[1]).toBe(said?.[2]);
      return Number(said?.[1]) / 100;
    });
    const weighted = capped.score_parts.reduce((sum, part) => sum + part.weight * part.score, 0);
    const followed = shares.reduce((score, share) => score * share, weighted);
    // The parts shown are rounded to whole points, so the sum a family makes may be half a point off.
    expect(Math.abs(capped.match_score - followed)).toBeLessThanOrEqual(1);
    expect(capped.match_score).toBeLessThan(Math.round(weighted) - 10);
  });
});

describe('preferences and English', () => {
  it('caps a school outside the preferred states and explains it', () => {
    const result = definite(match(athlete({ preferredStates: ['CA', 'FL'] }), school({ state: 'IL' })));
    expect(result.match_score).toBeLessThanOrEqual(CAPS.outsidePreferredStates);
    expect(result.caps).toContain(
      `Buiten je voorkeursstaten (CA, FL): de score telt voor ${CAPS.outsidePreferredStates}% (hoogstens ${CAPS.outsidePreferredStates})`,
    );
    const inside = definite(match(athlete({ preferredStates: ['IL'] }), school({ state: 'IL' })));
    expect(inside.caps).toEqual([]);
    expect(inside.highlights).toContain('In je voorkeursstaat IL');
  });

  it('reads the size choice as the profile labels it: middelgroot is 5.000 tot 20.000 studenten', () => {
    const sizeOf = (preferredSchoolSize: 'klein' | 'middel' | 'groot', size_band: number) =>
      part(definite(match(athlete({ preferredSchoolSize }), school({ size_band }))), 'preferences').score;
    // A school of 10.000 to 20.000 (IPEDS band 4) is 'middelgroot', not 'groot'.
    expect(sizeOf('middel', 4)).toBe(100);
    expect(sizeOf('middel', 3)).toBe(100);
    expect(sizeOf('groot', 5)).toBe(100);
    expect(sizeOf('groot', 4)).toBeLessThan(100);
    expect(sizeOf('klein', 2)).toBe(100);
  });

  it('caps D3 for an athlete who wants a full ride', () => {
    const result = definite(match(athlete({ scholarshipType: 'full-ride' }), school({}, 'ncaa-d3')));
    expect(result.match_score).toBeLessThanOrEqual(CAPS.fullRideWithoutAid);
    expect(result.caps.some((cap) => cap.startsWith('Je zoekt een volledige sportbeurs'))).toBe(true);
  });

  it("lists 'TOEFL 79 nodig (typisch ...), jij hebt 72' at a selective school", () => {
    const result = definite(match(athlete({ englishScore: 72 }), school({ admission_rate: 0.3 })));
    expect(result.missing).toContain('TOEFL 79 nodig (typisch voor deze school), jij hebt 72');
    expect(part(result, 'english').score).toBeLessThan(100);
    expect(part(result, 'english').facts).toContain('Jouw TOEFL 72; een selectieve school vraagt meestal minimaal 79');
  });

  it('asks for an English test when there is none, without calling it a failure', () => {
    const result = definite(match(athlete({ englishTest: null, englishScore: null }), school()));
    expect(part(result, 'english').score).toBe(60);
    expect(result.missing).toContain('Engelse taaltoets: nog geen score (typisch TOEFL 71 of IELTS 6,0 nodig)');
  });
});

describe('the output', () => {
  it('reports every part with its weight; the weights add up to 1', () => {
    const result = definite(match());
    expect(result.score_parts.map((scorePart) => scorePart.key)).toEqual([
      'athletic',
      'academic',
      'cost',
      'roster',
      'preferences',
      'english',
    ]);
    expect(Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1);
    for (const scorePart of result.score_parts) expect(scorePart.facts.length).toBeGreaterThan(0);
  });

  // The weights live in parts/*.ts; the engine README's table and the product notes repeat them for
  // readers. Changing a weight fails here until both say the new figure, so the copies never disagree.
  it("the weights the engine README and the product notes quote are the parts' own", () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const fromReadme = Object.fromEntries(
      [...readme.matchAll(/^ {3}\| (\w+) \([^)]+\)\s*\| (\d),(\d+)\s*\|/gm)].map(([, key, whole, part]) => [
        key,
        Number(`${whole}.${part}`),
      ]),
    );
    expect(fromReadme).toEqual(WEIGHTS);
    const notes = readFileSync(new URL('../../../../../docs/product-notes.md', import.meta.url), 'utf8');
    const shares =
      /sportief niveau (\d+)%, kosten na geschatte beurs (\d+)%, studie (\d+)%, plek in de selectie (\d+)%,\s+voorkeuren (\d+)%, Engels (\d+)%/.exec(
        notes,
      );
    expect(shares?.slice(1).map(Number)).toEqual(
      [WEIGHTS.athletic, WEIGHTS.cost, WEIGHTS.academic, WEIGHTS.roster, WEIGHTS.preferences, WEIGHTS.english].map(
        (weight) => Math.round(weight * 100),
      ),
    );
  });

  it('shows team facts from the data only, and the school as the spec names it', () => {
    const result = definite(match());
    expect(result.teamStats).toEqual({ squad_size: 28, squad_year: '2020-21', conference: 'Test Conference' });
    expect(result.school_location).toBe('Springfield, IL');
    expect(result.division).toBe('NCAA Division I');
    expect(result.sport).toBe('Voetbal');
    const unknownSquad = definite(match(athlete(), school({ sports: { dames: { soccer: { ncaa_apr_2018: 20 } } } })));
    expect(unknownSquad.teamStats.squad_size).toBeNull();
    expect(part(unknownSquad, 'roster').score).toBe(50);
  });

  it('ranks by score, then name and id, and returns 30 by default', () => {
    const rows = Array.from({ length: 40 }, (_, index) =>
      school({ id: String(200000 + index), name: `School ${String(index % 7).padStart(2, '0')}` }),
    );
    const ranked = rankMatches(athlete(), [...rows].reverse());
    expect(ranked).toHaveLength(DEFAULT_LIMIT);
    const keys = ranked.map((result) => `${result.school_name}|${result.institution_id}`);
    expect(keys).toEqual([...keys].sort());
    expect(rankMatches(athlete(), rows, { limit: 5 })).toEqual(ranked.slice(0, 5));
  });
});

describe('the schools the athlete holds on to (their pick, the schools they share with)', () => {
  /** Forty schools, best first by the cost of a year (all else equal): 200000 is the cheapest. */
  const rows = Array.from({ length: 40 }, (_, index) =>
    school({ id: String(200000 + index), name: `School ${index}`, cost_of_attendance_usd: 20000 + index * 2000 }),
  );
  const idOf = (result: { match: ComputedMatch }) => result.match.institution_id;

  it('keeps the best matches as rankMatches ranks them, adding nothing when nothing is held on to', () => {
    const kept = rankWithKept(athlete(), rows, { limit: 5 });
    expect(kept.map((result) => result.match)).toEqual(rankMatches(athlete(), rows, { limit: 5 }));
    expect(kept.map((result) => result.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('marks the pick among the best in place, and keeps one far below them at its own place', () => {
    const best = rankWithKept(athlete(), rows, { limit: 5, chosen: rows[2]?.id ?? '' });
    expect(best).toHaveLength(5);
    expect(best.filter((result) => result.match.chosen).map(idOf)).toEqual([rows[2]?.id]);

    const ranked = rankMatches(athlete(), rows, { limit: 40 });
    const far = ranked[32];
    if (!far) throw new Error('too few');
    const kept = rankWithKept(athlete(), rows, { limit: 5, chosen: far.institution_id });
    expect(kept).toHaveLength(6);
    expect(kept[5]).toEqual({ rank: 33, match: { ...far, chosen: true } });
  });

  it('keeps a shared school without marking it as the pick, and ignores ids the data does not have', () => {
    const ranked = rankMatches(athlete(), rows, { limit: 40 });
    const shared = ranked[20]?.institution_id ?? '';
    const kept = rankWithKept(athlete(), rows, { limit: 5, keep: [shared, '999999'], chosen: 'x-gone' });
    expect(kept.map(idOf)).toEqual([...ranked.slice(0, 5).map((match) => match.institution_id), shared]);
    expect(kept.some((result) => result.match.chosen)).toBe(false);
  });

  it('says why a school is no match, after every real match, with a score of 0 and no estimates', () => {
    const without = school({ id: '300001', name: 'No Soccer College', sports: { dames: {} } });
    const kept = rankWithKept(athlete(), [...rows, without], { limit: 3, chosen: without.id });
    expect(kept.map((result) => result.rank)).toEqual([1, 2, 3, 41]);
    expect(computedMatchSchema.parse(kept[3]?.match)).toMatchObject({
      institution_id: without.id,
      chosen: true,
      match_score: 0,
      ruled_out: 'No Soccer College heeft volgens de sportgegevens geen team voor voetbal (dames).',
      rationale: 'No Soccer College heeft volgens de sportgegevens geen team voor voetbal (dames).',
      score_parts: [],
      aid_estimate: null,
      net_cost: null,
      caps: [],
    });
  });

  it.each([
    [
      'a level out of reach',
      athlete({ team: 'heren', levelCode: 'eerste-klasse' }),
      school({ id: '300002', name: 'Big Time University' }, 'ncaa-d1'),
      'Met jouw huidige niveau, eerste klasse (senioren of O19/O17), is NCAA Division I niet realistisch.',
    ],
    [
      'a service academy',
      athlete(),
      school({ id: '197036', name: 'United States Military Academy (Army)' }),
      'United States Military Academy (Army) is een militaire academie: toelating vraagt een nominatie (voor een buitenlander door de eigen regering) en daarna volgt een dienstplicht. Dat is geen route naar een sportbeurs.',
    ],
    [
      'the academic gate',
      athlete({ gpa: 2.1 }),
      school({ id: '300003' }, 'ncaa-d1'),
      'NCAA Division I vraagt een core-GPA van minimaal 2,3; jouw geschatte GPA 2,1. Daarmee mag je (nog) niet in NCAA Division I uitkomen.',
    ],
  ])('names %s as the reason', (_case, facts, row, reason) => {
    const [result] = rankWithKept(facts, [row], { keep: [row.id] });
    expect(result?.match.ruled_out).toBe(reason);
    expect(result?.match.chosen).toBeUndefined();
  });

  it('keeps the pick, ruled out with the reason, when the sport has no programme for the team', () => {
    const hockey = athlete({ sport: 'field-hockey', team: 'heren', levelCode: 'hoofdklasse' });
    const row = school({ id: '300004', sports: { dames: { 'field-hockey': { eada_2016_17: 22 } }, heren: {} } });
    expect(rankWithKept(hockey, [row])).toEqual([]);
    const [result] = rankWithKept(hockey, [row], { chosen: '300004' });
    expect(result?.rank).toBe(1);
    expect(result?.match.ruled_out).toMatch(/^Heren-veldhockey heeft in de VS geen universiteitsteams/);
    expect(result?.match.sport).toBe('Hockey');
  });
});

describe('what an international student pays (issue 33)', () => {
  /** Ball State's 2022-23 parts: in-state tuition $10.440, out-of-state $27.924. */
  const ballState = () =>
    school({
      id: '150136',
      name: 'Ball State University',
      ...BALL_STATE_COSTS,
    });

  it('prices a public school at the out-of-state rate, part by part, and says what a resident pays', () => {
    const result = definite(match(athlete(), ballState()));
    // $14.000 aid per athlete, fit: 0,5-1,25 => $7.000-$17.500 off $43.086, not off the in-state $24.439.
    expect(result.net_cost).toEqual({ min_usd: 43086 - 17500, max_usd: 43086 - 7000 });
    expect(result.tuition).toBe(
      '$43.086 per jaar (totale kosten voor een internationale student, out-of-state tarief)',
    );
    const facts = part(result, 'cost').facts;
    expect(facts[0]).toBe(
      'Totale kosten voor een internationale student $43.086 per jaar (College Scorecard 2022-23, deels 2021-22): collegegeld $27.924 + kost en inwoning $10.904 + boeken $1.454 + overige kosten $2.804',
    );
    expect(facts[1]).toBe(
      'Openbare universiteit: als internationale student betaal je het out-of-state collegegeld, $27.924 in plaats van $10.440 voor inwoners van de staat',
    );
  });

  it("never calls a year 'within the budget' when a lower aid estimate leaves a shortfall", () => {
    // Budget €20.000 = $23.256; after aid $25.586-$36.086: over even with the most aid.
    const over = definite(match(athlete({ budgetEurMin: 20000 }), ballState()));
    expect(part(over, 'cost').score).toBeLessThan(50);
    expect(part(over, 'cost').facts.at(-1)).toMatch(
      /^Ook met de hoogste geschatte beurs circa €\d+\.\d{3} per jaar boven/,
    );
    // Budget €25.000 = $29.070: within it only if the aid comes out high.
    const maybe = definite(match(athlete({ budgetEurMin: 25000 }), ballState()));
    expect(part(maybe, 'cost').score).toBeGreaterThanOrEqual(50);
    expect(part(maybe, 'cost').score).toBeLessThanOrEqual(80);
    expect(part(maybe, 'cost').facts.at(-1)).toMatch(
      /^Dat past alleen binnen je budget van €25\.000 per jaar als de beurs aan de hoge kant uitvalt; valt die lager uit, dan kom je tot circa €\d+\.\d{3} per jaar tekort$/,
    );
    expect(maybe.missing).toContain(
      maybe.missing.find((line) =>
        /^Budget: tot circa €\d+\.\d{3} per jaar tekort als de beurs lager uitvalt$/.test(line),
      ),
    );
    // 'Waarom dit past' says the same, each case in its own clause: never 'als de beurs aan de hoge
    // kant uitvalt: tot circa €13.500 per jaar tekort', which reads as if the high aid fell short.
    expect(maybe.rationale).toMatch(
      /: dat past alleen binnen je budget van €25\.000 per jaar als de beurs aan de hoge kant uitvalt; valt die lager uit, dan kom je tot circa €\d+\.\d{3} per jaar tekort\.$/,
    );
    expect(maybe.rationale).not.toMatch(/uitvalt: tot/);
    // Budget €35.000 = $40.698: even the lowest aid keeps the year within it.
    const fits = definite(match(athlete({ budgetEurMin: 35000 }), ballState()));
    expect(part(fits, 'cost').score).toBeGreaterThanOrEqual(FITS_FLOOR);
    expect(part(fits, 'cost').facts.at(-1)).toBe(
      'Dat past binnen je budget van €35.000 per jaar, ook als de beurs aan de lage kant uitvalt',
    );
    expect(fits.missing.some((line) => line.startsWith('Budget:'))).toBe(false);
  });

  it('separates two affordable schools by what is left of the budget', () => {
    const cheap = definite(match(athlete({ budgetEurMin: 40000 }), school({ cost_of_attendance_usd: 20000 })));
    const dearer = definite(match(athlete({ budgetEurMin: 40000 }), school({ cost_of_attendance_usd: 40000 })));
    expect(part(cheap, 'cost').score).toBeGreaterThan(part(dearer, 'cost').score);
    expect(cheap.match_score).toBeGreaterThan(dearer.match_score);
  });
});

describe('caps scale instead of flatten (issue 33)', () => {
  it('keeps two junior colleges that differ apart, both under the junior-college ceiling', () => {
    const juco = (id: string, cost: number) =>
      school({ id, name: `College ${id}`, cost_of_attendance_usd: cost }, 'njcaa');
    // Budget €20.000 = $23.256: both fit, one with nearly all of it left over, one with almost nothing.
    const facts = athlete({ budgetEurMin: 20000 });
    const rows = [juco('300001', 12000), juco('300002', 30000)];
    const [first, second] = rankMatches(facts, rows, { reference: buildMatchReference(rows) });
    expect(first?.match_score).toBeLessThanOrEqual(CAPS.juniorCollege);
    expect(second?.match_score).toBeLessThan(first?.match_score ?? 0);
    expect(first?.caps[0]).toMatch(/^Junior college .*: de score telt voor 85% \(hoogstens 85\)$/);
  });
});

describe("the athlete's own division wishes (issue 33)", () => {
  it('prefers a wished level, caps the others and says both in the preferences part', () => {
    const wishes = athlete({ preferredDivisions: ['naia'] });
    const naia = definite(match(wishes, school({ id: '400001' }, 'naia')));
    const d1 = definite(match(wishes, school({ id: '400002' })));
    expect(part(naia, 'preferences').facts[0]).toBe('NAIA: een van je voorkeursniveaus (NAIA)');
    expect(part(d1, 'preferences').facts[0]).toBe('NCAA Division I: niet een van je voorkeursniveaus (NAIA)');
    expect(d1.caps).toContain('Niet een van je voorkeursniveaus (NAIA): de score telt voor 55% (hoogstens 55)');
    expect(d1.match_score).toBeLessThanOrEqual(CAPS.outsidePreferredDivisions);
    expect(naia.caps).toEqual([]);
    expect(naia.rationale).toContain('NAIA, een niveau dat je zelf noemde');
  });
});

describe('estimatedAid', () => {
  it("reads the estimate of a scholarship line, today's ('Geschatte sportbeurs: ') and a stored older one's ('Geschat: ')", () => {
    expect(estimatedAid('Geschatte sportbeurs: $7.000-$17.500 per jaar')).toBe('$7.000-$17.500 per jaar');
    expect(estimatedAid('Geschat: $7.000-$17.500 per jaar')).toBe('$7.000-$17.500 per jaar');
    expect(estimatedAid('Sportbeurs mogelijk, bedrag onbekend')).toBeNull();
  });
});

describe("'waarom dit past' says what is particular to the school (issue 33)", () => {
  it('opens with the school by name and what sets it apart, so two matches never read alike', () => {
    const big = school({
      id: '500001',
      name: 'Big Squad College',
      sports: { dames: { soccer: { eada_2016_17: 40, eada_2020_21: 44 } } },
    });
    const small = school({ id: '500002', name: 'Small Squad College' });
    const medianRows = [big, small, school({ id: '500003', name: 'Median College' })];
    const reference = buildMatchReference(medianRows);
    const a = definite(matchSchool(athlete(), big, { reference }));
    const b = definite(matchSchool(athlete(), small, { reference }));
    expect(a.rationale).toMatch(
      /^Wat Big Squad College \(Springfield, IL\) voor jou onderscheidt: een ruime selectie \(44 sportsters in 2020-21/,
    );
    expect(b.rationale.startsWith('Wat Small Squad College')).toBe(true);
    const withoutNumbers = (text: string) => text.replace(/\d[\d.,]*/g, '#');
    expect(withoutNumbers(a.rationale)).not.toBe(withoutNumbers(b.rationale));
  });

  it("names a conference whose name has its article once: 'lid van de Sun Conference', not 'de The Sun Conference'", () => {
    const row = school({ conference: 'The Sun Conference' });
    const result = definite(matchSchool(athlete(), row, { reference: buildMatchReference([row]) }));
    expect(result.rationale).toContain('de school is lid van de Sun Conference');
    expect(result.rationale).not.toMatch(/\bde the\b/i);
  });
});
