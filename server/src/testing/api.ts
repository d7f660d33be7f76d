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
