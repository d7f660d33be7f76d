import { useAuth } from '@talentbrug/api-client/auth';
import { useProfile } from '@talentbrug/api-client/profile';

/**
 * The name Sanne greets with: the profile's first name, else the one given at sign-up (auth
 * metadata), else 'daar' (spec). `loading` holds while the profile is read for the first time, so
 * the welcome is not written once with 'daar' and again with the name.
 */
export function useFirstName(): { firstName: string; loading: boolean } {
  const { user } = useAuth();
  const profile = useProfile({ enabled: user !== null });
  const fromProfile = profile.data?.first_name?.trim();
  const metadata: unknown = user?.user_metadata?.first_name;
  const fromSignup = typeof metadata === 'string' ? metadata.trim() : '';
  return { firstName: fromProfile || fromSignup || 'daar', loading: profile.isLoading };
}
