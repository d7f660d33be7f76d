/**
 * The evaluation set: realistic Dutch athletes (evaluation-athletes.ts) against the REAL committed
 * dataset. The expectations below were written down before the weights were tuned; where the issue's
 * example could not be kept honestly, the comment says why and what is expected instead.
 *
 * Issue 33 grew the set and wrote expectations beside every athlete before the engine was tuned for
 * it; evaluation.ts turns each (and the ones every athlete must meet) into a check, run here one test
 * per check so a failure names the athlete, the expectation and its reason.
 */

import { type ComputedMatch, computedMatchSchema } from '@talentbrug/domain/contracts/matches';
import type { Institution } from '@talentbrug/domain/institutions';
import { beforeAll, describe, expect, it } from 'vitest';
import { rankMatches } from './engine.ts';
import { evaluationChecks, KNOWN_MISSES } from './evaluation.ts';
import { EVALUATION_ATHLETES } from './evaluation-athletes.ts';
import { EXCHANGE_RATE } from './exchange-rate.ts';
import { selectivity, TYPICAL_ENGLISH_MINIMUMS } from './parts/english.ts';
import { committedInstitutions } from './test-dataset.ts';

let institutions: readonly Institution[];
const results = new Map<string, ComputedMatch[]>();

function matchesOf(key: string): ComputedMatch[] {
  const matches = results.get(key);
  if (!matches) throw new Error(`no evaluation athlete ${key}`);
  return matches;
}

const level = (match: ComputedMatch) => match.institution.level;
let byId: ReadonlyMap<string, Institution>;
function rowOf(id: string): Institution {
  const row = byId.get(id);
  if (!row) throw new Error(`no institution ${id}`);
  return row;
}
const institutionOf = (match: ComputedMatch) => rowOf(match.institution_id);
const partScore = (match: ComputedMatch, key: string) => match.score_parts.find((part) => part.key === key)?.score;

beforeAll(() => {
  institutions = committedInstitutions();
  byId = new Map(institutions.map((row) => [row.id, row]));
  // The whole ranking, so eligibility is checked on every school; the order is checked on its top.
  for (const athlete of EVALUATION_ATHLETES) {
    results.set(athlete.key, rankMatches(athlete.facts, institutions, { limit: institutions.length }));
  }
  // 104 whole rankings: a few seconds idle, past the suite's 30 s under a loaded CI machine (seen once).
}, 120_000);

describe('every evaluation athlete', () => {
  it('gets matches that parse with the output contract, in a stable order', () => {
    for (const athlete of EVALUATION_ATHLETES) {
      const matches = matchesOf(athlete.key);
      for (const match of matches) computedMatchSchema.parse(match);
      // A second ranking from scratch, with the API's limit, gives the same schools in the same order
      // as the whole one: the order is stable and the limit cuts it. (The whole ranking made again
      // and compared took about half this file's time, issue 35 item 8; the eligibility and order
      // checks below run on the one ranking beforeAll made.)
      expect(rankMatches(athlete.facts, institutions), athlete.key).toEqual(matches.slice(0, 30));
      const scores = matches.map((match) => match.match_score);
      expect(
        [...scores].sort((a, b) => b - a),
        athlete.key,
      ).toEqual(scores);
    }
    // Every match of 104 athletes parsed (about 150 000) and their top 30 ranked again: seconds, not a hang.
  }, 120_000);

  it("shows none of the spec's invented defaults, and Dutch number formats only", () => {
    for (const athlete of EVALUATION_ATHLETES) {
      const text = JSON.stringify(matchesOf(athlete.key));
      expect(text).not.toMatch(/Head Coach|\$30,000|30\.000\/year|wins|losses|championships/);
      // A US thousands separator ($8,000) or decimal point in a Dutch sentence (GPA 3.4) is a bug.
      expect(text, athlete.key).not.toMatch(/\$\d{1,3},\d{3}/);
      // One expect per athlete, naming the lines that fail: one per line (about a million) took most
      // of this test's 13 s.
      const decimalPoints = matchesOf(athlete.key).flatMap((match) =>
        [match.rationale, ...match.missing, ...match.highlights, ...match.caps].filter((line) =>
          /\d\.\d(?!\d\d)/.test(line),
        ),
      );
      expect(decimalPoints, athlete.key).toEqual([]);
    }
    // Every match of 104 athletes scanned: seconds, over the 15 s default on a loaded machine.
  }, 60_000);

  it('has 3-5 highlights, 2-4 rationale sentences and a cap text for every match scored below its parts', () => {
    // The problems of an athlete's matches gathered, one expect per athlete (not six per match).
    for (const athlete of EVALUATION_ATHLETES) {
      const problems: string[] = [];
      for (const match of matchesOf(athlete.key)) {
        const highlights = match.highlights.length;
        if (highlights < 3 || highlights > 5) problems.push(`${match.school_name}: ${highlights} highlights`);
        // A name's abbreviation ends no sentence: "St. Mary's College", 'St. Louis Intercollegiate Athletic
        // Conference', 'Johnson C. Smith University'.
        const sentences = match.rationale.split(/(?<=[.!?])(?<!\b(?:St|Mt|Ft|[A-Z])\.)\s+/).filter(Boolean);
        if (sentences.length < 2 || sentences.length > 4)
          problems.push(`${sentences.length} sentences: ${match.rationale}`);
        const weighted = match.score_parts.reduce((sum, part) => sum + part.weight * part.score, 0);
        if (match.match_score < Math.round(weighted) - 1 && match.caps.length === 0) {
          problems.push(`${match.school_name}: ${match.match_score} below its parts (${weighted}) without a cap text`);
        }
      }
      expect(problems, athlete.key).toEqual([]);
    }
  });
});

