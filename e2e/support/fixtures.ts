import { test as base } from '@playwright/test';
import { type Account, ensureAccount, PASSWORD, signInWithSession } from './auth.ts';

/**
 * The account the `signIn` fixture uses: real, created through the embedded auth service once per
 * worker. One per parallel worker (lisa-0@, lisa-1@...), so two workers never sign the same address
 * up at once; creation is idempotent (ensureAccount signs in first), so a worker that restarts
 * after a failure, or the one-at-a-time project's worker, takes the account over as it is.
 */
export const signedInUser = (parallelIndex: number): Account => ({
  email: `lisa-${parallelIndex}@example.nl`,
  password: PASSWORD,
  firstName: 'Lisa',
  lastName: 'de Jong',
});

/**
 * The remotes' static servers are not a fixture: the run starts them once for every worker
 * (globalSetup, support/remotes-setup.ts).
 */
export const test = base.extend<{ signIn: () => Promise<void> }, { account: Account }>({
  account: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
    async ({}, use, workerInfo) => {
      await use(await ensureAccount(signedInUser(workerInfo.parallelIndex)));
    },
    { scope: 'worker' },
  ],
  /** Signs the page in as the worker's `account` (signInWithSession: no login screen, once per tab). */
  signIn: async ({ page, account }, use) => {
    await use(() => signInWithSession(page, account));
  },
});

export { expect } from '@playwright/test';
