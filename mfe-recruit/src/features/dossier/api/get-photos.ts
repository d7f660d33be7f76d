import { filesQueryOptions } from '@talentbrug/api-client/uploads';
import { UPLOAD_MIME_TYPES, type UploadedFile } from '@talentbrug/domain/uploads';
import { useQuery } from '@tanstack/react-query';

/** Only an image upload can be the dossier's photo (the server checks the same). */
export const imagesOf = (files: UploadedFile[]) =>
  files.filter((file) => UPLOAD_MIME_TYPES.image.includes(file.mimeType));

/** The athlete's uploaded images, newest first, from the list of all their files (`uploadKeys.list()`). */
export function usePhotos() {
  return useQuery({ ...filesQueryOptions(), select: imagesOf });
}
