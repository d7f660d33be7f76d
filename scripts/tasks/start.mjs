import { APPS_IN_WORDS, buildApps, root, run, SERVER_ENTRY, step } from '@talentbrug/tooling/tasks';

step(`Building ${APPS_IN_WORDS} and the server`);
buildApps();
// The server binds to 127.0.0.1 unless HOST says otherwise (server/src/config.ts).
step('Serving Talentbrug at http://localhost:9010 to this machine; HOST=0.0.0.0 opens it up (Ctrl+C stops it)');
run(process.execPath, [SERVER_ENTRY], { cwd: root });
