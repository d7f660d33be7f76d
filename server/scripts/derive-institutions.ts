/**
 * Derives the institution dataset (server/data/institutions.json.gz) from the public reference
 * files in ../shared/reference/universities/ (README there: sources, gaps and traps). Those files
 * stay outside the repository; the derived table holds facts only and is committed.
 *
 *   node scripts/derive-institutions.ts [referenceDir]      (from server/; Node 24 strips the types)
 *   TALENTBRUG_REFERENCE_DIR=/path node scripts/derive-institutions.ts
 *
 * The output is deterministic: rows sorted by id, keys in a fixed order, no timestamps; its
 * `version` is a hash of the content, so the loader can tell a newer table from the one it has.
 * The script fails loudly when an override no longer applies, when two schools share an IPEDS unit
 * without an override saying why, when a directory state contradicts IPEDS, and when the EADA data
 * contradicts the sport catalogue's levels.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  type CostParts,
  type Institution,
  institutionSchema,
  internationalCostOf,
  levelOf,
  type YearAmount,
} from '@talentbrug/domain/institutions';
import {
  COLLEGE_LEVELS,
  type CollegeLevel,
  EADA_SPORTS,
  SPORTS,
  type SportId,
  sportById,
  sportForApr,
  sportsForEada,
  TEAMS,
  type Team,
} from '@talentbrug/domain/sports';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, '../..');
const REFERENCE_DIR = resolve(
  process.argv[2] ?? process.env.TALENTBRUG_REFERENCE_DIR ?? resolve(REPO_ROOT, '../shared/reference/universities'),
);
const OUT_FILE = resolve(REPO_ROOT, 'server/data/institutions.json.gz');
const OVERRIDES_FILE = resolve(HERE, 'institution-overrides.json');

/** Below this many schools a level is noise (one school reporting an odd row), not a contradiction. */
const CONTRADICTION_MIN_SCHOOLS = 3;

const SOURCES = {
  athletics_directory: {
    name: 'College athletics directory (chrissabato/college-athletics-directory, schools.json)',
    year: '2026',
    origin: 'github.com/chrissabato/college-athletics-directory, commit 1b9b4d9 (April 2026)',
    note: 'Association, division, conference and athletics site of every NCAA and NAIA member.',
  },
  ipeds_hd: {
    name: 'IPEDS institutional characteristics (HD2024)',
    year: '2024',
    origin: 'US Department of Education, NCES',
    note: 'Name, city, state, coordinates, control, size band, website.',
  },
  college_scorecard: {
    name: 'College Scorecard (subset)',
    year: '2022',
    origin: 'US Department of Education',
    note: 'Admission rate, average SAT, cost of attendance; joined on OPEID.',
  },
  scorecard_tuition: {
    name: 'College Scorecard tuition and cost parts',
    year: '2021-22, 2022-23',
    origin: 'US Department of Education (via gadenbuie/scorecard-db)',
    note: 'In-state and out-of-state tuition and fees, room and board, books, other expenses per school; joined on UNITID. The international cost of attendance is built from these.',
  },
  eada_2016_17: {
    name: 'EADA sports (Equity in Athletics)',
    year: '2016-17',
    origin: 'US Department of Education',
    note: 'Participants per sport and team; a complete season.',
  },
  eada_2020_21: {
    name: 'EADA sports (Equity in Athletics)',
    year: '2020-21',
    origin: 'US Department of Education',
    note: 'Participants per sport and team; the COVID season, so a missing sport proves nothing.',
  },
  ncaa_apr_2018: {
    name: 'NCAA Division I Academic Progress Rate',
    year: '2017-18',
    origin: 'NCAA public research data',
    note: 'Athletes in the APR cohort per D1 team (on athletics aid, or recruited), not the whole roster.',
  },
  eada_2023_24: {
    name: 'EADA institution level (Equity in Athletics)',
    year: '2023-24',
    origin: 'US Department of Education',
    note: 'Athletic aid and athletes (each once) per team; aid per athlete = aid / athletes. Full-time undergraduates.',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Reading

function readText(name: string): string {
  const bytes = readFileSync(resolve(REFERENCE_DIR, name));
  const text = name.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  return text.replace(/^\uFEFF/, '');
}

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      rows.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    rows.push(record);
  }
  const [header, ...body] = rows;
  if (!header) return [];
  return body
    .filter((cells) => cells.length > 1 || cells[0] !== '')
    .map((cells) => Object.fromEntries(header.map((key, index) => [key, cells[index] ?? ''])));
}

