import { ApiError, createApiFetch } from '@talentbrug/api-client/api';
import { useAuth, useAuthStore } from '@talentbrug/api-client/auth';
import { fetchProfile, profileQueryOptions } from '@talentbrug/api-client/profile';
import { renderForUser, serverApi } from '@talentbrug/api-client/server-render';
import { exampleProfile, startCoachApi } from '@talentbrug/api-client/testing/coach-api';
import { readFrom } from '@talentbrug/api-client/testing/server-render';
import { sendJson, startTestServer, type TestServer } from '@talentbrug/api-client/testing/test-server';
import type { ServerReadAnswer, ServerRenderUser } from '@talentbrug/domain/contracts/first-paint/server-render';
import { useQuery } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** Answers the browser client and the server's read get alike, from one real server. */
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  '/api/profiles/me': { status: 200, body: { profile: exampleProfile() } },
  '/api/missing': { status: 404, body: { error: 'Je hebt nog geen profiel. Vul eerst de onboarding in!' } },
  '/api/broken': { status: 500, body: { error: 'Er ging iets mis' } },
  '/api/bare': { status: 500, body: { message: 'no error field' } },
  '/api/refused': { status: 401, body: { error: 'Niet ingelogd' } },
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(({ path }, res) => {
    const answer = ANSWERS[path] ?? { status: 404, body: { error: 'Niet gevonden' } };
    sendJson(res, answer.status, answer.body);
  });
});
afterAll(() => server.close());

const browser = () => createApiFetch({ baseUrl: `${server.url}/api`, getAccessToken: async () => 'token' });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );

describe('serverApi', () => {
  it.each(['/missing', '/broken', '/bare', '/refused'])(
    '%s: a refusal becomes the ApiError the browser client throws for it',
    async (path) => {
      const fromBrowser = await rejection(browser()(path));
      const fromServer = await rejection(serverApi(readFrom(server.url))(path));
      expect(fromServer).toBeInstanceOf(ApiError);
      expect(fromBrowser).toBeInstanceOf(ApiError);
      const seen = (error: unknown) => {
        const { message, status, body, serverMessage } = error as ApiError;
        return { message, status, body, serverMessage };
      };
      expect(seen(fromServer)).toEqual(seen(fromBrowser));
    },
  );

  it("carries the server's message and status", async () => {
    const error = (await rejection(serverApi(readFrom(server.url))('/missing'))) as ApiError;
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Je hebt nog geen profiel. Vul eerst de onboarding in!');
    const bare = (await rejection(serverApi(readFrom(server.url))('/bare'))) as ApiError;
    expect(bare.status).toBe(500);
    expect(bare.serverMessage).toBeNull();
    expect(bare.message).toBe('Request failed');
  });

  it('passes a successful body through, so the request functions work as in the app (a 404 profile is none)', async () => {
    const api = serverApi(readFrom(server.url));
    expect(await api('/profiles/me')).toEqual({ profile: exampleProfile() });
    expect(await fetchProfile({ api })).toEqual(exampleProfile());
    const read = async (): Promise<ServerReadAnswer> => ({ status: 404, body: { error: 'Profiel niet gevonden' } });
    expect(await fetchProfile({ api: serverApi(read) })).toBeNull();
  });

  it.each(['POST', 'PATCH', 'DELETE', 'put', 'delete'])('refuses %s without reading anything', async (method) => {
    const read = vi.fn(async (): Promise<ServerReadAnswer> => ({ status: 200, body: {} }));
    await expect(serverApi(read)('/matches/generate', { method })).rejects.toThrow(/only reads/);
    expect(read).not.toHaveBeenCalled();
  });

  it('reads a GET given by name', async () => {
    const read = vi.fn(async (): Promise<ServerReadAnswer> => ({ status: 200, body: { ok: true } }));
    expect(await serverApi(read)('/ai/history', { method: 'get' })).toEqual({ ok: true });
    expect(read).toHaveBeenCalledWith('/ai/history');
  });
});

const SEM: ServerRenderUser = {
  id: '6f1c2f1e-0000-4000-8000-000000000001',
  email: 'sem@voorbeeld.nl',
  userMetadata: { first_name: 'Sem', last_name: 'de Vries' },
};

/** What a page could show of the auth state and of its profile read. */
function Greeting() {
  const { user, isAuthenticated, loading } = useAuth();
  const profile = useQuery(profileQueryOptions());
  if (loading || !isAuthenticated) return <p role="status">Laden...</p>;
  return (
    <h1>
      Hoi {profile.data?.first_name ?? 'daar'} ({user?.email}, {String(user?.user_metadata.first_name)})
    </h1>
  );
}

function ReadsMore() {
  useQuery({ queryKey: ['not', 'listed'], queryFn: async () => 'never read on the server' });
  return <Greeting />;
}

function Broken(): never {
  throw new Error('the page broke');
}

describe('renderForUser', () => {
  let coach: Awaited<ReturnType<typeof startCoachApi>>;
  beforeAll(async () => {
    coach = await startCoachApi();
  });
  afterAll(() => coach.close());

  const snapshot = () => ({ ...useAuthStore.getInitialState() });

  it("renders the page with the user's auth state and its reads, and returns the state to start from", async () => {
    const before = snapshot();
    const { html, state } = await renderForUser({
      element: <Greeting />,
      queries: (api) => [profileQueryOptions(api)],
      user: SEM,
      read: readFrom(coach.url),
    });
    // The profile's name from the read, the e-mail address and sign-up name from the auth state.
    expect(html.replaceAll('<!-- -->', '')).toBe('<h1>Hoi Lisa (sem@voorbeeld.nl, Sem)</h1>');
    expect(html).not.toContain('role="status"');
    const queries = (state as { queries: Array<{ queryKey: unknown; state: { data: unknown } }> }).queries;
    expect(queries.map((query) => query.queryKey)).toEqual([profileQueryOptions().queryKey]);
    expect(queries[0]?.state.data).toEqual(exampleProfile());
    expect(snapshot()).toEqual(before);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('rejects naming the query the page read that the list left out', async () => {
    const before = snapshot();
    await expect(
      renderForUser({
        element: <ReadsMore />,
        queries: (api) => [profileQueryOptions(api)],
        user: SEM,
        read: readFrom(coach.url),
      }),
    ).rejects.toThrow('["not","listed"]');
    expect(snapshot()).toEqual(before);
  });

  it('rejects when a read fails, leaving the auth state as it was', async () => {
    const before = snapshot();
    coach.setProfile(null);
    const read = async (path: string): Promise<ServerReadAnswer> =>
      path === '/profiles/me' ? { status: 500, body: { error: 'Er ging iets mis' } } : readFrom(coach.url)(path);
    await expect(
      renderForUser({ element: <Greeting />, queries: (api) => [profileQueryOptions(api)], user: SEM, read }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 500, serverMessage: 'Er ging iets mis' });
    expect(snapshot()).toEqual(before);
    coach.reset();
  });

  it('restores the auth state when the render itself throws', async () => {
    const before = snapshot();
    await expect(
      renderForUser({
        element: <Broken />,
        queries: (api) => [profileQueryOptions(api)],
        user: SEM,
        read: readFrom(coach.url),
      }),
    ).rejects.toThrow('the page broke');
    expect(snapshot()).toEqual(before);
  });
});
