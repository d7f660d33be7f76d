/**
 * Athletic scholarship limits per sport, team and level: how many full scholarships (equivalency:
 * split among any number of athletes) or athletes on a scholarship (headcount) one team may have.
 * The matching engine shares a school's athletic aid among its sports by these limits (issue 33:
 * a rowing team of 60 shares 20 NCAA equivalencies, a basketball team of 15 has 15 full rides), so
 * every level is read alike: NCAA Division I and II, the NAIA and the NJCAA.
 *
 * Sources, as gathered in November 2026:
 * - NCAA Division I and II: the limits of NCAA bylaw 15.5 before the House settlement, as tabled in
 *   'NCAA-Allowed Scholarship Allotment' (paperzz.com/doc/7316515) and, for Division II, KTA
 *   Recruiting's NCAA page; beach volleyball, triathlon and acrobatics and tumbling from the
 *   'current' column of Varsity360's House table. They agree with shared/reference/domain-facts.md
 *   wherever it gives a figure (D1 basketball 13/15, volleyball W 12, tennis W 8, soccer 9,9/14,
 *   baseball 11,7; D2 soccer 9/9,9, volleyball W 8, tennis 4,5/6, golf 3,6/5,4, track and field
 *   12,6, field hockey 6,3). From 2025-26, Division I schools that opted into the House settlement
 *   have roster limits instead and may fund every rostered athlete; the athletic aid the engine
 *   shares out is EADA 2023-24's, given under these limits.
 * - NAIA: naia.org, 'Guide for the College-Bound Student-Athlete' (financial aid: limits on the
 *   aid to varsity athletes per sport); basketball 8 since 2020-21, when the NAIA went to one
 *   basketball division (Council of Presidents, April 2018; DRG News and TribLIVE). Its volleyball
 *   limit is read for both teams: the guide names the sport without a team.
 * - NJCAA: baseball and softball 24 in Division I and II (Active.com's scholarship guides),
 *   basketball 15 (the NJCAA site, as quoted in 2012), cross country 10 (NJCAA Handbook and
 *   Casebook 2019-20), tennis 9 (NCSA), soccer 18 (athletic-scholarships.net and others; one
 *   source gives 24 for men: verify). Division I may pay tuition, fees, room and board and books;
 *   Division II tuition, fees and books; Division III nothing (domain-facts.md). The stored sources
 *   name no NJCAA limit for volleyball, track and field, golf, swimming, wrestling, football,
 *   lacrosse or bowling: those stay unknown, and the engine says so.
 * Sports without a limit here (NCAA emerging sports such as women's wrestling, the NAIA's bowling,
 * beach volleyball and lacrosse, rodeo, weightlifting, coed rifle and sailing) are unknown, never
 * guessed.
 */
import type { CollegeLevel, SportId, Team } from '../sports.ts';

/** The levels that give athletic aid (NCAA Division III gives none, domain-facts.md). */
export type AidLevel = Exclude<CollegeLevel, 'ncaa-d3'>;

export type LimitKind =
  /** A number of full scholarships, split among any number of athletes. */
  | 'equivalency'
  /** A number of athletes on a scholarship; at NCAA Division I each usually a full one. */
  | 'headcount';

export interface ScholarshipLimit {
  readonly level: AidLevel;
  readonly team: Team;
  /**
   * The sports whose athletes share this limit, first the one it is named after: NCAA track and
   * field with cross country, swimming with diving at every level.
   */
  readonly sports: readonly SportId[];
  readonly count: number;
  readonly kind: LimitKind;
  /** Why the figure is to be checked before quoting it as certain (sources differ). */
  readonly verify?: string;
}

const SWIMMING: readonly SportId[] = ['swimming', 'diving'];
const NCAA_TRACK: readonly SportId[] = ['athletics', 'cross-country'];

type Row = readonly [sports: SportId | readonly SportId[], count: number, kind?: LimitKind, verify?: string];

function table(level: AidLevel, team: Team, rows: readonly Row[], kind: LimitKind): ScholarshipLimit[] {
  return rows.map(([sports, count, rowKind, verify]) => ({
    level,
    team,
    sports: typeof sports === 'string' ? [sports] : sports,
    count,
    kind: rowKind ?? kind,
    ...(verify ? { verify } : {}),
  }));
}

/**
 * NCAA Division I football: 85 at the Football Bowl Subdivision (headcount), 63 at the
 * Championship Subdivision (equivalency). The dataset names a school's all-sports conference; these
 * are the conferences whose football members play FBS (2025-26). A school in another conference is
 * read as FCS (a few FBS independents, such as UConn, are read so too).
 */
