import { test as base } from '@playwright/test';
import { type Account, ensureAccount, PASSWORD, passwordSession } from './auth.ts';
import { BASE_URL } from './env.ts';

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

/** Where the shell's supabase-js client keeps its session (AUTH_STORAGE_KEY in @talentbrug/api-client/supabase). */
const AUTH_STORAGE_KEY = 'talentbrug.auth';

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
  /**
   * Signs the page in as the worker's `account`: a real password login through supabase-js, its
   * session put where the shell's client looks for it before the first page loads. Only
   * once per tab, so a later 'Log uit' and reload stay signed out.
   */
  signIn: async ({ page, account }, use) => {
    await use(async () => {
      const session = await passwordSession(account);
      await page.addInitScript(
        ({ key, value, origin }) => {
          if (window.location.origin !== origin || window.sessionStorage.getItem('e2e.signed-in')) return;
          window.localStorage.setItem(key, value);
          window.sessionStorage.setItem('e2e.signed-in', '1');
        },
        { key: AUTH_STORAGE_KEY, value: JSON.stringify(session), origin: BASE_URL },
      );
    });
  },
});

export { expect } from '@playwright/test';
