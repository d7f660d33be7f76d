/**
 * What the evaluation set expects, as checks: the per-athlete expectations written beside each
 * athlete (evaluation-athletes.ts) and the ones every athlete with matches must meet (issue 33).
 * evaluation.test.ts runs each as a test; the measured report (server/scripts/eval-matching.ts,
 * bench/matching-eval.md) lists which hold. Pure: the rankings come in, problems come out.
 */

import type { ComputedMatch } from '@talentbrug/domain/contracts/matches';
import { SCHOOL_SIZE_BANDS } from '@talentbrug/domain/contracts/profile';
import { formatUsd } from '@talentbrug/domain/format';
import { type Institution, OUT_OF_STATE_BASES, sportListing } from '@talentbrug/domain/institutions';
import { resolveLevel } from '@talentbrug/domain/sport-levels';
import { COLLEGE_LEVELS, type CollegeLevel, sportById, teamProgramme } from '@talentbrug/domain/sports';
import { scholarshipLimit } from '@talentbrug/domain/sports/scholarship-limits';
import type { EvaluationAthlete, Expectation } from './evaluation-athletes.ts';
import { SERVICE_ACADEMY_IDS } from './filters.ts';
import { latestSquad } from './reference.ts';

/** How many matches the athlete is shown (the API's limit). */
export const SHOWN = 30;
export const TOP = 10;

export interface CheckInput {
  readonly athlete: EvaluationAthlete;
  /** Every school that passes the hard filters, best first (rankMatches with no limit that bites). */
  readonly ranking: readonly ComputedMatch[];
  /** The dataset row behind a match (for what the match does not carry, such as the sport lists). */
  readonly institution: (id: string) => Institution;
  /** Another evaluation athlete's ranking, for expectations that compare two athletes. */
  readonly rankingOf: (key: string) => readonly ComputedMatch[];
}

export interface EvaluationCheck {
  /** What is checked, in a line ('top ten: at least 6 of ncaa-d2, naia'). */
  readonly name: string;
  /** The reason, from the domain facts or the issue. */
  readonly why: string;
  /** The problems found; empty when the expectation holds. */
  readonly run: (input: CheckInput) => string[];
  /**
   * A judgement the data does not let every athlete meet: asserted per athlete like any other check,
   * except the athletes named for it in KNOWN_MISSES, each with its measured reason; a named athlete
   * that comes to meet it fails the test until its entry is removed, so the list only shrinks.
   */
  readonly measured?: boolean;
}

/**
 * A team the data lists at a level where the catalogue says the sport has no varsity teams (EADA
 * lists Lindenwood's men's bowling, Springfield's men's gymnastics): the engine shows it, confirmed,
 * because the catalogue's levels only decide where a school's sport list is unknown (README, hard
 * filters). The written 'never'/'only' expectations are about the catalogue and the ladder, so such
 * a team is left out of them; DATA_BEYOND_CATALOGUE checks it is always a confirmed team.
 */
function beyondCatalogue(athlete: EvaluationAthlete, match: ComputedMatch): boolean {
  const sport = sportById(athlete.facts.sport);
  if (!sport) return false;
  const programme = teamProgramme(sport, athlete.facts.team);
  return match.sport_confirmed && programme.offered && !programme.levels.includes(match.institution.level);
}

const levelList = (levels: readonly CollegeLevel[]) => levels.join(', ');
const place = (match: ComputedMatch, index: number) =>
  `#${index + 1} ${match.school_name} (${match.institution.level}, ${match.match_score})`;
const inLevels = (levels: readonly CollegeLevel[]) => (match: ComputedMatch) =>
  levels.includes(match.institution.level);

/** The levels of a list of matches, as 'ncaa-d1 4, naia 6'. */
export function levelMix(matches: readonly ComputedMatch[]): Record<CollegeLevel, number> {
  const mix = Object.fromEntries(COLLEGE_LEVELS.map((level) => [level, 0])) as Record<CollegeLevel, number>;
  for (const match of matches) mix[match.institution.level]++;
  return mix;
}

const mixText = (matches: readonly ComputedMatch[]) =>
  Object.entries(levelMix(matches))
    .filter(([, count]) => count > 0)
    .map(([level, count]) => `${level} ${count}`)
    .join(', ') || 'none';

export const distinctScores = (matches: readonly ComputedMatch[]) => new Set(matches.map((m) => m.match_score)).size;

/**
 * A rationale with what only names the school (its name, its place) and every number taken out: two
 * matches whose rationales are equal after this say nothing particular about either school.
 */
export function rationaleShape(match: ComputedMatch): string {
  let text = match.rationale;
  const names = [match.school_name, match.school_location, match.institution.name, match.institution.city ?? '']
    .filter((name) => name.length > 0)
    .sort((a, b) => b.length - a.length);
  for (const name of names) text = text.split(name).join('<school>');
  return text.replace(/\d+/g, '#');
}

/** The cost part's sentence against the budget, read as the athlete reads it. */
function costVerdict(match: ComputedMatch): 'fits' | 'short' | null {
  const facts = match.score_parts.find((part) => part.key === 'cost')?.facts ?? [];
  if (facts.some((fact) => /tekort|boven je budget/.test(fact))) return 'short';
  if (facts.some((fact) => /^(Dat past binnen|Zonder sportbeurs past de volle prijs binnen)/.test(fact))) return 'fits';
  return null;
}

