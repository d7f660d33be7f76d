import { updateDossierMutationOptions } from '@talentbrug/api-client/dossier';
import { useMutation } from '@tanstack/react-query';

/** PUT /api/dossier with only what changes; a switch shows at once and is put back when refused. */
export function useUpdateDossier() {
  return useMutation(updateDossierMutationOptions());
}
