// Package paths, never relative ones: in a remote a relative import is bundled as a second copy,
// while the package path resolves to the one module the shell shares at run time.
import { type ApiFetch, apiFetch, type RequestOptions } from '@talentbrug/api-client/api';
import {
  type Match,
  type MatchesResponse,
  type MatchUpdate,
  matchesResponseSchema,
  matchUpdatedSchema,
  matchUpdateSchema,
  type ShareRequest,
  shareRequestSchema,
  shareResponseSchema,
  shareWithdrawnSchema,
  type UniversityShare,
} from '@talentbrug/domain/contracts/matches';
import { mutationOptions, type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';

/**
 * University matches: the request functions for /api/matches, the shared query keys and the
 * TanStack Query options. Every answer is parsed with the domain's schema, so a screen never
 * renders a shape the server did not promise. The keys are shared so that any remote (the
 * dashboard, the coach) reads and refreshes the same cache entry as the matches page.
 */
export const matchKeys = {
  all: ['matches'] as const,
  list: () => [...matchKeys.all, 'list'] as const,
};

const MATCHES_PATH = '/matches';

/** GET /api/matches: the latest generation, best first. */
export async function fetchMatches({ signal, api = apiFetch }: RequestOptions = {}): Promise<MatchesResponse> {
  return matchesResponseSchema.parse(await api<unknown>(MATCHES_PATH, { signal: signal ?? null }));
}

/**
 * POST /api/matches/generate: replaces the generation from the current profile. A 400 carries
 * the Dutch list of what the profile lacks as the ApiError's message; an empty list may come
 * with a `notice` that says why (no college programme for the sport and team).
 */
export async function generateMatches({ api = apiFetch }: RequestOptions = {}): Promise<MatchesResponse> {
  return matchesResponseSchema.parse(await api<unknown>(`${MATCHES_PATH}/generate`, { method: 'POST' }));
}

/** PATCH /api/matches/{id}: the pipeline status, the favourite mark, or both. Another athlete's match is a 404. */
export async function updateMatch(
  id: string,
  update: MatchUpdate,
  { api = apiFetch }: RequestOptions = {},
): Promise<Match> {
  const body = matchUpdateSchema.parse(update);
  const answer = await api<unknown>(`${MATCHES_PATH}/${encodeURIComponent(id)}`, { method: 'PATCH', body });
  return matchUpdatedSchema.parse(answer).match;
}

const sharePath = (id: string) => `${MATCHES_PATH}/${encodeURIComponent(id)}/share`;

/**
 * POST /api/matches/{id}/share: the athlete's consent to share their profile with this match's
 * university. Sharing again answers the first consent, unchanged. Another athlete's match is a 404.
 */
export async function shareWithUniversity(
  id: string,
  request: ShareRequest = {},
  { api = apiFetch }: RequestOptions = {},
): Promise<UniversityShare> {
  const body = shareRequestSchema.parse(request);
  return shareResponseSchema.parse(await api<unknown>(sharePath(id), { method: 'POST', body })).share;
}

/** DELETE /api/matches/{id}/share: withdraws the consent; null when nothing was shared. */
export async function withdrawShare(
  id: string,
  { api = apiFetch }: RequestOptions = {},
): Promise<UniversityShare | null> {
  return shareWithdrawnSchema.parse(await api<unknown>(sharePath(id), { method: 'DELETE' })).share;
}

export function matchesQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: matchKeys.list(),
    queryFn: ({ signal }) => fetchMatches({ signal, api }),
  });
}

/** Writes one match into the cached list, leaving the others as they are. */
function patchCachedMatch(client: QueryClient, id: string, change: (match: Match) => Match): void {
  client.setQueryData<MatchesResponse>(matchKeys.list(), (current) =>
    current
      ? { ...current, matches: current.matches.map((match) => (match.id === id ? change(match) : match)) }
      : current,
  );
}

/**
 * Generation: the answer becomes the cached list at once (with its `notice`, if any), and the
 * list is read again afterwards, as the product has always done after generating.
 */
export function generateMatchesMutationOptions() {
  return mutationOptions({
    mutationKey: [...matchKeys.all, 'generate'],
    mutationFn: () => generateMatches(),
    onSuccess: (data, _variables, _result, { client }) => {
      client.setQueryData(matchKeys.list(), data);
    },
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: matchKeys.all }),
  });
}

export interface MatchUpdateVariables {
  id: string;
  update: MatchUpdate;
}

