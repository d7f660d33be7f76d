import { timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { addLenientJsonParser } from '../plugins/lenient-json.ts';
import { AuthError } from './auth-errors.ts';
import {
  adminCreateUserBody,
  adminUserParams,
  enrollBody,
  factorParams,
  logoutQuery,
  mfaVerifyBody,
  passwordGrantBody,
  pkceGrantBody,
  recoverBody,
  redirectQuery,
  refreshGrantBody,
  resendBody,
  signupBody,
  updateUserBody,
  verifyBody,
  verifyQuery,
} from './auth-schemas.ts';
import type { AuthService, RequestContext } from './auth-service.ts';
import { sha256Bytes } from './secrets.ts';

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION = '2024-01-01';
/** What a browser reaches by plain navigation, without headers: open, as behind the hosted gateway. */
const OPEN_ROUTES = new Set(['GET /verify', 'GET /authorize', 'GET /.well-known/jwks.json']);

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof z.core.$ZodError) return new AuthError(400, 'validation_failed', 'Invalid request body');
  const { statusCode, code } = (typeof error === 'object' && error !== null ? error : {}) as Partial<FastifyError>;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && statusCode === 400)) {
    return new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (statusCode === 413) return new AuthError(413, 'request_too_large', 'Request body too large');
  if (statusCode === 415) return new AuthError(415, 'validation_failed', 'Unsupported content type');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return new AuthError(statusCode, 'validation_failed', 'Bad request');
  }
  return new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
}

/**
 * GoTrue's error body: `{code, message}` with the API-version header echoed when the client sent
 * it (auth-js always does), else the older `{code: <status>, error_code, msg}`. `error_code` is
 * in both, so any client version finds it.
 */
