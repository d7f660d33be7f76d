import { OUTREACH_MESSAGES } from '@talentbrug/domain/outreach';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiFetch } from './api.tsx';
import {
  contactCalendarQueryOptions,
  createDraft,
  createDraftMutationOptions,
  fetchContactCalendar,
  fetchDossierPublished,
  fetchOutreach,
  type OutreachList,
  outreachKeys,
  outreachQueryOptions,
  resetCalendarLink,
  resetCalendarLinkMutationOptions,
  setReminders,
  setRemindersMutationOptions,
  updateOutreach,
  updateOutreachMutationOptions,
} from './outreach.tsx';
import { exampleMatch } from './testing/matches.tsx';
import { exampleEntry, OUTREACH_AT, startOutreachApi } from './testing/outreach-api.tsx';
import { usePageApi } from './testing/page-api.tsx';

const DUKE = exampleMatch(1);
const IOWA = exampleMatch(2);
const ENTRIES = [exampleEntry(DUKE), exampleEntry(IOWA, { status: 'interested' })];

const server = usePageApi(() => startOutreachApi(ENTRIES), '/matches');

const api = (token: string | null = 'token-1') =>
  createApiFetch({ baseUrl: `${server.url}/api`, getAccessToken: async () => token });
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const cached = (client: QueryClient) => client.getQueryData<OutreachList>(outreachKeys.list());
const statusOf = (client: QueryClient, id: string) =>
  cached(client)?.entries.find((entry) => entry.institution_id === id)?.status;

