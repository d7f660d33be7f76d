/**
 * Which EADA squads the reference sets aside as not credible (reference.ts `credibleSquad`): measured
 * over the whole committed dataset, and the rule on hand-built rows. The rule is derived from the
 * data (a squad over twice the sport's 99th percentile; a school-year report with two such squads
 * lumps campuses), never a list of schools: the dataset test says what it finds.
 */
import type { Institution } from '@talentbrug/domain/institutions';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchSchool } from './engine.ts';
import {
  buildMatchReference,
  credibleSquad,
  type MatchReference,
  SQUAD_CEILING_FACTOR,
  type Squad,
  squadDoubt,
} from './reference.ts';
import { athlete, school } from './test-builders.ts';
import { committedInstitutions } from './test-dataset.ts';

let rows: readonly Institution[];
let reference: MatchReference;

beforeAll(() => {
  rows = committedInstitutions();
  reference = buildMatchReference(rows);
});

/** Every squad EADA reports in the dataset, with the reason it is set aside (null: credible). */
function everySquad() {
  return rows.flatMap((row) =>
    (['heren', 'dames'] as const).flatMap((team) =>
      Object.entries(row.sports[team]).flatMap(([sport, facts]) => {
        const reported: Squad[] = [];
        if (facts?.eada_2020_21) reported.push({ size: facts.eada_2020_21, year: '2020-21' });
        if (facts?.eada_2016_17) reported.push({ size: facts.eada_2016_17, year: '2016-17' });
        return reported.map((squad) => ({
          row,
          team,
          sport,
          squad,
          doubt: squadDoubt(reference, row, sport as never, team, squad),
        }));
      }),
    ),
  );
}

const byName = (name: string) => {
  const row = rows.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`no ${name}`);
  return row;
};

describe('squads that are not credible, over the committed dataset', () => {
  it('flags 39 of about 41.000 reported squads, at three schools; every other squad counts', () => {
    const squads = everySquad();
    const flagged = squads.filter((entry) => entry.doubt !== null);
    expect(squads.length).toBeGreaterThan(40_000);
    expect(flagged).toHaveLength(39);
    expect(new Set(flagged.map((entry) => entry.row.name))).toEqual(
      new Set(['Pennsylvania State University', 'Dallas College', 'Life University']),
    );
    // Two school-year reports lump campuses together: Penn State's and Dallas College's of 2020-21.
    expect(
      [...reference.lumpedReports].map((id) => `${rows.find((row) => `${row.id}|2020-21` === id)?.name}`).sort(),
    ).toEqual(['Dallas College', 'Pennsylvania State University']);
    for (const entry of flagged) {
      if (entry.doubt === 'over-ceiling') {
        expect(entry.squad.size).toBeGreaterThan(reference.squadCeilings.get(`${entry.sport}|${entry.team}`) ?? 0);
      }
      expect(entry.squad.year).toBe('2020-21');
    }
  });

  it("sets Penn State's lumped 2020-21 squads aside and counts its main campus's 2016-17 ones", () => {
    const pennState = byName('Pennsylvania State University');
    // EADA 2020-21: 211 women's basketball players, 286 men's soccer players; 2016-17: 28 and 32.
    const basketball = credibleSquad(reference, pennState, 'basketball', 'dames');
    expect(basketball.squad).toEqual({ size: 28, year: '2016-17' });
    expect(basketball.setAside).toMatchObject({ size: 211, year: '2020-21', reason: 'lumped-report' });
    expect(credibleSquad(reference, pennState, 'soccer', 'heren').squad).toEqual({ size: 32, year: '2016-17' });
    // Dallas College (seven campuses counted as one) has no older report: no squad counts.
    const dallas = credibleSquad(reference, byName('Dallas College'), 'baseball', 'heren');
    expect(dallas.squad).toBeNull();
    expect(dallas.setAside).toMatchObject({ size: 187, reason: 'lumped-report' });
  });

  it('keeps the big squads a sport really has', () => {
    const counts = (name: string, sport: string, team: 'heren' | 'dames') =>
      credibleSquad(reference, byName(name), sport as never, team).setAside;
    // Rowing and track take walk-ons; football squads are large; all far under their sport's ceiling.
    expect(counts('Harvard University', 'rowing', 'heren')).toBeNull(); // 114 (2016-17)
    expect(counts('Bucknell University', 'athletics', 'dames')).toBeNull(); // 203
    expect(counts('Hardin-Simmons University', 'american-football', 'heren')).toBeNull(); // 223
    expect(counts('Missouri Valley College', 'basketball', 'dames')).toBeNull(); // 53, JV squads counted
    // A sport with fewer than 30 reported squads has no ceiling: Midland's 37 weightlifters count.
    expect(reference.squadCeilings.has('weightlifting|heren')).toBe(false);
    expect(counts('Midland University', 'weightlifting', 'heren')).toBeNull();
  });

  it('the ceiling of a sport is twice its 99th percentile over both EADA years', () => {
    expect(SQUAD_CEILING_FACTOR).toBe(2);
    // Women's basketball: 99 % of the reported squads hold at most 34 players.
    expect(reference.squadCeilings.get('basketball|dames')).toBe(68);
  });
});

