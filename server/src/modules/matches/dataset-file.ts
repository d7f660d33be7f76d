import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants, gunzipSync } from 'node:zlib';
import { type Institution, institutionDatasetSchema } from '@talentbrug/domain/institutions';

/** The committed table (server/data/README.md says how it is made). */
export const DATASET_FILE = fileURLToPath(new URL('../../../data/institutions.json.gz', import.meta.url));

/** Compressed bytes enough to unzip the file's first key; deflate decodes a block's start without its end. */
const HEAD_BYTES = 4096;
const HEAD_VERSION = /^\{"version":"([^"\\]+)"/;

/**
 * The dataset's version at once, its rows read and validated only when asked: a start with the same
 * version loaded unzips the first few kilobytes, not 2 MB, and parses no JSON. The version is the
 * first key because derive-institutions.ts writes it so; a file that does not start with it is
 * read whole.
 */
export function readDatasetFile(file = DATASET_FILE): { version: string; rows: () => Institution[] } {
  const zipped = readFileSync(file);
  const parse = () => institutionDatasetSchema.parse(JSON.parse(gunzipSync(zipped).toString('utf8')));
  const head = gunzipSync(zipped.subarray(0, HEAD_BYTES), { finishFlush: constants.Z_SYNC_FLUSH });
  const version = HEAD_VERSION.exec(head.toString('utf8'))?.[1] ?? parse().version;
  return { version, rows: () => parse().institutions };
}
