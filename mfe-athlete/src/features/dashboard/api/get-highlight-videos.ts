import { filesQueryOptions } from '@talentbrug/api-client/uploads';
import { HIGHLIGHT_TYPE } from '@talentbrug/domain/uploads';
import { useQuery } from '@tanstack/react-query';

/** The athlete's uploaded highlight videos (`uploadKeys.list('highlight')`), as the profile page lists them. */
export function useHighlightVideos() {
  return useQuery(filesQueryOptions(HIGHLIGHT_TYPE));
}
