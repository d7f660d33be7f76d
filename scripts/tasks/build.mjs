import { APPS_IN_WORDS, buildApps, step } from './lib.mjs';

step(`Building ${APPS_IN_WORDS} and the server`);
buildApps();
