/// <reference types="node" />
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiFetch } from './api.tsx';
import { fetchSuggestions, suggestionKeys, suggestionsQueryOptions } from './suggestions.tsx';

declare const jsdom: { reconfigure(options: { url: string }): void };

/** A real HTTP server answering GET /api/ai/suggestions with whatever the test sets. */
let answer: { status: number; body: unknown };
const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
const server = createServer((req, res) => {
  seen.push({ path: req.url ?? '', headers: req.headers });
  const found = req.method === 'GET' && req.url === '/api/ai/suggestions';
  res.writeHead(found ? answer.status : 404, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(found ? answer.body : { error: 'Niet gevonden' }));
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The page and the API share one origin: the default client's '/api' lands here.
  jsdom.reconfigure({ url: `${url}/dashboard` });
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  seen.length = 0;
  answer = { status: 200, body: { suggestions: [] } };
});

const api = (token: string | null = 'token-1') =>
  createApiFetch({ baseUrl: `${url}/api`, getAccessToken: async () => token });

const TIPS = [
  { title: 'Zet je highlightvideo op je profiel', description: 'Coaches kijken eerst naar je video.' },
  { title: 'Vul je budget in', description: 'Dan rekenen je matches de kosten na beurs door.' },
];

describe('suggestions', () => {
  it('fetchSuggestions reads the list with the bearer token, in order', async () => {
    answer = { status: 200, body: { suggestions: TIPS } };
    expect(await fetchSuggestions({ api: api('token-7') })).toEqual(TIPS);
    expect(seen[0]?.headers.authorization).toBe('Bearer token-7');
  });

  it('refuses an answer that breaks the contract', async () => {
    answer = { status: 200, body: { suggestions: [{ title: 'Zonder beschrijving' }] } };
    await expect(fetchSuggestions({ api: api() })).rejects.toMatchObject({ name: '$ZodError' });
  });

  it("passes the server's error on as an ApiError", async () => {
    answer = { status: 401, body: { error: 'Niet ingelogd' } };
    const error = await fetchSuggestions({ api: api(null) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Niet ingelogd' });
  });

  it('the query options read /api/ai/suggestions under the shared key', async () => {
    answer = { status: 200, body: { suggestions: TIPS } };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(suggestionsQueryOptions().queryKey).toEqual(['suggestions', 'list']);
    expect(await client.fetchQuery(suggestionsQueryOptions())).toEqual(TIPS);
    expect(client.getQueryData(suggestionKeys.list())).toEqual(TIPS);
    expect(seen.at(-1)?.path).toBe('/api/ai/suggestions');
  });
});