export const FBS_CONFERENCES: ReadonlySet<string> = new Set([
  'American Conference',
  'Atlantic Coast Conference',
  'Big 12 Conference',
  'Big Ten Conference',
  'Conference USA',
  'Mid-American Conference',
  'Mountain West Conference',
  'PAC-12 Conference',
  'Southeastern Conference',
  'Sun Belt Conference',
]);
const FBS_FOOTBALL = 85;
const FCS_FOOTBALL = 63;

// biome-ignore format: a table, one row per sport
export const SCHOLARSHIP_LIMITS: readonly ScholarshipLimit[] = [
  ...table('ncaa-d1', 'heren', [
    ['baseball', 11.7], ['basketball', 13, 'headcount'], [NCAA_TRACK, 12.6], ['fencing', 4.5],
    ['american-football', FCS_FOOTBALL], ['golf', 4.5], ['gymnastics', 6.3], ['ice-hockey', 18],
    ['lacrosse', 12.6], ['skiing', 6.3], ['soccer', 9.9], [SWIMMING, 9.9], ['tennis', 4.5],
    ['volleyball', 4.5], ['water-polo', 4.5], ['wrestling', 9.9],
  ], 'equivalency'),
  ...table('ncaa-d1', 'dames', [
    ['basketball', 15, 'headcount'], [NCAA_TRACK, 18], ['beach-volleyball', 6], ['bowling', 5],
    ['equestrian', 15], ['fencing', 5], ['field-hockey', 12], ['golf', 6], ['gymnastics', 12, 'headcount'],
    ['ice-hockey', 18], ['lacrosse', 12], ['rowing', 20], ['rugby', 12], ['skiing', 7], ['soccer', 14],
    ['softball', 12], ['squash', 12], [SWIMMING, 14], ['tennis', 8, 'headcount'], ['triathlon', 6.5],
    ['volleyball', 12, 'headcount'], ['water-polo', 8], ['acrobatics-tumbling', 14],
  ], 'equivalency'),
  ...table('ncaa-d2', 'heren', [
    ['baseball', 9], ['basketball', 10], [NCAA_TRACK, 12.6], ['fencing', 4.5], ['american-football', 36],
    ['golf', 3.6], ['ice-hockey', 13.5], ['lacrosse', 10.8], ['skiing', 6.3],
    ['soccer', 9], [SWIMMING, 8.1], ['tennis', 4.5], ['volleyball', 4.5], ['water-polo', 4.5], ['wrestling', 9],
  ], 'equivalency'),
  ...table('ncaa-d2', 'dames', [
    ['basketball', 10], [NCAA_TRACK, 12.6], ['beach-volleyball', 5], ['bowling', 5], ['equestrian', 15],
    ['fencing', 4.5], ['field-hockey', 6.3], ['golf', 5.4], ['gymnastics', 6], ['ice-hockey', 18],
    ['lacrosse', 9.9], ['rowing', 20], ['rugby', 12], ['skiing', 6.3], ['soccer', 9.9], ['softball', 7.2],
    [SWIMMING, 8.1], ['tennis', 6], ['volleyball', 8], ['water-polo', 8],
  ], 'equivalency'),
  ...(['heren', 'dames'] as const).flatMap((team) =>
    table('naia', team, [
      ['basketball', 8], ['cross-country', 5], ['athletics', 12], ['golf', 5], ['soccer', 12],
      [SWIMMING, 8], ['tennis', 5], ['volleyball', 8], ['wrestling', 8],
      ...(team === 'heren' ? ([['baseball', 12], ['american-football', 24]] as const) : ([['softball', 10]] as const)),
    ], 'equivalency'),
  ),
  ...(['heren', 'dames'] as const).flatMap((team) =>
    table('njcaa', team, [
      ['basketball', 15], ['cross-country', 10], ['tennis', 9],
      ['soccer', 18, 'headcount', 'sources differ: 18 in most, 24 for men in one'],
      ...(team === 'heren' ? ([['baseball', 24]] as const) : ([['softball', 24]] as const)),
    ], 'headcount'),
  ),
];

const BY_KEY = new Map<string, ScholarshipLimit>();
for (const limit of SCHOLARSHIP_LIMITS) {
  for (const sport of limit.sports) BY_KEY.set(`${limit.level}|${limit.team}|${sport}`, limit);
}

/**
 * The limit a sport's team shares at a level, or null where none is known (or the level gives no
 * athletic aid). `conference` tells NCAA Division I football's subdivision (FBS_CONFERENCES).
 */
export function scholarshipLimit(
  level: CollegeLevel,
  team: Team,
  sport: SportId,
  conference: string | null = null,
): ScholarshipLimit | null {
  if (level === 'ncaa-d3') return null;
  const limit = BY_KEY.get(`${level}|${team}|${sport}`) ?? null;
  if (limit && level === 'ncaa-d1' && sport === 'american-football' && conference && FBS_CONFERENCES.has(conference)) {
    return { ...limit, count: FBS_FOOTBALL, kind: 'headcount' };
  }
  return limit;
}
