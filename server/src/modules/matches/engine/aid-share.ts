/**
 * The athletic aid one sport's athletes can share at a school. EADA gives a school's athletic aid per
 * team (all men's or all women's sports together, 2023-24), not per sport: its average per athlete
 * mixes a basketball team of 15 on 15 full rides with a rowing team of 60 sharing 20 scholarships
 * (a family's tour: a club rower read up to $72.000 at SMU, whose women's average is $57.405). So
 * the team's aid is shared among the school's sports for the team by their scholarship limits at
 * the school's level (@talentbrug/domain/sports/scholarship-limits: NCAA Division I and II, NAIA and
 * NJCAA alike), and a sport's part is divided over its squad. A sport can never hold more than its
 * limit in full years of the school's cost, so that is the ceiling per athlete.
 *
 * Where a sport of the school has no known limit, it keeps its head count's part of the team's aid
 * at the team's average (nothing says it gets more or less), and the sports with a limit share the
 * rest. Where the athlete's own sport has no known limit, or no squad to divide over, the team's
 * average stands, and the texts say why. Pure: the dataset's rows and the reference in, figures out.
 */
import type { Institution } from '@talentbrug/domain/institutions';
import type { SportId, Team } from '@talentbrug/domain/sports';
import { type ScholarshipLimit, scholarshipLimit } from '@talentbrug/domain/sports/scholarship-limits';
import { biggestCredibleSquad, type MatchReference, type SquadYear, squadMedian } from './reference.ts';

/** The squad a sport's part is divided over: the team's own credible EADA squad, or the level's median. */
export interface ShareSquad {
  readonly size: number;
  /** The EADA year of the school's own squad; null when the level's median stands in. */
  readonly year: SquadYear | null;
}

export interface SportShare {
  /** The limit the athlete's sport shares (with diving, or with cross country at the NCAA). */
  readonly limit: ScholarshipLimit;
  /** The scholarships the sport can use: its limit, at most one per athlete of its squad. */
  readonly scholarships: number;
  /** The team's athletic aid in all (EADA 2023-24: aid per athlete times athletes). */
  readonly teamAidUsd: number;
  /** The scholarships the school's sports for the team can use (`scholarships` of each), added up. */
  readonly limitsTotal: number;
  /** The team's aid left for the sports with a known limit (others keep their head count's part). */
  readonly sharedUsd: number;
  readonly squad: ShareSquad;
  /** The most the limit allows per athlete: its scholarships in full years of the cost, over the squad; null without a cost. */
  readonly ceilingUsd: number | null;
}

export type AidBase =
  | {
      readonly kind: 'share';
      /** The sport's part of the team's aid per athlete of its squad, at most the limit's ceiling. */
      readonly perAthleteUsd: number;
      readonly share: SportShare;
    }
  | {
      readonly kind: 'average';
      /** The team's average over all its sports (EADA 2023-24). */
      readonly perAthleteUsd: number;
      /** Why the sport's own part could not be told. */
      readonly reason: 'no-limit' | 'no-squad';
    };

/**
 * The scholarships a group can use: its limit, and never more than it has athletes (a team of 11
 * rowers holds at most 11 of rowing's 20); the limit where the squad is unknown. 0 without a limit.
 */
function usable(group: Group): number {
  if (!group.limit) return 0;
  return group.squad ? Math.min(group.limit.count, group.squad.size) : group.limit.count;
}

interface Group {
  readonly limit: ScholarshipLimit | null;
  readonly sports: readonly SportId[];
  readonly squad: ShareSquad | null;
}

/**
 * The squad of a group: the biggest credible one of its sports and EADA years (reference.ts
 * `biggestCredibleSquad`; one runner is in each track row, so the biggest, not the sum); null when
 * the school reports none. Only the athlete's own sport falls back to the level's median
 * (`sportAidBase`): a reference built for one sport (rankMatches without one) holds only that
 * sport's medians, and the share must not depend on which reference was built.
 */
function groupSquad(
  reference: MatchReference,
  institution: Institution,
  team: Team,
  sports: readonly SportId[],
): ShareSquad | null {
  let own: ShareSquad | null = null;
  for (const sport of sports) {
    const squad = biggestCredibleSquad(reference, institution, sport, team);
    if (squad && (!own || squad.size > own.size)) own = { size: squad.size, year: squad.year };
  }
  return own;
}

/** A school's sports for one team, grouped by the limits they share, with what the share reads of them. */
interface TeamGroups {
  readonly groups: readonly Group[];
  /** The athletes of the sports without a known limit (their squads added up). */
  readonly unlimitedAthletes: number;
  /** The scholarships the sports with a known limit can use, added up (`usable`). */
  readonly limitsTotal: number;
}

