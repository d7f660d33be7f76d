// `npm run serve-remote -- <remote> <folder>`: serves one remote's build on its own loopback
// port (REMOTES in shared/domain/src/contracts/routes.ts) with CORS, so a staging shell can load it through
// the devtools override (README, "Working on one remote against the deployed shell"). The same
// static server the e2e suite uses for the remotes.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { REMOTE_NAMES, REMOTES } from '@talentbrug/domain/contracts/routes';
import { serveStatic } from '@talentbrug/tooling/static-server';

const [name, folder] = process.argv.slice(2);
if (!REMOTE_NAMES.includes(name) || !folder) {
  console.error(`Usage: npm run serve-remote -- <${REMOTE_NAMES.join('|')}> <build folder>`);
  process.exit(1);
}
const root = resolve(folder);
if (!existsSync(resolve(root, 'mf-manifest.json'))) {
  console.error(`${root} has no mf-manifest.json: build the remote into it first (TALENTBRUG_OUT_DIR).`);
  process.exit(1);
}
const { devPort } = REMOTES[name];
await serveStatic(root, devPort, { host: 'localhost' });
console.log(`Serving ${name} from ${root} at http://localhost:${devPort}/mf-manifest.json (Ctrl+C stops)`);
