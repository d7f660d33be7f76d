/**
 * Test support: the committed institution table, read and parsed once per test file (parsing takes
 * about a second; the engine itself never parses).
 */
import type { Institution } from '@talentbrug/domain/institutions';
import { readDatasetFile } from '../dataset-file.ts';
import type { InstitutionSet } from '../institutions-source.ts';
import { buildMatchReference } from './reference.ts';

let cached: readonly Institution[] | null = null;

export function committedInstitutions(): readonly Institution[] {
  cached ??= readDatasetFile().rows();
  return cached;
}

let set: InstitutionSet | null = null;

/** The committed table as the loaded dataset the coach's school lookup reads (InstitutionsSource). */
export async function committedInstitutionSet(): Promise<InstitutionSet> {
  const rows = committedInstitutions();
  set ??= { version: readDatasetFile().version, rows, reference: buildMatchReference(rows) };
  return set;
}
