import { test as base } from '@playwright/test';
import { REMOTE_NAMES, type RemoteName } from '@talentbrug/domain/routes';
import { type Account, ensureAccount, PASSWORD, passwordSession } from './auth.ts';
import { BASE_URL, REMOTE_PORT, remoteDist } from './env.ts';
import { type StaticServer, serveStatic } from './static-server.ts';

export interface RemoteServers {
  stop(name: RemoteName): Promise<void>;
  start(name: RemoteName): Promise<void>;
}

/** The account the `signIn` fixture uses: real, created through the embedded auth service once per worker. */
export const SIGNED_IN_USER = { email: 'lisa@example.nl', password: PASSWORD, firstName: 'Lisa', lastName: 'de Jong' };

/** Where the shell's supabase-js client keeps its session (AUTH_STORAGE_KEY in @talentbrug/api-client/supabase). */
const AUTH_STORAGE_KEY = 'talentbrug.auth';

export const test = base.extend<{ signIn: () => Promise<void> }, { remotes: RemoteServers; account: Account }>({
  remotes: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const servers = new Map<RemoteName, StaticServer>();
      const start = async (name: RemoteName) => {
        if (!servers.has(name)) servers.set(name, await serveStatic(remoteDist(name), REMOTE_PORT[name]));
      };
      const stop = async (name: RemoteName) => {
        await servers.get(name)?.close();
        servers.delete(name);
      };
      for (const name of REMOTE_NAMES) await start(name);
      await use({ start, stop });
      for (const name of REMOTE_NAMES) await stop(name);
    },
    { scope: 'worker', auto: true },
  ],
  account: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      await use(await ensureAccount(SIGNED_IN_USER));
    },
    { scope: 'worker' },
  ],
  /**
   * Signs the page in as SIGNED_IN_USER: a real password login through supabase-js, its
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
