import { buildApps, step } from './lib.mjs';

step('Building the shell and the five remotes');
buildApps();
