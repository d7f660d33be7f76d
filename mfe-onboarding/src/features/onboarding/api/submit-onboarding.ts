import { apiFetch } from '@talentbrug/api-client/api';
import type { OnboardingSubmitBody } from '@talentbrug/domain/onboarding/payload';
import { useMutation } from '@tanstack/react-query';

export const SUBMIT_PATH = '/onboarding/submit';

/** POST /api/onboarding/submit; the key makes a retry of the same draft land on the same submission. */
export function submitOnboarding(body: OnboardingSubmitBody, idempotencyKey: string): Promise<unknown> {
  return apiFetch<unknown>(SUBMIT_PATH, {
    method: 'POST',
    body: body as unknown as Record<string, unknown>,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useSubmitOnboarding() {
  return useMutation({
    mutationKey: ['onboarding', 'submit'],
    mutationFn: ({ body, idempotencyKey }: { body: OnboardingSubmitBody; idempotencyKey: string }) =>
      submitOnboarding(body, idempotencyKey),
  });
}
