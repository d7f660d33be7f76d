import { updateProfileMutationOptions } from '@talentbrug/api-client/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PATCH /api/profiles/me; the answer becomes the cached profile and the score and checklist follow. */
export function useUpdateProfile() {
  return useMutation(updateProfileMutationOptions(useQueryClient()));
}
