import { filesQueryOptions } from '@talentbrug/api-client/uploads';
import type { UploadedFile } from '@talentbrug/domain/uploads';
import { useQuery } from '@tanstack/react-query';

/** How often the list is read again while a video's analysis runs (issue 36): its progress moves in steps of seconds. */
export const ANALYSIS_POLL_MS = 3000;

/** Whether a video in the list is still waiting for or in its analysis. */
export const analysing = (files: readonly UploadedFile[] | undefined) =>
  Boolean(files?.some((file) => file.analysis?.status === 'pending' || file.analysis?.status === 'running'));

/**
 * The athlete's files of one purpose, newest first (`uploadKeys.list(type)`): the highlight
 * videos, or a document (whose first file is the current one; the onboarding's step 5 reads the
 * same list). While a video is being analysed the list is read again every few seconds, and no
 * longer once every analysis is done or failed (documents have none, so their lists never poll).
 */
export function useFiles(type: string) {
  return useQuery({
    ...filesQueryOptions(type),
    refetchInterval: (query) => (analysing(query.state.data) ? ANALYSIS_POLL_MS : false),
  });
}
