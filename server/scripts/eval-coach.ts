/**
 * The coach's router measured over its evaluation set (issue 34): every question of
 * src/modules/coach/evaluation/questions.ts routed by the topic router (a follow-up with its
 * previous turn), by a router trained on the topic descriptions, the hand-written
 * phrasings and the training half only. Written to bench/coach-eval.json, bench/coach-eval.md and
 * the `coachEvaluation` key of bench/results.json.
 *
 * Figures: topic accuracy on the test half (the target, >= 95 %); the training half's accuracy by
 * leave-one-out (each question routed by a router that did not learn it: what a setting may be
 * tuned on); in-scope questions declined; out-of-scope questions answered as a topic; per label,
 * follow-ups and typos; the training half's misses (never the test half's, which no one tuning the
 * router may read). Deterministic: a rerun on the same code writes the same bytes.
 *
 *   npm run eval:coach                          (from the repository root)
 *   node scripts/eval-coach.ts [--check]        (from server/, Node 24)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fold } from '../src/modules/coach/dutch-text.ts';
import { type EvalQuestion, QUESTIONS, TEST, TRAIN } from '../src/modules/coach/evaluation/questions.ts';
import { LABELS, type Label, OUT_OF_SCOPE } from '../src/modules/coach/evaluation/topics.ts';
import { createTopicRouter, type TopicRouter } from '../src/modules/coach/routing/router.ts';
import { trainingPhrasings } from '../src/modules/coach/routing/training.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const pct = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

interface Outcome {
  readonly question: EvalQuestion;
  readonly routed: Label;
}

const routeWith = (router: TopicRouter, question: EvalQuestion): Outcome => ({
  question,
  routed: router.route(question.text, question.previous?.text ?? null).label,
});

function figures(outcomes: readonly Outcome[]) {
  const right = outcomes.filter((outcome) => outcome.routed === outcome.question.label);
  const inScope = outcomes.filter((outcome) => outcome.question.label !== OUT_OF_SCOPE);
  const outOfScope = outcomes.filter((outcome) => outcome.question.label === OUT_OF_SCOPE);
  const share = (kind: (question: EvalQuestion) => boolean) => {
    const of = outcomes.filter((outcome) => kind(outcome.question));
    return {
      questions: of.length,
      accuracyPct: pct(of.filter((o) => o.routed === o.question.label).length, of.length),
    };
  };
  return {
    questions: outcomes.length,
    accuracyPct: pct(right.length, outcomes.length),
    inScopeDeclined: inScope.filter((outcome) => outcome.routed === OUT_OF_SCOPE).length,
    outOfScopeAnswered: outOfScope.filter((outcome) => outcome.routed !== OUT_OF_SCOPE).length,
    followUps: share((question) => question.previous !== undefined),
    typos: share((question) => question.tags?.includes('typo') === true),
    perLabel: Object.fromEntries(LABELS.map((label) => [label, share((question) => question.label === label)])),
  };
}

const router = createTopicRouter(trainingPhrasings());
const test = TEST.map((question) => routeWith(router, question));
// Leave-one-out over the training half: each question routed by a router that never learnt it.
const train = TRAIN.map((question) => routeWith(createTopicRouter(trainingPhrasings(question.id)), question));
const testTexts = new Set(TEST.flatMap((question) => [question.text, question.previous?.text ?? '']).map(fold));
const leaked = trainingPhrasings().filter((phrasing) => testTexts.has(fold(phrasing.text)));

const report = {
  method:
    'Each question of the evaluation set routed by the topic router (a follow-up with its previous turn; the built-in coach recognises the six chips verbatim and short greetings before the router, which this leaves out). Test half: one router trained on the topic descriptions, the routing/phrasings*.ts files and the training half. Training half: leave-one-out. inScopeDeclined: in-scope questions routed to out-of-scope; outOfScopeAnswered: out-of-scope questions routed to a topic.',
  setSize: QUESTIONS.length,
  phrasingsRepeatingTest: leaked.length,
  test: figures(test),
  trainLeaveOneOut: figures(train),
  // What a setting may be diagnosed on: the training half's misses by leave-one-out. The test half's
  // misses are not written anywhere: whoever tunes the router must not read which questions it fails.
  trainMisses: train
    .filter((outcome) => outcome.routed !== outcome.question.label)
    .map((outcome) => `${outcome.question.id}: ${outcome.question.label} -> ${outcome.routed}`),
};

const json = `${JSON.stringify(report, null, 2)}\n`;
const t = report.test;
const md = [
  '# Coach routing evaluation (`npm run eval:coach`)',
  '',
  `${report.setSize} questions; test half ${t.questions}, training half ${report.trainLeaveOneOut.questions} (leave-one-out). Phrasings repeating a test text: ${report.phrasingsRepeatingTest}.`,
  '',
  '| figure | test half | training half (leave-one-out) | target |',
  '| --- | --- | --- | --- |',
  `| topic accuracy | ${t.accuracyPct} % | ${report.trainLeaveOneOut.accuracyPct} % | >= 95 % |`,
  `| in-scope questions declined | ${t.inScopeDeclined} | ${report.trainLeaveOneOut.inScopeDeclined} | 0 |`,
  `| out-of-scope questions answered as a topic | ${t.outOfScopeAnswered} | ${report.trainLeaveOneOut.outOfScopeAnswered} | 0 |`,
  `| follow-ups | ${t.followUps.accuracyPct} % of ${t.followUps.questions} | ${report.trainLeaveOneOut.followUps.accuracyPct} % of ${report.trainLeaveOneOut.followUps.questions} | |`,
  `| with typos | ${t.typos.accuracyPct} % of ${t.typos.questions} | ${report.trainLeaveOneOut.typos.accuracyPct} % of ${report.trainLeaveOneOut.typos.questions} | |`,
  '',
  '| label | test questions | test accuracy |',
  '| --- | --- | --- |',
  ...LABELS.map((label) => `| \`${label}\` | ${t.perLabel[label]?.questions} | ${t.perLabel[label]?.accuracyPct} % |`),
  '',
].join('\n');

const jsonPath = join(REPO, 'bench', 'coach-eval.json');
const mdPath = join(REPO, 'bench', 'coach-eval.md');
if (process.argv.includes('--check')) {
  const same = (path: string, text: string) => {
    try {
      return readFileSync(path, 'utf8') === text;
    } catch {
      return false;
    }
  };
  if (!same(jsonPath, json) || !same(mdPath, md)) {
    console.error(
      'bench/coach-eval.{json,md} are not what this router gives: run `npm run eval:coach` and commit them.',
    );
    process.exit(1);
  }
  console.log('coach evaluation report is current');
} else {
  writeFileSync(jsonPath, json);
  writeFileSync(mdPath, md);
  const resultsPath = join(REPO, 'bench', 'results.json');
  const results = JSON.parse(readFileSync(resultsPath, 'utf8'));
  const { trainMisses: _trainMisses, ...summary } = report;
  results.coachEvaluation = summary;
  writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`);
}
console.log(
  `coach evaluation: test accuracy ${t.accuracyPct} % (${t.questions}), training leave-one-out ${report.trainLeaveOneOut.accuracyPct} %, in-scope declined ${t.inScopeDeclined}, out-of-scope answered ${t.outOfScopeAnswered}, phrasings repeating a test text ${leaked.length}`,
);
