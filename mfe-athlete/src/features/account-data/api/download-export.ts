import { exportMutationOptions } from '@talentbrug/api-client/account';
import { EXPORT_FILE_NAME } from '@talentbrug/domain/account';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../utils/save-file.ts';

/** GET /api/account/export, saved as talentbrug-mijn-gegevens.zip. */
export function useDownloadExport() {
  return useMutation({
    ...exportMutationOptions(),
    onSuccess: (archive) => saveFile(archive, EXPORT_FILE_NAME),
  });
}
