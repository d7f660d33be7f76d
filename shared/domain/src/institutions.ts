/**
 * One row of the institution dataset (server/data/institutions.json.gz), derived from public US
 * data by server/scripts/derive-institutions.ts. Every figure names its source year in the
 * dataset's `sources`; a value the sources do not give is null, never estimated.
 */
import { z } from 'zod/mini';
import { costPartsSchema, internationalCostSchema } from './costs.ts';
import { INSTITUTION_ID_PATTERN } from './institution-id.ts';
import { COLLEGE_LEVELS, type CollegeLevel, SPORT_IDS, type SportId, sportById, type Team } from './sports.ts';

export const ASSOCIATIONS = ['ncaa', 'naia', 'njcaa'] as const;
export type Association = (typeof ASSOCIATIONS)[number];

/** NCAA divisions, and the NJCAA's (an institution-level classification in EADA; NJCAA divides per sport). */
export const DIVISIONS = ['D1', 'D2', 'D3'] as const;
export type Division = (typeof DIVISIONS)[number];

/** The sources of a sport's squad figures, keyed as in the dataset. */
export const SQUAD_SOURCES = ['eada_2016_17', 'eada_2020_21', 'ncaa_apr_2018'] as const;
export type SquadSource = (typeof SQUAD_SOURCES)[number];

/** IPEDS INSTSIZE: total enrolment band. */
export const SIZE_BANDS = {
  1: 'minder dan 1.000 studenten',
  2: '1.000 tot 5.000 studenten',
  3: '5.000 tot 10.000 studenten',
  4: '10.000 tot 20.000 studenten',
  5: '20.000 studenten of meer',
} as const;

const count = z.number().check(z.int(), z.nonnegative());
const usd = z.number().check(z.int(), z.nonnegative());
const webUrl = z.url({ protocol: /^https?$/ });

/**
 * Squad figures of one sport for one team. A key that is absent: that source does not list the
 * sport at this school (which says nothing when the source does not cover the school, see
 * `sports.covered`). A key that is null: listed, without a head count (a coed team, or an APR row
 * without figures).
 */
export const squadFactsSchema = z
  .strictObject({
    /** EADA 2016-17 participants (squad on the day of the first contest). */
    eada_2016_17: z.optional(z.nullable(count)),
    /** EADA 2020-21 participants: the COVID season, so absence here proves nothing. */
    eada_2020_21: z.optional(z.nullable(count)),
    /** NCAA D1 APR 2017-18: athletes in the APR cohort (those on athletics aid, or recruited), not the whole roster. */
    ncaa_apr_2018: z.optional(z.nullable(count)),
  })
  .check(
    z.refine((facts) => SQUAD_SOURCES.some((source) => source in facts), {
      error: 'a sport entry names at least one source',
    }),
  );
export type SquadFacts = z.infer<typeof squadFactsSchema>;

const sportsOfTeam = z.partialRecord(z.enum(SPORT_IDS as [SportId, ...SportId[]]), squadFactsSchema);

const teamAidSchema = z
  .strictObject({
    /** Athletes of this team, each counted once (EADA UNDUP_CT_PARTIC). */
    athletes: z.nullable(count),
    /** Athletic aid divided by those athletes, whole dollars; null when either is unknown or there are no athletes. */
    per_athlete_usd: z.nullable(usd),
  })
  .check(
    z.refine((aid) => aid.per_athlete_usd === null || (aid.athletes !== null && aid.athletes > 0), {
      error: 'aid per athlete needs athletes to divide by',
    }),
  );

/**
 * A conference's name after 'the' or 'de': 'The Sun Conference' has its article in its name, so
 * 'a member of the The Sun Conference' lost it ('the Sun Conference', 'de Sun Conference').
 */
export const conferenceAfterArticle = (name: string) => name.replace(/^the\s+/i, '');

export * from './costs.ts';

