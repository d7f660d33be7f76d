import { DOSSIER_MESSAGES, type DossierLink, type DossierResponse } from '@talentbrug/domain/dossier';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiFetch } from './api.tsx';
import {
  createDossierLink,
  createDossierLinkMutationOptions,
  dossierKeys,
  dossierLinksQueryOptions,
  dossierQueryOptions,
  fetchDossier,
  fetchDossierLinks,
  revokeDossierLink,
  revokeDossierLinkMutationOptions,
  updateDossier,
  updateDossierMutationOptions,
} from './dossier.tsx';
import { exampleDossier, exampleLink, startDossierApi } from './testing/dossier-api.tsx';
import { usePageApi } from './testing/page-api.tsx';

const LINKS = [
  exampleLink(2, { label: 'Stanford', views: 3, last_viewed_at: '2026-12-04T10:00:00.000Z' }),
  exampleLink(1),
];

const server = usePageApi(() => startDossierApi(exampleDossier(), LINKS), '/dossier');

const api = (token: string | null = 'token-1') =>
  createApiFetch({ baseUrl: `${server.url}/api`, getAccessToken: async () => token });
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const cached = (client: QueryClient) => client.getQueryData<DossierResponse>(dossierKeys.mine());
const cachedLinks = (client: QueryClient) => client.getQueryData<DossierLink[]>(dossierKeys.links());

describe('dossier request functions', () => {
  it('fetchDossier reads the dossier and its preview with the bearer token', async () => {
    const answer = await fetchDossier({ api: api('token-9') });
    expect(answer.dossier.public_fields.photo).toBe(false);
    expect(answer.dossier.public_fields.name).toBe(true);
    expect(answer.preview.name).toBe('Sem de Vries');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-9');
  });

  it('updateDossier sends only the change and answers the whole dossier', async () => {
    const answer = await updateDossier({ public_fields: { photo: true } }, { api: api() });
    expect(server.puts()[0]?.body).toEqual({ public_fields: { photo: true } });
    expect(answer.dossier.public_fields.photo).toBe(true);
    expect(answer.dossier.public_fields.name).toBe(true);
  });

  it('updateDossier refuses what the server would refuse before sending it', async () => {
    await expect(updateDossier({ ncaa_id: '123' }, { api: api() })).rejects.toMatchObject({ name: '$ZodError' });
    expect(server.puts()).toHaveLength(0);
  });

  it("passes the server's Dutch consent refusal as an ApiError", async () => {
    server.setDossier({ consent_required: true });
    const error = await updateDossier({ published: true }, { api: api() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: DOSSIER_MESSAGES.consentNeeded });
  });

  it('createDossierLink posts the label and answers the link with its address, once', async () => {
    const link = await createDossierLink({ label: '  Duke  ' }, { api: api() });
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', body: { label: 'Duke' } });
    expect(link.url).toMatch(new RegExp(`^${server.url}/r/`));
    const list = await fetchDossierLinks({ api: api() });
    expect(list[0]).toMatchObject({ id: link.id, label: 'Duke', url: null });
  });

  it('createDossierLink refuses an empty label with the Dutch message before any request', async () => {
    const error = await createDossierLink({ label: '   ' }, { api: api() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: '$ZodError' });
    expect(JSON.stringify(error)).toContain(DOSSIER_MESSAGES.label);
    expect(server.requests).toHaveLength(0);
  });

  it('revokeDossierLink answers the revoked link, and an unknown id is a Dutch 404', async () => {
    expect(await revokeDossierLink(LINKS[1]?.id ?? '', { api: api() })).toMatchObject({ revoked: true });
    expect(server.requests.at(-1)?.method).toBe('DELETE');
    const error = await revokeDossierLink('00000000-0000-4000-8000-00000000ffff', { api: api() }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 404, message: DOSSIER_MESSAGES.linkNotFound });
  });
});

describe('dossier query and mutation options', () => {
  it('read through the shared keys', async () => {
    const client = newClient();
    expect(dossierQueryOptions().queryKey).toEqual(['dossier', 'me']);
    expect(dossierLinksQueryOptions().queryKey).toEqual(['dossier', 'links']);
    await client.fetchQuery(dossierQueryOptions());
    await client.fetchQuery(dossierLinksQueryOptions());
    expect(cached(client)?.dossier.published).toBe(false);
    expect(cachedLinks(client)?.map((l) => l.label)).toEqual(['Stanford', 'Coach 1']);
  });

  it('a switch shows at once, before the server answers, and keeps the answer', async () => {
    const client = newClient();
    await client.fetchQuery(dossierQueryOptions());
    const release = server.hold('PUT', '/api/dossier');
    const done = new MutationObserver(client, updateDossierMutationOptions()).mutate({
      public_fields: { athlete_email: true },
    });
    await expect.poll(() => cached(client)?.dossier.public_fields.athlete_email).toBe(true);
    expect(server.dossier.public_fields.athlete_email).toBe(false);
    release();
    await done;
    expect(server.dossier.public_fields.athlete_email).toBe(true);
    expect(cached(client)?.dossier.public_fields.athlete_email).toBe(true);
  });

  it('a refused switch is put back, and only that one', async () => {
    const client = newClient();
    const observer = new QueryObserver(client, dossierQueryOptions());
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => cached(client)).toBeDefined();
    server.failPut({ status: 500 });
    const mutation = new MutationObserver(client, updateDossierMutationOptions());
    await expect(mutation.mutate({ public_fields: { school: true } })).rejects.toBeInstanceOf(ApiError);
    expect(cached(client)?.dossier.public_fields.school).toBe(false);
    expect(cached(client)?.dossier.public_fields.name).toBe(true);
    unsubscribe();
  });

  it('publishing shows once the server has it, not before', async () => {
    const client = newClient();
    await client.fetchQuery(dossierQueryOptions());
    const release = server.hold('PUT', '/api/dossier');
    const done = new MutationObserver(client, updateDossierMutationOptions()).mutate({ published: true });
    await server.received('PUT', '/api/dossier');
    expect(cached(client)?.dossier.published).toBe(false);
    release();
    await done;
    expect(cached(client)?.dossier.published).toBe(true);
  });

  it('a new link joins the cached list without its address; a revoked one shows as revoked', async () => {
    const client = newClient();
    await client.fetchQuery(dossierLinksQueryOptions());
    const link = await new MutationObserver(client, createDossierLinkMutationOptions()).mutate({ label: 'Yale' });
    expect(link.url).not.toBeNull();
    expect(cachedLinks(client)?.[0]).toMatchObject({ id: link.id, label: 'Yale', url: null });

    await new MutationObserver(client, revokeDossierLinkMutationOptions()).mutate(link.id);
    expect(cachedLinks(client)?.find((l) => l.id === link.id)?.revoked).toBe(true);
  });
});