/**
 * The school's sports for the team, grouped by the limit they share (a sport without a known limit
 * is a group of its own), with `extra` among them where the school's list does not show it (a
 * programme 'niet bevestigd': if it exists, it shares the same aid).
 */
function groupsOf(reference: MatchReference, institution: Institution, team: Team, extra: SportId | null): TeamGroups {
  const ids = new Set(Object.keys(institution.sports[team]) as SportId[]);
  if (extra) ids.add(extra);
  const groups: Group[] = [];
  const placed = new Set<SportId>();
  for (const id of [...ids].sort()) {
    if (placed.has(id)) continue;
    const limit = scholarshipLimit(institution.level, team, id, institution.conference);
    const sports = limit ? limit.sports.filter((member) => member === id || ids.has(member)) : [id];
    for (const member of sports) placed.add(member);
    groups.push({ limit, sports, squad: groupSquad(reference, institution, team, sports) });
  }
  return {
    groups,
    unlimitedAthletes: groups.reduce((sum, group) => sum + (group.limit ? 0 : (group.squad?.size ?? 0)), 0),
    limitsTotal: groups.reduce((sum, group) => sum + usable(group), 0),
  };
}

/**
 * The groups of the sports a school lists, per reference (one per dataset) and row: every athlete of
 * a sport reads the same school's groups, so they are made once (as reference.ts keeps its squad
 * doubts per rows array). Keyed by the objects, never by an id, so a row that differs is read anew.
 */
const listedGroupsOf = new WeakMap<MatchReference, WeakMap<Institution, Partial<Record<Team, TeamGroups>>>>();

function listedGroups(reference: MatchReference, institution: Institution, team: Team): TeamGroups {
  let byRow = listedGroupsOf.get(reference);
  if (!byRow) {
    byRow = new WeakMap();
    listedGroupsOf.set(reference, byRow);
  }
  let teams = byRow.get(institution);
  if (!teams) {
    teams = {};
    byRow.set(institution, teams);
  }
  let groups = teams[team];
  if (!groups) {
    groups = groupsOf(reference, institution, team, null);
    teams[team] = groups;
  }
  return groups;
}

/**
 * The share of the team's aid that one sport's athletes hold, per athlete (module comment). Null
 * where the team's aid per athlete is unknown or $0 (the estimate says so on its own); the team's
 * average with its reason where the sport's part cannot be told.
 */
export function sportAidBase(
  institution: Institution,
  sport: SportId,
  team: Team,
  reference: MatchReference,
): AidBase | null {
  const teamAid = institution.aid?.[team] ?? null;
  const average = teamAid?.per_athlete_usd ?? null;
  const athletes = teamAid?.athletes ?? null;
  if (average === null || average <= 0 || athletes === null || athletes <= 0) return null;
  const listed = listedGroups(reference, institution, team);
  const ownListed = listed.groups.find((group) => group.sports.includes(sport));
  // A sport the list does not show (or whose partner only it shows) joins the groups anew.
  const {
    groups,
    unlimitedAthletes,
    limitsTotal: all,
  } = ownListed ? listed : groupsOf(reference, institution, team, sport);
  const found = ownListed ?? groups.find((group) => group.sports.includes(sport));
  if (!found?.limit) return { kind: 'average', perAthleteUsd: average, reason: 'no-limit' };
  const others = all - usable(found);
  // A team the school reports no squad for is read at the level's median squad for the sport.
  const median = squadMedian(reference, sport, team, institution.level);
  const own: Group =
    found.squad || median === null || median <= 0 ? found : { ...found, squad: { size: median, year: null } };
  if (!own.squad) return { kind: 'average', perAthleteUsd: average, reason: 'no-squad' };
  const teamAidUsd = average * athletes;
  const sharedUsd = Math.max(0, teamAidUsd - average * unlimitedAthletes);
  const scholarships = usable(own);
  const limitsTotal = others + scholarships;
  // The international cost: what a full year is for this athlete (aid.ts `attendanceCost`).
  const cost = institution.international_cost?.usd ?? null;
  const ceilingUsd = cost === null ? null : (scholarships * cost) / own.squad.size;
  const part = (sharedUsd * scholarships) / limitsTotal / own.squad.size;
  return {
    kind: 'share',
    perAthleteUsd: Math.round(ceilingUsd === null ? part : Math.min(part, ceilingUsd)),
    share: { limit: found.limit, scholarships, teamAidUsd, limitsTotal, sharedUsd, squad: own.squad, ceilingUsd },
  };
}