export const institutionSchema = z
  .strictObject({
    /** The IPEDS unitid as text; 'x-' and a slug for a school without its own (Canadian members, campuses of a merged university). */
    id: z.string().check(z.regex(INSTITUTION_ID_PATTERN)),
    unitid: z.nullable(z.number().check(z.int(), z.positive())),
    name: z.string().check(z.minLength(1)),
    city: z.nullable(z.string().check(z.minLength(1))),
    /** US state or Canadian province code. */
    state: z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))),
    country: z.enum(['US', 'CA']),
    lat: z.nullable(z.number().check(z.gte(-90), z.lte(90))),
    lng: z.nullable(z.number().check(z.gte(-180), z.lte(180))),
    association: z.enum(ASSOCIATIONS),
    division: z.nullable(z.enum(DIVISIONS)),
    /** Association and division in one code, the key of the sport-level table. */
    level: z.enum(COLLEGE_LEVELS),
    conference: z.nullable(z.string().check(z.minLength(1))),
    control: z.nullable(z.enum(['public', 'private', 'for-profit'])),
    four_year: z.nullable(z.boolean()),
    size_band: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(5))),
    /** Full-time undergraduates, EADA 2023-24. */
    undergrad_ft: z.nullable(count),
    admission_rate: z.nullable(z.number().check(z.gte(0), z.lte(1))),
    sat_avg: z.nullable(z.number().check(z.int(), z.gte(400), z.lte(1600))),
    /**
     * The Scorecard's average cost of attendance (COSTT4_A), built on in-state tuition: what a
     * resident pays. Matching reads `international_cost`; this stays as the published figure.
     */
    cost_of_attendance_usd: z.nullable(usd.check(z.positive())),
    /** The Scorecard's cost parts, each with its year; null when the school is in neither tuition file. */
    costs: z.nullable(costPartsSchema),
    /** What an international student pays a year; null when no cost is known at all. */
    international_cost: z.nullable(internationalCostSchema),
    website: z.nullable(webUrl),
    athletics_url: z.nullable(webUrl),
    sports: z.strictObject({
      /** Whether each source covers this school at all: only then does a missing sport mean something. */
      covered: z.strictObject({ eada_2016_17: z.boolean(), eada_2020_21: z.boolean(), ncaa_apr_2018: z.boolean() }),
      heren: sportsOfTeam,
      dames: sportsOfTeam,
      /** Listed with no men or women counted: coed teams (rifle, sailing) or a team that reported nobody. */
      coed: sportsOfTeam,
    }),
    /** EADA 2023-24 athletic aid; null when EADA 2023-24 does not report the school. */
    aid: z.nullable(z.strictObject({ heren: teamAidSchema, dames: teamAidSchema })),
  })
  .check(
    z.superRefine((row, ctx) => {
      if (row.level !== levelOf(row.association, row.division)) {
        ctx.addIssue({
          code: 'custom',
          message: `level ${row.level} does not match ${row.association} ${row.division}`,
        });
      }
      // A campus sharing its university's unit (a merger's campuses) has a slug id beside the shared unitid.
      if (/^\d/.test(row.id) && row.id !== String(row.unitid)) {
        ctx.addIssue({ code: 'custom', message: 'a numeric id is the unitid' });
      }
      if ((row.lat === null) !== (row.lng === null)) {
        ctx.addIssue({ code: 'custom', message: 'coordinates come in pairs' });
      }
    }),
  );
export type Institution = z.infer<typeof institutionSchema>;

export const datasetSourceSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  /** The academic year or release year the figures describe. */
  year: z.string().check(z.minLength(4)),
  origin: z.string().check(z.minLength(1)),
  note: z.optional(z.string()),
});

export const institutionDatasetSchema = z.strictObject({
  /** Content hash: a newer table has another version, so the loader replaces the old one. */
  version: z.string().check(z.regex(/^[0-9a-f]{16}$/)),
  sources: z.record(z.string(), datasetSourceSchema),
  institutions: z.array(institutionSchema),
});
export type InstitutionDataset = z.infer<typeof institutionDatasetSchema>;

/** The sport-level table's key for an association and division. */
export function levelOf(association: Association, division: Division | null): CollegeLevel | null {
  if (association === 'naia') return division === null ? 'naia' : null;
  if (association === 'njcaa') return 'njcaa';
  if (division === 'D1') return 'ncaa-d1';
  if (division === 'D2') return 'ncaa-d2';
  if (division === 'D3') return 'ncaa-d3';
  return null;
}

export type SportListing = 'listed' | 'coed' | 'not-listed' | 'unknown';

/**
 * What the dataset says about a sport for a team at a school: listed for the team; only listed as a
 * coed team; not listed by a source whose silence means something; or unknown. Silence counts from
 * EADA 2016-17 (a complete season) and from the APR file for the sports it has; never from EADA
 * 2020-21 alone, the COVID season in which whole conferences did not play.
 */
export function sportListing(institution: Institution, sport: SportId, team: Team): SportListing {
  if (institution.sports[team][sport]) return 'listed';
  if (institution.sports.coed[sport]) return 'coed';
  const { covered } = institution.sports;
  if (covered.eada_2016_17) return 'not-listed';
  const programme = sportById(sport)?.[team];
  if (covered.ncaa_apr_2018 && programme?.offered && programme.apr.length > 0) return 'not-listed';
  return 'unknown';
}