const costScore = (match: ComputedMatch) => match.score_parts.find((part) => part.key === 'cost')?.score ?? null;

/**
 * What the sport's scholarship limit allows one athlete of the squad a year when fully funded: the
 * limit in full years of the school's cost, over the squad the match shows (the athlete's own team;
 * where a limit covers two sports, such as track and cross country, their athletes together are at
 * least as many, so this is the looser bound). Null where the limit, the cost or the squad is unknown.
 */
export function limitSharePerAthlete(athlete: EvaluationAthlete, match: ComputedMatch): number | null {
  const limit = scholarshipLimit(
    match.institution.level,
    athlete.facts.team,
    athlete.facts.sport,
    match.institution.conference,
  );
  const cost = match.institution.international_cost?.usd ?? null;
  const squad = match.teamStats.squad_size;
  if (!limit || cost === null || !squad) return null;
  return (limit.count * cost) / squad;
}

/**
 * Whether the athlete is a standout at the match's level: a national (youth) team athlete (ladder
 * tier 1) at a level the ladder says they fit or exceed. The coach's biggest scholarships go to such
 * recruits, so their estimate has its own bounds (STANDOUT_CHECKS), not twice the squad's share.
 */
export function standoutAt(athlete: EvaluationAthlete, match: ComputedMatch): boolean {
  const step = resolveLevel(athlete.facts.sport, athlete.facts.team, athlete.facts.levelCode);
  const fit = step?.fits[match.institution.level];
  return step?.tier === 1 && (fit === 'fit' || fit === 'safe');
}

/** What a match's cost facts say of the sport's share of the school's aid (parts/cost.ts `aidBaseFacts`). */
export interface StatedShare {
  /** 'gemiddeld $X per sporter in dit team': the sport's aid per athlete of its squad. */
  readonly perAthleteUsd: number;
  /** 'N van de M beurzen': the scholarships the sport can use. */
  readonly scholarships: number;
  /** 'over een selectie van K': the squad the share is divided over. */
  readonly squad: number;
}

const dutchNumber = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

/**
 * The sport's share as the athlete reads it in the cost facts; null where the facts say the team's
 * average stands (no known limit or squad) or give no estimate. Read from the texts, as costVerdict
 * reads the verdict, so the checks hold the estimate to what the match itself tells the family.
 */
export function statedShare(match: ComputedMatch): StatedShare | null {
  const facts = match.score_parts.find((part) => part.key === 'cost')?.facts ?? [];
  let perAthlete: number | null = null;
  let split: { scholarships: number; squad: number } | null = null;
  for (const fact of facts) {
    const average = /^Geschatte sportbeurs .*?: gemiddeld \$([\d.]+) per sport(?:st)?er in dit team/.exec(fact);
    if (average?.[1]) perAthlete = dutchNumber(average[1]);
    const shared =
      /^Zo geschat: .* (\d+(?:,\d+)?) van de \d+(?:,\d+)? beurzen, en dat deel over (?:een|de gebruikelijke) selectie van (\d+(?:,\d+)?)/.exec(
        fact,
      );
    if (shared?.[1] && shared[2]) split = { scholarships: dutchNumber(shared[1]), squad: dutchNumber(shared[2]) };
  }
  return perAthlete !== null && split !== null && split.scholarships > 0 && split.squad > 0
    ? { perAthleteUsd: perAthlete, ...split }
    : null;
}

/**
 * The estimates of a ranking above `factor` times the limit's share per athlete (or above the year's
 * cost); a standout's are left to STANDOUT_CHECKS when `standouts` is 'own-bound'.
 */
function overLimit(
  athlete: EvaluationAthlete,
  ranking: readonly ComputedMatch[],
  factor: number,
  standouts: 'included' | 'own-bound' = 'included',
): string[] {
  return ranking.flatMap((match, index) => {
    if (standouts === 'own-bound' && standoutAt(athlete, match)) return [];
    const high = match.aid_estimate?.max_usd ?? null;
    const share = limitSharePerAthlete(athlete, match);
    const cost = match.institution.international_cost?.usd ?? null;
    if (high === null || share === null || cost === null) return [];
    const ceiling = Math.min(cost, factor * share);
    return high > ceiling + 250
      ? [
          `${place(match, index)}: ${formatUsd(high)} above ${formatUsd(Math.round(ceiling))} (squad ${match.teamStats.squad_size})`,
        ]
      : [];
  });
}

