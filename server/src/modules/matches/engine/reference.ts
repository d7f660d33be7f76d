/**
 * Dataset-wide reference figures the parts compare with, per sport, team and US level: the median
 * squad (the roster part) and the median athletic aid per athlete (the athletic part), and which EADA
 * squads are not credible. Built once from the parsed dataset (the server can build it at load), so a
 * match depends only on the athlete, the school and the dataset, never on which rows a caller filtered.
 */
import type { Institution, SquadFacts } from '@talentbrug/domain/institutions';
import type { CollegeLevel, SportId, Team } from '@talentbrug/domain/sports';

export type SquadYear = '2020-21' | '2016-17';

export interface Squad {
  readonly size: number;
  /** '2020-21' or '2016-17'. */
  readonly year: SquadYear;
}

/**
 * The latest EADA head count of a team as reported, credible or not (credibleSquad below sets the
 * implausible ones aside). The NCAA APR figure is not a squad (it counts athletes on aid or
 * recruited), so it never stands in; a listed team without a count has no known squad.
 */
export function latestSquad(facts: SquadFacts | undefined): Squad | null {
  if (!facts) return null;
  if (facts.eada_2020_21) return { size: facts.eada_2020_21, year: '2020-21' };
  if (facts.eada_2016_17) return { size: facts.eada_2016_17, year: '2016-17' };
  return null;
}

/** The EADA squads of a team, newest first. */
function reportedSquads(facts: SquadFacts | undefined): Squad[] {
  if (!facts) return [];
  const squads: Squad[] = [];
  if (facts.eada_2020_21) squads.push({ size: facts.eada_2020_21, year: '2020-21' });
  if (facts.eada_2016_17) squads.push({ size: facts.eada_2016_17, year: '2016-17' });
  return squads;
}

/**
 * When a reported squad is not credible. EADA 2020-21 gives Penn State 211 women's basketball players
 * and 286 men's footballers (soccer), Dallas College 187 baseball players: numbers no team of the
 * sport holds, because the report counts several campuses together (Penn State's 2016-17 report, of
 * the main campus alone, gives 28 and 32). Derived from the data, not from a list of schools:
 * - a squad above SQUAD_CEILING_FACTOR times the 99th percentile of the sport's squads (both EADA
 *   years, every school and level, for a sport and team with at least SQUAD_CEILING_MIN_SAMPLE
 *   squads; fewer say too little about what the sport's squads can be) is not credible;
 * - a school whose report of one year has LUMPED_REPORT_AT such squads counts several campuses or
 *   teams together, so none of its squads of that year is credible (Penn State's swimmers, 68 in
 *   2020-21, stay under the ceiling but are the same lumped count).
 * The newest credible squad counts; a team with none is scored as an unknown squad, and the facts say
 * which figure was set aside and why. reference.test.ts counts what the rule flags over the dataset.
 */
export const SQUAD_CEILING_FACTOR = 2;
export const SQUAD_CEILING_MIN_SAMPLE = 30;
export const LUMPED_REPORT_AT = 2;

/** Why a reported squad was set aside: over the sport's ceiling, or in a report that lumps campuses. */
export type DoubtReason = 'over-ceiling' | 'lumped-report';

export interface DoubtedSquad extends Squad {
  readonly reason: DoubtReason;
  /** The sport's ceiling (SQUAD_CEILING_FACTOR x its 99th percentile), when it has one. */
  readonly ceiling: number | null;
}

/** The squad the roster part scores on (null: none credible or none reported) and a newer one set aside. */
export interface CredibleSquad {
  readonly squad: Squad | null;
  readonly setAside: DoubtedSquad | null;
}

export interface MatchReference {
  /** Keyed `${sport}|${team}|${level}`. */
  readonly squadMedians: ReadonlyMap<string, number>;
  /**
   * The median athletic aid per athlete of the team (EADA 2023-24) among the schools that list the
   * sport for the team at the level, over those that report aid above $0; the same keys.
   */
  readonly aidMedians: ReadonlyMap<string, number>;
  /** Keyed `${sport}|${team}`: SQUAD_CEILING_FACTOR x the 99th percentile of the sport's squads, where known. */
  readonly squadCeilings: ReadonlyMap<string, number>;
  /** Keyed `${institutionId}|${year}`: EADA reports that lump campuses together (LUMPED_REPORT_AT). */
  readonly lumpedReports: ReadonlySet<string>;
}

