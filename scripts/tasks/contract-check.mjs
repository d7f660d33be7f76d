// The run-time half of the contract between the shell and its remotes (ADR 0001), checked on
// every `npm test` right after the build: each remote's dist/mf-manifest.json and remoteEntry.js
// must expose exactly the modules the route table names, with their files present. The type
// half (each remote's src/contract.ts) is checked by tsc. A team can run it on its own build:
// `node scripts/tasks/contract-check.mjs athlete=/path/to/dist`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, REMOTES, ROUTES } from '@talentbrug/domain/contracts/routes';
import { root, step } from '@talentbrug/tooling/tasks';
import { manifestContractErrors } from '../../shell/src/remotes/manifest-contract.ts';

const dists = new Map(REMOTE_NAMES.map((name) => [name, join(root, REMOTES[name].dir, 'dist')]));
const only = process.argv.slice(2).map((arg) => arg.split('='));
for (const [name, dir] of only) {
  if (!dists.has(name) || !dir) {
    console.error(`Usage: contract-check.mjs [<remote>=<dist folder> ...] (remotes: ${REMOTE_NAMES.join(', ')})`);
    process.exit(2);
  }
}
const checked = only.length ? only.map(([name, dir]) => [name, dir]) : [...dists];

step('Contracts between the shell and the remotes (mf-manifest.json against the route table)');
const problems = [];
for (const [name, dist] of checked) {
  const manifest = join(dist, 'mf-manifest.json');
  const errors = manifestContractErrors(name, ROUTES, existsSync(manifest) ? readFileSync(manifest, 'utf8') : null, {
    exists: (path) => existsSync(join(dist, path)),
    read: (path) => readFileSync(join(dist, path), 'utf8'),
  });
  problems.push(...errors);
  const modules = ROUTES.filter((r) => r.remote === name).map((r) => r.module);
  console.log(`  ${name}: ${errors.length ? `${errors.length} problem(s)` : `exposes ${modules.join(', ')}`}`);
}
if (problems.length) {
  console.error(`\n\u2716 A remote breaks its contract with the shell:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
