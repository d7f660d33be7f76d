import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: mail-link tokens, PKCE codes, keys. */
const SECRET_PARAMS = new Set(['token', 'token_hash', 'code', 'auth_code', 'refresh_token', 'access_token', 'apikey']);

/** The URL with every credential-bearing query value replaced, for the request log. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key.toLowerCase())) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

/**
 * Fastify's request serializer, minus secrets: it logs method and URL (redacted), never headers
 * (Authorization, apikey, cookies) nor bodies (passwords).
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino paths removed from any log object, for code that logs a request or headers by mistake. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.apikey',
  'req.headers.cookie',
  'headers.authorization',
  'headers.apikey',
  'headers.cookie',
  'password',
  '*.password',
  'refresh_token',
  '*.refresh_token',
  'access_token',
  '*.access_token',
];
