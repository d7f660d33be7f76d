import type { Institution } from '@talentbrug/domain/institutions';
import { UnavailableError } from '../../errors.ts';
import { buildMatchReference, type MatchReference } from './engine/reference.ts';
import type { MatchesRepository } from './matches-repository.ts';

/** The institutions of the loaded dataset with what the engine derives from them once. */
export interface InstitutionSet {
  readonly version: string;
  readonly rows: readonly Institution[];
  readonly reference: MatchReference;
}

/** `loaded`: the version the caller already read (the matches list carries it), saving the query for it. */
export type InstitutionsSource = (loaded?: string | null) => Promise<InstitutionSet>;

/**
 * The loaded dataset, read from the database once per version (another instance may load a newer
 * one): the matches and the coach's school lookup place schools from the same rows.
 */
export function createInstitutionsSource(repository: Pick<MatchesRepository, 'datasetVersion' | 'allInstitutions'>) {
  let cache: InstitutionSet | null = null;
  return async function institutions(loaded?: string | null): Promise<InstitutionSet> {
    const version = loaded ?? (await repository.datasetVersion());
    if (!version) throw new UnavailableError('De universiteitsgegevens zijn nog niet geladen. Probeer het zo opnieuw.');
    if (cache?.version !== version) {
      const rows = await repository.allInstitutions();
      cache = { version, rows, reference: buildMatchReference(rows) };
    }
    return cache;
  };
}
