// Package paths, never relative ones: in a remote a relative import is bundled as a second copy,
// while the package path resolves to the one module the shell shares at run time.
import { apiFetch, type RequestOptions } from '@talentbrug/api-client/api';
import { profileKeys } from '@talentbrug/api-client/profile';
import { deleteFile, uploadKeys } from '@talentbrug/api-client/uploads';
import { type UploadedFile, type VideoAnalysis, videoAnalysisResponseSchema } from '@talentbrug/domain/uploads';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/**
 * What the profile's dialogs do to files already uploaded: delete them, analyse a video again.
 * A module of its own, apart from ./uploads.tsx: a page loads the dialogs on demand, and a shared
 * module is loaded whole with the page that first needs it (every export is kept), so these stay
 * out of the app start of /dashboard and /profile, which read the lists at once.
 */

/** POST /api/upload/file/{id}/analysis: the video is analysed again; the answer is its analysis, 'pending'. */
export async function reanalyseVideo(id: string, { api = apiFetch }: RequestOptions = {}): Promise<VideoAnalysis> {
  const answer = await api<unknown>(`/upload/file/${encodeURIComponent(id)}/analysis`, { method: 'POST' });
  return videoAnalysisResponseSchema.parse(answer).analysis;
}

/**
 * Deleting files: one, or a document together with the earlier versions it replaced. The files
 * leave the cached lists at once, so the row (and its button) is gone before the lists are read
 * again and the focus can be placed on purpose. The lists and the profile are read again however
 * it ended (a highlight video's removal changes the profile), since some of the files may be gone
 * when another failed.
 */
export function deleteFilesMutationOptions() {
  return mutationOptions({
    mutationKey: [...uploadKeys.all, 'delete'],
    mutationFn: async (ids: readonly string[]) => {
      await Promise.all(ids.map((id) => deleteFile(id)));
    },
    onSuccess: (_data, ids, _result, { client }) => {
      client.setQueriesData<UploadedFile[]>({ queryKey: uploadKeys.all }, (files) =>
        files?.filter((file) => !ids.includes(file.id)),
      );
    },
    onSettled: async (_data, _error, _variables, _result, { client }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: uploadKeys.all }),
        client.invalidateQueries({ queryKey: profileKeys.all }),
      ]);
    },
  });
}

/**
 * Analysing a failed video again. The answer goes into the cached lists at once, so the row shows
 * its progress bar and the list follows the analysis (`useFiles`) without waiting for the next
 * read; the lists are read again however it ended.
 */
export function reanalyseVideoMutationOptions() {
  return mutationOptions({
    mutationKey: [...uploadKeys.all, 'analysis'],
    mutationFn: (id: string) => reanalyseVideo(id),
    onSuccess: (analysis, id, _result, { client }) => {
      client.setQueriesData<UploadedFile[]>({ queryKey: uploadKeys.all }, (files) =>
        files?.map((file) => (file.id === id ? { ...file, analysis } : file)),
      );
    },
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: uploadKeys.all }),
  });
}

// ---------------------------------------------------------------------------------------------
// Hooks

/** DELETE /api/upload/file/{id} for each file: a video, or a document with its earlier versions. */
export function useDeleteFiles() {
  return useMutation(deleteFilesMutationOptions());
}

/** POST /api/upload/file/{id}/analysis: a failed video analysed again. */
export function useReanalyseVideo() {
  return useMutation(reanalyseVideoMutationOptions());
}
