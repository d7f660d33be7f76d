/**
 * Test support: the committed institution table, read and parsed once per test file (parsing takes
 * about a second; the engine itself never parses).
 */
import type { Institution } from '@talentbrug/domain/institutions';
import { readDatasetFile } from '../dataset-file.ts';

let cached: readonly Institution[] | null = null;

export function committedInstitutions(): readonly Institution[] {
  cached ??= readDatasetFile().rows();
  return cached;
}
