import { historyQueryOptions } from '@talentbrug/api-client/coach';
import { useQuery } from '@tanstack/react-query';

/** The athlete's stored conversation with Sanne, read when the page opens (`coachKeys.history()`). */
export function useChatHistory({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...historyQueryOptions(), enabled });
}
