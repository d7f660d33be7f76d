import { buildApps, step } from './lib.mjs';

step('Building the shell, the five remotes and the server');
buildApps();
