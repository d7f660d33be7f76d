import { findInvalidText, INVALID_TEXT_MESSAGE, type JsonPath } from '@talentbrug/domain/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthError } from '../auth/auth-errors.ts';
import { AppError, ValidationError } from '../errors.ts';

/** As many fields as a schema's 400 names; enough for the wizard to bring the athlete to one. */
const FIELDS_MAX = 20;
/** A path in a message is the client's own key names; long ones are cut. */
const NAME_MAX = 100;

interface Problem {
  /** Where in the request: the body's fields, or one part of the request line. */
  part: 'body' | 'query' | 'path';
  paths: JsonPath[];
}

const dotted = (path: JsonPath) => path.map(String).join('.');

/** Parsed JSON and form bodies only: a Buffer or stream body is not text and not walked key by key. */
function isParsedText(body: unknown): boolean {
  if (typeof body === 'string' || Array.isArray(body)) return true;
  if (typeof body !== 'object' || body === null) return false;
  const prototype = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Headers are not walked: Node's HTTP parser refuses a NUL in a header with 400 before any route
 * runs (client-error.ts answers it) and decodes header values as Latin-1, whose characters are
 * all below U+0100, so no header can hold what the rule refuses. The walk cost about a tenth of
 * a small request's CPU (issue 15). Path and query are percent-decoded, so they can.
 */
function findProblem(request: FastifyRequest): Problem | null {
  const parts: [Problem['part'], unknown, number][] = [
    ['path', request.params, 1],
    ['query', request.query, 1],
    ['body', isParsedText(request.body) ? request.body : null, FIELDS_MAX],
  ];
  for (const [part, value, limit] of parts) {
    const paths = findInvalidText(value, limit);
    if (paths.length > 0) return { part, paths };
  }
  return null;
}

/** GoTrue answers in English and auth-js matches on the text, so the auth service says it its way. */
function authRefusal({ part, paths }: Problem): AuthError {
  const name = dotted(paths[0] ?? []).slice(0, NAME_MAX);
  const where = part === 'body' ? name || 'request body' : `${part}${name ? ` ${name}` : ''}`;
  return new AuthError(
    400,
    'validation_failed',
    `Invalid character in ${where}: text may not contain NUL or unpaired UTF-16 surrogates`,
  );
}

function apiRefusal({ part, paths }: Problem): AppError {
  if (part !== 'body') return new AppError(400, INVALID_TEXT_MESSAGE);
  const fields = Object.fromEntries(paths.map((path) => [dotted(path) || '_root', INVALID_TEXT_MESSAGE]));
  return new ValidationError(fields, INVALID_TEXT_MESSAGE);
}

/**
 * Defence in depth behind the schemas' text rule (`safeText()` in @talentbrug/domain/text):
 * every route's parsed body, query string, path parameters and headers are checked before any
 * handler runs, so text PostgreSQL cannot store (NUL, unpaired surrogates) is a 400, never a 500,
 * also on a route whose schema forgot the rule. Register it before the plugins whose routes it
 * guards: a hook reaches only the plugins registered after it.
 */
export function registerTextGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and a promise per request is work.
  app.addHook('preValidation', (request, _reply, done) => {
    // An unknown route reads nothing, and its 404 is the truer answer.
    const problem = request.is404 ? null : findProblem(request);
    if (!problem) return done();
    // Passed on as an error, so each scope's own error handler shapes the answer: GoTrue's under /auth/v1, { error } elsewhere.
    done(request.routeOptions.url?.startsWith('/auth/v1/') ? authRefusal(problem) : apiRefusal(problem));
  });
}
