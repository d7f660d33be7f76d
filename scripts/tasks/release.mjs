// `npm run release -- <remote>`: builds one remote into releases/<remote>/<hash>/ (the hash
// over the built files), keeps the earlier releases, and points the remote map at the new
// one. The shell is neither rebuilt nor restarted: the server re-reads the map on change.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { contentHash, readBuiltFiles, releaseUrl } from '@talentbrug/build/releases';
import { baseUrl, fail, pointRemote, readMap, releasesDir, remoteArg, remoteDir } from '@talentbrug/tooling/releases';
import { run, step } from '@talentbrug/tooling/tasks';

const remote = remoteArg(process.argv[2], 'npm run release -- <remote>');
const base = baseUrl();
const staging = join(releasesDir, remote, `.build-${process.pid}`);

step(`Building ${remoteDir(remote)} for release`);
mkdirSync(join(releasesDir, remote), { recursive: true });
const status = run('pnpm', ['--filter', remoteDir(remote), 'build'], {
  env: { NODE_ENV: 'production', TALENTBRUG_OUT_DIR: staging },
  check: false,
});
if (status !== 0) {
  rmSync(staging, { recursive: true, force: true });
  fail(`The build of ${remoteDir(remote)} failed; nothing was released.`);
}

const hash = contentHash(readBuiltFiles(staging));
const folder = join(releasesDir, remote, hash);
if (existsSync(folder)) {
  // The same build was released before: its files are already served under this name.
  rmSync(staging, { recursive: true, force: true });
} else {
  renameSync(staging, folder);
}

const url = releaseUrl(base, remote, hash);
step(`Release ${remote}/${hash}`);
if (readMap()[remote] === url) {
  console.log(`${remote} ${hash} is already live; the remote map is unchanged.`);
} else {
  pointRemote(remote, url, 'release');
}
