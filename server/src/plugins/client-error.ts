import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { BadRequestError } from '../errors.ts';
import type { SecurityHeaders } from './security-headers.ts';

type ClientErrorHandler = NonNullable<FastifyServerOptions['clientErrorHandler']>;

/** Dutch, as every other `{ error }` of the API (error-handler.ts). */
const MESSAGES: Record<number, string> = {
  400: new BadRequestError().message,
  408: 'Het verzoek duurde te lang',
  431: 'De headers van het verzoek zijn te groot',
};

/** How long a refused connection may keep sending before it is cut off. */
const DRAIN_MS = 5_000;

function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Fastify's clientErrorHandler: what Node's HTTP parser refuses (headers over maxHeaderSize, a
 * malformed request, a request that took too long) never reaches a route or a hook, so the answer
 * is written to the socket here, with the security headers of every other response and
 * `Connection: close`. The socket then half-closes and reads on until the client closes its side:
 * closing a socket with unread bytes makes the kernel send a reset, and the client would see
 * ECONNRESET instead of the answer.
 */
export function createClientErrorHandler(securityHeaders: SecurityHeaders): ClientErrorHandler {
  const answered = new WeakSet<Socket>();
  return function clientErrorHandler(this: FastifyInstance, error, socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
    answered.add(socket);
    const status = statusOf(error.code);
    this.log.debug({ err: error, status }, 'client error');

    // A response already on its way cannot be followed by another status line.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      const body = JSON.stringify({ error: MESSAGES[status] });
      const headers = {
        ...securityHeaders(),
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        'cache-control': 'no-store',
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      socket.end([`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...head, '', body].join('\r\n'));
    } else {
      socket.end();
    }
    socket.on('end', () => socket.destroy());
    socket.setTimeout(DRAIN_MS, () => socket.destroy());
    socket.resume();
  };
}
