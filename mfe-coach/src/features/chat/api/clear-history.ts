import { clearHistoryMutationOptions } from '@talentbrug/api-client/coach';
import { useMutation } from '@tanstack/react-query';

/** DELETE /api/ai/history ('Nieuw gesprek'); the cached history is emptied on success. */
export function useClearHistory() {
  return useMutation(clearHistoryMutationOptions());
}
