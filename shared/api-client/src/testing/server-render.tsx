import type { Session } from '@supabase/supabase-js';
import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { QUERY_DEFAULTS } from '@talentbrug/api-client/query-client';
import { normalizedMarkup } from '@talentbrug/api-client/testing/markup';
import { fakeSession } from '@talentbrug/api-client/testing/session';
import type { ServerReadAnswer, ServerRenderUser } from '@talentbrug/domain/contracts/first-paint/server-render';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, within } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { afterEach, expect } from 'vitest';

/**
 * What the tests of the server's render of signed-in pages (ADR 0017) share: the server's `read`
 * against one of the test APIs in this folder, the user it renders for, and the app's start from
 * the document the server sends.
 */

/** The server's `read`: a GET under the test API's /api, its status and parsed body (null when empty, a 204). */
export function readFrom(baseUrl: string): (path: string) => Promise<ServerReadAnswer> {
  return async (path) => {
    const response = await fetch(`${baseUrl}/api${path}`);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

/**
 * The session of a test's `number`th athlete (1 is fakeSession's default user): their own id, an
 * e-mail address from the first name (`fleur@voorbeeld.nl`) and the sign-up's names.
 */
export function athleteSession(number: number, firstName: string, lastName: string): Session {
  const session = fakeSession({ email: `${firstName.toLowerCase()}@voorbeeld.nl` });
  const id = `6f1c2f1e-0000-4000-8000-${String(number).padStart(12, '0')}`;
  const metadata = { first_name: firstName, last_name: lastName };
  return { ...session, user: { ...session.user, id, user_metadata: metadata } };
}

/** The user the server renders for, as the session's access token names them. */
export function serverUser(session: Session): ServerRenderUser {
  return { id: session.user.id, email: session.user.email ?? null, userMetadata: session.user.user_metadata };
}

/** What a remote's `renderPage` is given for this user: who they are, and reads from the test API at `baseUrl`. */
export function forUser(
  session: Session,
  baseUrl: string,
): { user: ServerRenderUser; read: (path: string) => Promise<ServerReadAnswer> } {
  return { user: serverUser(session), read: readFrom(baseUrl) };
}

declare const jsdom: { reconfigure(options: { url: string }): void };

/** The document's address, so what the app reads after its start ('/api/...') lands on a test API. */
export function setDocumentUrl(url: string): void {
  jsdom.reconfigure({ url });
}

/** The auth state the app has once it has started with this session: checked, signed in. */
export function signIn(session: Session): void {
  useAuthStore.setState({
    session,
    user: session.user,
    isAuthenticated: true,
    loading: false,
    mfaRequired: false,
    passwordRecovery: false,
  });
}

/**
 * The app's query client as the shell's bootstrap leaves it for a page the server rendered: the
 * app's defaults, hydrated from the state as the document carries it (JSON, so dates and
 * undefined come back as they would).
 */
export function clientFromDocument(state: unknown): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
  hydrate(client, JSON.parse(JSON.stringify(state)));
  return client;
}

/**
 * Markup in the document, to query what a visitor would read in it (role queries need an
 * element in a document); `cleanup()` of Testing Library does not remove it, `document.body.replaceChildren()`
 * does: the tests take it from useServerRenderTests, whose setup removes it after each test.
 */
function markupElement(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

/**
 * The markup the server wrote for the page at `path`, as the visitor reads it: the page's title as
 * its heading, and none of `loading` (the texts of the page's loading states) anywhere in it.
 */
function renderedPage(html: string, path: string, loading: readonly string[]): HTMLElement {
  const page = markupElement(html);
  expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe(routeTitle(path));
  for (const text of loading) expect(page.textContent).not.toContain(text);
  return page;
}

/**
 * The app's markup as the browser would write it from the live DOM: React sets a select's
 * choice, a checkbox and a field's value as properties, which innerHTML leaves out, while the
 * server writes them as attributes (`selected`, `checked`, `value`). Reflected here, so the
 * comparison checks that the same status and the same ticks are shown.
 */
export function appMarkup(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  const options = container.querySelectorAll('option');
  copy.querySelectorAll('option').forEach((option, index) => {
    option.toggleAttribute('selected', options[index]?.selected ?? false);
  });
  const inputs = container.querySelectorAll('input');
  copy.querySelectorAll('input').forEach((input, index) => {
    const live = inputs[index];
    if (!live) return;
    if (live.type === 'checkbox' || live.type === 'radio') input.toggleAttribute('checked', live.checked);
    else if (live.type !== 'file' && live.value !== '') input.setAttribute('value', live.value);
  });
  return copy.innerHTML;
}

/**
 * The server's markup without what renderToString writes around a Suspense boundary it could not
 * finish (a lazy part, such as the matches map): the `<!--$!-->` and `<!--/$-->` markers and the
 * `<template>` that tells the client to render it. The fallback inside stays, as the app shows it
 * too until the part has loaded.
 */
export function withoutSuspenseMarkers(html: string): string {
  return html.replace(/<!--\$!?-->(?:<template[^>]*><\/template>)?/g, '').replace(/<!--\/\$-->/g, '');
}

/**
 * The page as the app starts it from the document the server sent: a fresh query client hydrated
 * from the state as the document carries it, the same user signed in, the providers the shell
 * puts around a remote page (`page` comes in its router). Its markup is read at once, before
 * anything it fetches after mount has come back, normalized as `serverMarkup` leaves the server's.
 */
export function startFromDocument(page: ReactElement, state: unknown, session: Session): string {
  signIn(session);
  const { container } = render(
    <QueryClientProvider client={clientFromDocument(state)}>
      <AuthProvider>{page}</AuthProvider>
    </QueryClientProvider>,
  );
  return normalizedMarkup(appMarkup(container));
}

/** The server's markup as the browser keeps it, to compare with startFromDocument's. */
export function serverMarkup(html: string): string {
  return normalizedMarkup(withoutSuspenseMarkers(html));
}

/** A remote's `renderPage` (what its `ssr.mjs` exports, ADR 0017). */
type RenderPage = (path: string, context: ReturnType<typeof forUser>) => Promise<{ html: string; state: unknown }>;

/**
 * The setup a remote's test of its server-rendered pages (`server-render-pages.test.tsx`) shares:
 * after each test the app's render and any markup are gone and the auth store is as the file found it. Call it
 * once at the top of the file with React Router's `MemoryRouter`, which puts a page at its path as
 * the app's router does (this package does not depend on React Router), and the remote's `renderPage`.
 */
export function useServerRenderTests(
  MemoryRouter: ComponentType<{ initialEntries: string[]; children: ReactNode }>,
  renderPage: RenderPage,
): {
  /** The remote's render of the page at `path` for `session`, its reads answered by the test API at `baseUrl`. */
  render(path: string, session: Session, baseUrl: string): ReturnType<RenderPage>;
  /** The page at `path` as the app starts it for `session` from the document the server sent, compared with the server's markup. */
  expectSameMarkup(
    rendered: { html: string; state: unknown },
    page: { path: string; Page: ComponentType; session: Session },
  ): void;
  /** The server's renders left the auth store's initial state as it was: one user's render never reaches another's. */
  expectAuthStoreUntouched(): void;
  /** The server's markup in the document, to query as a visitor reads it; gone after the test. */
  markupElement: typeof markupElement;
  /** The markup the server wrote for the page at `path`, checked as a visitor reads it (see renderedPage); gone after the test. */
  renderedPage: typeof renderedPage;
  /**
   * A read the test API at `baseUrl` answers with `status` fails the render with the client's ApiError (the
   * server then sends the page without markup), and leaves the auth store as it was.
   */
  expectReadFails(path: string, session: Session, baseUrl: string, status: number): Promise<void>;
  /** A path the remote does not render is refused, before any read. */
  expectRefused(path: string): Promise<void>;
} {
  const initialAuth = useAuthStore.getState();
  const serverSnapshot = { ...useAuthStore.getInitialState() };
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
    useAuthStore.setState(initialAuth, true);
  });
  const render = (path: string, session: Session, baseUrl: string) => renderPage(path, forUser(session, baseUrl));
  const expectAuthStoreUntouched = () => {
    expect(useAuthStore.getInitialState()).toEqual(serverSnapshot);
  };
  return {
    render,
    expectSameMarkup(rendered, { path, Page, session }) {
      const app = startFromDocument(
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>,
        rendered.state,
        session,
      );
      expect(serverMarkup(rendered.html)).toBe(app);
    },
    expectAuthStoreUntouched,
    markupElement,
    renderedPage,
    async expectReadFails(path, session, baseUrl, status) {
      await expect(render(path, session, baseUrl)).rejects.toMatchObject({ name: 'ApiError', status });
      expectAuthStoreUntouched();
    },
    async expectRefused(path) {
      const read = () => Promise.reject(new Error(`The render of ${path} read, though it refuses the path`));
      const refused = renderPage(path, { user: serverUser(fakeSession()), read });
      await expect(refused).rejects.toThrow(`No server render for ${path}`);
    },
  };
}
