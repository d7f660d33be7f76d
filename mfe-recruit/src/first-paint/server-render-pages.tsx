import { dossierLinksQueryOptions, dossierQueryOptions } from '@talentbrug/api-client/dossier';
import { serverRenderPages } from '@talentbrug/api-client/server-render';
import { StaticRouter } from 'react-router';
import DossierPage from '../pages/dossier-page.tsx';

/**
 * The dossier editor as the server renders it for a signed-in athlete (ADR 0017): the dossier
 * with its preview and the list of links, the reads of its first render. The parts the editor
 * downloads after the page (the photo, the school select, the grades, the reference) are never
 * rendered here: their stand-ins are, as the app's first render has them (LazyPart). A read the
 * page makes that is not listed here fails the render, and the server sends the page without
 * markup: keep the list in step with the page's hooks.
 */
export const { SSR_PATHS, renderPage } = serverRenderPages(
  {
    '/dossier': {
      Page: DossierPage,
      queries: (api) => [dossierQueryOptions(api), dossierLinksQueryOptions(api)],
    },
  },
  (path, page) => <StaticRouter location={path}>{page}</StaticRouter>,
);
