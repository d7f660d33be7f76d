import { TERMS_VERSION } from '@talentbrug/domain/constants';
import { MATCH_NOT_FOUND, type MatchesResponse, matchesResponseSchema } from '@talentbrug/domain/contracts/matches';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiFetch } from './api.tsx';
import {
  fetchMatches,
  generateMatches,
  generateMatchesMutationOptions,
  matchesQueryOptions,
  matchKeys,
  shareMutationOptions,
  shareWithUniversity,
  updateMatch,
  updateMatchMutationOptions,
  withdrawShare,
  withdrawShareMutationOptions,
} from './matches.tsx';
import { submitOnboardingMutationOptions, updateProfileMutationOptions } from './profile.tsx';
import { dashboardProfile } from './testing/dashboard-api.tsx';
import { exampleMatch, exampleMatches } from './testing/matches.tsx';
import { SHARED_AT, startMatchesApi } from './testing/matches-api.tsx';
import { usePageApi } from './testing/page-api.tsx';

const initial = exampleMatches(3);

const server = usePageApi(() => startMatchesApi(initial), '/matches');

const api = (token: string | null = 'token-1') =>
  createApiFetch({ baseUrl: `${server.url}/api`, getAccessToken: async () => token });

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const cached = (client: QueryClient) => client.getQueryData<MatchesResponse>(matchKeys.list());

/** A client with the list on screen: a mounted page's observer, so invalidation reads it again. */
async function watchingClient() {
  const client = newClient();
  const observer = new QueryObserver(client, matchesQueryOptions());
  const unsubscribe = observer.subscribe(() => {});
  await expect.poll(() => cached(client)).toBeDefined();
  return { client, unsubscribe };
}

