import { shareMutationOptions, withdrawShareMutationOptions } from '@talentbrug/api-client/matches';
import { useMutation } from '@tanstack/react-query';

/** POST /api/matches/{id}/share: the athlete's consent, shown once the server has recorded it. */
export function useShareProfile() {
  return useMutation(shareMutationOptions());
}

/** DELETE /api/matches/{id}/share: withdraws the consent. */
export function useWithdrawShare() {
  return useMutation(withdrawShareMutationOptions());
}
