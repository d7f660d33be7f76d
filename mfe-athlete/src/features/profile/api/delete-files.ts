import { deleteFilesMutationOptions, uploadKeys } from '@talentbrug/api-client/uploads';
import type { UploadedFile } from '@talentbrug/domain/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * DELETE /api/upload/file/{id} for each file: a video, or a document with its earlier versions;
 * a deleted highlight changes the profile too. The files leave the cached lists at once, so the
 * row (and its button) is gone before the lists are read again and the focus can be placed on purpose.
 */
export function useDeleteFiles() {
  const client = useQueryClient();
  return useMutation({
    ...deleteFilesMutationOptions(client),
    onSuccess: (_data, ids) => {
      client.setQueriesData<UploadedFile[]>({ queryKey: uploadKeys.all }, (files) =>
        files?.filter((file) => !ids.includes(file.id)),
      );
    },
  });
}
