import { historyQueryOptions } from '@talentbrug/api-client/coach';
import { matchesQueryOptions } from '@talentbrug/api-client/matches';
import { outreachQueryOptions } from '@talentbrug/api-client/outreach';
import { profileQueryOptions } from '@talentbrug/api-client/profile';
import { type ServerPage, serverRenderPages } from '@talentbrug/api-client/server-render';
import { suggestionsQueryOptions } from '@talentbrug/api-client/suggestions';
import { filesQueryOptions } from '@talentbrug/api-client/uploads';
import { HIGHLIGHT_TYPE, MOTIVATION_LETTER_TYPE, TRANSCRIPT_TYPE } from '@talentbrug/domain/uploads';
import { StaticRouter } from 'react-router';
import DashboardPage, { loadFollowUpCard } from '../pages/dashboard-page.tsx';
import MatchesPage from '../pages/matches-page.tsx';
import ProfilePage from '../pages/profile-page.tsx';

/**
 * The signed-in pages the server renders for the athlete (ADR 0017), with the reads each makes
 * on its first render: the same query options its hooks use, so the app starts from the
 * answers. A page that reads something not listed here fails its render (renderForUser), and
 * the server sends the page without markup: keep the lists in step with the pages' hooks.
 */
const PAGES: Record<string, ServerPage> = {
  '/dashboard': {
    Page: DashboardPage,
    queries: (api) => [
      profileQueryOptions(api),
      matchesQueryOptions(api),
      filesQueryOptions(HIGHLIGHT_TYPE, api),
      suggestionsQueryOptions(api),
      historyQueryOptions(api),
      // The follow-up reminder's list, for an athlete who has e-mailed a school (the card is then
      // in the server's page, as the app shows it).
      outreachQueryOptions(api),
    ],
    prepare: loadFollowUpCard,
  },
  '/matches': { Page: MatchesPage, queries: (api) => [matchesQueryOptions(api)] },
  '/profile': {
    Page: ProfilePage,
    queries: (api) => [
      profileQueryOptions(api),
      filesQueryOptions(HIGHLIGHT_TYPE, api),
      filesQueryOptions(TRANSCRIPT_TYPE, api),
      filesQueryOptions(MOTIVATION_LETTER_TYPE, api),
    ],
  },
};

export const { SSR_PATHS, renderPage } = serverRenderPages(PAGES, (path, page) => (
  <StaticRouter location={path}>{page}</StaticRouter>
));
