import { filesQueryOptions } from '@talentbrug/api-client/uploads';
import { useQuery } from '@tanstack/react-query';

/**
 * The athlete's files of one purpose, newest first (`uploadKeys.list(type)`): the highlight
 * videos, or a document (whose first file is the current one; the onboarding's step 5 reads the
 * same list).
 */
export function useFiles(type: string) {
  return useQuery(filesQueryOptions(type));
}
