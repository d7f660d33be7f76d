import { profileQueryOptions } from '@talentbrug/api-client/profile';
import { useQuery } from '@tanstack/react-query';

/** The athlete's profile from the cache every remote shares (`profileKeys.mine()`); null without one. */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
