// Package paths, never relative ones (see api.tsx).
import type { User } from '@supabase/supabase-js';
import { ApiError, type ApiFetch, errorText } from '@talentbrug/api-client/api';
import { AuthProvider, type AuthState, useAuthStore } from '@talentbrug/api-client/auth';
import { QUERY_DEFAULTS } from '@talentbrug/api-client/query-client';
import type {
  ServerReadAnswer,
  ServerRenderModule,
  ServerRenderUser,
} from '@talentbrug/domain/contracts/first-paint/server-render';
import { dehydrate, type FetchQueryOptions, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** A read the page makes first, as its query options build it for a given API client. */
// biome-ignore lint/suspicious/noExplicitAny: the page's queries differ in data type; only their keys and functions are used.
export type ServerQuery = FetchQueryOptions<any, any, any, any>;

/**
 * The API client of a server render: each GET goes to `read` (the server answers it as the
 * signed-in user, ADR 0017) and a refusal becomes the ApiError the browser's client would
 * throw, so the request functions (a 404 profile is null) behave as in the app. Nothing else
 * than a read is ever sent from a render.
 */
export function serverApi(read: (path: string) => Promise<ServerReadAnswer>): ApiFetch {
  return async <T,>(path: string, init?: { method?: string }): Promise<T> => {
    const method = init?.method?.toUpperCase() ?? 'GET';
    if (method !== 'GET') throw new Error(`A server render only reads; it tried ${method} ${path}`);
    const { status, body } = await read(path);
    if (status >= 400) throw new ApiError(errorText(body) ?? 'Request failed', status, body);
    return body as T;
  };
}

/** The auth state the app has for this user once it has started (signed in, checked). */
export function signedInAuthState(user: ServerRenderUser): Partial<AuthState> {
  const authUser = {
    id: user.id,
    email: user.email ?? undefined,
    user_metadata: user.userMetadata,
    app_metadata: {},
    aud: 'authenticated',
    created_at: '',
  } satisfies User;
  return { user: authUser, isAuthenticated: true, loading: false, mfaRequired: false, passwordRecovery: false };
}

/**
 * Runs a synchronous server render (renderToString reads the auth store's server snapshot) with
 * `state` in that snapshot, and puts the snapshot back after it, so renders for different users,
 * or the shell's chrome for none, never see each other's state.
 */
export function withServerAuthState<T>(state: Partial<AuthState>, render: () => T): T {
  const snapshot = useAuthStore.getInitialState();
  const saved = { ...snapshot };
  Object.assign(snapshot, state);
  try {
    return render();
  } finally {
    Object.assign(snapshot, saved);
  }
}

/**
 * Renders a signed-in page on the server (ADR 0017): runs the page's first reads through
 * `read`, then renders `element` (the page in its router) inside the providers the shell puts
 * around a remote page, with the auth state of this user and a query client holding the
 * answers. Returns the markup and the dehydrated query state the app starts from, so its first
 * render is this same page. Rejects when a read fails or when the page asked for data its
 * render did not read (it would show a loading state): the server then sends the page without
 * markup. The auth state is this user's for the synchronous render alone (withServerAuthState).
 */
export async function renderForUser({
  element,
  queries,
  user,
  read,
}: {
  element: ReactElement;
  queries: (api: ApiFetch) => readonly ServerQuery[];
  user: ServerRenderUser;
  read: (path: string) => Promise<ServerReadAnswer>;
}): Promise<{ html: string; state: unknown }> {
  const client = new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS, retry: false } } });
  await Promise.all(queries(serverApi(read)).map((options) => client.fetchQuery(options)));

  const html = withServerAuthState(signedInAuthState(user), () =>
    renderToString(
      <QueryClientProvider client={client}>
        <AuthProvider>{element}</AuthProvider>
      </QueryClientProvider>,
    ),
  );
  const unread = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status !== 'success');
  if (unread.length > 0) {
    const keys = unread.map((query) => JSON.stringify(query.queryKey)).join(', ');
    throw new Error(`The page asked for ${keys}, which its server render does not read`);
  }
  return { html, state: dehydrate(client) };
}

/** A signed-in page a remote renders on the server: the page and the reads of its first render. */
export interface ServerPage {
  Page: ComponentType;
  queries: (api: ApiFetch) => readonly ServerQuery[];
  /**
   * Loads what the page would otherwise load on demand (a lazy part) before the render, so every
   * render of the page in a server process is the same, the first as the hundredth.
   */
  prepare?: () => Promise<unknown>;
}

/**
 * What a remote's `ssr.mjs` exports besides its stylesheet, from its table of pages by path:
 * `inRouter` puts a page in the remote's router at that path (the remote owns its router import).
 * A path not in the table is refused.
 */
export function serverRenderPages(
  pages: Readonly<Record<string, ServerPage>>,
  inRouter: (path: string, page: ReactElement) => ReactElement,
): Pick<ServerRenderModule, 'SSR_PATHS' | 'renderPage'> {
  return {
    SSR_PATHS: Object.keys(pages),
    renderPage: (path, { user, read }) => {
      const page = Object.hasOwn(pages, path) ? pages[path] : undefined;
      if (!page) return Promise.reject(new Error(`No server render for ${path}`));
      const { Page, queries, prepare } = page;
      return Promise.resolve(prepare?.()).then(() =>
        renderForUser({ element: inRouter(path, <Page />), queries, user, read }),
      );
    },
  };
}
