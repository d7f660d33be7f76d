import { createDraftMutationOptions } from '@talentbrug/api-client/outreach';
import { useMutation } from '@tanstack/react-query';

/** POST /api/outreach/drafts: asked once per kind the athlete opens, since each draft makes a dossier link. */
export function useCreateDraft() {
  return useMutation(createDraftMutationOptions());
}
