import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/auth-storage';
import { PRODUCT_NAME } from '@talentbrug/domain/constants';
import type { PrerenderPageEntry } from '@talentbrug/domain/contracts/first-paint/prerender';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import LoginPage from '../pages/login-page.tsx';
import SignupPage from '../pages/signup-page.tsx';

const PAGES: Record<string, ComponentType> = { '/login': LoginPage, '/signup': SignupPage };

// The auth state as the app has it for a visitor without a session once it has started (ADR
// 0007): checked, signed out. Server rendering reads a store's initial state (zustand's server
// snapshot), whose 'loading' would put a spinner in place of the form, so that object itself is
// set; this bundle only ever runs in the build.
Object.assign(useAuthStore.getInitialState(), { loading: false });

/**
 * The account pages the server answers with ready markup (ADR 0010): their first paint, as a
 * visitor without a session gets it. They need the app at once (the forms are React), which
 * takes over without a shift. A stored session sends a visitor on /login elsewhere, so the boot
 * script drops that markup then; /signup shows the same form either way.
 */
export const PRERENDER_PAGES: Record<string, Omit<PrerenderPageEntry, 'html'>> = {
  '/login': {
    title: `${routeTitle('/login')} | ${PRODUCT_NAME}`,
    description: `Log in bij ${PRODUCT_NAME} en ga verder met je sportprofiel, je matches met Amerikaanse universiteiten en je AI-coach.`,
    startsApp: true,
    unlessStored: [AUTH_STORAGE_KEY],
  },
  '/signup': {
    title: `${routeTitle('/signup')} | ${PRODUCT_NAME}`,
    description: `Maak gratis een ${PRODUCT_NAME}-account aan: je sportprofiel voor coaches in Amerika, slimme matches en een AI-coach. Geen creditcard nodig.`,
    startsApp: true,
  },
};

export function renderPage(path: string): string {
  const Page = PAGES[path];
  if (!Page) throw new Error(`No prerendered page for ${path}`);
  return renderToString(
    <StaticRouter location={path}>
      <AuthProvider>
        <Page />
      </AuthProvider>
    </StaticRouter>,
  );
}
