import type { FastifyInstance } from 'fastify';

/** What a developer's Module Federation devtools override may point at (ARCHITECTURE 2). */
const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

const FIXED_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
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

export type SecurityHeaders = () => Record<string, string>;

/**
 * Security headers for every response (API, static files, fallbacks, errors). The CSP allows
 * script from exactly the origins the remote map currently points at, so repointing a remote
 * to a CDN never needs a deploy of the server, and nothing else may run script.
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
  let headers: Record<string, string> = FIXED_HEADERS;
  return () => {
    const current = remoteOrigins();
    if (current !== origins) {
      origins = current;
      const sources = allowLoopbackRemotes ? [...current, ...LOOPBACK_SOURCES] : current;
      headers = {
        ...FIXED_HEADERS,
        'content-security-policy': contentSecurityPolicy(sources, connectSources, mediaSources),
      };
    }
    return headers;
  };
}

export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers());
    done(null, payload);
  });
}
