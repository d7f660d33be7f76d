import { uploadFileMutationOptions } from '@talentbrug/api-client/uploads';
import type { UploadedFile } from '@talentbrug/domain/uploads';
import type { UploadRequestOptions } from '@talentbrug/ui/upload-widget';
import { useMutation } from '@tanstack/react-query';

/** The purpose an image uploaded from the dossier is stored with (the kind, 'image', is what the photo needs). */
export const DOSSIER_PHOTO_TYPE = 'photo';

/**
 * POST /api/upload/image, the title the file's name; the file lists are read again
 * (`uploadFileMutationOptions`), so the new image is among the choices.
 */
export function useUploadPhoto() {
  const mutation = useMutation(uploadFileMutationOptions());
  const upload = (file: File, { onProgress, signal }: UploadRequestOptions): Promise<UploadedFile> =>
    mutation.mutateAsync({ kind: 'image', file, title: file.name, type: DOSSIER_PHOTO_TYPE, onProgress, signal });
  return { ...mutation, upload };
}
