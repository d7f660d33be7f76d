import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../utils/save-file.ts';

// The export's request and file name are downloaded with the first click, not with the page
// (issue 15: /profile's app start); a failed download fails the mutation like a failed request.
const loadExport = () =>
  Promise.all([import('@talentbrug/api-client/account'), import('@talentbrug/domain/contracts/account')]);

/** GET /api/account/export, saved as talentbrug-mijn-gegevens.zip. */
export function useDownloadExport() {
  return useMutation({
    mutationKey: ['account', 'export'],
    mutationFn: async () => {
      const [{ fetchExport }, { EXPORT_FILE_NAME }] = await loadExport();
      saveFile(await fetchExport(), EXPORT_FILE_NAME);
    },
  });
}
