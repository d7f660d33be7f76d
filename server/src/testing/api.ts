import type { FastifyInstance } from 'fastify';

export type ApiMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';

/**
 * A JSON request to the app as a signed-in athlete (their access token) or as nobody (null), the
 * body sent as JSON, `headers` on top (an idempotency key): the request most server tests send.
 */
export const callApi = (
  app: FastifyInstance,
  method: ApiMethod,
  url: string,
  token: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

/**
 * A POST of `body` as it is written, under `contentType`: what a beacon (text/plain), a broken client
 * or another format sends, where callApi would send JSON.
 */
export const postRaw = (app: FastifyInstance, url: string, contentType: string, body: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: body });
