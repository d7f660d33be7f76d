/**
 * Test support: a valid institution row and athlete to vary per test. Every row built here passes
 * the dataset's own schema, so a test never feeds the engine a shape the real data cannot have.
 */
import { type Institution, institutionSchema, levelOf } from '@talentbrug/domain/institutions';
import type { CollegeLevel } from '@talentbrug/domain/sports';
import type { AthleteFacts } from './athlete.ts';

type DeepPartialSports = Partial<Institution['sports']>;
export type SchoolOverrides = Partial<Omit<Institution, 'sports'>> & { sports?: DeepPartialSports };

const ASSOCIATION_OF: Readonly<Record<CollegeLevel, Pick<Institution, 'association' | 'division'>>> = {
  'ncaa-d1': { association: 'ncaa', division: 'D1' },
  'ncaa-d2': { association: 'ncaa', division: 'D2' },
  'ncaa-d3': { association: 'ncaa', division: 'D3' },
  naia: { association: 'naia', division: null },
  njcaa: { association: 'njcaa', division: 'D1' },
};

/** A D1 school with women's and men's soccer (its only teams), known cost, aid and admissions; `level` sets the association. */
export function school(
  overrides: SchoolOverrides = {},
  level: CollegeLevel = overrides.level ?? 'ncaa-d1',
): Institution {
  const association = ASSOCIATION_OF[level];
  const base: Institution = {
    id: '100001',
    unitid: 100001,
    name: 'Testing State University',
    city: 'Springfield',
    state: 'IL',
    country: 'US',
    lat: 39.8,
    lng: -89.6,
    ...association,
    level,
    conference: 'Test Conference',
    control: 'public',
    four_year: level !== 'njcaa',
    size_band: 3,
    undergrad_ft: 7000,
    admission_rate: 0.7,
    sat_avg: 1150,
    cost_of_attendance_usd: 30000,
    costs: null,
    international_cost: null,
    website: null,
    athletics_url: null,
    sports: {
      covered: { eada_2016_17: true, eada_2020_21: true, ncaa_apr_2018: level === 'ncaa-d1' },
      heren: { soccer: { eada_2016_17: 28, eada_2020_21: 30 } },
      dames: { soccer: { eada_2016_17: 26, eada_2020_21: 28 } },
      coed: {},
    },
    // As many athletes as the one team's biggest squad (28 women, 30 men), so the team's aid per
    // athlete is also its one sport's share of it (aid-share.ts).
    aid: {
      heren: { athletes: 30, per_athlete_usd: 12000 },
      dames: { athletes: 28, per_athlete_usd: 14000 },
    },
  };
  const row: Institution = {
    ...base,
    ...overrides,
    sports: { ...base.sports, ...overrides.sports },
  };
  if (overrides.division !== undefined || overrides.association !== undefined) {
    row.level = levelOf(row.association, row.division) ?? row.level;
  }
  if (overrides.unitid === undefined && /^\d{6}$/.test(row.id)) row.unitid = Number(row.id);
  // Unless a test sets the international cost, it is the row's cost of attendance, summed from parts.
  if (overrides.international_cost === undefined && row.cost_of_attendance_usd !== null) {
    row.international_cost = { usd: row.cost_of_attendance_usd, basis: 'parts', year: '2022-23' };
  }
  return institutionSchema.parse(row);
}

export function athlete(overrides: Partial<AthleteFacts> = {}): AthleteFacts {
  return {
    sport: 'soccer',
    team: 'dames',
    levelCode: 'topklasse',
    gpa: 3.2,
    sat: null,
    act: null,
    englishTest: 'toefl',
    englishScore: 95,
    budgetEurMin: 15000,
    preferredStates: [],
    preferredSchoolSize: null,
    preferredDivisions: [],
    scholarshipType: null,
    studyInterest: null,
    ...overrides,
  };
}
