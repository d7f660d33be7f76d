import { test as base } from '@playwright/test';
import { REMOTE_NAMES, type RemoteName } from '@talentbrug/domain/routes';
import { REMOTE_PORT, remoteDist } from './env.ts';
import { type StaticServer, serveStatic } from './static-server.ts';

export interface RemoteServers {
  stop(name: RemoteName): Promise<void>;
  start(name: RemoteName): Promise<void>;
}

/** Signs the visitor in with the foundation's stand-in session (replaced by real accounts later). */
export const STAND_IN_USER = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'lisa@example.nl',
  user_metadata: {},
};

export const test = base.extend<{ signIn: () => Promise<void> }, { remotes: RemoteServers }>({
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
  signIn: async ({ page }, use) => {
    await use(async () => {
      await page.addInitScript((user) => {
        window.localStorage.setItem('talentbrug.stand-in-user', JSON.stringify(user));
      }, STAND_IN_USER);
    });
  },
});

export { expect } from '@playwright/test';
