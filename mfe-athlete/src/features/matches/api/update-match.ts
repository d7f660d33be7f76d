import { updateMatchMutationOptions } from '@talentbrug/api-client/matches';
import { useMutation } from '@tanstack/react-query';

/** PATCH /api/matches/{id}: favourite and pipeline status, shown at once and undone when refused. */
export function useUpdateMatch() {
  return useMutation(updateMatchMutationOptions());
}