function csv(name: string): Record<string, string>[] {
  return parseCsv(readText(name));
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function int(value: string | undefined): number | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? Math.round(number) : null;
}

function decimal(value: string | undefined): number | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

function round(value: number | null, digits: number): number | null {
  if (value === null) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function fail(message: string): never {
  console.error(`derive-institutions: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Inputs

interface DirectorySchool {
  name: string;
  state: string;
  association: 'NCAA DI' | 'NCAA DII' | 'NCAA DIII' | 'NAIA';
  conference: string;
  url: string;
  city: string;
}

interface Override {
  match: { name: string; state: string; association: string };
  note: string;
  exclude?: boolean;
  unitid?: number | null;
  /** Corrections of the directory where it is stale or wrong; the note says how we know. */
  name?: string;
  city?: string;
  association?: DirectorySchool['association'];
  conference?: string;
  /** The unit's coordinates are another campus's (Keiser's main campus is not its athletics campus). */
  noCoordinates?: boolean;
  country?: 'US' | 'CA';
  province?: string;
  /** Several directory schools report as one IPEDS/EADA unit (a merged university's campuses). */
  sharedUnit?: boolean;
  /** Names of this school's own rows in the EADA sports files (closed or renamed units without unitid). */
  eadaNames?: string[];
  /** EADA's own id for a school outside IPEDS (Simon Fraser: 800001). */
  eadaUnitid?: number;
  /** Scorecard row to use (a campus's pre-merger OPEID); its coordinates then place the campus. */
  scorecardOpeid?: string;
  /** The Scorecard's name of the school where campuses share its OPEID and the IPEDS name differs. */
  scorecardSchool?: string;
}

const STATE_CODES: Record<string, string> = {
  Alabama: 'AL',
  Alaska: 'AK',
  Arizona: 'AZ',
  Arkansas: 'AR',
  California: 'CA',
  Colorado: 'CO',
  Connecticut: 'CT',
  Delaware: 'DE',
  'District of Columbia': 'DC',
  Florida: 'FL',
  Georgia: 'GA',
  Hawaii: 'HI',
  Idaho: 'ID',
  Illinois: 'IL',
  Indiana: 'IN',
  Iowa: 'IA',
  Kansas: 'KS',
  Kentucky: 'KY',
  Louisiana: 'LA',
  Maine: 'ME',
  Maryland: 'MD',
  Massachusetts: 'MA',
  Michigan: 'MI',
  Minnesota: 'MN',
  Mississippi: 'MS',
  Missouri: 'MO',
  Montana: 'MT',
  Nebraska: 'NE',
  Nevada: 'NV',
  'New Hampshire': 'NH',
  'New Jersey': 'NJ',
  'New Mexico': 'NM',
  'New York': 'NY',
  'North Carolina': 'NC',
  'North Dakota': 'ND',
  Ohio: 'OH',
  Oklahoma: 'OK',
  Oregon: 'OR',
  Pennsylvania: 'PA',
  'Puerto Rico': 'PR',
  'Rhode Island': 'RI',
  'South Carolina': 'SC',
  'South Dakota': 'SD',
  Tennessee: 'TN',
  Texas: 'TX',
  Utah: 'UT',
  Vermont: 'VT',
  Virginia: 'VA',
  Washington: 'WA',
  'West Virginia': 'WV',
  Wisconsin: 'WI',
  Wyoming: 'WY',
  'British Columbia': 'BC',
};

const directory = JSON.parse(readText('athletics_directory_schools.json')) as DirectorySchool[];
const sketch = csv('derived_colleges_joined_sketch.csv');
const ipeds = new Map(csv('ipeds_HD2024.csv.gz').map((row) => [Number(row.UNITID), row]));
const scorecard = csv('scorecard2022_doe_subset.csv');
const tuitionYears = [csv('scorecard_tuition_2022-23.csv.gz'), csv('scorecard_tuition_2021-22.csv.gz')].map(
  (rows) => new Map(rows.map((row) => [Number(row.UNITID), row])),
);
const eada16 = csv('eada_sports_2016-17.csv.gz');
const eada20 = csv('eada_sports_2020-21.csv.gz');
const eada23 = csv('eada_institutions_2023-24.csv.gz');
const apr = csv('ncaa_d1_apr_2018_teams.csv');
const overrides = (JSON.parse(readFileSync(OVERRIDES_FILE, 'utf8')) as { directory: Override[] }).directory;

const directoryKey = (name: string, state: string, association: string) => `${name}|${state}|${association}`;

// The sketch keeps the directory's name, association and conference (its state is a code).
const sketchByKey = new Map<string, Record<string, string>>();
for (const row of sketch) {
  const key = `${row.name}|${row.association}|${row.conference}`;
  if (sketchByKey.has(key)) fail(`the sketch joins ${key} twice`);
  sketchByKey.set(key, row);
}

const overrideByKey = new Map<string, Override>();
for (const override of overrides) {
  const key = directoryKey(override.match.name, override.match.state, override.match.association);
  if (overrideByKey.has(key)) fail(`two overrides for ${key}`);
  overrideByKey.set(key, override);
}
const usedOverrides = new Set<string>();

const scorecardByOpeid = new Map<string, Record<string, string>[]>();
for (const row of scorecard) {
  const opeid = row.OPEID?.trim();
  if (!opeid) continue;
  scorecardByOpeid.set(opeid, [...(scorecardByOpeid.get(opeid) ?? []), row]);
}

function scorecardFor(opeid: string | null, city: string | null, name: string | null): Record<string, string> | null {
  if (!opeid) return null;
  const rows = scorecardByOpeid.get(opeid) ?? [];
  if (rows.length === 1) return rows[0] ?? null;
  // Campuses can share an OPEID in the subset (Embry-Riddle's Daytona Beach and Worldwide): the row with
  // the IPEDS name is the school's, else the only one in its city; otherwise nothing is known.
  const sameName = rows.filter((row) => row.DOESchool === name);
  if (sameName.length === 1) return sameName[0] ?? null;
  const sameCity = rows.filter((row) => row.DOECity?.toLowerCase() === city?.toLowerCase());
  return sameCity.length === 1 ? (sameCity[0] ?? null) : null;
}

type EadaRow = Record<string, string>;
function indexEada(rows: EadaRow[]) {
  const byUnitid = new Map<number, EadaRow[]>();
  const byNameWithoutUnitid = new Map<string, EadaRow[]>();
  for (const row of rows) {
    const unitid = int(row.unitid);
    if (unitid !== null) byUnitid.set(unitid, [...(byUnitid.get(unitid) ?? []), row]);
    else {
      const name = row.institution_name ?? '';
      byNameWithoutUnitid.set(name, [...(byNameWithoutUnitid.get(name) ?? []), row]);
    }
  }
  return { byUnitid, byNameWithoutUnitid };
}
const EADA_YEARS = { eada_2016_17: indexEada(eada16), eada_2020_21: indexEada(eada20) } as const;
const eada23ByUnitid = new Map(eada23.map((row) => [Number(row.unitid), row]));
const aprByUnitid = new Map<number, Record<string, string>[]>();
for (const row of apr) {
  const unitid = int(row.SCL_UNITID);
  if (unitid !== null) aprByUnitid.set(unitid, [...(aprByUnitid.get(unitid) ?? []), row]);
}

// Every name in the data must mean a catalogue sport ("Other Sports" names none).
for (const name of new Set([...eada16, ...eada20].map((row) => row.sport ?? ''))) {
  if (!(EADA_SPORTS as readonly string[]).includes(name)) fail(`EADA sport "${name}" is not in EADA_SPORTS`);
  if (name !== 'Other Sports' && sportsForEada(name).length === 0)
    fail(`EADA sport "${name}" maps to no catalogue sport`);
}
for (const name of new Set(apr.map((row) => row.SPORT_NAME ?? ''))) {
  if (!sportForApr(name)) fail(`APR sport "${name}" maps to no catalogue sport`);
}

// ---------------------------------------------------------------------------------------------
// Building one row

interface Unit {
  id: string;
  unitid: number | null;
  name: string;
  city: string | null;
  state: string | null;
  country: 'US' | 'CA';
  association: Institution['association'];
  division: Institution['division'];
  conference: string | null;
  athleticsUrl: string | null;
  noCoordinates: boolean;
  sharedUnit: boolean;
  eadaUnitid: number | null;
  eadaNames: string[];
  scorecardOpeid: string | null;
  scorecardSchool: string | null;
}

type SquadFacts = Partial<Record<'eada_2016_17' | 'eada_2020_21' | 'ncaa_apr_2018', number | null>>;
type SportsOfTeam = Map<SportId, SquadFacts>;

function webUrl(value: string | undefined): string | null {
  const raw = text(value);
  if (!raw) return null;
  const withScheme = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  try {
    return new URL(withScheme).href;
  } catch {
    return null;
  }
}

function slug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function putSquad(map: SportsOfTeam, sport: SportId, source: keyof SquadFacts, value: number | null) {
  const facts = map.get(sport) ?? {};
  const previous = facts[source];
  // Track and swimming come in several rows with the same athletes in each: the largest is the squad.
  facts[source] =
    previous === undefined || previous === null ? value : value === null ? previous : Math.max(previous, value);
  map.set(sport, facts);
}

function eadaRowsOf(unit: Unit, year: keyof typeof EADA_YEARS): EadaRow[] {
  const index = EADA_YEARS[year];
  const own = unit.eadaNames.flatMap((name) => index.byNameWithoutUnitid.get(name) ?? []);
  const key = unit.eadaUnitid ?? unit.unitid;
  // A campus of a merged unit takes only the rows reported under its own former name.
  const byUnit = !unit.sharedUnit && key !== null ? (index.byUnitid.get(key) ?? []) : [];
  return [...byUnit, ...own];
}

function sportsOf(unit: Unit): Institution['sports'] {
  const teams: Record<Team | 'coed', SportsOfTeam> = { heren: new Map(), dames: new Map(), coed: new Map() };
  const covered = { eada_2016_17: false, eada_2020_21: false, ncaa_apr_2018: false };
  for (const year of ['eada_2016_17', 'eada_2020_21'] as const) {
    const rows = eadaRowsOf(unit, year);
    covered[year] = rows.length > 0;
    for (const row of rows) {
      const men = int(row.men_participants) ?? 0;
      const women = int(row.women_participants) ?? 0;
      for (const sport of sportsForEada(row.sport ?? '')) {
        if (men > 0) putSquad(teams.heren, sport.id, year, men);
        if (women > 0) putSquad(teams.dames, sport.id, year, women);
        if (men === 0 && women === 0) putSquad(teams.coed, sport.id, year, null);
      }
    }
  }
  const aprRows = !unit.sharedUnit && unit.unitid !== null ? (aprByUnitid.get(unit.unitid) ?? []) : [];
  covered.ncaa_apr_2018 = aprRows.length > 0;
  for (const row of aprRows) {
    const match = sportForApr(row.SPORT_NAME ?? '');
    if (match) putSquad(teams[match.team], match.sport.id, 'ncaa_apr_2018', int(row.NUM_OF_ATHLETES_2018));
  }
  // A 0/0 row beside a gendered row of the same sport is a team that reported nobody that year, not a coed team.
  for (const sport of [...teams.coed.keys()]) {
    if (teams.heren.has(sport) || teams.dames.has(sport)) teams.coed.delete(sport);
  }
  const ordered = (map: SportsOfTeam) =>
    Object.fromEntries(
      SPORTS.filter((sport) => map.has(sport.id)).map((sport) => {
        const facts = map.get(sport.id) ?? {};
        const inOrder: SquadFacts = {};
        for (const source of ['eada_2016_17', 'eada_2020_21', 'ncaa_apr_2018'] as const) {
          if (source in facts) inOrder[source] = facts[source] ?? null;
        }
        return [sport.id, inOrder];
      }),
    );
  return { covered, heren: ordered(teams.heren), dames: ordered(teams.dames), coed: ordered(teams.coed) };
}

function aidOf(unit: Unit): Pick<Institution, 'aid' | 'undergrad_ft'> {
  const key = unit.eadaUnitid ?? unit.unitid;
  const row = key === null ? undefined : eada23ByUnitid.get(key);
  if (!row) return { aid: null, undergrad_ft: null };
  const team = (aidColumn: string, athletesColumn: string) => {
    const aid = int(row[aidColumn]);
    const athletes = int(row[athletesColumn]);
    const perAthlete = aid !== null && athletes !== null && athletes > 0 ? Math.round(aid / athletes) : null;
    return { athletes, per_athlete_usd: perAthlete };
  };
  const men = int(row.ft_undergrad_men);
  const women = int(row.ft_undergrad_women);
  return {
    // A merged university's aid per athlete is its campuses' average: still the unit's own reported figure.
    aid: {
      heren: team('athletic_aid_men_usd', 'participants_men_unduplicated'),
      dames: team('athletic_aid_women_usd', 'participants_women_unduplicated'),
    },
    // Its head count is the whole university's, not the campus's.
    undergrad_ft: !unit.sharedUnit && men !== null && women !== null ? men + women : null,
  };
}

const CONTROL = { '1': 'public', '2': 'private', '3': 'for-profit' } as const;

function institutionOf(unit: Unit): Institution {
  const hd = unit.unitid === null ? undefined : ipeds.get(unit.unitid);
  const ownScorecard = unit.scorecardOpeid !== null;
  const score = ownScorecard
    ? scorecardFor(unit.scorecardOpeid, null, null)
    : unit.sharedUnit
      ? null
      : scorecardFor(text(hd?.OPEID), text(hd?.CITY), unit.scorecardSchool ?? text(hd?.INSTNM));
  if (ownScorecard && !score) fail(`${unit.name}: no Scorecard row for OPEID ${unit.scorecardOpeid}`);
  const fromScorecard = ownScorecard || unit.sharedUnit;
  const lat = unit.noCoordinates ? null : fromScorecard ? decimal(score?.Latitude) : decimal(hd?.LATITUDE);
  const lng = unit.noCoordinates ? null : fromScorecard ? decimal(score?.Longitude) : decimal(hd?.LONGITUD);
  const instsize = int(hd?.INSTSIZE);
  const iclevel = text(hd?.ICLEVEL);
  const control = text(hd?.CONTROL);
  const sat = int(score?.SAT);
  const cost = int(score?.Cost);
  const costs = costPartsOf(unit.unitid);
  const level = levelOf(unit.association, unit.division);
  if (!level) fail(`${unit.name}: no level for ${unit.association} ${unit.division}`);
  const { aid, undergrad_ft } = aidOf(unit);
  return {
    id: unit.id,
    unitid: unit.unitid,
    name: unit.name,
    city: unit.city,
    state: unit.state,
    country: unit.country,
    lat: lat !== null && lng !== null ? round(lat, 4) : null,
    lng: lat !== null && lng !== null ? round(lng, 4) : null,
    association: unit.association,
    division: unit.division,
    level,
    conference: unit.conference === null ? null : spelledOut(unit.conference),
    control: control && control in CONTROL ? CONTROL[control as keyof typeof CONTROL] : null,
    four_year: iclevel === '1' ? true : iclevel === '2' || iclevel === '3' ? false : null,
    size_band: !unit.sharedUnit && instsize !== null && instsize >= 1 && instsize <= 5 ? instsize : null,
    undergrad_ft,
    admission_rate: round(decimal(score?.AdmissionRate), 4),
    sat_avg: sat !== null && sat >= 400 && sat <= 1600 ? sat : null,
    cost_of_attendance_usd: cost !== null && cost > 0 ? cost : null,
    costs,
    international_cost: internationalCostOf(costs, averageCostOf(unit.unitid, cost)),
    website: webUrl(hd?.WEBADDR),
    // Not IPEDS ATHURL: that is the athletic graduation-rate disclosure page, not the athletics site.
    athletics_url: unit.athleticsUrl,
    sports: sportsOf(unit),
    aid,
  };
}

/**
 * A conference's name written out: the directory abbreviates a few ('Mid-Eastern Athletic Conf.'),
 * which would end a sentence in the middle of a Dutch text.
 */
const CONFERENCE_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bConf\.$/, 'Conference'],
  [/\bAth\./g, 'Athletic'],
  [/\bIntercol\./g, 'Intercollegiate'],
];
function spelledOut(conference: string): string {
  return CONFERENCE_WORDS.reduce((name, [pattern, word]) => name.replace(pattern, word), conference);
}

// ---------------------------------------------------------------------------------------------
// Cost: what an international student pays

const TUITION_COLUMNS = {
  tuition_in_state: 'TUITIONFEE_IN',
  tuition_out_of_state: 'TUITIONFEE_OUT',
  room_board: 'ROOMBOARD_ON',
  books: 'BOOKSUPPLY',
  other: 'OTHEREXPENSE_ON',
} as const satisfies Record<keyof CostParts, string>;

/** Each cost part from the newest Scorecard year that has it (2022-23 lacks other expenses). */
function costPartsOf(unitid: number | null): CostParts | null {
  if (unitid === null) return null;
  const rows = tuitionYears.map((years) => years.get(unitid)).filter((row) => row !== undefined);
  if (rows.length === 0) return null;
  const part = (column: string): YearAmount | null => {
    for (const row of rows) {
      const usd = int(row[column]);
      if (usd !== null && usd >= 0 && row.YEAR) return { usd, year: row.YEAR };
    }
    return null;
  };
  const parts = Object.fromEntries(
    Object.entries(TUITION_COLUMNS).map(([key, column]) => [key, part(column)]),
  ) as unknown as CostParts;
  return Object.values(parts).some((value) => value !== null) ? parts : null;
}

/** The average cost of attendance (COSTT4_A) of the newest year that has it. */
function averageCostOf(unitid: number | null, fallback: number | null): YearAmount | null {
  for (const years of tuitionYears) {
    const row = unitid === null ? undefined : years.get(unitid);
    const usd = int(row?.COSTT4_A);
    if (row?.YEAR && usd !== null && usd > 0) return { usd, year: row.YEAR };
  }
  return fallback !== null && fallback > 0 ? { usd: fallback, year: '2021-22' } : null;
}

// ---------------------------------------------------------------------------------------------
// The four-year schools of the directory

const DIRECTORY_LEVEL = {
  'NCAA DI': ['ncaa', 'D1'],
  'NCAA DII': ['ncaa', 'D2'],
  'NCAA DIII': ['ncaa', 'D3'],
  NAIA: ['naia', null],
} as const;

type DirectoryAssociation = keyof typeof DIRECTORY_LEVEL;

/** EADA 2023-24's classification as a directory association; null for the rest (Other, NCCAA, USCAA, NJCAA). */
function eadaAssociation(classification: string | undefined): DirectoryAssociation | null {
  if (!classification) return null;
  if (/^NCAA Division I(-| without)/.test(classification)) return 'NCAA DI';
  if (classification.startsWith('NCAA Division II ')) return 'NCAA DII';
  if (classification.startsWith('NCAA Division III')) return 'NCAA DIII';
  if (classification.startsWith('NAIA')) return 'NAIA';
  return null;
}

/*
 * The directory's association field lags behind schools that changed division (North Alabama, Merrimack,
 * Tarleton moved up; Hartford, Savannah State moved down) while its conference is current. A conference
 * whose members are mostly in one division tells the school's division; where EADA 2023-24 agrees
 * with the conference, that division wins. A conflict EADA does not settle needs an override.
 */
const conferenceMembers = new Map<string, Map<DirectoryAssociation, number>>();
for (const school of directory) {
  if (!school.conference || /independent/i.test(school.conference)) continue;
  const members = conferenceMembers.get(school.conference) ?? new Map<DirectoryAssociation, number>();
  members.set(school.association, (members.get(school.association) ?? 0) + 1);
  conferenceMembers.set(school.conference, members);
}
function conferenceAssociation(conference: string): DirectoryAssociation | null {
  const members = conferenceMembers.get(conference);
  if (!members) return null;
  const total = [...members.values()].reduce((sum, count) => sum + count, 0);
  const [top, count] = [...members.entries()].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  // A plain majority: a correction also needs EADA 2023-24 to agree, so two sources back it.
  return total >= 4 && count / total > 0.55 ? top : null;
}
const correctedAssociations: string[] = [];
const unsettled: string[] = [];

const units: Unit[] = [];
const unmatched: string[] = [];
for (const school of directory) {
  const key = directoryKey(school.name, school.state, school.association);
  const override = overrideByKey.get(key);
  if (override) usedOverrides.add(key);
  if (override?.exclude) continue;
  const sketchRow = sketchByKey.get(`${school.name}|${school.association}|${school.conference}`);
  const unitid = override && 'unitid' in override ? (override.unitid ?? null) : int(sketchRow?.unitid);
  const country = override?.country ?? 'US';
  if (unitid === null && country === 'US') {
    unmatched.push(key);
    continue;
  }
  const hd = unitid === null ? undefined : ipeds.get(unitid);
  if (unitid !== null && !hd) fail(`${key}: unitid ${unitid} is not in IPEDS HD2024`);
  const directoryState = STATE_CODES[school.state];
  if (!directoryState) fail(`${key}: unknown state "${school.state}"`);
  const state = country === 'CA' ? (override?.province ?? directoryState) : (text(hd?.STABBR) ?? directoryState);
  // The directory errs in places (Northwood under Florida); IPEDS decides, but only with a note in the overrides.
  if (state !== directoryState && !override)
    fail(`${key}: directory state ${directoryState}, IPEDS ${state}; add an override`);
  let directoryAssociation: DirectoryAssociation = override?.association ?? school.association;
  const byConference = conferenceAssociation(override?.conference ?? school.conference);
  if (!override?.association && byConference && byConference !== directoryAssociation) {
    const byEada = eadaAssociation(eada23ByUnitid.get(unitid ?? -1)?.classification_name);
    if (byEada !== byConference) {
      unsettled.push(
        `${key}: the directory says ${directoryAssociation}, its conference ${school.conference} ${byConference}, EADA 2023-24 ${byEada ?? 'nothing'}`,
      );
    }
    correctedAssociations.push(
      `${school.name}: ${directoryAssociation} -> ${byConference} (${school.conference}; EADA 2023-24 agrees)`,
    );
    directoryAssociation = byConference;
  }
  const [association, division] = DIRECTORY_LEVEL[directoryAssociation];
  const sharedUnit = override?.sharedUnit ?? false;
  units.push({
    // A campus that shares its unit gets its own id; the unit's id stays with the school that reports as it.
    id: unitid !== null && !sharedUnit ? String(unitid) : `x-${slug(school.name)}`,
    unitid,
    name: override?.name ?? school.name,
    city: override?.city ?? (sharedUnit || unitid === null ? text(school.city) : (text(hd?.CITY) ?? text(school.city))),
    state,
    country,
    association,
    division,
    conference: text(override?.conference ?? school.conference),
    athleticsUrl: webUrl(school.url),
    noCoordinates: override?.noCoordinates ?? false,
    sharedUnit,
    eadaUnitid: override?.eadaUnitid ?? null,
    eadaNames: override?.eadaNames ?? [],
    scorecardOpeid: override?.scorecardOpeid ?? null,
    scorecardSchool: override?.scorecardSchool ?? null,
  });
}
if (unsettled.length > 0) fail(`directory associations to decide in the overrides:\n  ${unsettled.join('\n  ')}`);
if (unmatched.length > 0) fail(`directory schools without a unitid or override:\n  ${unmatched.join('\n  ')}`);
for (const key of overrideByKey.keys()) {
  if (!usedOverrides.has(key)) fail(`override ${key} matches no directory school: remove or fix it`);
}

const byUnitid = new Map<number, Unit[]>();
for (const unit of units) {
  if (unit.unitid !== null) byUnitid.set(unit.unitid, [...(byUnitid.get(unit.unitid) ?? []), unit]);
}
for (const [unitid, sharing] of byUnitid) {
  // Two schools on one unit are either campuses (all but one marked sharedUnit) or a wrong join.
  if (sharing.length > 1 && sharing.filter((unit) => !unit.sharedUnit).length > 1) {
    fail(`unitid ${unitid} is joined to ${sharing.map((unit) => unit.name).join(', ')}: fix the join in the overrides`);
  }
}
// ---------------------------------------------------------------------------------------------
// The NJCAA colleges that EADA names: the latest classification in the three files decides.

const latestClassification = new Map<number, string>();
for (const rows of [eada16, eada20, eada23]) {
  for (const row of rows) {
    const unitid = int(row.unitid);
    if (unitid !== null && row.classification_name) latestClassification.set(unitid, row.classification_name);
  }
}
const directoryUnitids = new Set(units.flatMap((unit) => (unit.unitid === null ? [] : [unit.unitid])));
for (const [unitid, classification] of latestClassification) {
  const division = /^NJCAA Division (III|II|I)$/.exec(classification)?.[1];
  if (!division || directoryUnitids.has(unitid)) continue;
  const hd = ipeds.get(unitid);
  if (!hd) continue; // closed since: IPEDS 2024 no longer lists it
  const name = text(hd.INSTNM);
  if (!name) continue;
  units.push({
    id: String(unitid),
    unitid,
    name,
    city: text(hd.CITY),
    state: text(hd.STABBR),
    country: 'US',
    association: 'njcaa',
    division: division === 'I' ? 'D1' : division === 'II' ? 'D2' : 'D3',
    conference: null,
    athleticsUrl: null,
    noCoordinates: false,
    sharedUnit: false,
    eadaUnitid: null,
    eadaNames: [],
    scorecardOpeid: null,
    scorecardSchool: null,
  });
}

// ---------------------------------------------------------------------------------------------
// Rows, checks, output

const institutions = units.map(institutionOf).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
const ids = new Set<string>();
for (const row of institutions) {
  if (ids.has(row.id)) fail(`duplicate id ${row.id}`);
  ids.add(row.id);
  const parsed = institutionSchema.safeParse(row);
  if (!parsed.success) fail(`${row.name} does not fit the schema: ${parsed.error.message}`);
}

/**
 * The catalogue's levels per sport and team against the EADA data: a level with teams at
 * CONTRADICTION_MIN_SCHOOLS or more schools must be listed; a listed level must have a team somewhere
 * (unless `beyondData` says why not); a team said to have no programme must not have teams.
 */
function checkCatalogue(): string[] {
  const problems: string[] = [];
  const counts = new Map<string, number>();
  for (const row of institutions) {
    for (const team of TEAMS) {
      const seen = new Set<SportId>();
      for (const [sport, facts] of Object.entries(row.sports[team]) as [SportId, Record<string, unknown>][]) {
        if ('eada_2016_17' in facts || 'eada_2020_21' in facts) seen.add(sport);
      }
      for (const sport of Object.keys(row.sports.coed) as SportId[]) {
        if (sportById(sport)?.coed) seen.add(sport);
      }
      for (const sport of seen) {
        const key = `${sport}|${team}|${row.level}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  for (const sport of SPORTS) {
    if (sport.eada.length === 0) continue;
    for (const team of TEAMS) {
      const programme = sport[team];
      const byLevel = Object.fromEntries(
        COLLEGE_LEVELS.map((level) => [level, counts.get(`${sport.id}|${team}|${level}`) ?? 0]),
      ) as Record<CollegeLevel, number>;
      const shown = COLLEGE_LEVELS.map((level) => `${level} ${byLevel[level]}`).join(', ');
      if (!programme.offered) {
        const busy = COLLEGE_LEVELS.filter((level) => byLevel[level] >= CONTRADICTION_MIN_SCHOOLS);
        if (busy.length > 0)
          problems.push(`${sport.id} ${team}: catalogue says no programme, EADA has teams (${shown})`);
        continue;
      }
      for (const level of COLLEGE_LEVELS) {
        const listed = programme.levels.includes(level);
        if (!listed && byLevel[level] >= CONTRADICTION_MIN_SCHOOLS) {
          problems.push(
            `${sport.id} ${team}: EADA has ${byLevel[level]} teams at ${level}, the catalogue omits it (${shown})`,
          );
        }
        if (listed && byLevel[level] === 0 && !programme.beyondData?.[level]) {
          problems.push(`${sport.id} ${team}: the catalogue lists ${level}, EADA has no team there (${shown})`);
        }
      }
    }
  }
  return problems;
}
const problems = checkCatalogue();
if (problems.length > 0) fail(`the EADA data contradicts the sport catalogue:\n  ${problems.join('\n  ')}`);

const sourcesJson = JSON.stringify(SOURCES);
const rowsJson = institutions.map((row) => JSON.stringify(row));
const version = createHash('sha256')
  .update(sourcesJson)
  .update('\n')
  .update(rowsJson.join('\n'))
  .digest('hex')
  .slice(0, 16);
// One row per line: the file stays diffable once unzipped (`zcat | diff`). `version` comes first: the
// server reads it from the file's head alone (dataset-file.ts) and parses the rest only to load them.
const json = `{"version":${JSON.stringify(version)},"sources":${sourcesJson},"institutions":[\n${rowsJson.join(',\n')}\n]}\n`;
// zlib writes no timestamp into the gzip header, so equal content gives equal bytes.
writeFileSync(OUT_FILE, gzipSync(Buffer.from(json, 'utf8'), { level: 9 }));

// ---------------------------------------------------------------------------------------------
// Coverage

const pct = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10}%`;
const hasSports = (row: Institution) => Object.keys(row.sports.heren).length + Object.keys(row.sports.dames).length > 0;
const fourYear = institutions.filter((row) => row.association !== 'njcaa');
console.log(
  `institutions: ${institutions.length} (version ${version}), ${(json.length / 1024 / 1024).toFixed(2)} MB JSON`,
);
console.log(`four-year NCAA/NAIA schools of the directory: ${fourYear.length}`);
// Schools EADA never reports are mostly single-sex colleges and schools without federal aid (EADA covers
// neither); anything else on this list is worth a look for a wrong join.
const withoutEada = fourYear.filter(
  (row) => row.aid === null && !row.sports.covered.eada_2016_17 && !row.sports.covered.eada_2020_21,
);
console.log(
  `four-year schools in no EADA file (${withoutEada.length}): ${withoutEada.map((row) => row.name).join('; ')}`,
);
console.log(
  `division taken from the conference where the directory's association is stale (${correctedAssociations.length}):`,
);
for (const line of correctedAssociations) console.log(`  ${line}`);
const coverageRow = (label: string, rows: Institution[]) => [
  label,
  String(rows.length),
  ...[
    hasSports,
    (row: Institution) => row.cost_of_attendance_usd !== null,
    (row: Institution) => row.sat_avg !== null,
    (row: Institution) => row.admission_rate !== null,
    (row: Institution) => row.lat !== null,
    (row: Institution) => row.aid !== null,
  ].map((has) => pct(rows.filter(has).length, rows.length)),
];
const lines: string[][] = [
  ['level', 'schools', 'sports', 'cost', 'SAT', 'admission', 'coords', 'aid'],
  ...COLLEGE_LEVELS.map((level) =>
    coverageRow(
      level,
      institutions.filter((row) => row.level === level),
    ),
  ),
  coverageRow('four-year', fourYear),
  coverageRow('all', institutions),
];
const widths = (lines[0] ?? []).map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length)));
for (const line of lines) console.log(line.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  '));
