/**
 * The matching engine measured over the evaluation set (issue 33, item 6): every athlete of
 * src/modules/matches/engine/evaluation-athletes.ts ranked against the committed dataset, as the
 * server ranks (rankMatches with the whole dataset's reference), and written to
 * bench/matching-eval.json with a short bench/matching-eval.md beside it.
 *
 * Per athlete: the division mix of the top ten, the score spread (lowest, highest and distinct scores
 * in the top ten and in the 30 shown; how many schools score within 2 or 3 points of the first), the
 * junior colleges among the 30 and their scores, the share of public schools among the 30 priced at
 * the out-of-state rate (international_cost.basis 'parts',
 * 'adjusted' or 'partial'; 'in-state' is the fallback on the resident's price), the schools shown
 * although their sport is not confirmed, and which of the athlete's expectations (evaluation.ts)
 * fail. Deterministic: no clock, athletes sorted by key, so a rerun on the same engine and dataset
 * writes the same bytes.
 *
 *   npm run eval:matching                       (from the repository root)
 *   node scripts/eval-matching.ts [--check] [--out <dir>]   (from server/, Node 24)
 *
 * --check writes nothing and exits 1 when the committed report is not what this engine and dataset
 * give (a report left behind by an engine change).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ComputedMatch } from '@talentbrug/domain/contracts/matches';
import { type CostBasis, type Institution, OUT_OF_STATE_BASES } from '@talentbrug/domain/institutions';
import { COLLEGE_LEVELS, type CollegeLevel } from '@talentbrug/domain/sports';
import { readDatasetFile } from '../src/modules/matches/dataset-file.ts';
import { rankMatches } from '../src/modules/matches/engine/engine.ts';
import {
  distinctScores,
  evaluationChecks,
  KNOWN_MISSES,
  levelMix,
  SHOWN,
  TOP,
} from '../src/modules/matches/engine/evaluation.ts';
import { EVALUATION_ATHLETES, type EvaluationAthlete } from '../src/modules/matches/engine/evaluation-athletes.ts';
import { buildMatchReference } from '../src/modules/matches/engine/reference.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** At most this many problems are quoted per failing check, each cut at QUOTE_CHARS; the test lists them all. */
const PROBLEMS_QUOTED = 3;
const QUOTE_CHARS = 240;
const quote = (problem: string) => (problem.length > QUOTE_CHARS ? `${problem.slice(0, QUOTE_CHARS - 3)}...` : problem);

interface Spread {
  readonly min: number | null;
  readonly max: number | null;
  readonly distinct: number;
}

const spread = (matches: readonly ComputedMatch[]): Spread => {
  const scores = matches.map((match) => match.match_score);
  return {
    min: scores.length ? Math.min(...scores) : null,
    max: scores.length ? Math.max(...scores) : null,
    distinct: distinctScores(matches),
  };
};

const pct = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

function publicPricing(shown: readonly ComputedMatch[]) {
  const bases: Record<CostBasis | 'unknown', number> = { parts: 0, adjusted: 0, partial: 0, 'in-state': 0, unknown: 0 };
  const publics = shown.filter((match) => match.institution.control === 'public');
  for (const match of publics) bases[match.institution.international_cost?.basis ?? 'unknown']++;
  const outOfState = publics.filter((match) => {
    const basis = match.institution.international_cost?.basis;
    return basis !== undefined && OUT_OF_STATE_BASES.has(basis);
  }).length;
  return { public: publics.length, out_of_state: outOfState, out_of_state_pct: pct(outOfState, publics.length), bases };
}

/**
 * How crowded the top is: the schools of the whole ranking whose score is at most 2 or 3 below the
 * first's. Where dozens are, a top ten that ties is the data's, not a cap's (KNOWN_MISSES).
 */
