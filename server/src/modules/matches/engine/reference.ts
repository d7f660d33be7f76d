/**
 * Dataset-wide reference figures the roster part compares with: the median squad of a sport's team
 * per US level. Built once from the parsed dataset (the server can build it at load), so a match
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
  for (const institution of institutions) {
    for (const team of only ? [only.team] : (['heren', 'dames'] as const)) {
      const sports = institution.sports[team];
      const ids = only ? [only.sport] : (Object.keys(sports) as SportId[]);
      for (const sport of ids) {
        const squad = latestSquad(sports[sport]);
        if (!squad) continue;
        const id = key(sport, team, institution.level);
        const list = samples.get(id);
        if (list) list.push(squad.size);
        else samples.set(id, [squad.size]);
      }
    }
  }
  const squadMedians = new Map<string, number>();
  // Sorted keys: the map's order never depends on the order of the rows.
  for (const id of [...samples.keys()].sort()) squadMedians.set(id, median(samples.get(id) ?? []));
  return { squadMedians };
}

export function squadMedian(reference: MatchReference, sport: SportId, team: Team, level: CollegeLevel): number | null {
  return reference.squadMedians.get(key(sport, team, level)) ?? null;
}
