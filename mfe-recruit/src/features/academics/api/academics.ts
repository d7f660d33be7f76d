import {
  eligibilityQueryOptions,
  saveTranscriptMutationOptions,
  transcriptQueryOptions,
} from '@talentbrug/api-client/academics';
import { useMutation, useQuery } from '@tanstack/react-query';

/** GET /api/academics/transcript: the grades as stored, null before the first save. */
export function useTranscript() {
  return useQuery(transcriptQueryOptions());
}

/** GET /api/academics/eligibility: asked only once there is a stored transcript (a 404 before). */
export function useEligibility(enabled: boolean) {
  return useQuery({ ...eligibilityQueryOptions(), enabled });
}

/** PUT /api/academics/transcript: the whole transcript, replaced. */
export function useSaveTranscript() {
  return useMutation(saveTranscriptMutationOptions());
}
