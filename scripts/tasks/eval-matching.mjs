// `npm run eval:matching`: the matching engine measured over the evaluation set against the
// committed dataset (issue 33, item 6), written to bench/matching-eval.json and
// bench/matching-eval.md. `--check` writes nothing and fails when the committed report is not what
// the current engine and dataset give. server/scripts/eval-matching.ts says what each figure is.
import { join } from 'node:path';
import { root, run, step } from '@talentbrug/tooling/tasks';

step('Matching evaluation: the evaluation athletes against the committed dataset');
run(process.execPath, [join(root, 'server', 'scripts', 'eval-matching.ts'), ...process.argv.slice(2)], {
  cwd: join(root, 'server'),
});