/** The check for one written expectation. */
function expectationCheck(expectation: Expectation): EvaluationCheck {
  const { why } = expectation;
  switch (expectation.kind) {
    case 'no-matches':
      return {
        name: 'no matches',
        why,
        run: ({ ranking }) =>
          ranking.length === 0 ? [] : [`${ranking.length} matches, first ${ranking.slice(0, 3).map(place).join('; ')}`],
      };
    case 'min-matches':
      return {
        name: `at least ${expectation.count} matches`,
        why,
        run: ({ ranking }) => (ranking.length >= expectation.count ? [] : [`only ${ranking.length} matches`]),
      };
    case 'never':
      return {
        name: `never ${levelList(expectation.levels)}`,
        why,
        run: ({ ranking, athlete }) =>
          ranking
            .map((match, index) => [match, index] as const)
            .filter(([match]) => inLevels(expectation.levels)(match) && !beyondCatalogue(athlete, match))
            .slice(0, 5)
            .map(([match, index]) => place(match, index)),
      };
    case 'only':
      return {
        name: `only ${levelList(expectation.levels)}`,
        why,
        run: ({ ranking, athlete }) =>
          ranking
            .map((match, index) => [match, index] as const)
            .filter(([match]) => !inLevels(expectation.levels)(match) && !beyondCatalogue(athlete, match))
            .slice(0, 5)
            .map(([match, index]) => place(match, index)),
      };
    case 'present':
      return {
        name: `some ${levelList(expectation.levels)}`,
        why,
        run: ({ ranking }) =>
          ranking.some(inLevels(expectation.levels)) ? [] : [`none among ${ranking.length} (${mixText(ranking)})`],
      };
    case 'first':
      return {
        name: `first ${expectation.count} all ${levelList(expectation.levels)}`,
        why,
        run: ({ ranking }) => {
          const first = ranking.slice(0, expectation.count);
          if (first.length < expectation.count) return [`only ${first.length} matches`];
          return first.flatMap((match, index) => (inLevels(expectation.levels)(match) ? [] : [place(match, index)]));
        },
      };
    case 'top-ten': {
      const { atLeast, atMost, levels } = expectation;
      const bounds = [
        atLeast !== undefined ? `at least ${atLeast}` : '',
        atMost !== undefined ? `at most ${atMost}` : '',
      ]
        .filter(Boolean)
        .join(' and ');
      return {
        name: `top ten: ${bounds} of ${levelList(levels)}`,
        why,
        run: ({ ranking }) => {
          const top = ranking.slice(0, TOP);
          const count = top.filter(inLevels(levels)).length;
          if ((atLeast !== undefined && count < atLeast) || (atMost !== undefined && count > atMost)) {
            return [`${count} in the top ten (${mixText(top)})`];
          }
          return [];
        },
      };
    }
    case 'states-first':
      return {
        name: `first ${expectation.count} in the preferred states`,
        why,
        run: ({ ranking, athlete }) => {
          const states = new Set(athlete.facts.preferredStates);
          const first = ranking.slice(0, expectation.count);
          if (first.length < expectation.count) return [`only ${first.length} matches`];
          return first.flatMap((match, index) =>
            states.has(match.institution.state ?? '') ? [] : [`${place(match, index)} in ${match.institution.state}`],
          );
        },
      };
    case 'size-first':
      return {
        name: `at least ${expectation.count} of the first ${expectation.of} of the preferred size`,
        why,
        run: ({ ranking, athlete }) => {
          const size = athlete.facts.preferredSchoolSize;
          if (!size) return ['the athlete named no school size'];
          const bands = SCHOOL_SIZE_BANDS[size];
          const first = ranking.slice(0, expectation.of);
          const count = first.filter((match) => bands.includes(match.institution.size_band ?? 0)).length;
          return count >= expectation.count
            ? []
            : [
                `${count}: ${first.map((match) => `${match.school_name} band ${match.institution.size_band}`).join('; ')}`,
              ];
        },
      };
    case 'confirmed-first':
      return {
        name: `first ${expectation.count} confirmed programmes`,
        why,
        run: ({ ranking }) => {
          const first = ranking.slice(0, expectation.count);
          if (first.length < expectation.count) return [`only ${first.length} matches`];
          return first.flatMap((match, index) => (match.sport_confirmed ? [] : [`${place(match, index)} unconfirmed`]));
        },
      };
    case 'unconfirmed-only':
      return {
        name: "every match 'niet bevestigd', capped",
        why,
        run: ({ ranking }) => {
          if (ranking.length === 0) return ['no matches at all'];
          return ranking.flatMap((match, index) =>
            !match.sport_confirmed && match.caps.some((cap) => /bevestigd/.test(cap))
              ? []
              : [`${place(match, index)} confirmed ${match.sport_confirmed}, caps ${match.caps.length}`],
          );
        },
      };
    case 'budget-covers-all':
      return {
        name: 'the budget covers every school',
        why,
        run: ({ ranking }) =>
          ranking.flatMap((match, index) =>
            match.caps.some((cap) => /budget/i.test(cap)) || match.missing.some((line) => /^Budget: /.test(line))
              ? [
                  `${place(match, index)}: ${[...match.caps, ...match.missing].filter((t) => /budget/i.test(t)).join(' / ')}`,
                ]
              : [],
          ),
      };
    case 'cost-neutral':
      return {
        name: 'cost part neutral, budget asked for',
        why,
        run: ({ ranking }) =>
          ranking.flatMap((match, index) =>
            costScore(match) === 50 && match.missing.some((line) => /^Budget: /.test(line))
              ? []
              : [`${place(match, index)}: cost part ${costScore(match)}`],
          ),
      };
    case 'aid-within-limit':
      return {
        name: `aid estimates within ${expectation.factor} times the scholarship limit's share per athlete`,
        why,
        run: ({ ranking, athlete }) => overLimit(athlete, ranking, expectation.factor).slice(0, 10),
      };
    case 'aid-floor':
      return {
        name: `at least ${expectation.atLeast} of the top ten's aid estimates reach ${Math.round(expectation.share * 100)} % of the year`,
        why,
        run: ({ ranking }) => {
          const estimated = ranking.slice(0, TOP).filter((match) => match.aid_estimate !== null);
          const reaching = estimated.filter((match) => {
            const cost = match.institution.international_cost?.usd ?? null;
            return cost !== null && (match.aid_estimate?.max_usd ?? 0) >= expectation.share * cost;
          });
          return reaching.length >= expectation.atLeast
            ? []
            : [
                `${reaching.length}: ${estimated.map((match) => `${match.school_name} ${formatUsd(match.aid_estimate?.max_usd ?? 0)} of ${formatUsd(match.institution.international_cost?.usd ?? 0)}`).join('; ')}`,
              ];
        },
      };
    case 'differs-from': {
      const of = expectation.of ?? TOP;
      return {
        name: `${of === TOP ? 'top ten' : `first ${of}`} differs from ${expectation.key}'s`,
        why,
        run: ({ ranking, rankingOf }) => {
          const ids = (matches: readonly ComputedMatch[]) =>
            matches
              .slice(0, of)
              .map((match) => match.institution_id)
              .sort()
              .join(',');
          return ids(ranking) === ids(rankingOf(expectation.key)) ? [`the same ${of} schools`] : [];
        },
      };
    }
  }
}

