import { describe, expect, it } from 'vitest';
import {
  conferenceAfterArticle,
  type Institution,
  institutionSchema,
  internationalCostOf,
  levelOf,
  sportListing,
} from './institutions.ts';

function row(overrides: Partial<Institution> = {}): Institution {
  return {
    id: '243744',
    unitid: 243744,
    name: 'Stanford University',
    city: 'Stanford',
    state: 'CA',
    country: 'US',
    lat: 37.4294,
    lng: -122.1674,
    association: 'ncaa',
    division: 'D1',
    level: 'ncaa-d1',
    conference: 'Atlantic Coast Conference',
    control: 'private',
    four_year: true,
    size_band: 4,
    undergrad_ft: 7841,
    admission_rate: 0.0519,
    sat_avg: 1491,
    cost_of_attendance_usd: 74570,
    costs: null,
    international_cost: { usd: 82162, basis: 'parts', year: '2022-23, deels 2021-22' },
    website: 'https://www.stanford.edu/',
    athletics_url: 'https://gostanford.com/',
    sports: {
      covered: { eada_2016_17: true, eada_2020_21: true, ncaa_apr_2018: true },
      heren: { soccer: { eada_2016_17: 23, eada_2020_21: 27, ncaa_apr_2018: 23 } },
      dames: { 'field-hockey': { eada_2016_17: 21, eada_2020_21: 19, ncaa_apr_2018: 17 } },
      coed: {},
    },
    aid: { heren: { athletes: 392, per_athlete_usd: 48134 }, dames: { athletes: 411, per_athlete_usd: 45500 } },
    ...overrides,
  };
}

describe('institutionSchema', () => {
  it('accepts a complete row', () => {
    expect(institutionSchema.safeParse(row()).success).toBe(true);
  });

  it('accepts unknowns as null', () => {
    const unknown = row({
      id: 'x-university-of-victoria',
      unitid: null,
      city: 'Victoria',
      state: 'BC',
      country: 'CA',
      lat: null,
      lng: null,
      association: 'naia',
      division: null,
      level: 'naia',
      conference: null,
      control: null,
      four_year: null,
      size_band: null,
      undergrad_ft: null,
      admission_rate: null,
      sat_avg: null,
      cost_of_attendance_usd: null,
      website: null,
      athletics_url: null,
      sports: {
        covered: { eada_2016_17: false, eada_2020_21: false, ncaa_apr_2018: false },
        heren: {},
        dames: {},
        coed: {},
      },
      aid: null,
    });
    expect(institutionSchema.safeParse(unknown).success).toBe(true);
  });

  it('refuses aid per athlete without athletes to divide by', () => {
    const aid = { heren: { athletes: 0, per_athlete_usd: 1000 }, dames: { athletes: null, per_athlete_usd: null } };
    expect(institutionSchema.safeParse(row({ aid })).success).toBe(false);
  });

  it('refuses a level that contradicts association and division, and a sport outside the catalogue', () => {
    expect(institutionSchema.safeParse(row({ level: 'ncaa-d2' })).success).toBe(false);
    const sports = { ...row().sports, heren: { korfbal: { eada_2016_17: 12 } } } as unknown as Institution['sports'];
    expect(institutionSchema.safeParse(row({ sports })).success).toBe(false);
  });

  it('refuses a sport entry that names no source', () => {
    const sports = { ...row().sports, heren: { soccer: {} } };
    expect(institutionSchema.safeParse(row({ sports })).success).toBe(false);
  });
});

describe('levelOf', () => {
  it('joins association and division into the sport-level key', () => {
    expect(levelOf('ncaa', 'D3')).toBe('ncaa-d3');
    expect(levelOf('naia', null)).toBe('naia');
    expect(levelOf('njcaa', 'D2')).toBe('njcaa');
    expect(levelOf('ncaa', null)).toBeNull();
  });
});

describe('sportListing', () => {
  it('tells listed, not listed and unknown apart', () => {
    expect(sportListing(row(), 'soccer', 'heren')).toBe('listed');
    expect(sportListing(row(), 'field-hockey', 'heren')).toBe('not-listed');
    const onlyCovid = row({
      sports: {
        covered: { eada_2016_17: false, eada_2020_21: true, ncaa_apr_2018: false },
        heren: {},
        dames: {},
        coed: {},
      },
    });
    // 2020-21 was the COVID season: a sport missing there proves nothing.
    expect(sportListing(onlyCovid, 'soccer', 'heren')).toBe('unknown');
    const onlyApr = row({
      sports: {
        covered: { eada_2016_17: false, eada_2020_21: false, ncaa_apr_2018: true },
        heren: {},
        dames: {},
        coed: {},
      },
    });
    expect(sportListing(onlyApr, 'soccer', 'heren')).toBe('not-listed');
    // The APR file has no men's rowing (no NCAA championship): its silence says nothing.
    expect(sportListing(onlyApr, 'rowing', 'heren')).toBe('unknown');
  });

  it('reports a coed team as such', () => {
    const rifle = row({ sports: { ...row().sports, coed: { rifle: { ncaa_apr_2018: 7 } } } });
    expect(sportListing(rifle, 'rifle', 'dames')).toBe('coed');
  });
});

describe('internationalCostOf', () => {
  const at = (usd: number, year = '2022-23') => ({ usd, year });
  const parts = {
    tuition_in_state: at(10440),
    tuition_out_of_state: at(27924),
    room_board: at(10904),
    books: at(1454),
    other: at(2804, '2021-22'),
  };

  it('adds up out-of-state tuition, room and board, books and other expenses, with their years', () => {
    expect(internationalCostOf(parts, at(24343, '2021-22'))).toEqual({
      usd: 43086,
      basis: 'parts',
      year: '2022-23, deels 2021-22',
    });
  });

  it('swaps the in-state tuition in the average for the out-of-state where a living part is missing', () => {
    const noHousing = { ...parts, room_board: null };
    expect(internationalCostOf(noHousing, at(24343, '2021-22'))).toMatchObject({
      usd: 24343 - 10440 + 27924,
      basis: 'adjusted',
    });
  });

  it('keeps the parts it knows as a floor without an average, and the in-state average only as a fallback', () => {
    expect(internationalCostOf({ ...parts, other: null }, null)).toMatchObject({ usd: 40282, basis: 'partial' });
    expect(internationalCostOf(null, at(24343, '2021-22'))).toEqual({ usd: 24343, basis: 'in-state', year: '2021-22' });
    expect(internationalCostOf(null, null)).toBeNull();
  });
});

describe('conferenceAfterArticle', () => {
  it("drops the article a conference's name carries, for a sentence that says 'the' or 'de' itself", () => {
    expect(conferenceAfterArticle('The Sun Conference')).toBe('Sun Conference');
    expect(conferenceAfterArticle('The Ivy League')).toBe('Ivy League');
    expect(conferenceAfterArticle('Big East Conference')).toBe('Big East Conference');
    expect(conferenceAfterArticle('Theatre League')).toBe('Theatre League');
  });
});
