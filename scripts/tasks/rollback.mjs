// `npm run rollback -- <remote> [hash]`: points the remote map back at the release that was
// live before the current one (see previousRelease), or at a kept release by its hash.
import { previousRelease, releaseUrl, resolveRelease } from '@talentbrug/build/releases';
import {
  baseUrl,
  fail,
  keptReleases,
  pointRemote,
  readHistory,
  readMap,
  remoteArg,
} from '@talentbrug/tooling/releases';
import { step } from '@talentbrug/tooling/tasks';

const [name, hashArg] = process.argv.slice(2);
const remote = remoteArg(name, 'npm run rollback -- <remote> [release hash]');
const current = readMap()[remote];

let target;
if (hashArg) {
  try {
    target = releaseUrl(baseUrl(), remote, resolveRelease(keptReleases(remote), hashArg));
  } catch (error) {
    fail(error.message);
  }
} else {
  target = previousRelease(readHistory(), remote, current);
  if (!target) {
    fail(
      `No release of ${remote} was live before ${current}. Kept releases: ${keptReleases(remote).join(', ') || 'none'} (npm run rollback -- ${remote} <hash>)`,
    );
  }
}

step(`Rollback ${remote}`);
if (target === current) console.log(`${remote} already runs ${current}; the remote map is unchanged.`);
else pointRemote(remote, target, 'rollback');
