// The package path, never './supabase.tsx': in a remote a relative import is bundled as a second,
// uninitialised copy, while the package path resolves to the one client the shell shares at run time.
import { isAuthConfigured, loadAuthClient, peekAuthClient } from '@talentbrug/api-client/auth-client';
import { freshFor, readStoredSession } from '@talentbrug/api-client/auth-storage';

/** A failed call to the product's API (spec 8): the body's `error` text, the HTTP status (0: no answer) and the body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own explanation (the body's `error`), or null when it gave none and `message` is a fallback. */
  get serverMessage(): string | null {
    return errorText(this.body);
  }
}

/** The call needed a session it did not have (401): the screens send the athlete to log in. */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

export const API_BASE = '/api';

/** A JSON-serialisable body is sent as JSON; FormData, Blob, strings and the like go as they are. */
export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  body?: BodyInit | Record<string, unknown> | unknown[] | null;
}

export interface ApiClientOptions {
  /** Absolute, or relative to the page (`/api`). */
  baseUrl?: string;
  /** The bearer token for the call; null sends none. */
  getAccessToken?: () => Promise<string | null>;
}

function isPassThroughBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    body instanceof ReadableStream
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** The `error` text of an API answer's body (spec 8), if it has one. */
export function errorText(body: unknown): string | null {
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error.trim() !== '' ? error.trim() : null;
}

/** `path` under the API's base, which is absolute or relative to the page. */
export function apiUrl(path: string, baseUrl: string = API_BASE): URL {
  return new URL(`${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`, globalThis.location?.href);
}

/** By name: fetch's DOMException may come from another realm than the page's (a test's jsdom). */
export const isAbortError = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/** The current session's access token (refreshed by supabase-js when it is about to expire). */
export async function currentAccessToken(): Promise<string | null> {
  let authClient = peekAuthClient();
  if (!authClient) {
    // Before supabase-js has loaded (auth.tsx's startAuth) a stored session far from its expiry
    // is used as stored; one about to expire needs the client to refresh it first.
    const stored = readStoredSession();
    if (!stored || !isAuthConfigured()) return null;
    if (freshFor(stored) > 0) return stored.access_token;
    authClient = await loadAuthClient();
  }
  const { data, error } = await authClient.supabase.auth.getSession();
  if (error) console.error('[talentbrug] could not read the session for an API call', error);
  return data.session?.access_token ?? null;
}

export type ApiFetch = <T>(path: string, init?: ApiRequestInit) => Promise<T>;

/** What every resource's request function takes besides its own arguments (ADR 0005). */
export interface RequestOptions {
  signal?: AbortSignal;
  /** The API client; the signed-in user's /api client unless a test or a tool passes its own. */
  api?: ApiFetch;
}

/** A request that resolves with the successful response still unread, for a caller that reads it its own way. */
export type ApiRequest = (path: string, init?: ApiRequestInit) => Promise<Response>;

/**
 * What every call to the API goes through: JSON bodies, `Accept: application/json` unless the
 * caller asks for something else (a stream), the bearer token, and an ApiError for a refusal
 * (with the body's `error`) or for no answer at all. An abort rejects as fetch does.
 */
export function createApiRequest({
  baseUrl = API_BASE,
  getAccessToken = currentAccessToken,
}: ApiClientOptions = {}): ApiRequest {
  return async (path, init = {}) => {
    const { body, headers: givenHeaders, ...rest } = init;
    const headers = new Headers(givenHeaders);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    let payload: BodyInit | null | undefined;
    if (body === undefined || body === null || isPassThroughBody(body)) {
      payload = body;
    } else {
      payload = JSON.stringify(body);
    }
    if (!(body instanceof FormData) && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    const token = await getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let response: Response;
    try {
      response = await fetch(apiUrl(path, baseUrl), { ...rest, headers, body: payload ?? null });
    } catch (error) {
      if (rest.signal?.aborted || isAbortError(error)) throw error;
      throw new ApiError('Network error', 0);
    }
    if (!response.ok) {
      const data = await readBody(response).catch(() => null);
      throw new ApiError(errorText(data) ?? 'Request failed', response.status, data);
    }
    return response;
  };
}

export function createApiFetch(options: ApiClientOptions = {}): ApiFetch {
  const request = createApiRequest(options);
  return async <T,>(path: string, init?: ApiRequestInit): Promise<T> => {
    const response = await request(path, init);
    return (await readBody(response).catch(() => null)) as T;
  };
}

/** Calls the product's API under /api with JSON and the signed-in user's bearer token. */
export const apiFetch: ApiFetch = createApiFetch();