describe('outreach request functions', () => {
  it('fetchOutreach reads the entries and the reminder setting with the bearer token', async () => {
    const answer = await fetchOutreach({ api: api('token-9') });
    expect(answer.entries.map((entry) => entry.school_name)).toEqual(['Duke University', 'University of Iowa']);
    expect(answer.reminders).toEqual({ email: false });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-9');
  });

  it('createDraft posts the match and kind and answers the draft with its links', async () => {
    const draft = await createDraft({ match_id: DUKE.id, kind: 'follow_up' }, { api: api() });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/outreach/drafts',
      body: { match_id: DUKE.id, kind: 'follow_up' },
    });
    expect(draft.kind).toBe('follow_up');
    expect(draft.mailto).toMatch(/^mailto:\?subject=/);
    expect(draft.dossier_url).toMatch(new RegExp(`^${server.url}/r/`));
  });

  it('createDraft refuses an unknown kind before any request', async () => {
    const request = { match_id: DUKE.id, kind: 'spam' } as unknown as Parameters<typeof createDraft>[0];
    const error = await createDraft(request, { api: api() }).catch((e: unknown) => e);
    expect(JSON.stringify(error)).toContain(OUTREACH_MESSAGES.kind);
    expect(server.requests).toHaveLength(0);
  });

  it('updateOutreach records a sent e-mail, dated, and the school moves to contacted', async () => {
    const entry = await updateOutreach(DUKE.institution_id, { sent: true, sent_kind: 'first' }, { api: api() });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/api/outreach/${DUKE.institution_id}`,
      body: { sent: true, sent_kind: 'first' },
    });
    expect(entry).toMatchObject({ status: 'contacted', sent_count: 1, last_contacted_at: OUTREACH_AT });
    expect(entry.status_history).toEqual([{ status: 'contacted', at: OUTREACH_AT }]);
  });

  it("updateOutreach refuses an invalid address with the domain's Dutch message, and passes a 404 on", async () => {
    const invalid = await updateOutreach(DUKE.institution_id, { coach_email: 'geen adres' }, { api: api() }).catch(
      (e: unknown) => e,
    );
    expect(JSON.stringify(invalid)).toContain(OUTREACH_MESSAGES.email);
    const missing = await updateOutreach('inst-404', { status: 'replied' }, { api: api() }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, message: OUTREACH_MESSAGES.entryNotFound });
  });

  it('fetchDossierPublished reads whether the dossier is published', async () => {
    expect(await fetchDossierPublished({ api: api() })).toBe(true);
    server.setDossier({ published: false });
    expect(await fetchDossierPublished({ api: api() })).toBe(false);
    expect(server.requests.at(-1)?.path).toBe('/api/dossier');
  });

  it('setReminders, the calendar and its reset', async () => {
    expect(await setReminders(true, { api: api() })).toEqual({ email: true });
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', body: { email: true } });
    const calendar = await fetchContactCalendar({ api: api() });
    expect(calendar.levels_without_rules).toEqual(['ncaa-d3', 'naia', 'njcaa']);
    expect(calendar.timeline[0]?.sentence).toContain('je kunt nu schrijven');
    const fresh = await resetCalendarLink({ api: api() });
    expect(fresh).not.toBe(calendar.subscribe_url);
    expect(fresh).toMatch(/\.ics$/);
  });
});

describe('outreach query and mutation options', () => {
  it('read through the shared keys', async () => {
    expect(outreachQueryOptions().queryKey).toEqual(['outreach', 'list']);
    expect(contactCalendarQueryOptions().queryKey).toEqual(['outreach', 'calendar']);
    const client = newClient();
    await client.fetchQuery(outreachQueryOptions());
    expect(cached(client)?.entries).toHaveLength(2);
  });

  it('a status shows at once, before the server answers, and the matches are read again after', async () => {
    const client = newClient();
    await client.fetchQuery(outreachQueryOptions());
    client.setQueryData(['matches', 'list'], { matches: [] });
    const release = server.hold('PATCH', `/api/outreach/${IOWA.institution_id}`);
    const done = new MutationObserver(client, updateOutreachMutationOptions()).mutate({
      institutionId: IOWA.institution_id,
      update: { status: 'replied' },
    });
    await expect.poll(() => statusOf(client, IOWA.institution_id)).toBe('replied');
    release();
    await done;
    expect(cached(client)?.entries[1]?.replied_at).toBe(OUTREACH_AT);
    expect(client.getQueryState(['matches', 'list'])?.isInvalidated).toBe(true);
  });

  it('a refused status is put back', async () => {
    const client = newClient();
    await client.fetchQuery(outreachQueryOptions());
    server.failPatch({ status: 500 });
    const mutation = new MutationObserver(client, updateOutreachMutationOptions());
    await expect(
      mutation.mutate({ institutionId: IOWA.institution_id, update: { status: 'offer' } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(statusOf(client, IOWA.institution_id)).toBe('interested');
  });

  it('a sent e-mail shows once the server has it, not before', async () => {
    const client = newClient();
    await client.fetchQuery(outreachQueryOptions());
    const path = `/api/outreach/${DUKE.institution_id}`;
    const release = server.hold('PATCH', path);
    const done = new MutationObserver(client, updateOutreachMutationOptions()).mutate({
      institutionId: DUKE.institution_id,
      update: { sent: true },
    });
    await server.received('PATCH', path);
    expect(cached(client)?.entries[0]?.sent_count).toBe(0);
    release();
    await done;
    expect(cached(client)?.entries[0]).toMatchObject({ sent_count: 1, status: 'contacted' });
  });

  it('a draft reads the list and the dossier links again; the reminder and the reset land in the cache', async () => {
    const client = newClient();
    await client.fetchQuery(outreachQueryOptions());
    await client.fetchQuery(contactCalendarQueryOptions());
    client.setQueryData(['dossier', 'links'], []);
    const draft = await new MutationObserver(client, createDraftMutationOptions()).mutate({
      match_id: DUKE.id,
      kind: 'first',
    });
    expect(draft.subject).toContain('Sem de Vries');
    // Invalidated, so the next screen that shows them reads the new link count and the new link.
    expect(client.getQueryState(outreachKeys.list())?.isInvalidated).toBe(true);
    expect(server.entries[0]?.dossier.links).toBe(1);
    expect(client.getQueryState(['dossier', 'links'])?.isInvalidated).toBe(true);

    await new MutationObserver(client, setRemindersMutationOptions()).mutate(true);
    expect(cached(client)?.reminders.email).toBe(true);
    const url = await new MutationObserver(client, resetCalendarLinkMutationOptions()).mutate();
    expect(client.getQueryData<{ subscribe_url: string | null }>(outreachKeys.calendar())?.subscribe_url).toBe(url);
  });
});
