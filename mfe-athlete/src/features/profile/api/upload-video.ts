import { uploadFileMutationOptions } from '@talentbrug/api-client/uploads';
import { HIGHLIGHT_TYPE } from '@talentbrug/domain/uploads';
import type { UploadRequestOptions } from '@talentbrug/ui/upload-widget';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * POST /api/upload/video as the profile's highlight (spec: type 'highlight', title the file name);
 * the server then sets highlight_video_url, and the lists and the profile are read again.
 */
export function useUploadVideo() {
  const mutation = useMutation(uploadFileMutationOptions(useQueryClient()));
  const upload = (file: File, { onProgress, signal }: UploadRequestOptions) =>
    mutation.mutateAsync({ kind: 'video', file, title: file.name, type: HIGHLIGHT_TYPE, onProgress, signal });
  return { ...mutation, upload };
}
