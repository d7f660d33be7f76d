// Package paths, never relative ones: in a remote a relative import is bundled as a second copy,
// while the package path resolves to the one module the shell shares at run time.
import { type ApiFetch, apiFetch, type RequestOptions } from '@talentbrug/api-client/api';
import {
  type CreateDossierLink,
  createDossierLinkSchema,
  type DossierField,
  type DossierLink,
  type DossierResponse,
  type DossierWrite,
  dossierLinkResponseSchema,
  dossierLinksResponseSchema,
  dossierResponseSchema,
  dossierWriteSchema,
} from '@talentbrug/domain/dossier';
import { mutationOptions, type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';

/**
 * The recruiting dossier (issue 37): request functions for /api/dossier and its links, the shared
 * query keys and the TanStack Query options. Every answer is parsed with the domain's schema. A
 * link's address is only in the answer that made it (the server keeps a hash of the token), so the
 * cached list never holds one: the screen that made the link shows it from the mutation's answer.
 */
export const dossierKeys = {
  all: ['dossier'] as const,
  mine: () => [...dossierKeys.all, 'me'] as const,
  links: () => [...dossierKeys.all, 'links'] as const,
};

const DOSSIER_PATH = '/dossier';
const LINKS_PATH = `${DOSSIER_PATH}/links`;

/** GET /api/dossier: the athlete's choices and what a coach would see now. */
export async function fetchDossier({ signal, api = apiFetch }: RequestOptions = {}): Promise<DossierResponse> {
  return dossierResponseSchema.parse(await api<unknown>(DOSSIER_PATH, { signal: signal ?? null }));
}

/**
 * PUT /api/dossier with only what changes: what is left out keeps its value, `public_fields` is
 * merged switch by switch. A refusal (under 16 without consent, no profile, an invalid field) is an
 * ApiError with the server's Dutch message, and `fields` in its body for a field's own error.
 */
export async function updateDossier(write: DossierWrite, { api = apiFetch }: RequestOptions = {}) {
  const body = dossierWriteSchema.parse(write);
  return dossierResponseSchema.parse(await api<unknown>(DOSSIER_PATH, { method: 'PUT', body }));
}

/** GET /api/dossier/links, newest first, each without its address. */
export async function fetchDossierLinks({ signal, api = apiFetch }: RequestOptions = {}): Promise<DossierLink[]> {
  return dossierLinksResponseSchema.parse(await api<unknown>(LINKS_PATH, { signal: signal ?? null })).links;
}

/** POST /api/dossier/links: the new link, the only answer that carries its address (`url`). */
export async function createDossierLink(
  request: CreateDossierLink,
  { api = apiFetch }: RequestOptions = {},
): Promise<DossierLink> {
  const body = createDossierLinkSchema.parse(request);
  return dossierLinkResponseSchema.parse(await api<unknown>(LINKS_PATH, { method: 'POST', body })).link;
}

/** DELETE /api/dossier/links/{id}: revokes the link for good; another athlete's id is a 404. */
export async function revokeDossierLink(id: string, { api = apiFetch }: RequestOptions = {}): Promise<DossierLink> {
  const path = `${LINKS_PATH}/${encodeURIComponent(id)}`;
  return dossierLinkResponseSchema.parse(await api<unknown>(path, { method: 'DELETE' })).link;
}

export function dossierQueryOptions(api?: ApiFetch) {
  return queryOptions({ queryKey: dossierKeys.mine(), queryFn: ({ signal }) => fetchDossier({ signal, api }) });
}

export function dossierLinksQueryOptions(api?: ApiFetch) {
  return queryOptions({ queryKey: dossierKeys.links(), queryFn: ({ signal }) => fetchDossierLinks({ signal, api }) });
}

const UPDATE_KEY = [...dossierKeys.all, 'update'] as const;

/** Writes switches into the cached dossier, leaving everything else as it is. */
function patchCachedSwitches(client: QueryClient, switches: Partial<Record<DossierField, boolean>>): void {
  client.setQueryData<DossierResponse>(dossierKeys.mine(), (current) =>
    current
      ? {
          ...current,
          dossier: { ...current.dossier, public_fields: { ...current.dossier.public_fields, ...switches } },
        }
      : current,
  );
}

/**
 * Saving the dossier. A switch shows at once and only that switch is put back when the server
 * refuses it, so a failed switch never undoes another one still on its way; every other write
 * (texts, consent, publishing) shows once the server has it. The answer is the whole dossier and
 * becomes the cache when no later save is pending (whose answer will be newer); the dossier is read
 * again once the last pending save has settled.
 */
export function updateDossierMutationOptions() {
  return mutationOptions({
    mutationKey: UPDATE_KEY,
    mutationFn: (write: DossierWrite) => updateDossier(write),
    onMutate: async (write: DossierWrite, { client }) => {
      const switches = write.public_fields;
      if (!switches) return { previous: {} };
      await client.cancelQueries({ queryKey: dossierKeys.mine() });
      const before = client.getQueryData<DossierResponse>(dossierKeys.mine())?.dossier.public_fields;
      const previous: Partial<Record<DossierField, boolean>> = {};
      for (const field of Object.keys(switches) as DossierField[]) {
        if (before?.[field] !== undefined) previous[field] = before[field];
      }
      patchCachedSwitches(client, switches);
      return { previous };
    },
    onError: (_error, _write, result, { client }) => {
      if (result && Object.keys(result.previous).length > 0) patchCachedSwitches(client, result.previous);
    },
    onSuccess: (answer, _write, _result, { client }) => {
      // This save still counts as pending here: 1 means no later one will answer after it.
      if (client.isMutating({ mutationKey: UPDATE_KEY }) <= 1) client.setQueryData(dossierKeys.mine(), answer);
    },
    onSettled: (_data, _error, _write, _result, { client }) =>
      client.isMutating({ mutationKey: UPDATE_KEY }) === 1
        ? client.invalidateQueries({ queryKey: dossierKeys.mine() })
        : undefined,
  });
}

/** Writes one link into the cached list, or puts it first (the list is newest first); never with its address. */
function putCachedLink(client: QueryClient, link: DossierLink): void {
  const kept = { ...link, url: null };
  client.setQueryData<DossierLink[]>(dossierKeys.links(), (current) => {
    if (!current) return current;
    return current.some((item) => item.id === link.id)
      ? current.map((item) => (item.id === link.id ? kept : item))
      : [kept, ...current];
  });
}

/** Making a link: the answer (with its address) is the mutation's data; the list gains it without one. */
export function createDossierLinkMutationOptions() {
  return mutationOptions({
    mutationKey: [...dossierKeys.all, 'create-link'],
    mutationFn: (request: CreateDossierLink) => createDossierLink(request),
    onSuccess: (link, _request, _result, { client }) => putCachedLink(client, link),
    onSettled: (_data, _error, _request, _result, { client }) =>
      client.invalidateQueries({ queryKey: dossierKeys.links() }),
  });
}

/** Revoking a link shows once the server has done it (it cannot be undone), then the list is read again. */
export function revokeDossierLinkMutationOptions() {
  return mutationOptions({
    mutationKey: [...dossierKeys.all, 'revoke-link'],
    mutationFn: (id: string) => revokeDossierLink(id),
    onSuccess: (link, _id, _result, { client }) => putCachedLink(client, link),
    onSettled: (_data, _error, _id, _result, { client }) => client.invalidateQueries({ queryKey: dossierKeys.links() }),
  });
}

// ---------------------------------------------------------------------------------------------
// Hooks: what the pages call (the options above are for the server's render and the tests)

/** GET /api/dossier: the athlete's choices and the preview of what a coach sees. */
export function useDossier() {
  return useQuery(dossierQueryOptions());
}

/** GET /api/dossier/links: newest first, without their addresses. */
export function useDossierLinks() {
  return useQuery(dossierLinksQueryOptions());
}

/** PUT /api/dossier with only what changes; a switch shows at once and is put back when refused. */
export function useUpdateDossier() {
  return useMutation(updateDossierMutationOptions());
}

/** POST /api/dossier/links: the answer is the one place the new link's address exists. */
export function useCreateDossierLink() {
  return useMutation(createDossierLinkMutationOptions());
}

/** DELETE /api/dossier/links/{id}: revokes the link for good. */
export function useRevokeDossierLink() {
  return useMutation(revokeDossierLinkMutationOptions());
}
