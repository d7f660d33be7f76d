// Package paths, never relative ones: in a remote a relative import is bundled as a second copy,
// while the package path resolves to the one module the shell shares at run time.
import { type ApiFetch, apiFetch, type RequestOptions } from '@talentbrug/api-client/api';
import { matchKeys } from '@talentbrug/api-client/matches';
import { type ContactCalendarResponse, contactCalendarResponseSchema } from '@talentbrug/domain/contact-calendar';
import {
  type Draft,
  type DraftRequest,
  draftRequestSchema,
  draftResponseSchema,
  type OutreachEntry,
  type OutreachUpdate,
  outreachEntryResponseSchema,
  outreachResponseSchema,
  outreachUpdateSchema,
  reminderSettingsResponseSchema,
  reminderSettingsSchema,
} from '@talentbrug/domain/outreach';
import { mutationOptions, type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';

/**
 * Outreach to college coaches (issue 38): request functions for /api/outreach, the shared query
 * keys and the TanStack Query options. Every answer is parsed with the domain's schema. A draft is
 * a mutation, never a query: each one makes a dossier link on the server, so it is asked for only
 * when the athlete opens it, and never again on a re-render or a refocus.
 */
export const outreachKeys = {
  all: ['outreach'] as const,
  list: () => [...outreachKeys.all, 'list'] as const,
  calendar: () => [...outreachKeys.all, 'calendar'] as const,
  dossierPublished: () => [...outreachKeys.all, 'dossier-published'] as const,
};

/**
 * The dossier's list of links (`dossierKeys.links()` of @talentbrug/api-client/dossier), named here
 * rather than imported: that module brings the dossier's schemas, and with them zod features
 * (ISO dates, records, tuples) that would grow the zod chunk every athlete page loads first.
 */
const DOSSIER_LINKS_KEY = ['dossier', 'links'] as const;

export type OutreachList = ReturnType<typeof outreachResponseSchema.parse>;
export type ContactCalendarData = ContactCalendarResponse['calendar'];

const OUTREACH_PATH = '/outreach';
const CALENDAR_PATH = `${OUTREACH_PATH}/calendar`;
/** The reset answers `{ subscribe_url }`, the calendar's own field. */
const subscribeUrlSchema = contactCalendarResponseSchema.shape.calendar.shape.subscribe_url;

/** GET /api/outreach: every school of the matches (best first), then those that left them, and the reminder setting. */
export async function fetchOutreach({ signal, api = apiFetch }: RequestOptions = {}): Promise<OutreachList> {
  return outreachResponseSchema.parse(await api<unknown>(OUTREACH_PATH, { signal: signal ?? null }));
}

/**
 * GET /api/dossier, for one fact: whether the dossier is published (a draft's link to an unpublished
 * dossier opens its 404 page). Read without the dossier's schema, for the reason above; anything
 * but `published: true` counts as not published.
 */
export async function fetchDossierPublished({ signal, api = apiFetch }: RequestOptions = {}): Promise<boolean> {
  const answer = await api<{ dossier?: { published?: unknown } } | null>('/dossier', { signal: signal ?? null });
  return answer?.dossier?.published === true;
}

/** POST /api/outreach/drafts: a new English draft for one match, with a dossier link made for that school. */
export async function createDraft(request: DraftRequest, { api = apiFetch }: RequestOptions = {}): Promise<Draft> {
  const body = draftRequestSchema.parse(request);
  return draftResponseSchema.parse(await api<unknown>(`${OUTREACH_PATH}/drafts`, { method: 'POST', body })).draft;
}

/** PATCH /api/outreach/{institution_id}: a status, the coach's address, or `sent: true`; another's school is a 404. */
export async function updateOutreach(
  institutionId: string,
  update: OutreachUpdate,
  { api = apiFetch }: RequestOptions = {},
): Promise<OutreachEntry> {
  const body = outreachUpdateSchema.parse(update);
  const path = `${OUTREACH_PATH}/${encodeURIComponent(institutionId)}`;
  return outreachEntryResponseSchema.parse(await api<unknown>(path, { method: 'PATCH', body })).entry;
}

/** PUT /api/outreach/reminders: the weekly reminder by e-mail, on or off. */
export async function setReminders(email: boolean, { api = apiFetch }: RequestOptions = {}) {
  const body = reminderSettingsSchema.parse({ email });
  return reminderSettingsResponseSchema.parse(await api<unknown>(`${OUTREACH_PATH}/reminders`, { method: 'PUT', body }))
    .reminders;
}

/** GET /api/outreach/calendar: the contact days of the athlete's sport and year, the timeline and the subscription. */
export async function fetchContactCalendar({
  signal,
  api = apiFetch,
}: RequestOptions = {}): Promise<ContactCalendarData> {
  return contactCalendarResponseSchema.parse(await api<unknown>(CALENDAR_PATH, { signal: signal ?? null })).calendar;
}

/** POST /api/outreach/calendar/reset: a new subscription address; the old one answers 404 from then on. */
export async function resetCalendarLink({ api = apiFetch }: RequestOptions = {}): Promise<string | null> {
  const answer = await api<{ subscribe_url?: unknown } | null>(`${CALENDAR_PATH}/reset`, { method: 'POST' });
  return subscribeUrlSchema.parse(answer?.subscribe_url);
}

export function outreachQueryOptions(api?: ApiFetch) {
  return queryOptions({ queryKey: outreachKeys.list(), queryFn: ({ signal }) => fetchOutreach({ signal, api }) });
}

export function dossierPublishedQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: outreachKeys.dossierPublished(),
    queryFn: ({ signal }) => fetchDossierPublished({ signal, api }),
  });
}

