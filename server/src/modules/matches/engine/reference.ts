/**
 * Dataset-wide reference figures the parts compare with, per sport, team and US level: the median
 * squad (the roster part) and the median athletic aid per athlete (the athletic part). Built once from the parsed dataset (the server can build it at load), so a match
 * depends only on the athlete, the school and the dataset, never on which rows a caller filtered.
 */
import type { Institution, SquadFacts } from '@talentbrug/domain/institutions';
import type { CollegeLevel, SportId, Team } from '@talentbrug/domain/sports';

export interface Squad {
  readonly size: number;
  /** '2020-21' or '2016-17'. */
  readonly year: string;
}

/**
 * The latest EADA head count of a team. The NCAA APR figure is not a squad (it counts athletes on aid
 * or recruited), so it never stands in; a listed team without a count has no known squad.
 */
export function latestSquad(facts: SquadFacts | undefined): Squad | null {
  if (!facts) return null;
  if (facts.eada_2020_21) return { size: facts.eada_2020_21, year: '2020-21' };
  if (facts.eada_2016_17) return { size: facts.eada_2016_17, year: '2016-17' };
  return null;
}

export interface MatchReference {
  /** Keyed `${sport}|${team}|${level}`. */
  readonly squadMedians: ReadonlyMap<string, number>;
  /**
   * The median athletic aid per athlete of the team (EADA 2023-24) among the schools that list the
   * sport for the team at the level, over those that report aid above $0; the same keys.
   */
  readonly aidMedians: ReadonlyMap<string, number>;
}

const key = (sport: SportId, team: Team, level: CollegeLevel) => `${sport}|${team}|${level}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** Medians over the whole dataset, or only for one sport and team when `only` is given (cheaper). */
export function buildMatchReference(
  institutions: readonly Institution[],
  only?: { sport: SportId; team: Team },
): MatchReference {
  const samples = new Map<string, number[]>();
  const aidSamples = new Map<string, number[]>();
  const add = (into: Map<string, number[]>, id: string, value: number) => {
    const list = into.get(id);
    if (list) list.push(value);
    else into.set(id, [value]);
  };
  for (const institution of institutions) {
    for (const team of only ? [only.team] : (['heren', 'dames'] as const)) {
      const sports = institution.sports[team];
      const ids = only ? [only.sport] : (Object.keys(sports) as SportId[]);
      const perAthlete = institution.aid?.[team]?.per_athlete_usd ?? null;
      for (const sport of ids) {
        const facts = sports[sport];
        if (!facts) continue;
        const id = key(sport, team, institution.level);
        const squad = latestSquad(facts);
        if (squad) add(samples, id, squad.size);
        if (perAthlete !== null && perAthlete > 0) add(aidSamples, id, perAthlete);
      }
    }
  }
  return { squadMedians: mediansOf(samples), aidMedians: mediansOf(aidSamples) };
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