/** What every athlete with matches must show (issue 33, items 1-4). */
export const UNIVERSAL_CHECKS: readonly EvaluationCheck[] = [
  {
    name: 'a school at a level the catalogue lacks for the sport shows only with its team listed',
    why: "hard filters: the catalogue decides only where a school's sport list is unknown; a team the data lists is real",
    run: ({ ranking, athlete }) => {
      const sport = sportById(athlete.facts.sport);
      if (!sport) return [];
      const programme = teamProgramme(sport, athlete.facts.team);
      if (!programme.offered) return [];
      const levels = programme.levels;
      return ranking
        .map((match, index) => [match, index] as const)
        .filter(([match]) => !levels.includes(match.institution.level) && !match.sport_confirmed)
        .slice(0, 5)
        .map(([match, index]) => place(match, index));
    },
  },
  {
    name: 'has matches',
    why: 'the catalogue has the sport for the team and the ladder a US level for the athlete',
    run: ({ ranking }) => (ranking.length > 0 ? [] : ['no matches']),
  },
  {
    name: 'top ten holds at least four different scores',
    why: 'issue 33: a ranking of equal scores tells a family nothing; caps never flatten a list',
    measured: true,
    run: ({ ranking }) => {
      const top = ranking.slice(0, TOP);
      const needed = Math.min(4, top.length);
      const distinct = distinctScores(top);
      return distinct >= needed ? [] : [`${distinct} different: ${top.map((match) => match.match_score).join(', ')}`];
    },
  },
  {
    name: 'junior colleges among the 30 do not share one score',
    why: 'issue 33: junior colleges are ranked among themselves by what differs between them, not all at their cap; ten or more hold four scores, as a top ten does',
    run: ({ ranking }) => {
      const colleges = ranking.slice(0, SHOWN).filter((match) => match.institution.level === 'njcaa');
      const distinct = distinctScores(colleges);
      const needed = colleges.length >= 10 ? 4 : colleges.length >= 2 ? 2 : 0;
      return distinct >= needed
        ? []
        : [
            `${colleges.length} junior colleges, ${distinct} score(s): ${colleges.map((m) => m.match_score).join(', ')}`,
          ];
    },
  },
  {
    name: 'no two of the 30 share a rationale apart from numbers and the school',
    why: "issue 33, item 4: 'waarom dit past' leads with what sets this school apart for this athlete",
    run: ({ ranking }) => {
      const seen = new Map<string, ComputedMatch>();
      const problems: string[] = [];
      for (const match of ranking.slice(0, SHOWN)) {
        const shape = rationaleShape(match);
        const earlier = seen.get(shape);
        if (earlier) problems.push(`${earlier.school_name} and ${match.school_name}: "${shape.slice(0, 160)}..."`);
        else seen.set(shape, match);
      }
      return problems;
    },
  },
  {
    name: 'no roster part scores on a squad no team can hold, and its facts say so',
    why: "issue 33: EADA 2020-21 reports squads no team of the sport can hold (Penn State's women's basketball 211, men's soccer 286: its campuses counted together); a squad over twice the 99th percentile of the sport's squads among the athlete's schools is no roster room, and the facts say it was set aside",
    run: ({ ranking, athlete, institution }) => {
      const { sport, team } = athlete.facts;
      const reported = (match: ComputedMatch) => latestSquad(institution(match.institution_id).sports[team][sport]);
      const sizes = ranking.flatMap((match) => {
        const squad = reported(match);
        return squad ? [squad.size] : [];
      });
      if (sizes.length < 30) return [];
      sizes.sort((a, b) => a - b);
      const bound = 2 * (sizes[Math.ceil(0.99 * sizes.length) - 1] ?? 0);
      return ranking.slice(0, SHOWN).flatMap((match, index) => {
        const squad = reported(match);
        if (!squad || squad.size <= bound) return [];
        const facts = match.score_parts.find((part) => part.key === 'roster')?.facts ?? [];
        const problems: string[] = [];
        if (match.teamStats.squad_size === squad.size)
          problems.push(`shows the squad of ${squad.size} (bound ${bound})`);
        if (!facts.some((fact) => /niet geloofwaardig/.test(fact)))
          problems.push(`roster facts do not set ${squad.size} aside`);
        return problems.map((problem) => `${place(match, index)}: ${problem}`);
      });
    },
  },
  {
    name: 'an international student pays at least the out-of-state tuition, and the cost facts use that price',
    why: 'domain facts: international students pay the out-of-state rate at a public school; the cost part, the net cost and the texts all start from it (issue 33, item 1)',
    run: ({ ranking }) =>
      ranking.flatMap((match, index) => {
        const problems: string[] = [];
        const { international_cost: cost, costs, control } = match.institution;
        const out = costs?.tuition_out_of_state ?? null;
        if (control === 'public' && cost && out) {
          if (cost.usd < out.usd) problems.push(`international ${cost.usd} below out-of-state tuition ${out.usd}`);
          if (!OUT_OF_STATE_BASES.has(cost.basis))
            problems.push(`priced on '${cost.basis}' though out-of-state is known`);
        }
        if (cost) {
          const facts = match.score_parts.find((part) => part.key === 'cost')?.facts ?? [];
          if (!facts.some((fact) => fact.includes(formatUsd(cost.usd))))
            problems.push(`cost facts never name ${formatUsd(cost.usd)}`);
          const net = match.net_cost;
          const aid = match.aid_estimate ?? { min_usd: 0, max_usd: 0 };
          if (net && (net.max_usd !== cost.usd - aid.min_usd || net.min_usd !== cost.usd - aid.max_usd)) {
            problems.push(
              `net cost ${net.min_usd}-${net.max_usd} is not ${cost.usd} minus the aid ${aid.min_usd}-${aid.max_usd}`,
            );
          }
        }
        return problems.map((problem) => `${place(match, index)}: ${problem}`);
      }),
  },
  {
    name: "no aid estimate above twice what the sport's scholarship limit allows an athlete of its squad, but a standout's",
    why: "domain facts: a sport's athletes share at most its scholarship limit (NCAA Division I and II, NAIA and NJCAA limits per sport), a full year of the school's cost each; twice that share per athlete is the most an athlete below the national (youth) team is estimated to get, and a school's all-teams average never stands in for it (a family's tour: a club rower read up to $72.000 at SMU). Restated for the standout (a national-team athlete at a level she fits or exceeds), written before her rule changed: in a big equivalency squad a coach gives the best recruits far more than twice the squad's share (a national-team sprinter read $5.500-$11.500 of a $42.625 year at Kansas), so hers has its own bound (STANDOUT_CHECKS: never above a full year nor the sport's whole aid)",
    run: ({ ranking, athlete }) => overLimit(athlete, ranking, 2, 'own-bound').slice(0, 10),
  },
  {
    name: "an aid estimate that reaches the full cost keeps a range and says 'tot de volledige kosten'",
    why: "issue 33: at a rich small private school (Mount Olive: $60.478 aid per athlete, a $36.924 year) the estimate capped at the full cost read '$36.924' and '$0 after aid, fits even if the aid is low': a certainty no scholarship has",
    run: ({ ranking }) =>
      ranking.slice(0, SHOWN).flatMap((match, index) => {
        const cost = match.institution.international_cost?.usd ?? null;
        const aid = match.aid_estimate;
        if (cost === null || !aid || aid.max_usd < cost) return [];
        const problems: string[] = [];
        if (aid.min_usd >= aid.max_usd) problems.push(`the range collapses at ${aid.max_usd}`);
        if (!/tot de volledige kosten/.test(match.scholarship)) problems.push(`scholarship '${match.scholarship}'`);
        return problems.map((problem) => `${place(match, index)}: ${problem}`);
      }),
  },
  {
    name: "the cost part's score agrees with its sentence",
    why: "issue 33, item 1: a cost part whose facts report a possible shortfall never scores as 'fits the budget', and 'wat ontbreekt' says the same",
    run: ({ ranking }) => {
      const problems: string[] = [];
      const fits = ranking.filter((match) => costVerdict(match) === 'fits');
      const short = ranking.filter((match) => costVerdict(match) === 'short');
      const lowestFit = Math.min(...fits.map((match) => costScore(match) ?? 0));
      for (const match of short) {
        if ((costScore(match) ?? 0) >= lowestFit) {
          problems.push(`${match.school_name}: a shortfall scores ${costScore(match)}, a fit scores ${lowestFit}`);
        }
        if (!match.missing.some((line) => /^Budget: /.test(line)))
          problems.push(`${match.school_name}: shortfall not in 'wat ontbreekt'`);
      }
      for (const match of fits) {
        if (match.missing.some((line) => /^Budget: /.test(line)))
          problems.push(`${match.school_name}: fits, yet a budget line`);
      }
      return problems.slice(0, 10);
    },
  },
  {
    name: 'no school without the sport, no service academy, an unconfirmed programme said and capped',
    why: 'the hard filters (domain facts): the school sponsors the sport for the team; the service academies need a US nomination',
    run: ({ ranking, athlete, institution }) =>
      ranking.flatMap((match, index) => {
        const row = institution(match.institution_id);
        const listing = sportListing(row, athlete.facts.sport, athlete.facts.team);
        const problems: string[] = [];
        if (SERVICE_ACADEMY_IDS.has(match.institution_id)) problems.push('a service academy');
        if (listing === 'not-listed') problems.push('the sport is not listed where the list is known');
        if (listing === 'unknown' && (match.sport_confirmed || !match.caps.some((cap) => /bevestigd/.test(cap)))) {
          problems.push('unknown sport list shown as confirmed or without the cap');
        }
        return problems.map((problem) => `${place(match, index)}: ${problem}`);
      }),
  },
];

