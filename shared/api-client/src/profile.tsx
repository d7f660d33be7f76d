// Package paths, never relative ones: in a remote a relative import is bundled as a second copy,
// while the package path resolves to the one module the shell shares at run time.
import { ApiError, type ApiFetch, apiFetch, type RequestOptions } from '@talentbrug/api-client/api';
import type { OnboardingSubmitBody } from '@talentbrug/domain/contracts/onboarding';
import {
  type OnboardingSubmitted,
  onboardingSubmittedSchema,
  type Profile,
  type ProfileWrite,
  profileResponseSchema,
  profileWriteSchema,
} from '@talentbrug/domain/contracts/profile';
import { mutationOptions, type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';

/**
 * The athlete's profile and onboarding: request functions, shared query keys and TanStack Query
 * options (ADR 0005). Any remote that changes the profile (the onboarding, the profile page, an
 * upload of the highlight video) invalidates `profileKeys.all`, and every screen showing it follows.
 */
export const profileKeys = {
  all: ['profile'] as const,
  mine: () => [...profileKeys.all, 'me'] as const,
};

/**
 * `matchKeys.all` of ./matches.tsx, written out: importing it would load the matches' schemas into
 * the profile page and the wizard, which never show a match (matches.test.tsx checks the two agree).
 */
const MATCHES_KEY = ['matches'] as const;

/**
 * Whether the matches are older than the profile (GET /api/matches' `stale`) is the server's answer
 * to a profile change, so the list is read again; not awaited, the save is done without it.
 */
function refreshMatches(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: MATCHES_KEY });
}

/** GET /api/profiles/me; null when the athlete has no profile yet (404: the spec's yellow notice). */
export async function fetchProfile({ signal, api = apiFetch }: RequestOptions = {}): Promise<Profile | null> {
  try {
    return profileResponseSchema.parse(await api<unknown>('/profiles/me', { signal: signal ?? null })).profile;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** PATCH /api/profiles/me with only the fields that change; null clears one. */
export async function updateProfile(write: ProfileWrite, { api = apiFetch }: RequestOptions = {}): Promise<Profile> {
  const body = profileWriteSchema.parse(write);
  return profileResponseSchema.parse(await api<unknown>('/profiles/me', { method: 'PATCH', body })).profile;
}

/** POST /api/onboarding/submit; the key makes a retry of the same draft land on the same submission. */
export async function submitOnboarding(
  body: OnboardingSubmitBody,
  idempotencyKey: string,
  { api = apiFetch }: RequestOptions = {},
): Promise<OnboardingSubmitted> {
  const answer = await api<unknown>('/onboarding/submit', {
    method: 'POST',
    body: body as unknown as Record<string, unknown>,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return onboardingSubmittedSchema.parse(answer);
}

/** `api` for a reader other than the signed-in browser (the server's render, ADR 0017). */
export function profileQueryOptions(api?: ApiFetch) {
  return queryOptions({ queryKey: profileKeys.mine(), queryFn: ({ signal }) => fetchProfile({ signal, api }) });
}

/** Saving the profile: the answer becomes the cached profile, and every reader of `profileKeys.all` and the matches are refreshed. */
export function updateProfileMutationOptions() {
  return mutationOptions({
    mutationKey: [...profileKeys.all, 'update'],
    mutationFn: (write: ProfileWrite) => updateProfile(write),
    onSuccess: async (profile, _variables, _result, { client }) => {
      client.setQueryData(profileKeys.mine(), profile);
      refreshMatches(client);
      await client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

/** A finished onboarding refreshes the profile and the progress wherever they are shown. */
export function submitOnboardingMutationOptions() {
  return mutationOptions({
    mutationKey: ['onboarding', 'submit'],
    mutationFn: ({ body, idempotencyKey }: { body: OnboardingSubmitBody; idempotencyKey: string }) =>
      submitOnboarding(body, idempotencyKey),
    onSuccess: async (submitted, _variables, _result, { client }) => {
      client.setQueryData(profileKeys.mine(), submitted.profile);
      refreshMatches(client);
      await client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Hooks: what the pages call (the options above are for the server's render and the tests)

/** The athlete's profile (null: none yet), from the cache every remote shares; `enabled: false` waits. */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled });
}

/** PATCH /api/profiles/me; the answer becomes the cached profile and the score and checklist follow. */
export function useUpdateProfile() {
  return useMutation(updateProfileMutationOptions());
}

/** POST /api/onboarding/submit: a success refreshes the profile and progress everywhere. */
export function useSubmitOnboarding() {
  return useMutation(submitOnboardingMutationOptions());
}
