import { uploadFileMutationOptions } from '@talentbrug/api-client/uploads';
import type { UploadedFile, UploadKind } from '@talentbrug/domain/uploads';
import type { UploadRequestOptions } from '@talentbrug/ui/upload-widget';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDeleteFiles } from './delete-files.ts';

/**
 * POST /api/upload/{kind} with its purpose (spec: the highlight video is type 'highlight'), the
 * title the file name; the lists and the profile are read again (a highlight sets the profile's
 * highlight_video_url). `replaces` names the files the new one takes the place of: they are
 * deleted once it is stored. Should that fail, they stay as earlier versions, which the next
 * replace or delete removes: the upload itself succeeded.
 */
export function useUploadFile(kind: UploadKind, type: string) {
  const mutation = useMutation(uploadFileMutationOptions(useQueryClient()));
  const remove = useDeleteFiles();
  const upload = async (
    file: File,
    { onProgress, signal }: UploadRequestOptions,
    replaces: readonly string[] = [],
  ): Promise<UploadedFile> => {
    const uploaded = await mutation.mutateAsync({ kind, file, title: file.name, type, onProgress, signal });
    if (replaces.length > 0) await remove.mutateAsync(replaces).catch(() => undefined);
    return uploaded;
  };
  return { ...mutation, upload };
}