/** Only for an athlete who named divisions. */
const DIVISIONS_LEAD: EvaluationCheck = {
  name: 'the preferred divisions lead the top ten',
  why: "issue 33, item 3: the athlete's own division wish is a preference with a cap; where schools of those divisions are feasible, they come first (the first three, and six of the top ten)",
  run: ({ ranking, athlete }) => {
    const preferred = inLevels(athlete.facts.preferredDivisions);
    const feasible = ranking.filter(preferred).length;
    if (feasible === 0) return [];
    const problems: string[] = [];
    ranking.slice(0, Math.min(3, feasible)).forEach((match, index) => {
      if (!preferred(match)) problems.push(`${place(match, index)} is not a preferred division`);
    });
    const top = ranking.slice(0, TOP);
    const count = top.filter(preferred).length;
    if (count < Math.min(6, feasible)) problems.push(`${count} preferred in the top ten (${mixText(top)})`);
    return problems;
  },
};

function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/**
 * Only for an athlete from a national (youth) team (ladder tier 1). Written before the athletic part
 * read the programme's means: within a level the parts saturate for such an athlete (level, wishes,
 * English all 100), and a national-team basketball player saw the SWAC's Jackson State level with
 * Penn State. The EADA's athletic aid per athlete of the team tells a level's programmes apart (D1
 * women: about $34.000 in the ACC, $26.000 in the Big Ten, $10.000 in the SWAC).
 */