export function contactCalendarQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: outreachKeys.calendar(),
    queryFn: ({ signal }) => fetchContactCalendar({ signal, api }),
  });
}

/** Writes one entry into the cached list, leaving the others as they are. */
function patchCachedEntry(client: QueryClient, id: string, change: (entry: OutreachEntry) => OutreachEntry): void {
  client.setQueryData<OutreachList>(outreachKeys.list(), (current) =>
    current ? { ...current, entries: current.entries.map((e) => (e.institution_id === id ? change(e) : e)) } : current,
  );
}

/**
 * A draft: its answer is the mutation's data (the link's address is in it alone). The school's
 * link count and the dossier's list of links changed on the server, so both are read again.
 */
export function createDraftMutationOptions() {
  return mutationOptions({
    mutationKey: [...outreachKeys.all, 'draft'],
    mutationFn: (request: DraftRequest) => createDraft(request),
    onSettled: (_data, _error, _request, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: outreachKeys.list() }),
        client.invalidateQueries({ queryKey: DOSSIER_LINKS_KEY }),
      ]),
  });
}

export interface OutreachUpdateVariables {
  institutionId: string;
  update: OutreachUpdate;
}

const UPDATE_KEY = [...outreachKeys.all, 'update'] as const;

/**
 * A status shows at once and is put back when the server refuses it; an address or a sent e-mail
 * shows once the server has it (it dates the e-mail). The answer becomes the cached entry, and the
 * matches are read again with the list once the last change settled: the match keeps its status in
 * step, in coarser words.
 */
export function updateOutreachMutationOptions() {
  return mutationOptions({
    mutationKey: UPDATE_KEY,
    mutationFn: ({ institutionId, update }: OutreachUpdateVariables) => updateOutreach(institutionId, update),
    onMutate: async ({ institutionId, update }: OutreachUpdateVariables, { client }) => {
      const status = update.status;
      if (status === undefined) return { previous: null };
      await client.cancelQueries({ queryKey: outreachKeys.list() });
      const before = client
        .getQueryData<OutreachList>(outreachKeys.list())
        ?.entries.find((entry) => entry.institution_id === institutionId);
      patchCachedEntry(client, institutionId, (entry) => ({ ...entry, status }));
      return { previous: before?.status ?? null };
    },
    onError: (_error, { institutionId }, result, { client }) => {
      const previous = result?.previous;
      if (previous) patchCachedEntry(client, institutionId, (entry) => ({ ...entry, status: previous }));
    },
    onSuccess: (entry, { institutionId }, _result, { client }) => {
      if (client.isMutating({ mutationKey: UPDATE_KEY }) <= 1) patchCachedEntry(client, institutionId, () => entry);
    },
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.isMutating({ mutationKey: UPDATE_KEY }) === 1
        ? Promise.all([
            client.invalidateQueries({ queryKey: outreachKeys.list() }),
            client.invalidateQueries({ queryKey: matchKeys.list() }),
          ])
        : undefined,
  });
}

/** The reminder switch shows once the server has it (turning it on can be refused: no address). */
export function setRemindersMutationOptions() {
  return mutationOptions({
    mutationKey: [...outreachKeys.all, 'reminders'],
    mutationFn: (email: boolean) => setReminders(email),
    onSuccess: (reminders, _email, _result, { client }) =>
      client.setQueryData<OutreachList>(outreachKeys.list(), (current) =>
        current ? { ...current, reminders } : current,
      ),
  });
}

/** A new subscription address replaces the cached one once the server made it. */
export function resetCalendarLinkMutationOptions() {
  return mutationOptions({
    mutationKey: [...outreachKeys.all, 'calendar-reset'],
    mutationFn: () => resetCalendarLink(),
    onSuccess: (subscribe_url, _variables, _result, { client }) =>
      client.setQueryData<ContactCalendarData>(outreachKeys.calendar(), (current) =>
        current ? { ...current, subscribe_url } : current,
      ),
  });
}

// ---------------------------------------------------------------------------------------------
// Hooks: what the pages call (the options above are for the tests)

/** GET /api/outreach: one entry per school (the matches' first, best first) and the reminder setting. */
export function useOutreach() {
  return useQuery(outreachQueryOptions());
}

/** GET /api/outreach/calendar: the contact days of the athlete's sport and year, and the subscription address. */
export function useContactCalendar() {
  return useQuery(contactCalendarQueryOptions());
}

/** Whether the athlete's dossier is published: a draft's link to an unpublished one opens a 404 page. */
export function useDossierPublished() {
  return useQuery(dossierPublishedQueryOptions());
}

/** POST /api/outreach/drafts: asked once per kind the athlete opens, since each draft makes a dossier link. */
export function useCreateDraft() {
  return useMutation(createDraftMutationOptions());
}

/** PATCH /api/outreach/{institution_id}: a step on the board (shown at once), the coach's address, a sent e-mail. */
export function useUpdateOutreach() {
  return useMutation(updateOutreachMutationOptions());
}

/** PUT /api/outreach/reminders: the weekly reminder by e-mail, opt-in. */
export function useSetReminders() {
  return useMutation(setRemindersMutationOptions());
}

/** POST /api/outreach/calendar/reset: a new subscription address. */
export function useResetCalendarLink() {
  return useMutation(resetCalendarLinkMutationOptions());
}