describe('matches request functions', () => {
  it('fetchMatches reads the list with the bearer token and parses it', async () => {
    const answer = await fetchMatches({ api: api('token-9') });
    expect(answer.matches.map((m) => m.school_name)).toEqual(initial.map((m) => m.school_name));
    expect(answer.generated_at).toBe('2025-05-03T12:00:00.000Z');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-9');
  });

  it('fetchMatches refuses an answer that breaks the contract', async () => {
    const broken = createApiFetch({
      baseUrl: `${server.url}/api`,
      getAccessToken: async () => null,
    });
    server.setMatches([{ ...exampleMatch(1), match_score: 140 }]);
    await expect(fetchMatches({ api: broken })).rejects.toMatchObject({ name: '$ZodError' });
  });

  it('generateMatches posts without a body and returns the new list with its notice', async () => {
    server.generateWith({ matches: [], notice: 'Geen universiteitsteams voor veldhockey (heren).' });
    const answer = await generateMatches({ api: api() });
    expect(answer).toEqual({
      matches: [],
      generated_at: '2025-05-03T12:00:00.000Z',
      stale: false,
      notice: 'Geen universiteitsteams voor veldhockey (heren).',
      shares: [],
    });
    const request = server.requests.find((r) => r.path === '/api/matches/generate');
    expect(request?.method).toBe('POST');
    expect(request?.body).toBeNull();
  });

  it("generateMatches passes the server's Dutch list of what the profile lacks as an ApiError", async () => {
    server.generateWith({ status: 400, error: 'Vul in je profiel nog in: je GPA en je niveau.' });
    const error = await generateMatches({ api: api() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Vul in je profiel nog in: je GPA en je niveau.' });
  });

  it('updateMatch sends only the change and returns the updated match', async () => {
    const target = initial[1];
    const match = await updateMatch(target?.id ?? '', { favourite: true }, { api: api() });
    expect(match).toMatchObject({ id: target?.id, favourite: true, status: 'new' });
    expect(server.patches()[0]).toMatchObject({ path: `/api/matches/${target?.id}`, body: { favourite: true } });
  });

  it('updateMatch refuses an empty change before any request, and maps 404 to an ApiError', async () => {
    await expect(updateMatch(initial[0]?.id ?? '', {}, { api: api() })).rejects.toMatchObject({ name: '$ZodError' });
    expect(server.patches()).toHaveLength(0);
    const error = await updateMatch(
      '00000000-0000-4000-8000-00000000ffff',
      { status: 'applied' },
      { api: api() },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: 'Match niet gevonden' });
  });
});

describe('sharing the profile with a university', () => {
  it('shareWithUniversity posts the choice about documents and returns the recorded consent', async () => {
    const target = initial[0];
    const share = await shareWithUniversity(target?.id ?? '', { include_documents: true }, { api: api() });
    expect(share).toEqual({
      institution_id: target?.institution_id,
      terms_version: TERMS_VERSION,
      consented_at: SHARED_AT,
      include_documents: true,
      withdrawn_at: null,
    });
    const request = server.requests.find((r) => r.path === `/api/matches/${target?.id}/share`);
    expect(request).toMatchObject({ method: 'POST', body: { include_documents: true } });
    expect(request?.headers.authorization).toBe('Bearer token-1');
  });

  it('sharing without a choice sends none, and refuses a body the server would refuse before sending it', async () => {
    await shareWithUniversity(initial[1]?.id ?? '', undefined, { api: api() });
    expect(server.requests.at(-1)?.body).toEqual({});
    await expect(
      shareWithUniversity(initial[1]?.id ?? '', { grades: true } as never, { api: api() }),
    ).rejects.toMatchObject({ name: '$ZodError' });
    expect(server.requests).toHaveLength(1);
  });

  it('withdrawShare deletes and returns the withdrawn consent, or null when nothing was shared', async () => {
    const id = initial[2]?.id ?? '';
    await shareWithUniversity(id, {}, { api: api() });
    expect((await withdrawShare(id, { api: api() }))?.withdrawn_at).toBe(SHARED_AT);
    expect(server.requests.at(-1)?.method).toBe('DELETE');
    expect(await withdrawShare(id, { api: api() })).toBeNull();
  });

  it("maps another athlete's match to a 404 ApiError in Dutch", async () => {
    const error = await shareWithUniversity('00000000-0000-4000-8000-00000000ffff', {}, { api: api() }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: MATCH_NOT_FOUND });
  });

  it('the mutations put the share in the cached list once the server recorded it, take it out, and read again', async () => {
    const { client, unsubscribe } = await watchingClient();
    const match = initial[0];
    if (!match) throw new Error('no match');
    const gets = () => server.requests.filter((r) => r.method === 'GET').length;
    const release = server.hold('POST', `/api/matches/${match.id}/share`);
    const sharing = new MutationObserver(client, shareMutationOptions()).mutate({ match });
    await expect.poll(() => server.requests.some((r) => r.method === 'POST')).toBe(true);
    // A consent is never shown before it is recorded.
    expect(cached(client)?.shares).toEqual([]);
    release();
    await sharing;
    expect(cached(client)?.shares.map((s) => s.institution_id)).toEqual([match.institution_id]);
    await expect.poll(gets).toBe(2);

    await new MutationObserver(client, withdrawShareMutationOptions()).mutate({ match });
    expect(cached(client)?.shares).toEqual([]);
    await expect.poll(gets).toBe(3);
    unsubscribe();
  });

  it('a refused share changes nothing in the cache', async () => {
    const client = newClient();
    await client.fetchQuery(matchesQueryOptions());
    server.failShare({ status: 500 });
    const match = initial[1];
    if (!match) throw new Error('no match');
    await expect(new MutationObserver(client, shareMutationOptions()).mutate({ match })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(cached(client)?.shares).toEqual([]);
  });
});

/** The mutation context the callbacks get: its query client is what they refresh. */
const contextOf = (client: QueryClient) => ({ client }) as never;

describe('matches older than the profile', () => {
  it('fetchMatches says so (stale), until a generation answers the new list', async () => {
    server.setStale(true);
    expect((await fetchMatches({ api: api() })).stale).toBe(true);
    server.generateWith({ matches: initial });
    expect((await generateMatches({ api: api() })).stale).toBe(false);
    expect((await fetchMatches({ api: api() })).stale).toBe(false);
  });

  it('a server from before the flag reads as current', () => {
    expect(matchesResponseSchema.parse({ matches: [], generated_at: null }).stale).toBe(false);
  });

  it('a saved profile or a sent onboarding has the cached list read again: whether it is old is the server’s answer', async () => {
    const profile = dashboardProfile();
    const changes: [string, (client: QueryClient) => Promise<unknown>][] = [
      [
        'profile',
        async (client) => updateProfileMutationOptions().onSuccess?.(profile, {}, undefined, contextOf(client)),
      ],
      [
        'onboarding',
        async (client) =>
          submitOnboardingMutationOptions().onSuccess?.(
            { profile } as never,
            { body: {} as never, idempotencyKey: 'k' },
            undefined,
            contextOf(client),
          ),
      ],
    ];
    for (const [what, change] of changes) {
      const client = newClient();
      await client.fetchQuery(matchesQueryOptions());
      await change(client);
      expect(client.getQueryState(matchKeys.list())?.isInvalidated, what).toBe(true);
    }
  });
});

describe('matches query and mutation options', () => {
  it('matchesQueryOptions reads through the shared key', async () => {
    const client = newClient();
    const options = matchesQueryOptions();
    expect(options.queryKey).toEqual(['matches', 'list']);
    const data = await client.fetchQuery(options);
    expect(data.matches).toHaveLength(3);
    expect(cached(client)?.matches).toHaveLength(3);
  });

  it('a favourite shows at once, before the server answers, and keeps the answer', async () => {
    const client = newClient();
    await client.fetchQuery(matchesQueryOptions());
    const id = initial[0]?.id ?? '';
    const release = server.hold('PATCH', `/api/matches/${id}`);
    const observer = new MutationObserver(client, updateMatchMutationOptions());
    const done = observer.mutate({ id, update: { favourite: true } });
    await expect.poll(() => cached(client)?.matches[0]?.favourite).toBe(true);
    expect(server.matches[0]?.favourite).toBe(false);
    release();
    await done;
    expect(server.matches[0]?.favourite).toBe(true);
    expect(cached(client)?.matches[0]?.favourite).toBe(true);
  });

  it('a refused change is undone, field by field, and the list is read again', async () => {
    const { client, unsubscribe } = await watchingClient();
    const id = initial[2]?.id ?? '';
    server.failPatch({ status: 500 });
    const gets = () => server.requests.filter((r) => r.method === 'GET').length;
    const before = gets();
    const observer = new MutationObserver(client, updateMatchMutationOptions());
    await expect(observer.mutate({ id, update: { status: 'contacted' } })).rejects.toBeInstanceOf(ApiError);
    expect(cached(client)?.matches[2]?.status).toBe('new');
    await expect.poll(gets).toBe(before + 1);
    unsubscribe();
  });

  it('generation puts the new list in the cache and reads it again', async () => {
    const { client, unsubscribe } = await watchingClient();
    const fresh = exampleMatches(6);
    server.generateWith({ matches: fresh });
    const observer = new MutationObserver(client, generateMatchesMutationOptions());
    const answer = await observer.mutate();
    expect(answer.matches).toHaveLength(6);
    expect(cached(client)?.matches).toHaveLength(6);
    await expect.poll(() => server.requests.filter((r) => r.method === 'GET').length).toBe(2);
    unsubscribe();
  });
});
