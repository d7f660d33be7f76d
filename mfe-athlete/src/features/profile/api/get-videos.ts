import { filesQueryOptions } from '@talentbrug/api-client/uploads';
import { HIGHLIGHT_TYPE } from '@talentbrug/domain/uploads';
import { useQuery } from '@tanstack/react-query';

/** The athlete's highlight videos, newest first (`uploadKeys.list('highlight')`). */
export function useVideos() {
  return useQuery(filesQueryOptions(HIGHLIGHT_TYPE));
}