const WELL_FUNDED_LEAD: EvaluationCheck = {
  name: "a national-selection athlete's top ten is led by programmes giving more athletic aid per athlete than their level's median",
  why: "issue 33, items 2 and 4: scores separate schools that differ by conference level and programme size; the programmes that fund the most scholarships (EADA 2023-24) recruit a level's strongest athletes, so more than half of a national-team athlete's top ten that give aid are above their level's median",
  // One part among six: where the cost or the roster decides (a small budget), a modest programme may lead.
  measured: true,
  run: ({ ranking, athlete, institution }) => {
    const perAthlete = (match: ComputedMatch) =>
      match.athletic_aid_possible
        ? (institution(match.institution_id).aid?.[athlete.facts.team]?.per_athlete_usd ?? 0)
        : 0;
    const medians = new Map<CollegeLevel, number>();
    for (const level of COLLEGE_LEVELS) {
      const values = ranking
        .filter((match) => match.institution.level === level && match.sport_confirmed && perAthlete(match) > 0)
        .map(perAthlete);
      const median = medianOf(values);
      if (median !== null) medians.set(level, median);
    }
    const top = ranking.slice(0, TOP).filter((match) => perAthlete(match) > 0 && medians.has(match.institution.level));
    // Too few of the top ten give aid to say what leads it (D3, the Ivy League, unknown figures).
    if (top.length < 4) return [];
    const above = top.filter((match) => perAthlete(match) > (medians.get(match.institution.level) ?? 0));
    if (above.length * 2 > top.length) return [];
    return [
      `${above.length} of ${top.length} above their level's median: ${top
        .map(
          (match, index) =>
            `${place(match, index)} ${formatUsd(perAthlete(match))} vs ${formatUsd(medians.get(match.institution.level) ?? 0)}`,
        )
        .join('; ')}`,
    ];
  },
};

/** A quarter of a $500 step: the estimates are rounded to $500. */
const ROUNDING_USD = 250;

/**
 * Only for an athlete from a national (youth) team (ladder tier 1): what her aid estimate may and
 * should be where she is a standout (`standoutAt`). Written before the rule for standouts (aid.ts):
 * 10ed0a1 made the estimate's base the sport's own aid per athlete of its squad, and the fit shares,
 * set on the all-teams average, then left a national-team sprinter at Kansas $5.500-$11.500 of a
 * $42.625 year.
 */
