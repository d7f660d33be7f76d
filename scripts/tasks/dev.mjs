import { join } from 'node:path';
import { REMOTE_NAMES, REMOTES } from '@talentbrug/domain/contracts/routes';
import { APPS, root, start, step } from '@talentbrug/tooling/tasks';

const ports = REMOTE_NAMES.map((name) => `${name} :${REMOTES[name].devPort}`).join(', ');
step(`Dev servers: shell http://localhost:3000, remotes ${ports}, API :9010`);
const children = [
  start('api', process.execPath, ['--watch', 'src/main.ts'], {
    cwd: join(root, 'server'),
    // The browser talks to the API and the auth service through the dev shell's proxy, so
    // e-mail links and supabaseUrl point at :3000 and everything stays same-origin.
    env: { CORS_ORIGINS: 'http://localhost:3000', PUBLIC_ORIGIN: 'http://localhost:3000' },
  }),
  ...APPS.map((app) => start(app, 'pnpm', ['--filter', app, 'dev'], { env: { NODE_ENV: 'development' } })),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
