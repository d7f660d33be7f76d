import { ACADEMICS_MESSAGES } from '@talentbrug/domain/academics';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  academicsKeys,
  fetchEligibility,
  fetchTranscript,
  saveTranscript,
  saveTranscriptMutationOptions,
} from './academics.tsx';
import { ApiError, createApiFetch } from './api.tsx';
import { dossierKeys } from './dossier.tsx';
import { exampleTranscript, startAcademicsApi } from './testing/academics-api.tsx';
import { usePageApi } from './testing/page-api.tsx';

const server = usePageApi(() => startAcademicsApi(), '/dossier');

const api = (token: string | null = 'token-1') =>
  createApiFetch({ baseUrl: `${server.url}/api`, getAccessToken: async () => token });

describe('academics request functions', () => {
  it('reads null before the first save, and the eligibility is a 404 with the Dutch message', async () => {
    expect(await fetchTranscript({ api: api('token-7') })).toBeNull();
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-7');
    const refused = await fetchEligibility({ api: api() }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(404);
    expect((refused as ApiError).serverMessage).toBe(ACADEMICS_MESSAGES.noTranscript);
  });

  it('saves the whole transcript and reads its NCAA reading', async () => {
    const saved = await saveTranscript(exampleTranscript(), { api: api() });
    expect(server.puts()[0]?.body).toEqual(exampleTranscript());
    expect(saved.track).toBe('vwo');
    expect(saved.updated_at).toBe('2026-12-04T09:15:00.000Z');
    const reading = await fetchEligibility({ api: api() });
    expect(reading.core_units).toBe(12);
    expect(reading.core_units_required).toBe(16);
    expect(reading.table.source.checked).toMatch(/^\d{4}-\d{2}$/);
    expect(reading.missing.d1.length).toBeGreaterThan(0);
  });

  it('refuses before sending what the server would refuse (a grade with two decimals)', async () => {
    const wrong = exampleTranscript({ subjects: [{ subject: 'engels', grades: [{ year: 4, grade: 7.45 }] }] });
    await expect(saveTranscript(wrong, { api: api() })).rejects.toMatchObject({ name: '$ZodError' });
    expect(server.puts()).toHaveLength(0);
  });
});

describe('saving the transcript in the cache', () => {
  it('puts the answer in the cache and reads the reading and the dossier (its preview shows the GPA) again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(academicsKeys.eligibility(), { stale: true });
    client.setQueryData(dossierKeys.mine(), { stale: true });
    await new MutationObserver(client, saveTranscriptMutationOptions()).mutate(exampleTranscript());
    expect(client.getQueryData(academicsKeys.transcript())).toMatchObject({ track: 'vwo', profile: 'em' });
    expect(client.getQueryState(academicsKeys.eligibility())?.isInvalidated).toBe(true);
    expect(client.getQueryState(dossierKeys.mine())?.isInvalidated).toBe(true);
  });
});