describe('a squad set aside, on hand-built rows', () => {
  // 150 ordinary schools give soccer a distribution (20-29 players, ceiling 2 x 29 = 58); with fewer
  // than 100 squads the 99th percentile is the largest one, so a lone outlier sets its own ceiling.
  const ordinary = Array.from({ length: 150 }, (_, index) =>
    school({
      id: String(200_000 + index),
      name: `Ordinary ${index}`,
      sports: {
        heren: { soccer: { eada_2020_21: 20 + (index % 10) } },
        dames: { soccer: { eada_2020_21: 20 + (index % 10) } },
      },
    }),
  );

  it('one squad over the ceiling: set aside, the older report counts, and the roster facts say so in Dutch', () => {
    const odd = school({
      id: '300001',
      name: 'Odd College',
      sports: { dames: { soccer: { eada_2016_17: 27, eada_2020_21: 140 } } },
    });
    const rowsWith = [...ordinary, odd];
    const ref = buildMatchReference(rowsWith);
    expect(credibleSquad(ref, odd, 'soccer', 'dames')).toMatchObject({
      squad: { size: 27, year: '2016-17' },
      setAside: { size: 140, reason: 'over-ceiling', ceiling: 58 },
    });
    const match = matchSchool(athlete({ sport: 'soccer', team: 'dames' }), odd, { reference: ref });
    const roster = match?.score_parts.find((part) => part.key === 'roster');
    expect(roster?.facts[0]).toBe(
      'De EADA-cijfers van 2020-21 noemen 140 sportsters in dit team: niet geloofwaardig (meer dan twee keer wat 99% van de selecties in deze sport telt (tot 29)); gerekend met de selectie van 2016-17',
    );
    expect(match?.teamStats.squad_size).toBe(27);
  });

  it('two squads over the ceiling in one report: every squad of that report is set aside; none left scores neutrally', () => {
    const lumped = school({
      id: '300002',
      name: 'Lumped University',
      sports: {
        heren: { soccer: { eada_2020_21: 150 } },
        dames: { soccer: { eada_2020_21: 120 }, tennis: { eada_2020_21: 9 } },
      },
    });
    const ref = buildMatchReference([...ordinary, lumped]);
    expect(ref.lumpedReports.has('300002|2020-21')).toBe(true);
    // Tennis has too few squads for a ceiling, yet its count is the same lumped report.
    expect(credibleSquad(ref, lumped, 'tennis', 'dames')).toMatchObject({
      squad: null,
      setAside: { size: 9, reason: 'lumped-report' },
    });
    const match = matchSchool(athlete({ sport: 'soccer', team: 'heren', levelCode: 'jeugdopleiding-bvo' }), lumped, {
      reference: ref,
    });
    const roster = match?.score_parts.find((part) => part.key === 'roster');
    expect(roster?.score).toBe(50);
    expect(roster?.facts).toEqual([
      'De EADA-cijfers van 2020-21 noemen 150 sporters in dit team: niet geloofwaardig (deze school meldde dat jaar bij meerdere sporten selecties die geen team kan hebben, waarschijnlijk meerdere campussen samengeteld); daarom niet meegeteld',
      'Selectiegrootte onbekend: neutraal gescoord',
    ]);
    expect(match?.teamStats.squad_size).toBeNull();
    // An ordinary school of the same rows is untouched.
    expect(credibleSquad(ref, ordinary[0] as Institution, 'soccer', 'heren').setAside).toBeNull();
  });
});
