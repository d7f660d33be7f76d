import { uploadFileMutationOptions } from '@talentbrug/api-client/uploads';
import type { UploadedFile, UploadKind } from '@talentbrug/domain/uploads';
import type { UploadRequestOptions } from '@talentbrug/ui/upload-widget';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/upload/{kind} with its purpose (spec: the highlight video is type 'highlight'), the
 * title the file name; the lists and the profile are read again (a highlight sets the profile's
 * highlight_video_url). `replaces` names the files the new one takes the place of, deleted once
 * it is stored (`uploadFileMutationOptions`).
 */
export function useUploadFile(kind: UploadKind, type: string) {
  const mutation = useMutation(uploadFileMutationOptions());
  const upload = (
    file: File,
    { onProgress, signal }: UploadRequestOptions,
    replaces: readonly string[] = [],
  ): Promise<UploadedFile> =>
    mutation.mutateAsync({ kind, file, title: file.name, type, onProgress, signal, replaces });
  return { ...mutation, upload };
}
