// `npm run bench:robust`: the robustness suite of issue 15 (bench/robust.mjs), not part of
// `npm test`. It re-runs itself inside a private mount and network namespace (unshare -m -n, so
// root), where the full-disk part may mount its tmpfs and every port is its own; the figures go to
// bench/results.json under `robust`, beside the other figures.
// Options: --soak-seconds N (default 600), --rounds N (default 50), --only soak|kills|disk.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitCommit } from '@talentbrug/tooling/bench';
import { root, run, step } from '@talentbrug/tooling/tasks';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const soakSeconds = Number(option('soak-seconds', 600));
const rounds = Number(option('rounds', 50));
const only = option('only', null);
if (!Number.isInteger(soakSeconds) || soakSeconds < 10 || !Number.isInteger(rounds) || rounds < 1) {
  console.error('Usage: npm run bench:robust -- [--soak-seconds N>=10] [--rounds N>=1] [--only soak|kills|disk]');
  process.exit(2);
}

if (process.env.TALENTBRUG_ROBUST_ISOLATED !== '1') {
  if (process.getuid?.() !== 0) {
    console.error(
      'npm run bench:robust needs root: it runs in its own mount and network namespace and mounts a tmpfs.',
    );
    process.exit(1);
  }
  // The tmpfs and the ports live and die with this namespace, whatever way the run ends.
  const inner = `ip link set lo up && exec "${process.execPath}" "${join(root, 'scripts/tasks/bench-robust.mjs')}" "$@"`;
  const res = spawnSync('unshare', ['-m', '-n', 'sh', '-c', inner, 'sh', ...args], {
    stdio: 'inherit',
    env: { ...process.env, TALENTBRUG_ROBUST_ISOLATED: '1' },
  });
  process.exit(res.status ?? 1);
}

step('Building the server (the bundle the suite starts and kills)');
run('pnpm', ['--filter', 'server', 'build']);
const { benchRobust } = await import(join(root, 'bench/robust.mjs'));
const OUT = join(root, 'bench', 'results.json');
const robust = {
  meta: {
    timestamp: new Date().toISOString(),
    node: process.version,
    gitCommit: gitCommit(),
    soakSeconds,
    rounds,
    only,
  },
  ...(await benchRobust(root, { soakSeconds, rounds, only })),
};
// Other figures stay as their own runs wrote them; a partial run (--only) keeps the other parts.
const results = JSON.parse(readFileSync(OUT, 'utf8'));
results.robust = only ? { ...results.robust, ...robust } : robust;
writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
step('Wrote bench/results.json (robust)');
console.log(JSON.stringify(robust, null, 2));
const parts = [robust.fullDisk, robust.kills, robust.soak].filter(Boolean);
if (parts.some((part) => part.error || part.withinTarget !== true)) process.exitCode = 1;
