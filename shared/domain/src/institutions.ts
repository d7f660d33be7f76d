/**
 * One row of the institution dataset (server/data/institutions.json.gz), derived from public US
 * data by server/scripts/derive-institutions.ts. Every figure names its source year in the
 * dataset's `sources`; a value the sources do not give is null, never estimated.
 */
import { z } from 'zod';
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

const count = z.number().int().nonnegative();
const usd = z.number().int().nonnegative();
const webUrl = z.url({ protocol: /^https?$/ });

/**
 * Squad figures of one sport for one team. A key that is absent: that source does not list the
 * sport at this school (which says nothing when the source does not cover the school, see
 * `sports.covered`). A key that is null: listed, without a head count (a coed team, or an APR row
 * without figures).
 */
export const squadFactsSchema = z
  .object({
    /** EADA 2016-17 participants (squad on the day of the first contest). */
    eada_2016_17: count.nullable().optional(),
    /** EADA 2020-21 participants: the COVID season, so absence here proves nothing. */
    eada_2020_21: count.nullable().optional(),
    /** NCAA D1 APR 2017-18: athletes in the APR cohort (those on athletics aid, or recruited), not the whole roster. */
    ncaa_apr_2018: count.nullable().optional(),
  })
  .strict()
  .refine((facts) => SQUAD_SOURCES.some((source) => source in facts), {
    error: 'a sport entry names at least one source',
  });
export type SquadFacts = z.infer<typeof squadFactsSchema>;

const sportsOfTeam = z.partialRecord(z.enum(SPORT_IDS as [SportId, ...SportId[]]), squadFactsSchema);

const teamAidSchema = z
  .object({
    /** Athletes of this team, each counted once (EADA UNDUP_CT_PARTIC). */
    athletes: count.nullable(),
    /** Athletic aid divided by those athletes, whole dollars; null when either is unknown or there are no athletes. */
    per_athlete_usd: usd.nullable(),
  })
  .strict()
  .refine((aid) => aid.per_athlete_usd === null || (aid.athletes !== null && aid.athletes > 0), {
    error: 'aid per athlete needs athletes to divide by',
  });

export const institutionSchema = z
  .object({
    /** The IPEDS unitid as text; 'x-' and a slug for a school without its own (Canadian members, campuses of a merged university). */
    id: z.string().regex(/^(\d{6}|x-[a-z0-9-]+)$/),
    unitid: z.number().int().positive().nullable(),
    name: z.string().min(1),
    city: z.string().min(1).nullable(),
    /** US state or Canadian province code. */
    state: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable(),
    country: z.enum(['US', 'CA']),
    lat: z.number().min(-90).max(90).nullable(),
    lng: z.number().min(-180).max(180).nullable(),
    association: z.enum(ASSOCIATIONS),
    division: z.enum(DIVISIONS).nullable(),
    /** Association and division in one code, the key of the sport-level table. */
    level: z.enum(COLLEGE_LEVELS),
    conference: z.string().min(1).nullable(),
    control: z.enum(['public', 'private', 'for-profit']).nullable(),
    four_year: z.boolean().nullable(),
    size_band: z.number().int().min(1).max(5).nullable(),
    /** Full-time undergraduates, EADA 2023-24. */
    undergrad_ft: count.nullable(),
    admission_rate: z.number().min(0).max(1).nullable(),
    sat_avg: z.number().int().min(400).max(1600).nullable(),
    /** Cost of attendance per year (College Scorecard); internationals pay the out-of-state rate. */
    cost_of_attendance_usd: usd.positive().nullable(),
    website: webUrl.nullable(),
    athletics_url: webUrl.nullable(),
    sports: z
      .object({
        /** Whether each source covers this school at all: only then does a missing sport mean something. */
        covered: z
          .object({ eada_2016_17: z.boolean(), eada_2020_21: z.boolean(), ncaa_apr_2018: z.boolean() })
          .strict(),
        heren: sportsOfTeam,
        dames: sportsOfTeam,
        /** Listed with no men or women counted: coed teams (rifle, sailing) or a team that reported nobody. */
        coed: sportsOfTeam,
      })
      .strict(),
    /** EADA 2023-24 athletic aid; null when EADA 2023-24 does not report the school. */
    aid: z.object({ heren: teamAidSchema, dames: teamAidSchema }).strict().nullable(),
  })
  .strict()
  .superRefine((row, ctx) => {
    if (row.level !== levelOf(row.association, row.division)) {
      ctx.addIssue({ code: 'custom', message: `level ${row.level} does not match ${row.association} ${row.division}` });
    }
    // A campus sharing its university's unit (a merger's campuses) has a slug id beside the shared unitid.
    if (/^\d/.test(row.id) && row.id !== String(row.unitid)) {
      ctx.addIssue({ code: 'custom', message: 'a numeric id is the unitid' });
    }
    if ((row.lat === null) !== (row.lng === null)) {
      ctx.addIssue({ code: 'custom', message: 'coordinates come in pairs' });
    }
  });
export type Institution = z.infer<typeof institutionSchema>;

export const datasetSourceSchema = z
  .object({
    name: z.string().min(1),
    /** The academic year or release year the figures describe. */
    year: z.string().min(4),
    origin: z.string().min(1),
    note: z.string().optional(),
  })
  .strict();

export const institutionDatasetSchema = z
  .object({
    /** Content hash: a newer table has another version, so the loader replaces the old one. */
    version: z.string().regex(/^[0-9a-f]{16}$/),
    sources: z.record(z.string(), datasetSourceSchema),
    institutions: z.array(institutionSchema),
  })
  .strict();
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
