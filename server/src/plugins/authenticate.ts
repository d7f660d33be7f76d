import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { verifyAccessToken } from '../auth/access-tokens.ts';
import { AccountGoneError, UnauthorizedError } from '../errors.ts';

export interface AuthenticatedUser {
  id: string;
  email: string | null;
  aal: 'aal1' | 'aal2';
  sessionId: string | null;
  /** What the token says of the address (user_metadata.email_verified); as old as the token. */
  emailVerified: boolean;
  /** How and when the session proved who it is (the token's `amr`): a deletion asks for a recent proof. */
  amr?: { method: string; timestamp: number }[];
  /** The token's user_metadata (the signup's names), for a page rendered on the server (ADR 0017). */
  metadata?: Readonly<Record<string, unknown>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for every data route: a valid access token, or 401 `{ error }`. */
    authenticate: preHandlerAsyncHookHandler;
    /**
     * The same check for a token from elsewhere (the session cookie of a document, ADR 0017):
     * its user, or UnauthorizedError / AccountGoneError.
     */
    userForToken(token: string): Promise<AuthenticatedUser>;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

/** Verified tokens kept per instance: a few MB at most. */
const VERIFIED_MAX = 5000;
const INVALID_SESSION = 'Je sessie is verlopen of ongeldig. Log opnieuw in.';

/** Where the JWKS lives for an auth origin: the embedded service or hosted Supabase alike. */
export const jwksUrlFor = (authOrigin: string) => new URL('/auth/v1/.well-known/jwks.json', authOrigin);

/**
 * The API's token check, one code path for both modes: `getKey` is jose's remote JWKS of hosted
 * Supabase, or the embedded service's own key set read in-process (the same keys its JWKS
 * endpoint serves), and verification is jose's either way. A signed-out token stays valid until
 * its exp, exactly as with hosted Supabase.
 */
export function registerAuthenticate(
  app: FastifyInstance,
  options: {
    issuer: string;
    getKey?: JWTVerifyGetKey;
    jwksUrl?: URL;
    /**
     * Whether the token's account was deleted (issue 14): its tokens stay signed until exp, but no
     * data route may serve or re-create its rows. 403 with GoTrue's `user_not_found` code.
     */
    isDeleted?: (userId: string) => Promise<boolean>;
  },
): void {
  const getKey = options.getKey ?? (options.jwksUrl ? createRemoteJWKSet(options.jwksUrl) : null);
  if (!getKey) throw new Error('registerAuthenticate needs getKey or jwksUrl');

  /*
   * Tokens this instance verified, until their exp: an ES256 verification costs more than the
   * rest of a simple data route, and a client sends the same token with every request for up to an
   * hour. A hit is the same token string already proven (signature, issuer, audience, iat), still
   * unexpired; what may change meanwhile (a deleted account) is checked below on every request.
   * Bounded: past VERIFIED_MAX the oldest entry goes.
   */
  const verified = new Map<string, { exp: number; user: AuthenticatedUser }>();
  const remember = (token: string, exp: number, user: AuthenticatedUser) => {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, { exp, user });
  };

  const userForToken = async (token: string): Promise<AuthenticatedUser> => {
    const known = verified.get(token);
    let user: AuthenticatedUser;
    if (known && known.exp > Date.now() / 1000) {
      user = known.user;
    } else {
      try {
        const claims = await verifyAccessToken(token, getKey, { issuer: options.issuer });
        user = Object.freeze({
          id: claims.sub,
          email: typeof claims.email === 'string' && claims.email ? claims.email : null,
          aal: claims.aal === 'aal2' ? 'aal2' : 'aal1',
          sessionId: typeof claims.session_id === 'string' ? claims.session_id : null,
          emailVerified: claims.user_metadata?.email_verified === true,
          amr: Array.isArray(claims.amr)
            ? claims.amr.filter((entry) => typeof entry?.method === 'string' && typeof entry.timestamp === 'number')
            : [],
          metadata: Object.freeze({ ...claims.user_metadata }),
        });
        remember(token, claims.exp ?? 0, user);
      } catch {
        throw new UnauthorizedError(INVALID_SESSION);
      }
    }
    if (await options.isDeleted?.(user.id)) throw new AccountGoneError();
    return user;
  };

  app.decorateRequest('user', null);
  app.decorate('userForToken', userForToken);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) throw new UnauthorizedError();
    request.user = await userForToken(match[1]);
  });
}

/**
 * The caller of a route behind `app.authenticate`: its id is the only way a data route picks
 * rows, so no route takes a user id from the client.
 */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/**
 * How every data route plugin starts: the token check before the handler, and answers no cache
 * may keep, since each holds one athlete's personal data.
 */
export function protectDataRoutes(app: FastifyInstance): void {
  app.addHook('preHandler', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
