import { askCoachMutationOptions } from '@talentbrug/api-client/coach';
import { useMutation } from '@tanstack/react-query';

/** POST /api/ai/chat, streamed; a finished answer joins the cached history with its question. */
export function useAskCoach() {
  return useMutation(askCoachMutationOptions());
}
