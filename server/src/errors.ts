import type { z } from 'zod';

/**
 * The errors services throw. The error handler turns each into its status code and
 * `{ error }` body; their messages are written for the client, so keep them free of internals.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** Headers the answer needs to be understood (Retry-After, Content-Range); the error handler sends them. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

/** Each invalid field's first message, by its dotted path ('_root' for the body itself). */
export function zodFields(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || '_root'] ??= issue.message;
  return fields;
}

/**
 * The base of an error that is a status and the message it says unless told another: each error
 * below extends its own, so it keeps its name (in the log) and its `instanceof`.
 */
function statusError(statusCode: number, defaultMessage: string, headers?: Record<string, string>) {
  return class extends AppError {
    constructor(message = defaultMessage) {
      super(statusCode, message, headers);
    }
  };
}

export class ValidationError extends AppError {
  /** Dotted path of each invalid field -> what is wrong with it. */
  readonly fields: Record<string, string>;

  constructor(fields: Record<string, string>, message = 'Ongeldige invoer') {
    super(400, message);
    this.fields = fields;
  }
}

export class UnauthorizedError extends statusError(401, 'Niet ingelogd') {}

export class ForbiddenError extends statusError(403, 'Geen toegang') {}

/**
 * A token of a deleted account (issue 14): still signed until its exp, but its account is gone.
 * GoTrue's `user_not_found` code, so supabase-js treats it as it does on /auth/v1/user.
 */
export class AccountGoneError extends AppError {
  constructor() {
    super(403, 'Dit account is verwijderd.', { 'x-sb-error-code': 'user_not_found' });
  }
}

export class NotFoundError extends statusError(404, 'Niet gevonden') {}

export class ConflictError extends statusError(409, 'Dit bestaat al') {}

/** A request the route cannot take, with the Dutch reason (a profile without a sport, a broken upload). */
export class BadRequestError extends statusError(400, 'Ongeldig verzoek') {}

export class UnsupportedMediaTypeError extends statusError(415, 'Dit inhoudstype wordt niet ondersteund') {}

/** A dependency of the route is not ready; the client may try again shortly. */
export class UnavailableError extends statusError(503, 'Dit is tijdelijk niet beschikbaar. Probeer het zo opnieuw.') {}

/** The body does not fit: over the size limit, or over what the athlete may still store. */
export class PayloadTooLargeError extends statusError(413, 'Het verzoek is te groot') {}

/** A Range outside the file: the answer says the file's size in `Content-Range: bytes *\/size`. */
export class RangeNotSatisfiableError extends AppError {
  constructor(size: number, message = 'Dit deel van het bestand bestaat niet.') {
    super(416, message, { 'content-range': `bytes */${size}` });
  }
}

export const OUT_OF_SPACE = 'Er is op dit moment geen opslagruimte meer op de server. Probeer het later opnieuw.';

/** The server's disk or database is full: nothing of the request was stored, and it may be sent again later. */
export class InsufficientStorageError extends statusError(507, OUT_OF_SPACE, { 'retry-after': '60' }) {}

/** The codes a full disk reaches the server with: the file system's, and PostgreSQL's disk_full (53100). */
const OUT_OF_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/**
 * Whether a failure was the disk being full, wherever it was raised: drizzle wraps the driver's
 * error in its own (the code sits on `cause`), a stream pipeline hands on the file system's.
 */
export function isOutOfSpace(error: unknown): boolean {
  return hasCode(error, OUT_OF_SPACE_CODES);
}

/**
 * The database's own refusal of a row for a deleted account (SQLSTATE TB403, the trigger of
 * migration 0012): the floor under db/athlete-writes.ts, answered as that check would be.
 */
export function isAccountGone(error: unknown): boolean {
  return hasCode(error, ACCOUNT_GONE_CODES);
}

const ACCOUNT_GONE_CODES = new Set(['TB403']);

/** A code on the error or its causes: drizzle wraps the driver's error in its own, with the code on `cause`. */
function hasCode(error: unknown, codes: ReadonlySet<string>): boolean {
  for (let depth = 0; depth < 5 && typeof error === 'object' && error !== null; depth++) {
    const { code, cause } = error as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && codes.has(code)) return true;
    error = cause;
  }
  return false;
}
