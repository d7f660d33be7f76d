// Package paths, never relative ones (see profile.tsx).
import { apiFetch, type RequestOptions } from '@talentbrug/api-client/api';
import {
  type OnboardingDraftBody,
  type OnboardingDraftResponse,
  onboardingDraftResponseSchema,
} from '@talentbrug/domain/contracts/onboarding';

/**
 * The signed-in athlete's onboarding draft on the server (GET/PUT/DELETE /api/onboarding/draft):
 * what lets the phone continue what the laptop started, and what opens the submitted answers for
 * editing. Plain functions: the wizard keeps its own state, it only reads this once and writes.
 */
export async function fetchOnboardingDraft({
  signal,
  api = apiFetch,
}: RequestOptions = {}): Promise<OnboardingDraftResponse> {
  return onboardingDraftResponseSchema.parse(await api<unknown>('/onboarding/draft', { signal: signal ?? null }));
}

export async function saveOnboardingDraft(
  draft: OnboardingDraftBody,
  { signal, api = apiFetch }: RequestOptions = {},
): Promise<void> {
  await api<unknown>('/onboarding/draft', {
    method: 'PUT',
    body: draft as unknown as Record<string, unknown>,
    signal: signal ?? null,
  });
}

export async function deleteOnboardingDraft({ api = apiFetch }: RequestOptions = {}): Promise<void> {
  await api<unknown>('/onboarding/draft', { method: 'DELETE' });
}
