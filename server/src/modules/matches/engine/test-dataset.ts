/**
 * Test support: the committed institution table, read and parsed once per test file (parsing takes
 * about a second; the engine itself never parses).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { type Institution, institutionDatasetSchema } from '@talentbrug/domain/institutions';

const DATASET_FILE = new URL('../../../../data/institutions.json.gz', import.meta.url);

let cached: readonly Institution[] | null = null;

export function committedInstitutions(): readonly Institution[] {
  if (!cached) {
    const text = gunzipSync(readFileSync(DATASET_FILE)).toString('utf8');
    cached = institutionDatasetSchema.parse(JSON.parse(text)).institutions;
  }
  return cached;
}
