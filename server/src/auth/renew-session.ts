import { AuthError } from './auth-errors.ts';
import type { RequestContext } from './service/core.ts';
import type { WireSession } from './wire.ts';

/** The parts of a renewed session a document needs: the tokens for the cookies and the page's reads. */
export type RenewedSession = Pick<WireSession, 'access_token' | 'refresh_token' | 'expires_at'>;

/**
 * Renews a session with its refresh token for a signed-in page's document (ADR 0017, "After the
 * hour"), exactly as supabase-js does with the refresh grant, so the auth service applies its
 * rotation and reuse rule to the server as to any client. 'refused' when the auth service says the
 * token is no good (used, unknown, session gone): the cookies are then cleared. Throws when it
 * could not say (down, rate-limited, slow): the cookies stay and the page starts in the browser.
 */
export type SessionRenewer = (refreshToken: string, context: RequestContext) => Promise<RenewedSession | 'refused'>;

/** A client's fault that a retry will not mend: the auth service's 4xx other than 429. */
const refusal = (status: number) => status >= 400 && status < 500 && status !== 429;

/** The embedded service, called in-process with the visitor's address, so its per-address limits hold. */
export function embeddedRenewer(service: {
  refreshGrant(body: { refresh_token: string }, context: RequestContext): Promise<WireSession>;
}): SessionRenewer {
  return async (refreshToken, context) => {
    try {
      return await service.refreshGrant({ refresh_token: refreshToken }, context);
    } catch (error) {
      if (error instanceof AuthError && refusal(error.status)) return 'refused';
      throw error;
    }
  };
}

/** How long a document waits for hosted Supabase's answer; past it, the page starts in the browser. */
const HOSTED_TIMEOUT_MS = 3000;

/** Hosted Supabase Auth on the wire: POST /auth/v1/token?grant_type=refresh_token, as supabase-js sends it. */
export function hostedRenewer(options: {
  url: string;
  publishableKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): SessionRenewer {
  const { url, publishableKey, fetch: send = fetch, timeoutMs = HOSTED_TIMEOUT_MS } = options;
  return async (refreshToken, context) => {
    const response = await send(new URL('/auth/v1/token?grant_type=refresh_token', url), {
      method: 'POST',
      headers: {
        apikey: publishableKey,
        'content-type': 'application/json;charset=UTF-8',
        'x-supabase-api-version': '2024-01-01',
        ...(context.userAgent ? { 'user-agent': context.userAgent } : {}),
      },
      body: JSON.stringify({ refresh_token: refreshToken }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (refusal(response.status)) return 'refused';
    if (!response.ok) throw new Error(`The auth service answered the refresh grant with ${response.status}`);
    const body = (await response.json()) as Partial<WireSession>;
    if (
      typeof body.access_token !== 'string' ||
      typeof body.refresh_token !== 'string' ||
      typeof body.expires_at !== 'number'
    ) {
      throw new Error('The auth service answered the refresh grant without a session');
    }
    return { access_token: body.access_token, refresh_token: body.refresh_token, expires_at: body.expires_at };
  };
}