const STANDOUT_CHECKS: readonly EvaluationCheck[] = [
  {
    name: "a national-selection athlete's aid estimate reaches half the year at a D1 or D2 programme that funds her sport",
    why: "domain facts: in an equivalency sport a coach concentrates the limit's scholarships on the best recruits, and a national (youth) team athlete at a Division I or II programme that funds the sport is typically offered a large partial to a full scholarship; the squad's average (the sport's aid over its squad) is pulled down by walk-ons and small partials, so it is a typical recruit's base, not hers. 'Funds the sport': the sport's aid at the school as the cost facts state it (its average per athlete in the team times the squad) pays at least half of the scholarships its limit lets it use, in full years of the cost; there the high end reaches at least half the year (within the $500 rounding)",
    run: ({ ranking, athlete }) =>
      ranking
        .flatMap((match, index) => {
          const level = match.institution.level;
          if ((level !== 'ncaa-d1' && level !== 'ncaa-d2') || !standoutAt(athlete, match)) return [];
          const high = match.aid_estimate?.max_usd ?? null;
          const cost = match.institution.international_cost?.usd ?? null;
          const limit = scholarshipLimit(level, athlete.facts.team, athlete.facts.sport, match.institution.conference);
          const share = statedShare(match);
          if (high === null || cost === null || !limit || !share) return [];
          const funded = (share.perAthleteUsd * share.squad) / (share.scholarships * cost);
          if (funded < 0.5 || high >= cost / 2 - ROUNDING_USD) return [];
          return [
            `${place(match, index)}: ${formatUsd(high)} of ${formatUsd(cost)} (funds ${Math.round(funded * 100)} % of ${share.scholarships} scholarships, squad ${share.squad})`,
          ];
        })
        .slice(0, 10),
  },
  {
    name: "a national-selection athlete's aid estimate is never above the year's cost nor the sport's whole aid at the school",
    why: "domain facts: no athletic scholarship pays more than the cost of attendance, and one athlete can hold no more than the sport's whole aid at the school (as the cost facts state it: its average per athlete times the squad)",
    run: ({ ranking }) =>
      ranking
        .flatMap((match, index) => {
          const high = match.aid_estimate?.max_usd ?? null;
          const cost = match.institution.international_cost?.usd ?? null;
          if (high === null) return [];
          const problems: string[] = [];
          if (cost !== null && high > cost) problems.push(`${formatUsd(high)} above the cost ${formatUsd(cost)}`);
          const share = statedShare(match);
          const whole = share ? share.perAthleteUsd * share.squad : null;
          if (whole !== null && high > whole + ROUNDING_USD)
            problems.push(`${formatUsd(high)} above the sport's whole aid ${formatUsd(Math.round(whole))}`);
          return problems.map((problem) => `${place(match, index)}: ${problem}`);
        })
        .slice(0, 10),
  },
];

/**
 * Only where Division III leads the top ten (six or more of it). D3 gives no athletic aid, so the
 * programmes cannot be told apart by their means; what a family can weigh there is the room a squad
 * has (issue 33, item 2: roster room against the sport's median squad). Written before the athletic
 * part read the squad at D3: the top ten's D3 programmes should hold at least the median squad of the
 * athlete's D3 programmes.
 */
const D3_ROOM_LEADS: EvaluationCheck = {
  name: "a Division III top ten holds squads at least the median of the athlete's D3 programmes",
  why: 'issue 33, item 2: at D3 (no athletic aid) the ranking separates programmes by roster room, not by nothing; a bigger squad has more places each year for an athlete below the national top',
  measured: true,
  run: ({ ranking }) => {
    const squadOf = (match: ComputedMatch) => match.teamStats.squad_size;
    const d3 = ranking.filter((match) => match.institution.level === 'ncaa-d3' && squadOf(match) !== null);
    const top = ranking.slice(0, TOP).filter((match) => match.institution.level === 'ncaa-d3');
    if (top.length < 6 || d3.length < 20) return [];
    const all = medianOf(d3.map((match) => squadOf(match) ?? 0)) ?? 0;
    const topMedian = medianOf(top.flatMap((match) => (squadOf(match) === null ? [] : [squadOf(match) ?? 0]))) ?? 0;
    return topMedian >= all
      ? []
      : [
          `top ten's D3 median squad ${topMedian} below the D3 median ${all}: ${top.map((m) => `${m.school_name} ${squadOf(m)}`).join('; ')}`,
        ];
  },
};

/** Every check of one athlete: its own expectations, then the universal ones when it should have matches. */
export function evaluationChecks(athlete: EvaluationAthlete): EvaluationCheck[] {
  const own = athlete.expect.map(expectationCheck);
  if (athlete.expect.some((expectation) => expectation.kind === 'no-matches')) return own;
  const universal = [...UNIVERSAL_CHECKS];
  if (athlete.facts.preferredDivisions.length > 0) universal.push(DIVISIONS_LEAD);
  if (resolveLevel(athlete.facts.sport, athlete.facts.team, athlete.facts.levelCode)?.tier === 1) {
    universal.push(WELL_FUNDED_LEAD, ...STANDOUT_CHECKS);
  }
  if (resolveLevel(athlete.facts.sport, athlete.facts.team, athlete.facts.levelCode)) universal.push(D3_ROOM_LEADS);
  return [...own, ...universal];
}

/** The measured checks' names, for KNOWN_MISSES. */
export const TOP_TEN_SCORES = 'top ten holds at least four different scores';
export const WELL_FUNDED = WELL_FUNDED_LEAD.name;
export const D3_ROOM = D3_ROOM_LEADS.name;

/**
 * The athletes a measured check does not hold for, per check, each with why (the figures are the
 * engine's at this writing; bench/matching-eval.md shows them). The part ranges are the top ten's;
 * 'within 2 / 3' counts the schools of the whole ranking scoring at most that far below the first
 * (the report's 'near #1'). Where dozens do, the data tells the best of several hundred programmes
 * apart by less than a point each, and no part separates them without inventing a difference (the
 * engine README, 'Why the top of a list can still tie', lists the signals measured and not kept).
 */