function nearFirst(ranking: readonly ComputedMatch[]) {
  const first = ranking[0]?.match_score ?? null;
  const within = (points: number) =>
    first === null ? 0 : ranking.filter((match) => match.match_score >= first - points).length;
  return { within_2: within(2), within_3: within(3) };
}

function evaluate(
  athlete: EvaluationAthlete,
  ranking: readonly ComputedMatch[],
  rankings: ReadonlyMap<string, readonly ComputedMatch[]>,
  rows: ReadonlyMap<string, Institution>,
) {
  const top = ranking.slice(0, TOP);
  const shown = ranking.slice(0, SHOWN);
  const colleges = shown.filter((match) => match.institution.level === 'njcaa');
  const checks = evaluationChecks(athlete);
  const failed = checks.flatMap((check) => {
    const problems = check.run({
      athlete,
      ranking,
      institution: (id) => {
        const row = rows.get(id);
        if (!row) throw new Error(`no institution ${id}`);
        return row;
      },
      rankingOf: (key) => rankings.get(key) ?? [],
    });
    return problems.length
      ? [
          {
            check: check.name,
            why: check.why,
            problems: problems.length,
            quoted: problems.slice(0, PROBLEMS_QUOTED).map(quote),
          },
        ]
      : [];
  });
  const { facts } = athlete;
  return {
    key: athlete.key,
    who: athlete.who,
    sport: facts.sport,
    team: facts.team,
    level_code: facts.levelCode,
    gpa: facts.gpa,
    budget_eur: facts.budgetEurMin,
    preferred_divisions: facts.preferredDivisions,
    matches: ranking.length,
    top_ten: {
      levels: levelMix(top),
      scores: top.map((match) => match.match_score),
      spread: spread(top),
      near_first: nearFirst(ranking),
    },
    shown: {
      count: shown.length,
      levels: levelMix(shown),
      spread: spread(shown),
      junior_colleges: { count: colleges.length, distinct_scores: distinctScores(colleges) },
      public_pricing: publicPricing(shown),
      unconfirmed: shown.flatMap((match, index) =>
        match.sport_confirmed
          ? []
          : [
              {
                rank: index + 1,
                id: match.institution_id,
                name: match.school_name,
                level: match.institution.level,
                score: match.match_score,
              },
            ],
      ),
    },
    checks: { total: checks.length, failed },
  };
}

type AthleteReport = ReturnType<typeof evaluate>;

function summarise(athletes: readonly AthleteReport[]) {
  const withMatches = athletes.filter((athlete) => athlete.matches > 0);
  const failedChecks = new Map<string, number>();
  for (const athlete of athletes) {
    for (const failure of athlete.checks.failed)
      failedChecks.set(failure.check, (failedChecks.get(failure.check) ?? 0) + 1);
  }
  const publics = withMatches.reduce((sum, athlete) => sum + athlete.shown.public_pricing.public, 0);
  const outOfState = withMatches.reduce((sum, athlete) => sum + athlete.shown.public_pricing.out_of_state, 0);
  const topTenLevels = Object.fromEntries(COLLEGE_LEVELS.map((level) => [level, 0])) as Record<CollegeLevel, number>;
  for (const athlete of withMatches)
    for (const level of COLLEGE_LEVELS) topTenLevels[level] += athlete.top_ten.levels[level];
  return {
    athletes: athletes.length,
    with_matches: withMatches.length,
    without_matches: athletes.length - withMatches.length,
    checks: athletes.reduce((sum, athlete) => sum + athlete.checks.total, 0),
    checks_failed: athletes.reduce((sum, athlete) => sum + athlete.checks.failed.length, 0),
    athletes_all_checks_pass: athletes.filter((athlete) => athlete.checks.failed.length === 0).length,
    /** Per check, how many athletes fail it; the universal checks by their name, the written ones by theirs. */
    failed_by_check: Object.fromEntries([...failedChecks].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))),
    top_ten_with_four_scores: withMatches.filter(
      (athlete) => athlete.top_ten.spread.distinct >= Math.min(4, athlete.top_ten.scores.length),
    ).length,
    top_ten_levels: topTenLevels,
    public_in_shown: { public: publics, out_of_state: outOfState, out_of_state_pct: pct(outOfState, publics) },
    unconfirmed_in_shown: withMatches.reduce((sum, athlete) => sum + athlete.shown.unconfirmed.length, 0),
  };
}

