import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AccountGoneError,
  AppError,
  BadRequestError,
  ForbiddenError,
  InsufficientStorageError,
  isAccountGone,
  isOutOfSpace,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
  zodFields,
} from '../errors.ts';

const SERVER_ERROR = 'Er ging iets mis';
const BAD_REQUEST = new BadRequestError().message;
const INVALID_JSON = 'Ongeldige JSON';
const INVALID_JSON_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/**
 * Messages for the 4xx errors Fastify and its plugins raise themselves (theirs are English and name
 * internals): the typed error's of the same status, so a client reads one text per status.
 */
const CLIENT_ERRORS: ReadonlyMap<number, string> = new Map(
  [
    new BadRequestError(),
    new ForbiddenError(),
    new NotFoundError(),
    new PayloadTooLargeError(),
    new UnsupportedMediaTypeError(),
  ].map(({ statusCode, message }) => [statusCode, message]),
);

interface ErrorResponse {
  status: number;
  body: { error: string; fields?: Record<string, string> };
  headers?: Readonly<Record<string, string>>;
}

function toResponse(error: unknown): ErrorResponse {
  // $ZodError, not ZodError: the domain's schemas are zod/mini's (ADR 0009), whose parse throws the core
  // error; zod's own ZodError is one too.
  if (error instanceof z.core.$ZodError) error = new ValidationError(zodFields(error));
  // A full disk is the operator's to fix and passes by itself: the client hears that, not a 500.
  if (!(error instanceof AppError) && isOutOfSpace(error)) error = new InsufficientStorageError();
  if (!(error instanceof AppError) && isAccountGone(error)) error = new AccountGoneError();
  if (error instanceof ValidationError) return { status: 400, body: { error: error.message, fields: error.fields } };
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { error: error.message }, headers: error.headers };
  }
  const { statusCode, code } = (typeof error === 'object' && error !== null ? error : {}) as Partial<FastifyError>;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const message = code && INVALID_JSON_CODES.has(code) ? INVALID_JSON : CLIENT_ERRORS.get(statusCode);
    return { status: statusCode, body: { error: message ?? BAD_REQUEST } };
  }
  return { status: 500, body: { error: SERVER_ERROR } };
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, headers = {} } = toResponse(error);
  // Only the log sees a 5xx's cause; the client gets a fixed message, never a stack or internals.
  if (status >= 500) request.log.error({ err: error }, 'Request failed');
  return reply.code(status).headers(headers).send(body);
}

/**
 * The one error handler: typed errors and zod failures map to their status and `{ error }`
 * (plus `fields` for invalid input, and the headers a typed error carries, such as Retry-After);
 * anything unexpected is a 500 with a fixed message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
