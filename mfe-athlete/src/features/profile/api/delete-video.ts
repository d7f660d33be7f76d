import { deleteFileMutationOptions, uploadKeys } from '@talentbrug/api-client/uploads';
import type { UploadedFile } from '@talentbrug/domain/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * DELETE /api/upload/file/{id}; a deleted highlight changes the profile too. The file leaves the
 * cached lists at once, so the row (and its button) is gone before the lists are read again and
 * the focus can be placed on purpose.
 */
export function useDeleteVideo() {
  const client = useQueryClient();
  const options = deleteFileMutationOptions(client);
  return useMutation({
    ...options,
    onSuccess: async (data, id, result, context) => {
      client.setQueriesData<UploadedFile[]>({ queryKey: uploadKeys.all }, (files) =>
        files?.filter((file) => file.id !== id),
      );
      await options.onSuccess?.(data, id, result, context);
    },
  });
}
