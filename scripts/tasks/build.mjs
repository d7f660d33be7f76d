import { APPS_IN_WORDS, buildApps, step } from '@talentbrug/tooling/tasks';

step(`Building ${APPS_IN_WORDS} and the server`);
buildApps();
