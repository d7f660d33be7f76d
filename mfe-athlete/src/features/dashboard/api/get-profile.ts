import { profileQueryOptions } from '@talentbrug/api-client/profile';
import { useQuery } from '@tanstack/react-query';

/** The athlete's profile from the shared cache (`profileKeys.mine()`); null when there is none yet. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