describe('expectations per athlete (written before tuning)', () => {
  it('hockey, Oranje O18 (dames): D1 field hockey first, never NAIA or NJCAA (no programmes there)', () => {
    const matches = matchesOf('hockey-oranje-dames');
    expect(matches.length).toBeGreaterThan(20);
    for (const match of matches.slice(0, 3)) {
      expect(level(match)).toBe('ncaa-d1');
      expect(match.sport_confirmed).toBe(true);
    }
    expect(matches.slice(0, 10).filter((match) => level(match) === 'ncaa-d1').length).toBeGreaterThanOrEqual(7);
    expect(matches.some((match) => level(match) === 'naia' || level(match) === 'njcaa')).toBe(false);
  });

  it('football, eerste klasse, GPA 2,1 (heren): no D1 or D2, and no NAIA (GPA below 2,3 without a test)', () => {
    const matches = matchesOf('voetbal-eerste-klasse-heren');
    expect(matches.length).toBeGreaterThan(10);
    for (const match of matches) expect(['ncaa-d3', 'njcaa']).toContain(level(match));
  });

  /*
   * The example says this swimmer "sees D3 and NAIA schools with merit aid and a low cost
   * after aid first". The dataset holds no merit-aid figures, so ranking D3 schools as cheap would
   * invent money. Expected instead: the lowest cost after the athletic-aid estimate comes first; a D3
   * match says merit aid is possible without a figure; the budget gap is said plainly; her GPA 3,9 and
   * SAT 1420 give a high academic fit even at selective schools.
   */
  it('swimmer, GPA 3,9, €5.000 (dames): the lowest cost after aid first, D3 merit aid named but not counted', () => {
    const matches = matchesOf('zwemmen-academisch-dames');
    expect(matches.length).toBeGreaterThan(20);
    const netMax = matches.flatMap((match) => (match.net_cost ? [match.net_cost.max_usd] : [])).sort((a, b) => a - b);
    const quartile = netMax[Math.floor(netMax.length / 4)] ?? 0;
    for (const match of matches.slice(0, 5)) {
      expect(match.net_cost).not.toBeNull();
      expect(match.net_cost?.max_usd ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(quartile);
    }
    for (const match of matches.filter((candidate) => level(candidate) === 'ncaa-d3')) {
      expect(match.scholarship).toBe('Geen sportbeurs (D3), wel kans op merit aid');
      expect(match.aid_estimate).toBeNull();
    }
    // Written first as ">= 80 wherever fewer than 30% are admitted"; at the most selective schools
    // (average SAT 1450-1570: MIT, Caltech, the Ivies) a 1420 is below average, and 80 there would
    // flatter her. Kept: at least 60 everywhere (no academic cap anywhere), and >= 80 wherever the
    // average SAT is known and not above hers.
    for (const match of matches) {
      expect(partScore(match, 'academic')).toBeGreaterThanOrEqual(60);
      expect(match.caps.some((cap) => /cijfers/.test(cap))).toBe(false);
      const average = match.institution.sat_avg;
      if (average !== null && average <= 1420) expect(partScore(match, 'academic')).toBeGreaterThanOrEqual(80);
    }
    // Written first as "every match names a budget gap"; a few junior colleges do fit €5.000 after
    // their aid estimate. Kept: every match that may cost more than her budget says so.
    const budgetUsd = 5_000 / EXCHANGE_RATE.eurPerUsd;
    for (const match of matches) {
      const overBudget = match.net_cost
        ? match.net_cost.max_usd > budgetUsd
        : (match.institution.cost_of_attendance_usd ?? 0) > budgetUsd;
      if (overBudget)
        expect(
          match.missing.some((line) => /^Budget: /.test(line)),
          match.school_name,
        ).toBe(true);
    }
  });

  it('hockey (heren): no matches at all, since there is no varsity programme', () => {
    expect(matchesOf('hockey-heren')).toEqual([]);
  });

  /*
   * Written first as "D1 rowing first". Restated when the aid became each sport's share of a school's
   * aid by the scholarship limits (aid-share.ts): her level is 'fit' at D1 and at D2 alike, and D2
   * rowing has the same 20 scholarships over about half the squad (median 24 against D1's 50). With
   * €15.000 a D2 programme may now come first (measured: Barry, 20 rowers, then Merrimack (D1) and
   * Charleston (D2); eight D1 programmes in her top ten). Kept: NCAA rowing first, D1 or D2,
   * confirmed programmes, and D1 the most of her top ten.
   */
  it('rower with a good erg (dames): NCAA rowing first (D1 or D2), D1 the most of her top ten', () => {
    const matches = matchesOf('roeien-dames');
    for (const match of matches.slice(0, 3)) {
      expect(['ncaa-d1', 'ncaa-d2']).toContain(level(match));
      expect(match.sport_confirmed).toBe(true);
    }
    expect(matches.slice(0, 10).filter((match) => level(match) === 'ncaa-d1').length).toBeGreaterThan(5);
  });

  it('tennis, KNLTB rating 1, wants a full ride (heren): D1, D2 or NAIA first; D3 capped and explained', () => {
    const matches = matchesOf('tennis-heren-rating-1');
    for (const match of matches.slice(0, 3)) expect(['ncaa-d1', 'ncaa-d2', 'naia']).toContain(level(match));
    expect(matches.slice(0, 10).some((match) => level(match) === 'ncaa-d3')).toBe(false);
    for (const match of matches.filter((candidate) => level(candidate) === 'ncaa-d3')) {
      expect(match.athletic_aid_possible).toBe(false);
      expect(match.caps.some((cap) => /volledige/.test(cap))).toBe(true);
    }
  });

  it('golfer wanting FL, AZ or CA (dames): those states first; elsewhere capped with the reason', () => {
    const matches = matchesOf('golf-dames-warm');
    for (const match of matches.slice(0, 5)) expect(['FL', 'AZ', 'CA']).toContain(match.institution.state);
    for (const match of matches.filter(
      (candidate) => !['FL', 'AZ', 'CA'].includes(candidate.institution.state ?? ''),
    )) {
      expect(match.match_score).toBeLessThanOrEqual(65);
      expect(match.caps.some((cap) => /voorkeursstaten/.test(cap))).toBe(true);
    }
  });

  it('volleyball with TOEFL 65 (dames): a "TOEFL .. nodig, jij hebt 65" line wherever the typical minimum is higher', () => {
    const matches = matchesOf('volleybal-dames-toefl-laag');
    expect(matches.length).toBeGreaterThan(10);
    let withLine = 0;
    for (const match of matches) {
      const typical = TYPICAL_ENGLISH_MINIMUMS[selectivity(institutionOf(match))].toefl;
      const line = match.missing.find((text) => /^TOEFL \d+ nodig \(typisch/.test(text));
      if (typical > 65) {
        expect(line).toBe(`TOEFL ${typical} nodig (typisch voor deze school), jij hebt 65`);
        expect(partScore(match, 'english')).toBeLessThan(100);
        withLine++;
      } else {
        expect(line).toBeUndefined();
      }
    }
    expect(withLine).toBeGreaterThan(10);
  });

  it('football, topklasse, wants NC, SC or VA (dames): those states first', () => {
    const matches = matchesOf('voetbal-dames-carolinas');
    for (const match of matches.slice(0, 5)) expect(['NC', 'SC', 'VA']).toContain(match.institution.state);
  });

  it('athletics, NK finalist, GPA 2,2 (heren): D2 yes, D1 and NAIA no (academic gates)', () => {
    const matches = matchesOf('atletiek-heren-gpa-2-2');
    expect(matches.some((match) => level(match) === 'ncaa-d2')).toBe(true);
    expect(matches.some((match) => level(match) === 'ncaa-d1' || level(match) === 'naia')).toBe(false);
  });

  it('baseball, wants a full ride (heren): no D3 among the first ten; every D3 match capped at 60', () => {
    const matches = matchesOf('honkbal-full-ride');
    expect(matches.slice(0, 10).some((match) => level(match) === 'ncaa-d3')).toBe(false);
    for (const match of matches.filter((candidate) => level(candidate) === 'ncaa-d3')) {
      expect(match.match_score).toBeLessThanOrEqual(60);
      expect(match.caps.some((cap) => /volledige/.test(cap))).toBe(true);
    }
  });

  it('volleyball, eredivisie, wants a small school (dames): small schools first', () => {
    const matches = matchesOf('volleybal-dames-klein');
    const small = matches
      .slice(0, 5)
      .filter((match) => (match.institution.size_band ?? 0) <= 2 && match.institution.size_band !== null);
    expect(small.length).toBeGreaterThanOrEqual(4);
  });

  it('football, BVO academy, no budget given (heren): D1 first; the missing budget is said, the cost part neutral', () => {
    const matches = matchesOf('voetbal-bvo-heren');
    for (const match of matches.slice(0, 3)) expect(level(match)).toBe('ncaa-d1');
    for (const match of matches) {
      expect(match.missing.some((line) => /budget/i.test(line))).toBe(true);
      expect(partScore(match, 'cost')).toBe(50);
    }
  });

  it('water polo, national top (dames): confirmed programmes first, never NJCAA (no programmes there)', () => {
    const matches = matchesOf('waterpolo-dames');
    for (const match of matches.slice(0, 10)) expect(match.sport_confirmed).toBe(true);
    expect(matches.some((match) => level(match) === 'njcaa')).toBe(false);
    for (const match of matches.filter((candidate) => !candidate.sport_confirmed)) {
      expect(match.match_score).toBeLessThanOrEqual(50);
      expect(match.caps.some((cap) => /bevestigd/.test(cap))).toBe(true);
    }
  });

  it('hockey, GPA 1,7 (dames): no D1 (2,3) or D2 (2,2): D3 only, its own admission', () => {
    const matches = matchesOf('hockey-dames-gpa-laag');
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) expect(level(match)).toBe('ncaa-d3');
  });

  it('football, vierde divisie, GPA 2,1 with SAT 1010 (heren): NAIA passes on two of three, D2 does not', () => {
    const matches = matchesOf('voetbal-heren-naia-sat');
    expect(matches.some((match) => level(match) === 'naia')).toBe(true);
    expect(matches.some((match) => level(match) === 'ncaa-d2' || level(match) === 'ncaa-d1')).toBe(false);
  });
});

describe('expectations beside each athlete and for every athlete (evaluation-athletes.ts, evaluation.ts)', () => {
  for (const athlete of EVALUATION_ATHLETES) {
    describe(`${athlete.key}: ${athlete.who}`, () => {
      for (const check of evaluationChecks(athlete)) {
        const knownMiss = check.measured ? KNOWN_MISSES[check.name]?.[athlete.key] : undefined;
        if (knownMiss) {
          // A named miss: it must still miss, so the list only ever shrinks (KNOWN_MISSES, evaluation.ts).
          it(`${check.name}: a known miss (${knownMiss})`, () => {
            const problems = check.run({
              athlete,
              ranking: matchesOf(athlete.key),
              institution: rowOf,
              rankingOf: matchesOf,
            });
            expect(problems, 'it holds now: remove its entry from KNOWN_MISSES in evaluation.ts').not.toEqual([]);
          });
          continue;
        }
        it(`${check.name} (${check.why})`, () => {
          const problems = check.run({
            athlete,
            ranking: matchesOf(athlete.key),
            institution: rowOf,
            rankingOf: matchesOf,
          });
          expect(problems, problems.join('\n')).toEqual([]);
        });
      }
    });
  }
});

describe('known misses (KNOWN_MISSES, evaluation.ts)', () => {
  it('name a measured check of an evaluation athlete that has it, each with its reason', () => {
    for (const [name, athletes] of Object.entries(KNOWN_MISSES)) {
      for (const [key, why] of Object.entries(athletes)) {
        const athlete = EVALUATION_ATHLETES.find((candidate) => candidate.key === key);
        expect(athlete, key).toBeDefined();
        if (!athlete) continue;
        const check = evaluationChecks(athlete).find((candidate) => candidate.name === name);
        expect(check?.measured, `${key}: ${name}`).toBe(true);
        expect(why.length, key).toBeGreaterThan(20);
      }
    }
  });
});

describe("'waarom dit past' leads with what sets a school apart from the rest of the list", () => {
  /** The facts a rationale opens with: 'Wat X (plaats) voor jou onderscheidt: a; b.' */
  const leadOf = (match: ComputedMatch) => /voor jou onderscheidt: (.*?)\.(?: |$)/.exec(match.rationale)?.[1] ?? '';

  it('never opens with what the athlete asked for when every school of the 30 gives it, nor with budget room every school leaves', () => {
    const asked: [string, RegExp][] = [
      ['divisions', /een niveau dat je zelf noemde/],
      ['states', /een van je voorkeursstaten/],
      ['budget room', /blijft er van je budget minstens/],
    ];
    let lists = 0;
    for (const athlete of EVALUATION_ATHLETES) {
      const shown = matchesOf(athlete.key).slice(0, 30);
      if (shown.length < 6) continue;
      for (const [what, said] of asked) {
        const wished =
          what === 'divisions'
            ? athlete.facts.preferredDivisions.length > 0 &&
              shown.every((match) => match.caps.every((cap) => !cap.startsWith('Niet een van je voorkeursniveaus')))
            : what === 'states'
              ? athlete.facts.preferredStates.length > 0 &&
                shown.every((match) => match.caps.every((cap) => !cap.startsWith('Buiten je voorkeursstaten')))
              : // A budget no school of the list comes near ('onbeperkt'): the room is there at every one.
                (athlete.facts.budgetEurMin ?? 0) >= 100_000;
        if (!wished) continue;
        lists += 1;
        // Never the first fact; beside another only where every pair of this school's own facts is
        // taken by an earlier lead, so for a few schools at most.
        const first = shown.filter((match) => said.test(leadOf(match).split('; ')[0] ?? ''));
        expect(
          first.map((match) => `${match.school_name}: ${leadOf(match)}`),
          `${athlete.key}, ${what}`,
        ).toEqual([]);
        const anywhere = shown.filter((match) => said.test(leadOf(match)));
        expect(anywhere.length, `${athlete.key}, ${what}: ${anywhere.map(leadOf).join(' | ')}`).toBeLessThanOrEqual(6);
      }
    }
    // The rule is met by lists that give it, not by none: several evaluation athletes wish divisions or states everywhere met.
    expect(lists).toBeGreaterThanOrEqual(5);
  });
});
