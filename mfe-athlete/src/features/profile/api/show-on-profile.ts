import { showOnProfileMutationOptions } from '@talentbrug/api-client/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /api/upload/file/{id}/highlight: the athlete's choice of the video the profile shows. */
export function useShowOnProfile() {
  return useMutation(showOnProfileMutationOptions(useQueryClient()));
}
