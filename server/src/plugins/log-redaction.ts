/**
 * What the server log may hold, for every module: app.ts registers these serializers with the
 * logger, so a request line or an `{ err }` written anywhere (Fastify's own 5xx logging included)
 * passes through them. Credentials, bodies, query values and personal data stay out.
 */
import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: mail-link tokens, PKCE codes, keys. */
const SECRET_PARAMS = new Set(['token', 'token_hash', 'code', 'auth_code', 'refresh_token', 'access_token', 'apikey']);

/**
 * Paths with a segment that is itself a credential, each as (the path before it)(what may follow):
 * a dossier's page and PDF (/r/{token}, issue 37), the trainer's reference pages
 * (/referentie/{token}[/withdraw]), the calendar a calendar app subscribes to
 * (/api/outreach/calendar/{user}.{signature}.ics) and a reminder's unsubscribe address (issue 38).
 */
const SECRET_PATHS: readonly RegExp[] = [
  /^(\/r\/)[^/?#]+?(\.pdf)?(?=$|[?#])/,
  /^(\/referentie\/)[^/?#]+()(?=$|[/?#])/,
  /^(\/api\/outreach\/calendar\/)[^/?#]+?(\.ics)(?=$|[?#])/,
  /^(\/api\/outreach\/reminders\/unsubscribe\/)[^/?#]+()(?=$|[?#])/,
];

/** The URL with every credential-bearing path segment and query value replaced, for the request log. */
export function redactUrl(url: string): string {
  for (const path of SECRET_PATHS) {
    if (path.test(url)) {
      url = url.replace(
        path,
        (_match, head: string, extension: string | undefined) => `${head}[redacted]${extension ?? ''}`,
      );
      break;
    }
  }
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

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/**
 * A phone number: +31 6 12345678, 0031612345678, 06-12345678, (020) 123 4567. It starts a token
 * with +, 00 or 0 and ends where no digit follows, so ids, dates and counts stay readable.
 */
const PHONE = /(?<![\w+./-])(?:\+|\(?0)(?:[\s.()/-]{0,2}\d){8,14}(?!\w|-\w)/g;
const MESSAGE_MAX = 1000;
const STACK_FRAMES_MAX = 20;
const CAUSE_DEPTH_MAX = 3;
const AGGREGATE_MAX = 5;

/** Personal data a message may quote (PostgreSQL's "invalid input syntax for type uuid: ..." does). */
function scrubText(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(PHONE, '[telefoon]');
}

type Fields = Record<string, unknown>;

function errorType(error: Fields): string {
  if (typeof error.type === 'string') return scrubText(error.type.slice(0, 100));
  if (typeof error.name === 'string' && error.name !== 'Error') return error.name;
  const constructorName = (error.constructor as { name?: unknown } | undefined)?.name;
  if (typeof constructorName === 'string' && constructorName !== 'Object') return constructorName;
  return typeof error.name === 'string' ? error.name : 'Object';
}

/** drizzle's "Failed query: <sql>\nparams: <every value>" loses its values; the SQL stays. */
function safeMessage(message: unknown): string | undefined {
  if (typeof message !== 'string') return undefined;
  const withoutParams = message.split('\nparams:')[0] ?? '';
  return scrubText(withoutParams.slice(0, MESSAGE_MAX));
}

function safeStack(type: string, message: string | undefined, stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  // The stack starts with the raw message, values and all: keep its frames and put the safe message in front.
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, STACK_FRAMES_MAX);
  return [`${type}: ${message ?? ''}`, ...frames].join('\n');
}

/** Fields that name what failed (codes, schema names) and never hold a value a client sent. */
function safeFields(error: Fields): Fields {
  const fields: Fields = {};
  const pick = (key: string, ...sources: string[]) => {
    for (const source of sources) {
      const value = error[source];
      if (typeof value === 'string' || typeof value === 'number') {
        fields[key] = typeof value === 'string' ? scrubText(value.slice(0, 200)) : value;
        return;
      }
    }
  };
  pick('code', 'code');
  pick('statusCode', 'statusCode');
  pick('constraint', 'constraint', 'constraint_name');
  pick('table', 'table', 'table_name');
  pick('column', 'column', 'column_name');
  pick('syscall', 'syscall');
  return fields;
}

function serialize(value: unknown, depth: number, seen: Set<object>): Fields {
  if (value === null || typeof value !== 'object') {
    const logged: Fields = { type: value === null ? 'null' : typeof value };
    if (typeof value === 'string') logged.message = scrubText(value.slice(0, MESSAGE_MAX));
    return logged;
  }
  seen.add(value);
  const error = value as Fields;
  const type = errorType(error);
  const message = safeMessage(error.message);
  const logged: Fields = { type };
  if (message !== undefined) logged.message = message;
  const stack = safeStack(type, message, error.stack);
  if (stack !== undefined) logged.stack = stack;
  Object.assign(logged, safeFields(error));
  const next = (inner: unknown) =>
    typeof inner === 'object' && inner !== null && seen.has(inner)
      ? { type: '[Circular]' }
      : serialize(inner, depth + 1, seen);
  if (depth < CAUSE_DEPTH_MAX) {
    if (error.cause !== undefined) logged.cause = next(error.cause);
    if (Array.isArray(error.errors)) logged.errors = error.errors.slice(0, AGGREGATE_MAX).map(next);
  }
  return logged;
}

/**
 * pino's `err` serializer for every log line of the server. It writes an allow-list (type,
 * message, stack, codes and schema names, the cause chain) and drops everything else an error
 * carries: drizzle's `params`, postgres.js's `parameters`, `query` and `detail` ("Failing row
 * contains (...)"), a body some library attached. E-mail addresses and phone numbers in the
 * messages that remain are replaced, since PostgreSQL quotes the value it refused.
 */
export function serializeError(error: unknown): { type: string; message: string; stack: string } & Fields {
  const { type, message, stack, ...rest } = serialize(error, 0, new Set());
  return { type: String(type), message: String(message ?? ''), stack: String(stack ?? ''), ...rest };
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
