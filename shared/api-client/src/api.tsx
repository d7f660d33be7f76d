// The package path, never './supabase.tsx': in a remote a relative import is bundled as a second,
// uninitialised copy, while the package path resolves to the one client the shell shares at run time.
import { peekAuthClient } from '@talentbrug/api-client/supabase';

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
}

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

function errorMessage(body: unknown): string {
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error !== '' ? error : 'Request failed';
}

/** The current session's access token (refreshed by supabase-js when it is about to expire). */
export async function currentAccessToken(): Promise<string | null> {
  const authClient = peekAuthClient();
  if (!authClient) return null;
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

export function createApiFetch({
  baseUrl = API_BASE,
  getAccessToken = currentAccessToken,
}: ApiClientOptions = {}): ApiFetch {
  return async <T,>(path: string, init: ApiRequestInit = {}): Promise<T> => {
    const { body, headers: givenHeaders, ...rest } = init;
    const headers = new Headers(givenHeaders);
    headers.set('Accept', 'application/json');
    let payload: BodyInit | null | undefined;
    if (body === undefined || body === null || isPassThroughBody(body)) {
      payload = body;
    } else {
      payload = JSON.stringify(body);
    }
    if (!(body instanceof FormData) && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    const token = await getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    const url = new URL(`${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`, globalThis.location?.href);
    let response: Response;
    try {
      response = await fetch(url, { ...rest, headers, body: payload ?? null });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError('Network error', 0);
    }
    const data = await readBody(response).catch(() => null);
    if (!response.ok) throw new ApiError(errorMessage(data), response.status, data);
    return data as T;
  };
}

/** Calls the product's API under /api with JSON and the signed-in user's bearer token. */
export const apiFetch: ApiFetch = createApiFetch();