const range = (s: Spread) => (s.min === null ? '-' : s.min === s.max ? `${s.min}` : `${s.min}-${s.max}`);
const mix = (levels: Record<CollegeLevel, number>) =>
  COLLEGE_LEVELS.filter((level) => levels[level] > 0)
    .map((level) => `${level.replace('ncaa-', '').toUpperCase()} ${levels[level]}`)
    .join(', ') || '-';
const cell = (text: string) => text.replace(/\|/g, '\\|');

function markdown(report: ReturnType<typeof buildReport>): string {
  const { summary } = report;
  const lines = [
    '# Matching evaluation',
    '',
    `Written by \`npm run eval:matching\` (server/scripts/eval-matching.ts) from the engine and the committed dataset (version \`${report.dataset_version}\`, ${report.institutions} schools); the figures are in [matching-eval.json](matching-eval.json). ${report.method}`,
    '',
    `- Athletes: ${summary.athletes} (${summary.with_matches} with matches; ${summary.without_matches} without, each expected to have none).`,
    `- Expectations: ${summary.checks - summary.checks_failed} of ${summary.checks} checks hold; ${summary.athletes_all_checks_pass} athletes pass all of theirs.`,
    `- Top ten with at least four different scores: ${summary.top_ten_with_four_scores} of ${summary.with_matches} athletes.`,
    `- Public schools among the 30 shown priced at the out-of-state rate: ${summary.public_in_shown.out_of_state} of ${summary.public_in_shown.public} (${summary.public_in_shown.out_of_state_pct ?? '-'} %).`,
    `- Schools shown although their sport is not confirmed: ${summary.unconfirmed_in_shown}.`,
    `- Top tens together: ${mix(summary.top_ten_levels)}.`,
    '',
    '## Checks that fail, and for how many athletes',
    '',
    "Every check is asserted for every athlete (evaluation.test.ts). Three are judgements the data does not let every athlete meet (four scores in a top ten, a national-selection athlete's well-funded lead, a D3 top ten's room): for those, the athletes that miss are named in KNOWN_MISSES (evaluation.ts), each with its measured reason, and the test fails when a named athlete comes to meet the check, so the list only shrinks. Where a top ten still ties, dozens of schools sit within three points of the first and the data tells them apart by less than a point each; where the cost or the roster decides, a modest programme may still lead.",
    '',
    ...(Object.keys(summary.failed_by_check).length
      ? Object.entries(summary.failed_by_check).map(([check, count]) => `- ${check}: ${count}`)
      : ['None.']),
    '',
    '## Per athlete',
    '',
    'Scores as lowest-highest (distinct). Near #1: schools of the whole ranking scoring at most 2 / 3 below the first. JC: junior colleges among the 30 (distinct scores). Public: priced out-of-state / public schools among the 30. Unconf.: shown with the sport unconfirmed.',
    '',
    '| athlete | matches | top ten | top ten scores | near #1 | 30 scores | JC | public | unconf. | failing checks |',
    '| --- | ---: | --- | --- | ---: | --- | --- | --- | ---: | --- |',
    ...report.athletes.map((athlete) => {
      const { top_ten: top, shown } = athlete;
      const pricing = shown.public_pricing;
      return `| ${athlete.key} | ${athlete.matches} | ${mix(top.levels)} | ${range(top.spread)} (${top.spread.distinct}) | ${top.near_first.within_2} / ${top.near_first.within_3} | ${range(shown.spread)} (${shown.spread.distinct}) | ${shown.junior_colleges.count ? `${shown.junior_colleges.count} (${shown.junior_colleges.distinct_scores})` : '-'} | ${pricing.public ? `${pricing.out_of_state}/${pricing.public}` : '-'} | ${shown.unconfirmed.length} | ${athlete.checks.failed.length}/${athlete.checks.total} |`;
    }),
    '',
    '## Failing checks per athlete',
    '',
    'The first examples of each are in matching-eval.json (`athletes[].checks.failed`); evaluation.test.ts lists them all. A known miss is named in KNOWN_MISSES (evaluation.ts) with the reason quoted here; any other is a failing test.',
    '',
  ];
  for (const athlete of report.athletes) {
    if (athlete.checks.failed.length === 0) continue;
    const failures = athlete.checks.failed.map((failure) => {
      const known = KNOWN_MISSES[failure.check]?.[athlete.key];
      return known
        ? `${cell(failure.check)} (known miss: ${cell(known)})`
        : `${cell(failure.check)} (not a known miss)`;
    });
    lines.push(`- **${athlete.key}**: ${failures.join('; ')}`);
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function buildReport() {
  const dataset = readDatasetFile();
  const institutions = dataset.rows();
  const reference = buildMatchReference(institutions);
  const rows = new Map(institutions.map((row) => [row.id, row]));
  const rankings = new Map<string, readonly ComputedMatch[]>();
  for (const athlete of EVALUATION_ATHLETES) {
    rankings.set(athlete.key, rankMatches(athlete.facts, institutions, { reference, limit: institutions.length }));
  }
  const athletes = [...EVALUATION_ATHLETES]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((athlete) => evaluate(athlete, rankings.get(athlete.key) ?? [], rankings, rows));
  return {
    method: `Each athlete is ranked over every school (rankMatches with the whole dataset's reference, as the server does); the top ten and the ${SHOWN} shown are the first of that ranking, and the expectations (evaluation-athletes.ts, evaluation.ts) are checked on it as evaluation.test.ts checks them.`,
    dataset_version: dataset.version,
    institutions: institutions.length,
    shown: SHOWN,
    summary: summarise(athletes),
    athletes,
  };
}

/**
 * JSON with two-space indents, but an array or object of plain values on one line when it fits
 * (scores, level mixes), so the report reads and diffs by athlete rather than by number.
 */
function reportJson(value: unknown, indent = ''): string {
  const inline = JSON.stringify(value);
  if (typeof value !== 'object' || value === null) return inline;
  const plain = Object.values(value).every((item) => typeof item !== 'object' || item === null);
  if (plain && inline.length + indent.length <= 110) return inline;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${reportJson(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${reportJson(item, inner)}`).join(',\n')}\n${indent}}`;
}

function main(args: readonly string[]): number {
  const outIndex = args.indexOf('--out');
  const dir = outIndex >= 0 ? (args[outIndex + 1] ?? '') : join(REPO, 'bench');
  const check = args.includes('--check');
  const report = buildReport();
  const files = [
    [join(dir, 'matching-eval.json'), `${reportJson(report)}\n`],
    [join(dir, 'matching-eval.md'), markdown(report)],
  ] as const;
  const { summary } = report;
  console.log(
    `matching evaluation: ${summary.athletes} athletes, ${summary.checks - summary.checks_failed}/${summary.checks} checks hold, ` +
      `public schools priced out-of-state ${summary.public_in_shown.out_of_state}/${summary.public_in_shown.public}, ` +
      `unconfirmed shown ${summary.unconfirmed_in_shown}`,
  );
  if (check) {
    const stale = files.filter(([file, text]) => {
      try {
        return readFileSync(file, 'utf8') !== text;
      } catch {
        return true;
      }
    });
    for (const [file] of stale) console.error(`not current: ${file} (run npm run eval:matching)`);
    return stale.length ? 1 : 0;
  }
  for (const [file, text] of files) {
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
