import { generateMatchesMutationOptions } from '@talentbrug/api-client/matches';
import { useMutation } from '@tanstack/react-query';

/** POST /api/matches/generate; the new list lands in the shared cache and is read again. */
export function useGenerateMatches() {
  return useMutation(generateMatchesMutationOptions());
}
