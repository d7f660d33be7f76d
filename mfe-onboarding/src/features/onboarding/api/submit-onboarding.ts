import { submitOnboardingMutationOptions } from '@talentbrug/api-client/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/onboarding/submit through the shared data layer: a success refreshes the profile and progress everywhere. */
export function useSubmitOnboarding() {
  return useMutation(submitOnboardingMutationOptions(useQueryClient()));
}
