import { profileQueryOptions } from '@talentbrug/api-client/profile';
import { useQuery } from '@tanstack/react-query';

/** The athlete's profile (null: none yet), from the cache every remote shares (`profileKeys.mine()`). */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