export const KNOWN_MISSES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [TOP_TEN_SCORES]: {
    'atletiek-dames-teamnl':
      "D1, €15.000: a standout's estimate reaches the full year wherever the programme funds its track and field scholarships (aid.ts STANDOUT_MAX_SHARE; all ten do), so the cost part reads the price against the squad's share as the low end (60-69 at all ten), and athletic 92-100, academics 92-96 and roster 66-73 trade off; 49 within 2 points, 92 within 3 (87-86). Four scores before that rule, when D1 estimates of $5.500-$11.500 (Kansas) let three NAIA schools into her top ten. Measured and not kept: twice the aid per scholarship replaced by 1,5 or 3 times (2 scores), a low end at a quarter (2) or half (3) of it",
    'basketbal-dames-selectie-ruim-budget':
      'D1, €100.000: the best-funded programmes (athletic 92-100) are the more selective and dearer schools, where academics (84-95) and cost (91-98) give back what the means add; 11 schools within 2 points of the first, 46 within 3 (94-92)',
    'hockey-oranje-dames':
      "D1, €20.000: athletic 88-97, academics 89-95 and cost 67-83 trade off; 22 within 2 points, 28 within 3 (87-86). Five scores before the aid became each sport's share by the scholarship limits (aid-share.ts): 12 field hockey scholarships over squads of 21-29 bring the estimates of the best-funded programmes closer together; three before a standout's estimate reached the full year (aid.ts STANDOUT_MAX_SHARE: it does at all ten)",
    'golf-heren-ngf-groot':
      'D1, a big school wished (all ten are): athletic 98-100 at every rich public university, academics 90-96 and cost 92-96 trade off; 18 within 2 points, 36 within 3 (95-93)',
    'lacrosse-dames-selectie-onbeperkt':
      'D1, €250.000 (cost 91-95 at all ten): athletic 91-100 and academics 87-95 cancel; 18 within 2 points, 39 within 3 (91-90)',
    'schoonspringen-dames-selectie':
      "D1 swimming and diving, €20.000: athletic 89-99, academics 92-95 and cost 70-87 trade off; 45 within 2 points, 68 within 3 (all ten 86). Two scores before a standout's estimate reached the full year (aid.ts STANDOUT_MAX_SHARE: it does at all ten, so the cost part reads the price and the squad's share)",
    'softbal-dames-selectie-gpa-2-3':
      'D1 with GPA 2,3: academics 45-60 and athletic 92-100 at all ten, cost 83-91; 13 within 2 points, 23 within 3 (82-80)',
    'tennis-dames-itf':
      'D1, €20.000: athletic 90-100, academics 88-95 and cost 83-93 trade off; 22 within 2 points, 49 within 3 (91-90)',
    'veldlopen-dames-regio':
      'D3, no budget and no wishes (cost 50 and preferences 100 at every school): the biggest squads (athletic 100, roster 77-88) are at the more selective schools (academics 86-92); 31 within 2 points, 49 within 3 (82-81)',
    'voetbal-dames-oranje-westkust':
      "D1 on the west coast, €50.000: athletic 86-100, academics 90-97 and cost 83-94 trade off; 18 within 2 points, 21 within 3 (91-89). Four scores before the aid became each sport's share by the scholarship limits (aid-share.ts)",
    'voetbal-dames-lager':
      'D3, no budget and no wishes: squad size (roster 72-78) and selectivity (academics 90-96) trade off point for point; 59 within 2 points, 107 within 3 (65-64)',
    'voetbal-lager-heren':
      'junior colleges at the top (the 85 cap scales all ten alike): cost 81-86 and roster 51-82 trade off; 16 within 2 points, 23 within 3 (63-61)',
    'volleybal-dames-lager':
      'D3 only, €60.000: cost 85-92, academics 88-95 and roster 73-81 trade off; 34 within 2 points, 55 within 3 (75-74)',
  },
  [WELL_FUNDED]: {
    'turnen-heren-selectie':
      "€25.000, 13 D1 programmes: men's gymnastics shares 6,3 scholarships over squads of 16-23; since a standout's estimate reaches the full year where the programme funds them (all ten of his top ten), the cost part reads the price and the squad's share, and Nebraska and Iowa, under the level's median, rank on their lower cost (5 of 10 above it; the check asks for more than half)",
    'handboogschieten-heren-selectie':
      "€15.000 and GPA 2,8: the cost decides; the Cumberlands' $24.884 year leads with a modest $5.776 per athlete, and only 8 of the top ten give aid",
    'squash-heren-selectie':
      'only 4 of the top ten give athletic aid (the Ivy League and D3 give none); Drexel leads on academics and roster with $23.836 against a $31.344 median',
  },
  [D3_ROOM]: {
    'roeien-dames-beginner':
      "€15.000, a beginner (D3 'fit', D1 and D2 a reach): four D1 and D2 programmes lead on their cost after aid, and the six D3 schools after them are the cheaper ones, with smaller squads (median 20 against the D3 median 24,5: Gordon's 7, Massachusetts Maritime's 4). Held before the aid became each sport's share by the scholarship limits, which moved other D3 schools into her top ten",
    'hockey-dames-gpa-laag':
      "GPA 1,7: only the least selective D3 schools keep the academic part off its cap; their squads' median (19,5) is half a player under the D3 median (20)",
    'honkbal-heren-lager':
      "€25.000: Wisconsin's public D3 schools lead on cost; their squads' median (36) is three under the D3 median (39)",
  },
};
