import { apiFetch, type RequestOptions } from '@talentbrug/api-client/api';
import { uploadKeys } from '@talentbrug/api-client/uploads';
import { type UploadedFile, type VideoAnalysis, videoAnalysisResponseSchema } from '@talentbrug/domain/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/upload/file/{id}/analysis: the video is analysed again; the answer is its analysis, 'pending'. */
export async function reanalyseVideo(id: string, { api = apiFetch }: RequestOptions = {}): Promise<VideoAnalysis> {
  const answer = await api<unknown>(`/upload/file/${encodeURIComponent(id)}/analysis`, { method: 'POST' });
  return videoAnalysisResponseSchema.parse(answer).analysis;
}

/**
 * Analysing a failed video again. The answer goes into the cached lists at once, so the row shows
 * its progress bar and the list polls (`useFiles`) without waiting for the next read; the lists
 * are read again however it ended.
 */
export function useReanalyseVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...uploadKeys.all, 'analysis'],
    mutationFn: (id: string) => reanalyseVideo(id),
    onSuccess: (analysis, id) => {
      client.setQueriesData<UploadedFile[]>({ queryKey: uploadKeys.all }, (files) =>
        files?.map((file) => (file.id === id ? { ...file, analysis } : file)),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: uploadKeys.all }),
  });
}
