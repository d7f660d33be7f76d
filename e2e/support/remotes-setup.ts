import { REMOTE_NAMES } from '@talentbrug/domain/contracts/routes';
import { serveStatic } from '@talentbrug/tooling/static-server';
import { REMOTE_PORT, remoteDist } from './env.ts';

/**
 * Playwright's globalSetup: each remote's dist on its own origin (127.0.0.1:3101 on), as a CDN
 * serves it, once per run for every worker; the function it returns is the teardown. A test that
 * needs a remote down or elsewhere serves its own copy on a port of its own and repoints the
 * remote map (resilience.spec.ts), in the project that runs one test at a time.
 */
export default async function serveRemotes(): Promise<() => Promise<void>> {
  const servers = await Promise.all(REMOTE_NAMES.map((name) => serveStatic(remoteDist(name), REMOTE_PORT[name])));
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
