import {
  inviteTrainerMutationOptions,
  referencesQueryOptions,
  setReferenceShownMutationOptions,
} from '@talentbrug/api-client/dossier-references';
import { useMutation, useQuery } from '@tanstack/react-query';

/** GET /api/dossier/references: the invitations and what each trainer wrote, newest first. */
export function useReferences() {
  return useQuery(referencesQueryOptions());
}

/** POST /api/dossier/references: the server mails the trainer a link of their own. */
export function useInviteTrainer() {
  return useMutation(inviteTrainerMutationOptions());
}

/** 'Goedkeuren' and 'Verbergen': on the public page, or off it again. */
export function useSetReferenceShown() {
  return useMutation(setReferenceShownMutationOptions());
}