const key = (sport: SportId, team: Team, level: CollegeLevel) => `${sport}|${team}|${level}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** The nearest-rank 99th percentile of sorted values. */
function percentile99(sorted: readonly number[]): number {
  return sorted[Math.max(0, Math.ceil(0.99 * sorted.length) - 1)] ?? 0;
}

interface SquadDoubts {
  readonly squadCeilings: ReadonlyMap<string, number>;
  readonly lumpedReports: ReadonlySet<string>;
}

/** Per rows array: rankMatches without a reference builds one per call, and the doubts read every sport. */
const doubtsOf = new WeakMap<readonly Institution[], SquadDoubts>();

function squadDoubts(institutions: readonly Institution[]): SquadDoubts {
  let doubts = doubtsOf.get(institutions);
  if (!doubts) {
    doubts = findSquadDoubts(institutions);
    doubtsOf.set(institutions, doubts);
  }
  return doubts;
}

/**
 * Each sport's squad ceiling and the reports that lump campuses, over every sport of every school
 * (also when the medians are built for one sport only: a lumped report shows across sports).
 */
function findSquadDoubts(institutions: readonly Institution[]): SquadDoubts {
  const sizes = new Map<string, number[]>();
  for (const institution of institutions) {
    for (const team of ['heren', 'dames'] as const) {
      for (const [sport, facts] of Object.entries(institution.sports[team])) {
        for (const squad of reportedSquads(facts)) {
          const id = `${sport}|${team}`;
          const list = sizes.get(id);
          if (list) list.push(squad.size);
          else sizes.set(id, [squad.size]);
        }
      }
    }
  }
  const squadCeilings = new Map<string, number>();
  for (const id of [...sizes.keys()].sort()) {
    const list = (sizes.get(id) ?? []).sort((a, b) => a - b);
    if (list.length >= SQUAD_CEILING_MIN_SAMPLE) squadCeilings.set(id, SQUAD_CEILING_FACTOR * percentile99(list));
  }
  const lumpedReports = new Set<string>();
  for (const institution of institutions) {
    const over = new Map<SquadYear, number>();
    for (const team of ['heren', 'dames'] as const) {
      for (const [sport, facts] of Object.entries(institution.sports[team])) {
        const ceiling = squadCeilings.get(`${sport}|${team}`);
        if (ceiling === undefined) continue;
        for (const squad of reportedSquads(facts)) {
          if (squad.size > ceiling) over.set(squad.year, (over.get(squad.year) ?? 0) + 1);
        }
      }
    }
    for (const [year, count] of over) if (count >= LUMPED_REPORT_AT) lumpedReports.add(`${institution.id}|${year}`);
  }
  return { squadCeilings, lumpedReports };
}

/** Why a reported squad is not credible, or null when it is. */
export function squadDoubt(
  reference: MatchReference,
  institution: Institution,
  sport: SportId,
  team: Team,
  squad: Squad,
): DoubtReason | null {
  if (reference.lumpedReports.has(`${institution.id}|${squad.year}`)) return 'lumped-report';
  const ceiling = reference.squadCeilings.get(`${sport}|${team}`);
  return ceiling !== undefined && squad.size > ceiling ? 'over-ceiling' : null;
}

/** The newest credible squad of the team, and the newer report set aside on the way (if any). */
export function credibleSquad(
  reference: MatchReference,
  institution: Institution,
  sport: SportId,
  team: Team,
): CredibleSquad {
  let setAside: DoubtedSquad | null = null;
  for (const squad of reportedSquads(institution.sports[team][sport])) {
    const reason = squadDoubt(reference, institution, sport, team, squad);
    if (reason === null) return { squad, setAside };
    setAside ??= { ...squad, reason, ceiling: reference.squadCeilings.get(`${sport}|${team}`) ?? null };
  }
  return { squad: null, setAside };
}

/**
 * The biggest credible squad of the team over both EADA years (null: none). The athletic-aid share
 * (aid-share.ts) divides a sport's aid over it: 2020-21 was the COVID season, in which many teams
 * raced short (Tampa's rowers 13, against 38 in 2016-17), and a squad that small would seem to share
 * the sport's scholarships among few.
 */
export function biggestCredibleSquad(
  reference: MatchReference,
  institution: Institution,
  sport: SportId,
  team: Team,
): Squad | null {
  let biggest: Squad | null = null;
  for (const squad of reportedSquads(institution.sports[team][sport])) {
    if (squadDoubt(reference, institution, sport, team, squad) !== null) continue;
    if (!biggest || squad.size > biggest.size) biggest = squad;
  }
  return biggest;
}

/**
 * Medians over the whole dataset, or only for one sport and team when `only` is given (cheaper). The
 * squad median counts each team's credible squad (credibleSquad), so a lumped report never lifts it.
 */
export function buildMatchReference(
  institutions: readonly Institution[],
  only?: { sport: SportId; team: Team },
): MatchReference {
  const doubts = squadDoubts(institutions);
  const samples = new Map<string, number[]>();
  const aidSamples = new Map<string, number[]>();
  const add = (into: Map<string, number[]>, id: string, value: number) => {
    const list = into.get(id);
    if (list) list.push(value);
    else into.set(id, [value]);
  };
  const partial = { squadMedians: new Map(), aidMedians: new Map(), ...doubts };
  for (const institution of institutions) {
    for (const team of only ? [only.team] : (['heren', 'dames'] as const)) {
      const sports = institution.sports[team];
      const ids = only ? [only.sport] : (Object.keys(sports) as SportId[]);
      const perAthlete = institution.aid?.[team]?.per_athlete_usd ?? null;
      for (const sport of ids) {
        const facts = sports[sport];
        if (!facts) continue;
        const id = key(sport, team, institution.level);
        const { squad } = credibleSquad(partial, institution, sport, team);
        if (squad) add(samples, id, squad.size);
        if (perAthlete !== null && perAthlete > 0) add(aidSamples, id, perAthlete);
      }
    }
  }
  return { squadMedians: mediansOf(samples), aidMedians: mediansOf(aidSamples), ...doubts };
}

function mediansOf(samples: ReadonlyMap<string, number[]>): Map<string, number> {
  const medians = new Map<string, number>();
  // Sorted keys: the map's order never depends on the order of the rows.
  for (const id of [...samples.keys()].sort()) medians.set(id, median(samples.get(id) ?? []));
  return medians;
}

export function aidMedian(reference: MatchReference, sport: SportId, team: Team, level: CollegeLevel): number | null {
  return reference.aidMedians.get(key(sport, team, level)) ?? null;
}

export function squadMedian(reference: MatchReference, sport: SportId, team: Team, level: CollegeLevel): number | null {
  return reference.squadMedians.get(key(sport, team, level)) ?? null;
}
