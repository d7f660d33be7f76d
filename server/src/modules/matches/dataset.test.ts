/**
 * The committed institution table on its own: no reference files needed (CI has them, the table
 * must not depend on it). Hand-checked values come from the raw files, each named beside its test.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import {
  type Institution,
  type InstitutionDataset,
  institutionDatasetSchema,
  OUT_OF_STATE_BASES,
} from '@talentbrug/domain/institutions';
import { COLLEGE_LEVELS, SPORT_IDS, SPORTS } from '@talentbrug/domain/sports';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATASET_FILE, readDatasetFile } from './dataset-file.ts';

let raw: { sources: unknown; institutions: unknown[]; version: string };
let dataset: InstitutionDataset;
let byId: Map<string, Institution>;

const share = (rows: Institution[], has: (row: Institution) => boolean) => rows.filter(has).length / rows.length;
const knowsSports = (row: Institution) =>
  Object.keys(row.sports.heren).length + Object.keys(row.sports.dames).length > 0;

function school(id: string): Institution {
  const row = byId.get(id);
  if (!row) throw new Error(`no institution ${id}`);
  return row;
}

beforeAll(() => {
  const text = gunzipSync(readFileSync(DATASET_FILE)).toString('utf8');
  raw = JSON.parse(text);
  dataset = institutionDatasetSchema.parse(raw);
  byId = new Map(dataset.institutions.map((row) => [row.id, row]));
});

describe('the institution dataset', () => {
  it('parses row by row with the domain schema', () => {
    for (const row of raw.institutions) {
      const parsed = institutionDatasetSchema.shape.institutions.def.element.safeParse(row);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });

  it('carries the hash of its content as its version, so a newer table is recognised', () => {
    const hash = createHash('sha256')
      .update(JSON.stringify(raw.sources))
      .update('\n')
      .update(raw.institutions.map((row) => JSON.stringify(row)).join('\n'))
      .digest('hex')
      .slice(0, 16);
    expect(dataset.version).toBe(hash);
    // The loader reads it from the head of the file alone.
    expect(readDatasetFile().version).toBe(hash);
  });

  it('names the year of every source', () => {
    for (const source of [
      'ipeds_hd',
      'college_scorecard',
      'eada_2016_17',
      'eada_2020_21',
      'ncaa_apr_2018',
      'eada_2023_24',
    ]) {
      expect(dataset.sources[source]?.year, source).toMatch(/^\d{4}/);
    }
  });

  it('has unique ids in a stable order', () => {
    const ids = dataset.institutions.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('covers the four-year NCAA and NAIA schools of the directory and the NJCAA colleges EADA names', () => {
    const fourYear = dataset.institutions.filter((row) => row.association !== 'njcaa');
    expect(fourYear.length).toBeGreaterThanOrEqual(1250);
    const perLevel = Object.fromEntries(
      COLLEGE_LEVELS.map((level) => [level, dataset.institutions.filter((row) => row.level === level).length]),
    );
    expect(perLevel['ncaa-d1']).toBeGreaterThanOrEqual(340);
    expect(perLevel['ncaa-d2']).toBeGreaterThanOrEqual(280);
    expect(perLevel['ncaa-d3']).toBeGreaterThanOrEqual(400);
    expect(perLevel.naia).toBeGreaterThanOrEqual(200);
    expect(perLevel.njcaa).toBeGreaterThanOrEqual(400);
  });

  it('knows the sports, cost and SAT of most four-year schools', () => {
    const fourYear = dataset.institutions.filter((row) => row.association !== 'njcaa');
    expect(share(fourYear, knowsSports)).toBeGreaterThan(0.95);
    expect(share(fourYear, (row) => row.cost_of_attendance_usd !== null)).toBeGreaterThan(0.95);
    expect(share(fourYear, (row) => row.sat_avg !== null)).toBeGreaterThan(0.7);
    expect(share(fourYear, (row) => row.lat !== null)).toBeGreaterThan(0.98);
    expect(share(fourYear, (row) => row.aid !== null)).toBeGreaterThan(0.95);
  });

  it('uses catalogue sports only, and lists none for a team the catalogue says has no programme', () => {
    const known = new Set<string>(SPORT_IDS);
    const strangers = dataset.institutions.flatMap((row) =>
      (['heren', 'dames', 'coed'] as const).flatMap((team) =>
        Object.keys(row.sports[team]).filter((sport) => !known.has(sport)),
      ),
    );
    expect(strangers).toEqual([]);
    // A stray head count on a team the catalogue rules out would be a data error worth a look, not a programme.
    for (const sport of SPORTS) {
      for (const team of ['heren', 'dames'] as const) {
        if (sport[team].offered) continue;
        const listing = dataset.institutions.filter((row) => row.sports[team][sport.id]);
        expect(listing.length, `${sport.id} ${team}`).toBeLessThan(3);
      }
    }
    expect(dataset.institutions.some((row) => row.sports.heren['field-hockey'])).toBe(false);
  });

  it('guesses nothing: no aid per athlete without athletes, no sports where no source covers the school', () => {
    const guesses: string[] = [];
    for (const row of dataset.institutions) {
      for (const team of ['heren', 'dames'] as const) {
        const aid = row.aid?.[team];
        if (aid && !aid.athletes && aid.per_athlete_usd !== null) guesses.push(`${row.id} ${team} aid`);
        for (const [sport, facts] of Object.entries(row.sports[team])) {
          for (const source of ['eada_2016_17', 'eada_2020_21', 'ncaa_apr_2018'] as const) {
            if (facts && source in facts && !row.sports.covered[source])
              guesses.push(`${row.id} ${team} ${sport} ${source}`);
          }
        }
      }
      if (!Object.values(row.sports.covered).some(Boolean) && knowsSports(row)) guesses.push(`${row.id} sports`);
      if (row.country === 'CA' && (row.cost_of_attendance_usd ?? row.sat_avg ?? row.lat) !== null) {
        guesses.push(`${row.id} US figures`);
      }
    }
    expect(guesses).toEqual([]);
  });
});

describe('hand-checked schools (values read from the raw reference files)', () => {
  it('Stanford: IPEDS, Scorecard, EADA 2016-17/2020-21, APR 2018 and EADA 2023-24 aid', () => {
    const stanford = school('243744');
    expect(stanford).toMatchObject({
      level: 'ncaa-d1',
      conference: 'Atlantic Coast Conference',
      state: 'CA',
      control: 'private',
      size_band: 4,
      undergrad_ft: 7841, // 3,789 + 4,052 full-time undergraduates
      admission_rate: 0.0519,
      sat_avg: 1491,
      cost_of_attendance_usd: 74570,
    });
    expect(stanford.sports.heren.soccer).toEqual({ eada_2016_17: 23, eada_2020_21: 27, ncaa_apr_2018: 23 });
    expect(stanford.sports.dames['field-hockey']).toMatchObject({ eada_2016_17: 21, eada_2020_21: 19 });
    // The APR file lists men's fencing without figures: listed, no count.
    expect(stanford.sports.heren.fencing?.ncaa_apr_2018).toBeNull();
    // $18,868,720 for 392 men; $18,700,510 for 411 women.
    expect(stanford.aid).toEqual({
      heren: { athletes: 392, per_athlete_usd: 48134 },
      dames: { athletes: 411, per_athlete_usd: 45500 },
    });
  });

  it('Middlebury: D3 reports $0 aid, and its 2020-21 season had no fall sports', () => {
    const middlebury = school('230959');
    expect(middlebury.level).toBe('ncaa-d3');
    expect(middlebury.aid).toEqual({
      heren: { athletes: 405, per_athlete_usd: 0 },
      dames: { athletes: 310, per_athlete_usd: 0 },
    });
    expect(middlebury.sports.heren.soccer).toEqual({ eada_2016_17: 49 });
    // Indoor 51 and outdoor 54 runners are one squad: the larger row, not the sum.
    expect(middlebury.sports.heren.athletics).toEqual({ eada_2016_17: 54, eada_2020_21: 50 });
  });

  it('Grand Valley State: D2 without an average SAT in the Scorecard', () => {
    const gvsu = school('170082');
    expect(gvsu).toMatchObject({
      level: 'ncaa-d2',
      sat_avg: null,
      cost_of_attendance_usd: 24280,
      admission_rate: 0.8752,
    });
    expect(gvsu.sports.dames.soccer).toEqual({ eada_2016_17: 28, eada_2020_21: 33 });
    expect(gvsu.sports.heren.soccer).toBeUndefined();
    expect(gvsu.aid?.heren).toEqual({ athletes: 385, per_athlete_usd: 7574 });
  });

  it('Keiser: NAIA at West Palm Beach, without the main campus’s coordinates', () => {
    const keiser = school('135081');
    expect(keiser).toMatchObject({
      level: 'naia',
      city: 'West Palm Beach',
      lat: null,
      lng: null,
      cost_of_attendance_usd: 40713,
    });
    expect(keiser.sports.heren['american-football']).toEqual({ eada_2020_21: 135 });
  });

  it('Iowa Western: an NJCAA Division I two-year college', () => {
    const iowaWestern = school('153630');
    expect(iowaWestern).toMatchObject({ association: 'njcaa', division: 'D1', level: 'njcaa', four_year: false });
    expect(iowaWestern.sports.heren.athletics).toEqual({ eada_2016_17: 93, eada_2020_21: 43 });
    expect(iowaWestern.aid?.heren).toEqual({ athletes: 498, per_athlete_usd: 2602 });
  });

  it('fixes the known wrong joins of the sketch', () => {
    expect(school('195474').name).toBe('Siena University');
    expect(school('191931').name).toBe('Iona University');
    expect(school('149222').name).toBe('Southern Illinois University');
    expect(school('147703').name).toBe('Northern Illinois University');
    expect(school('192448').level).toBe('ncaa-d1');
    expect(school('190549').name).toBe('Brooklyn College');
  });

  it('Ball State: what an international student pays, part by part (Scorecard 2022-23, other expenses 2021-22)', () => {
    const row = school('150136');
    // scorecard_tuition_2022-23: TUITIONFEE_IN 10440, TUITIONFEE_OUT 27924, ROOMBOARD_ON 10904,
    // BOOKSUPPLY 1454; 2022-23 has no OTHEREXPENSE_ON, 2021-22 has 2804. COSTT4_A 2021-22: 24343.
    expect(row.costs).toEqual({
      tuition_in_state: { usd: 10440, year: '2022-23' },
      tuition_out_of_state: { usd: 27924, year: '2022-23' },
      room_board: { usd: 10904, year: '2022-23' },
      books: { usd: 1454, year: '2022-23' },
      other: { usd: 2804, year: '2021-22' },
    });
    expect(row.international_cost).toEqual({ usd: 43086, basis: 'parts', year: '2022-23, deels 2021-22' });
    expect(row.cost_of_attendance_usd).toBeLessThan(row.international_cost?.usd ?? 0);
  });

  it('never prices an international student below the out-of-state tuition', () => {
    for (const row of dataset.institutions) {
      const out = row.costs?.tuition_out_of_state;
      if (out && row.international_cost) expect(row.international_cost.usd, row.name).toBeGreaterThanOrEqual(out.usd);
    }
  });

  it('prices nearly every public school at the out-of-state rate, the in-state average only as a fallback', () => {
    const publicSchools = dataset.institutions.filter((row) => row.control === 'public' && row.international_cost);
    const outOfState = share(publicSchools, (row) =>
      OUT_OF_STATE_BASES.has(row.international_cost?.basis ?? 'in-state'),
    );
    expect(outOfState).toBeGreaterThan(0.99);
    // Penn State's campuses are only in 2022-23, which has no other expenses: a floor, said so.
    expect(school('214689').international_cost?.basis).toBe('partial');
  });
});
