// Package paths, never relative ones: in a remote a relative import is bundled as a second copy,
// while the package path resolves to the one module the shell shares at run time.
import { type ApiFetch, apiFetch, type RequestOptions } from '@talentbrug/api-client/api';
import { dossierKeys } from '@talentbrug/api-client/dossier';
import {
  type CreateReferenceInvite,
  createReferenceInviteSchema,
  type DossierReference,
  dossierReferenceResponseSchema,
  dossierReferencesResponseSchema,
} from '@talentbrug/domain/dossier';
import { mutationOptions, type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';

/**
 * The club trainer's reference (issue 37, item 6): request functions for /api/dossier/references,
 * the query key and the TanStack Query options. Every answer is parsed with the domain's schema.
 * The trainer's link is never in an answer: the server mails it and keeps only its hash.
 */
export const referenceKeys = {
  all: [...dossierKeys.all, 'references'] as const,
};

const PATH = '/dossier/references';

/** GET /api/dossier/references, newest first. */
export async function fetchReferences({ signal, api = apiFetch }: RequestOptions = {}): Promise<DossierReference[]> {
  return dossierReferencesResponseSchema.parse(await api<unknown>(PATH, { signal: signal ?? null })).references;
}

/** POST /api/dossier/references: invites the trainer (the server mails the link). */
export async function inviteTrainer(
  request: CreateReferenceInvite,
  { api = apiFetch }: RequestOptions = {},
): Promise<DossierReference> {
  const body = createReferenceInviteSchema.parse(request);
  return dossierReferenceResponseSchema.parse(await api<unknown>(PATH, { method: 'POST', body })).reference;
}

/** POST /api/dossier/references/{id}/approve or /hide: on the public page, or off it again. */
export async function setReferenceShown(
  id: string,
  shown: boolean,
  { api = apiFetch }: RequestOptions = {},
): Promise<DossierReference> {
  const path = `${PATH}/${encodeURIComponent(id)}/${shown ? 'approve' : 'hide'}`;
  return dossierReferenceResponseSchema.parse(await api<unknown>(path, { method: 'POST' })).reference;
}

export function referencesQueryOptions(api?: ApiFetch) {
  return queryOptions({ queryKey: referenceKeys.all, queryFn: ({ signal }) => fetchReferences({ signal, api }) });
}

/** Writes one reference into the cached list, or puts it first (the list is newest first). */
function putCached(client: QueryClient, reference: DossierReference): void {
  client.setQueryData<DossierReference[]>(referenceKeys.all, (current) => {
    if (!current) return current;
    return current.some((item) => item.id === reference.id)
      ? current.map((item) => (item.id === reference.id ? reference : item))
      : [reference, ...current];
  });
}

/** Inviting the trainer: the list gains the invitation, then is read again. */
export function inviteTrainerMutationOptions() {
  return mutationOptions({
    mutationKey: [...referenceKeys.all, 'invite'],
    mutationFn: (request: CreateReferenceInvite) => inviteTrainer(request),
    onSuccess: (reference, _request, _result, { client }) => putCached(client, reference),
    onSettled: (_data, _error, _request, _result, { client }) =>
      client.invalidateQueries({ queryKey: referenceKeys.all }),
  });
}

/**
 * Approving or hiding shows once the server has it (the public page changes with it), and the
 * dossier is read again: its preview shows the reference or no longer does.
 */
export function setReferenceShownMutationOptions() {
  return mutationOptions({
    mutationKey: [...referenceKeys.all, 'shown'],
    mutationFn: ({ id, shown }: { id: string; shown: boolean }) => setReferenceShown(id, shown),
    onSuccess: (reference, _request, _result, { client }) => putCached(client, reference),
    onSettled: (_data, _error, _request, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: referenceKeys.all }),
        client.invalidateQueries({ queryKey: dossierKeys.mine() }),
      ]),
  });
}

// ---------------------------------------------------------------------------------------------
// Hooks: what the pages call (the options above are for the server's render and the tests)

/** GET /api/dossier/references: the invitations and what each trainer wrote, newest first. */
export function useReferences() {
  return useQuery(referencesQueryOptions());
}

/** POST /api/dossier/references: the server mails the trainer a link of their own. */
export function useInviteTrainer() {
  return useMutation(inviteTrainerMutationOptions());
}

/** 'Goedkeuren' and 'Verbergen': on the public page, or off it again. */
export function useSetReferenceShown() {
  return useMutation(setReferenceShownMutationOptions());
}
