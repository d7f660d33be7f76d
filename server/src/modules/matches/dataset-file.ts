import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { type Institution, institutionDatasetSchema } from '@talentbrug/domain/institutions';

/** The committed table (server/data/README.md says how it is made). */
export const DATASET_FILE = fileURLToPath(new URL('../../../data/institutions.json.gz', import.meta.url));

/**
 * The dataset's version at once, its rows validated only when asked: a start with the same
 * version loaded costs one gunzip and one JSON.parse, not a validation of 1,800 rows.
 */
export function readDatasetFile(file = DATASET_FILE): { version: string; rows: () => Institution[] } {
  const raw = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { version?: unknown };
  if (typeof raw.version !== 'string') throw new Error(`${file} names no dataset version`);
  return { version: raw.version, rows: () => institutionDatasetSchema.parse(raw).institutions };
}