function sendAuthError(request: FastifyRequest, reply: FastifyReply, error: AuthError) {
  reply.code(error.status).header('x-sb-error-code', error.code);
  if (error.retryAfter !== null) reply.header('retry-after', String(error.retryAfter));
  const versioned = request.headers[API_VERSION_HEADER] !== undefined;
  const body = versioned
    ? { code: error.code, error_code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return reply.send(body);
}

export interface AuthRoutesOptions {
  service: AuthService;
  /** Keys a client may present as `apikey`: the publishable key and the service key. */
  apiKeys: { publishable: string; service: string };
}

/** The embedded auth service's HTTP face under /auth/v1: parse, call the service, reply. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { service, apiKeys }) => {
  const validKeys = [apiKeys.publishable, apiKeys.service].map(sha256Bytes);

  addLenientJsonParser(app, {});
  // GoTrue takes form posts on /token as well; some clients use them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.addHook('onRequest', async (request, reply) => {
    if (request.headers[API_VERSION_HEADER] !== undefined) reply.header(API_VERSION_HEADER, API_VERSION);
    reply.header('cache-control', 'no-store');
    const path = (request.routeOptions.url ?? '').replace(/^\/auth\/v1/, '');
    if (OPEN_ROUTES.has(`${request.method} ${path}`)) return;
    const query = request.query as Record<string, unknown> | undefined;
    const presented = request.headers.apikey ?? (typeof query?.apikey === 'string' ? query.apikey : undefined);
    const key = Array.isArray(presented) ? presented[0] : presented;
    if (!key) {
      return reply.code(401).send({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
    }
    const candidate = sha256Bytes(key);
    if (!validKeys.some((valid) => timingSafeEqual(valid, candidate))) {
      return reply.code(401).send({ message: 'Invalid API key', hint: 'Double check your Supabase API key.' });
    }
  });

  app.setErrorHandler((error, request, reply) => {
    const authError = toAuthError(error);
    if (authError.status >= 500) request.log.error({ err: error }, 'Auth request failed');
    return sendAuthError(request, reply, authError);
  });
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendAuthError(request, reply, new AuthError(404, 'not_found', 'Not Found'));
  app.setNotFoundHandler(notFound);
  // Static hosting's GET wildcard would otherwise take unknown GETs here and answer the app's 404.
  app.get('/*', notFound);

  app.post('/signup', async (request) => {
    const { redirect_to } = redirectQuery.parse(request.query);
    return service.signup(signupBody.parse(request.body ?? {}), redirect_to, contextOf(request));
  });

  app.post('/token', async (request) => {
    const { grant_type } = z.object({ grant_type: z.string().optional() }).loose().parse(request.query);
    const body = request.body ?? {};
    const context = contextOf(request);
    if (grant_type === 'password') return service.passwordGrant(passwordGrantBody.parse(body), context);
    if (grant_type === 'refresh_token') return service.refreshGrant(refreshGrantBody.parse(body), context);
    if (grant_type === 'pkce') return service.pkceGrant(pkceGrantBody.parse(body), context);
    throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
  });

  app.get('/verify', async (request, reply) => {
    const location = await service.verifyLink(verifyQuery.parse(request.query), contextOf(request));
    return reply.code(303).header('location', location).send();
  });
  app.post('/verify', async (request) => service.verifyPost(verifyBody.parse(request.body ?? {}), contextOf(request)));

  app.post('/recover', async (request) => {
    const { redirect_to } = redirectQuery.parse(request.query);
    return service.recover(recoverBody.parse(request.body ?? {}), redirect_to, contextOf(request));
  });
  app.post('/resend', async (request) => {
    const { redirect_to } = redirectQuery.parse(request.query);
    return service.resend(resendBody.parse(request.body ?? {}), redirect_to, contextOf(request));
  });

  app.get('/user', async (request) => service.getUser(bearerOf(request)));
  app.put('/user', async (request) =>
    service.updateUser(bearerOf(request), updateUserBody.parse(request.body ?? {}), contextOf(request)),
  );

  app.post('/logout', async (request, reply) => {
    const { scope } = logoutQuery.parse(request.query);
    await service.logout(bearerOf(request), scope);
    return reply.code(204).send();
  });

  app.post('/factors', async (request) => service.enroll(bearerOf(request), enrollBody.parse(request.body ?? {})));
  app.post('/factors/:factorId/challenge', async (request) => {
    const { factorId } = factorParams.parse(request.params);
    return service.challenge(bearerOf(request), factorId, contextOf(request));
  });
  app.post('/factors/:factorId/verify', async (request) => {
    const { factorId } = factorParams.parse(request.params);
    return service.verifyFactor(
      bearerOf(request),
      factorId,
      mfaVerifyBody.parse(request.body ?? {}),
      contextOf(request),
    );
  });
  app.delete('/factors/:factorId', async (request) => {
    const { factorId } = factorParams.parse(request.params);
    return service.unenroll(bearerOf(request), factorId);
  });

  app.get('/.well-known/jwks.json', async (_request, reply) => {
    // Public keys only; clients may cache them (auth-js does for 10 minutes), so rotation keeps old keys.
    return reply.header('cache-control', 'public, max-age=600').send(await service.jwks());
  });
  app.get('/settings', async () => service.settings());
  app.get('/health', async () => ({
    version: 'talentbrug-embedded',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  }));
  app.get('/authorize', async () => {
    throw new AuthError(400, 'validation_failed', 'Unsupported provider: provider is not enabled');
  });

  app.post('/admin/users', async (request) =>
    service.adminCreateUser(bearerOf(request), adminCreateUserBody.parse(request.body ?? {}), contextOf(request)),
  );
  app.get('/admin/users/:userId', async (request) => {
    const { userId } = adminUserParams.parse(request.params);
    return service.adminGetUser(bearerOf(request), userId, contextOf(request));
  });
  app.delete('/admin/users/:userId', async (request) => {
    const { userId } = adminUserParams.parse(request.params);
    return service.adminDeleteUser(bearerOf(request), userId, contextOf(request));
  });
};
