import { createDossierLinkMutationOptions, revokeDossierLinkMutationOptions } from '@talentbrug/api-client/dossier';
import { useMutation } from '@tanstack/react-query';

/** POST /api/dossier/links: the answer is the one place the new link's address exists. */
export function useCreateDossierLink() {
  return useMutation(createDossierLinkMutationOptions());
}

/** DELETE /api/dossier/links/{id}: revokes the link for good. */
export function useRevokeDossierLink() {
  return useMutation(revokeDossierLinkMutationOptions());
}
