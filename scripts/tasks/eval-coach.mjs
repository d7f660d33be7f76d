// `npm run eval:coach`: the coach's topic router measured over its evaluation set (issue 34),
// written to bench/coach-eval.json, bench/coach-eval.md and bench/results.json's coachEvaluation.
// `--check` writes nothing and fails when the committed report is not what the router gives.
// server/scripts/eval-coach.ts says what each figure is.
import { join } from 'node:path';
import { root, run, step } from '@talentbrug/tooling/tasks';

step('Coach evaluation: the router over the evaluation set');
run(process.execPath, [join(root, 'server', 'scripts', 'eval-coach.ts'), ...process.argv.slice(2)], {
  cwd: join(root, 'server'),
});