const UPDATE_KEY = [...matchKeys.all, 'update'] as const;

/**
 * A favourite or status change shows at once and is undone when the server refuses it. Only the
 * fields this change touched are put back, so a failed toggle never undoes another one still on
 * its way. The list is read again once the last pending change has settled, not after each one,
 * so a quick series of toggles does not flicker.
 */
export function updateMatchMutationOptions() {
  return mutationOptions({
    mutationKey: UPDATE_KEY,
    mutationFn: ({ id, update }: MatchUpdateVariables) => updateMatch(id, update),
    onMutate: async ({ id, update }: MatchUpdateVariables, { client }) => {
      await client.cancelQueries({ queryKey: matchKeys.list() });
      const before = client.getQueryData<MatchesResponse>(matchKeys.list())?.matches.find((m) => m.id === id);
      const previous: MatchUpdate = {};
      if (before && update.status !== undefined) previous.status = before.status;
      if (before && update.favourite !== undefined) previous.favourite = before.favourite;
      patchCachedMatch(client, id, (match) => ({ ...match, ...update }));
      return { previous };
    },
    onError: (_error, { id }, result, { client }) => {
      if (result) patchCachedMatch(client, id, (match) => ({ ...match, ...result.previous }));
    },
    onSuccess: (match, { id }, _result, { client }) => {
      // With a later change to the same match still on its way, its optimistic value stays until the re-read.
      const pendingForMatch = client.isMutating({
        mutationKey: UPDATE_KEY,
        predicate: (mutation) => (mutation.state.variables as MatchUpdateVariables | undefined)?.id === id,
      });
      if (pendingForMatch <= 1) patchCachedMatch(client, id, () => match);
    },
    onSettled: (_data, _error, _variables, _result, { client }) =>
      // This mutation still counts as pending here: 1 means it is the last one.
      client.isMutating({ mutationKey: UPDATE_KEY }) === 1
        ? client.invalidateQueries({ queryKey: matchKeys.list() })
        : undefined,
  });
}

export interface ShareVariables {
  /** The match whose university it is about. */
  match: Pick<Match, 'id' | 'institution_id'>;
  request?: ShareRequest;
}

/** Puts the university's share in force into the cached list (or takes it out with null). */
function setCachedShare(client: QueryClient, institutionId: string, share: UniversityShare | null): void {
  client.setQueryData<MatchesResponse>(matchKeys.list(), (current) => {
    if (!current) return current;
    const others = current.shares.filter((item) => item.institution_id !== institutionId);
    return { ...current, shares: share ? [...others, share] : others };
  });
}

/**
 * Sharing shows once the server recorded the consent (never before: it is a consent, not a toggle),
 * and the list is read again so every remote sees the same.
 */
export function shareMutationOptions() {
  return mutationOptions({
    mutationKey: [...matchKeys.all, 'share'],
    mutationFn: ({ match, request }: ShareVariables) => shareWithUniversity(match.id, request),
    onSuccess: (share, { match }, _result, { client }) => setCachedShare(client, match.institution_id, share),
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: matchKeys.list() }),
  });
}

/** Withdrawing: the share leaves the list once the server recorded it, then the list is read again. */
export function withdrawShareMutationOptions() {
  return mutationOptions({
    mutationKey: [...matchKeys.all, 'withdraw-share'],
    mutationFn: ({ match }: ShareVariables) => withdrawShare(match.id),
    onSuccess: (_share, { match }, _result, { client }) => setCachedShare(client, match.institution_id, null),
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: matchKeys.list() }),
  });
}

// ---------------------------------------------------------------------------------------------
// Hooks: what the pages call (the options above are for the server's render and the tests)

/** The athlete's matches, best first, from the cache every remote shares (`matchKeys.list()`). */
export function useMatches() {
  return useQuery(matchesQueryOptions());
}

/** POST /api/matches/generate; the new list lands in the shared cache and is read again. */
export function useGenerateMatches() {
  return useMutation(generateMatchesMutationOptions());
}

/** PATCH /api/matches/{id}: favourite and pipeline status, shown at once and undone when refused. */
export function useUpdateMatch() {
  return useMutation(updateMatchMutationOptions());
}

/** POST /api/matches/{id}/share: the athlete's consent, shown once the server has recorded it. */
export function useShareProfile() {
  return useMutation(shareMutationOptions());
}

/** DELETE /api/matches/{id}/share: withdraws the consent. */
export function useWithdrawShare() {
  return useMutation(withdrawShareMutationOptions());
}
