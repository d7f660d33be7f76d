/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiFetch, createApiFetch } from './api.tsx';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

declare const jsdom: { reconfigure(options: { url: string }): void };

/** A tiny HTTP server standing in for the API: real sockets, real status codes, real headers. */
let server: Server;
let origin: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
      switch (req.url) {
        case '/api/profiles/me':
          return json(200, { profile: { first_name: 'Sem' } });
        case '/api/matches/generate':
          return res.writeHead(204).end();
        case '/api/echo':
          return json(200, { received: body ? JSON.parse(body) : null });
        case '/api/forbidden':
          return json(403, { error: 'Je mag dit niet bekijken' });
        case '/api/broken':
          return res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>stuk</h1>');
        case '/api/odd-error':
          return json(400, { message: 'no error field' });
        default:
          return json(404, { error: 'Niet gevonden' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const api = (token: string | null = null) =>
  createApiFetch({ baseUrl: `${origin}/api`, getAccessToken: async () => token });

describe('apiFetch', () => {
  it('returns the parsed JSON of a successful answer', async () => {
    expect(await api()<{ profile: { first_name: string } }>('/profiles/me')).toEqual({
      profile: { first_name: 'Sem' },
    });
  });

  it('returns null for 204 No Content', async () => {
    expect(await api()('/matches/generate', { method: 'POST' })).toBeNull();
  });

  it('sends JSON with its content type and the bearer token of the session', async () => {
    seen = [];
    const answer = await api('token-123')<{ received: unknown }>('echo', {
      method: 'PATCH',
      body: { status: 'saved' },
    });
    expect(answer).toEqual({ received: { status: 'saved' } });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.headers.authorization).toBe('Bearer token-123');
    expect(seen[0]?.method).toBe('PATCH');
  });

  it('sends no Authorization header without a session', async () => {
    seen = [];
    await api(null)('/profiles/me');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('sends a body that is already text as it is', async () => {
    seen = [];
    await api()('/echo', { method: 'POST', body: '{"status":"raw"}' });
    expect(seen[0]?.body).toBe('{"status":"raw"}');
  });

  it("throws ApiError with the body's error text, the status and the body", async () => {
    const error = await api()('/forbidden').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Je mag dit niet bekijken',
      status: 403,
      body: { error: 'Je mag dit niet bekijken' },
    });
  });

  it("falls back to 'Request failed' when the body has no error field", async () => {
    await expect(api()('/broken')).rejects.toMatchObject({
      message: 'Request failed',
      status: 500,
      body: '<h1>stuk</h1>',
    });
    await expect(api()('/odd-error')).rejects.toMatchObject({ message: 'Request failed', status: 400 });
  });

  it("reports 'Network error' with status 0 when nothing answers", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = createApiFetch({ baseUrl: `http://127.0.0.1:${port}/api`, getAccessToken: async () => null });
    await expect(offline('/profiles/me')).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Network error',
      status: 0,
    });
  });

  it('calls /api on the page origin by default', async () => {
    jsdom.reconfigure({ url: `${origin}/dashboard` });
    expect(await apiFetch('/profiles/me')).toEqual({ profile: { first_name: 'Sem' } });
    await expect(apiFetch('/nope')).rejects.toMatchObject({ message: 'Niet gevonden', status: 404 });
  });
});
