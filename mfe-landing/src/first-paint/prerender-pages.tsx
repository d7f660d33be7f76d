import { PRODUCT_NAME } from '@talentbrug/domain/constants';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import LandingPage from '../pages/landing-page.tsx';
import PrivacyPage from '../pages/privacy-page.tsx';
import TermsPage from '../pages/terms-page.tsx';

interface PrerenderPage {
  Page: ComponentType;
  title: string;
  description: string;
}

/**
 * The pages the server can answer with ready markup before any JavaScript runs (ADR 0003).
 * '/' also stands for every unknown path, which renders the landing page.
 */
export const PRERENDER_PAGES: Record<string, PrerenderPage> = {
  '/': {
    Page: LandingPage,
    title: `${PRODUCT_NAME}: sportbeurs en studie in Amerika voor Nederlandse talenten`,
    description: `${PRODUCT_NAME} helpt Nederlandse student-atleten aan een sportbeurs en een plek op een Amerikaanse universiteit, met een AI-coach, slimme matches en hulp bij je F-1-visum. Gratis starten, geen creditcard nodig.`,
  },
  '/terms': {
    Page: TermsPage,
    title: `${routeTitle('/terms')} | ${PRODUCT_NAME}`,
    description: `De algemene voorwaarden van ${PRODUCT_NAME}: wat we doen, je account, de gratis start en abonnementen, de AI-coach en je rechten.`,
  },
  '/privacy': {
    Page: PrivacyPage,
    title: `${routeTitle('/privacy')} | ${PRODUCT_NAME}`,
    description: `Hoe ${PRODUCT_NAME} omgaat met de gegevens van (jonge) sporters: welke gegevens, waarom, met wie we ze delen, hoe lang we ze bewaren en jouw rechten.`,
  },
};

export function renderPage(path: string): string {
  const page = PRERENDER_PAGES[path];
  if (!page) throw new Error(`No prerendered page for ${path}`);
  const { Page } = page;
  return renderToString(
    <StaticRouter location={path}>
      <Page />
    </StaticRouter>,
  );
}
