import { historyQueryOptions } from '@talentbrug/api-client/coach';
import { profileQueryOptions } from '@talentbrug/api-client/profile';
import { serverRenderPages } from '@talentbrug/api-client/server-render';
import { StaticRouter } from 'react-router';
import CoachPage from '../pages/coach-page.tsx';

/**
 * The coach's page as the server renders it for a signed-in athlete (ADR 0017): the
 * conversation and the profile (Sanne's greeting uses its first name), the reads of its first
 * render. A read the page makes that is not listed here fails the render, and the server sends
 * the page without markup: keep the list in step with the page's hooks.
 */
export const { SSR_PATHS, renderPage } = serverRenderPages(
  { '/aicoach': { Page: CoachPage, queries: (api) => [historyQueryOptions(api), profileQueryOptions(api)] } },
  (path, page) => <StaticRouter location={path}>{page}</StaticRouter>,
);
