import { buildApps, root, run, step } from './lib.mjs';

step('Building the shell and the five remotes');
buildApps();
step('Serving Talentbrug at http://localhost:9010 (Ctrl+C stops it)');
run(process.execPath, ['server/src/main.ts'], { cwd: root });
