import { deleteAccountMutationOptions } from '@talentbrug/api-client/account';
import { useMutation } from '@tanstack/react-query';

/** Signs in again and deletes the account (DELETE /api/account with the fresh token). */
export function useDeleteAccount() {
  return useMutation(deleteAccountMutationOptions());
}
