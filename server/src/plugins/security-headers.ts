/*
 * Hand-written on purpose, after a review against @fastify/helmet 13 (issue 35): the library
 * cannot keep what clients see today.
 * - helmet joins CSP directives with ";" and no space ("default-src 'none';frame-ancestors
 *   'none'"), so every CSP value would change; the server's tests pin them byte for byte.
 * - It sets its headers in an onRequest hook, before the response's type and status are known;
 *   the set here is chosen in onSend from both (a page's full set, a resource's short one, the
 *   page's on a 304), and the error handler and the client-error handler (a malformed request,
 *   written straight to the socket, no Fastify reply) need the same sets as plain objects.
 * - It has no Permissions-Policy, and sends headers this server does not (Origin-Agent-Cluster,
 *   Cross-Origin-Resource-Policy, X-DNS-Prefetch-Control, X-Download-Options,
 *   X-Permitted-Cross-Domain-Policies, X-XSS-Protection) unless each is switched off.
 * What it would add (a CSP builder) is about 20 lines here.
 */
import type { FastifyInstance } from 'fastify';

/** What a developer's Module Federation devtools override may point at (ARCHITECTURE 2). */
const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

/** What every response carries, whatever it holds. */
const EVERY_RESPONSE: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * A response that is not a page (JSON, a script, an image, a video, an error): nothing in it
 * may run or load anything, should it ever be opened as a document (an SVG, a JSON body a
 * browser sniffs), and nothing may frame it. The OWASP REST set.
 */
const RESOURCE_HEADERS: Record<string, string> = {
  ...EVERY_RESPONSE,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** Headers that only mean something on a page the browser renders as a document. */
const DOCUMENT_ONLY: Record<string, string> = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

function contentSecurityPolicy(
  remoteSources: readonly string[],
  connectSources: readonly string[],
  mediaSources: readonly string[],
): string {
  const remotes = remoteSources.map((source) => ` ${source}`).join('');
  const apis = connectSources.map((source) => ` ${source}`).join('');
  const media = mediaSources.map((source) => ` ${source}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${remotes}`,
    `connect-src 'self'${remotes}${apis}`,
    `style-src 'self' 'unsafe-inline'${remotes}`,
    `img-src 'self' data: blob:${remotes}${media}`,
    `font-src 'self'${remotes}`,
    // Uploaded videos play from our own origin (signed links), or from the bucket in S3 mode.
    `media-src 'self' blob:${media}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** A page the browser renders (its CSP lets the apps run), or anything else it only reads. */
export type ResponseKind = 'document' | 'resource';

export type SecurityHeaders = (kind?: ResponseKind) => Record<string, string>;

/**
 * Which header set a response gets, from its content type. HTML is a document. So is a 304 of
 * any type: a browser folds a 304's headers into the response it has cached, and a cached page
 * given the resource CSP would run no script at all; the document set on a cached script or
 * image changes nothing.
 */
export function responseKind(contentType: unknown, statusCode: number): ResponseKind {
  if (statusCode === 304) return 'document';
  return typeof contentType === 'string' && contentType.startsWith('text/html') ? 'document' : 'resource';
}

/**
 * Security headers for every response (API, static files, fallbacks, errors), in two sets
 * (issue 15). A document gets the full set, with a CSP that allows script from exactly the
 * origins the remote map currently points at, so repointing a remote to a CDN never needs a
 * deploy of the server, and nothing else may run script. Everything else gets the short
 * resource set: the document-only headers (COOP, Permissions-Policy, Referrer-Policy, the page's
 * CSP) tell a browser nothing on JSON or a script, and they were two thirds of the bytes of every
 * API answer (/app-config.json 1,027 -> 577 bytes; docs/performance.md has the throughput).
 */
export function createSecurityHeaders(options: {
  remoteOrigins: () => readonly string[];
  allowLoopbackRemotes: boolean;
  /** Origins the apps call besides their own, e.g. hosted Supabase Auth. */
  connectSources?: readonly string[];
  /** Origins uploaded files play and show from besides ours (the S3 bucket's presigned URLs). */
  mediaSources?: readonly string[];
}): SecurityHeaders {
  const { remoteOrigins, allowLoopbackRemotes, connectSources = [], mediaSources = [] } = options;
  let origins: readonly string[] | undefined;
  let document: Record<string, string> = { ...EVERY_RESPONSE, ...DOCUMENT_ONLY };
  return (kind = 'document') => {
    if (kind === 'resource') return RESOURCE_HEADERS;
    const current = remoteOrigins();
    if (current !== origins) {
      origins = current;
      const sources = allowLoopbackRemotes ? [...current, ...LOOPBACK_SOURCES] : current;
      document = {
        ...EVERY_RESPONSE,
        ...DOCUMENT_ONLY,
        'content-security-policy': contentSecurityPolicy(sources, connectSources, mediaSources),
      };
    }
    return document;
  };
}

export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers(responseKind(reply.getHeader('content-type'), reply.statusCode)));
    done(null, payload);
  });
}
