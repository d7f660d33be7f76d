// Package paths, never relative ones: in a remote a relative import is bundled as a second copy,
// while the package path resolves to the one module the shell shares at run time.
import { type ApiFetch, apiFetch, type RequestOptions } from '@talentbrug/api-client/api';
import { dossierKeys } from '@talentbrug/api-client/dossier';
import {
  type EligibilityResponse,
  eligibilityResponseSchema,
  type TranscriptInput,
  type TranscriptResponse,
  transcriptInputSchema,
  transcriptResponseSchema,
} from '@talentbrug/domain/academics';
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';

/**
 * The athlete's Dutch grades and their NCAA reading (issue 37, item 5): request functions for
 * /api/academics, the query keys and the TanStack Query options. Every answer is parsed with the
 * domain's schema. The reading is the server's, made from the stored grades at every request.
 */
export const academicsKeys = {
  all: ['academics'] as const,
  transcript: () => [...academicsKeys.all, 'transcript'] as const,
  eligibility: () => [...academicsKeys.all, 'eligibility'] as const,
};

const TRANSCRIPT_PATH = '/academics/transcript';
const ELIGIBILITY_PATH = '/academics/eligibility';

/** GET /api/academics/transcript: the stored transcript, or null before the first save. */
export async function fetchTranscript({
  signal,
  api = apiFetch,
}: RequestOptions = {}): Promise<TranscriptResponse['transcript']> {
  return transcriptResponseSchema.parse(await api<unknown>(TRANSCRIPT_PATH, { signal: signal ?? null })).transcript;
}

/**
 * PUT /api/academics/transcript: the whole transcript, replaced. A refusal is an ApiError with the
 * server's Dutch message and `fields` (paths such as `subjects.2.grades.0.grade`) in its body.
 */
export async function saveTranscript(
  transcript: TranscriptInput,
  { api = apiFetch }: RequestOptions = {},
): Promise<NonNullable<TranscriptResponse['transcript']>> {
  const body = transcriptInputSchema.parse(transcript);
  const saved = transcriptResponseSchema.parse(await api<unknown>(TRANSCRIPT_PATH, { method: 'PUT', body }));
  if (!saved.transcript) throw new Error('PUT /api/academics/transcript answered without a transcript');
  return saved.transcript;
}

/** GET /api/academics/eligibility: the NCAA reading; a 404 (Dutch message) before there is a transcript. */
export async function fetchEligibility({ signal, api = apiFetch }: RequestOptions = {}): Promise<EligibilityResponse> {
  return eligibilityResponseSchema.parse(await api<unknown>(ELIGIBILITY_PATH, { signal: signal ?? null }));
}

export function transcriptQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: academicsKeys.transcript(),
    queryFn: ({ signal }) => fetchTranscript({ signal, api }),
  });
}

export function eligibilityQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: academicsKeys.eligibility(),
    queryFn: ({ signal }) => fetchEligibility({ signal, api }),
  });
}

/**
 * Saving the transcript shows once the server has it: its answer becomes the cached transcript,
 * and the reading and the dossier (whose preview shows the core GPA) are read again.
 */
export function saveTranscriptMutationOptions() {
  return mutationOptions({
    mutationKey: [...academicsKeys.all, 'save'],
    mutationFn: (transcript: TranscriptInput) => saveTranscript(transcript),
    onSuccess: (transcript, _input, _result, { client }) => client.setQueryData(academicsKeys.transcript(), transcript),
    onSettled: (_data, _error, _input, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: academicsKeys.eligibility() }),
        client.invalidateQueries({ queryKey: dossierKeys.mine() }),
      ]),
  });
}

// ---------------------------------------------------------------------------------------------
// Hooks: what the pages call (the options above are for the server's render and the tests)

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
