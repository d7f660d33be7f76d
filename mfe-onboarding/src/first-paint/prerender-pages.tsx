import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/auth-storage';
import { queryClient } from '@talentbrug/api-client/query-client';
import { COACH_PERSONA, PRODUCT_NAME } from '@talentbrug/domain/constants';
import type { PrerenderPageEntry } from '@talentbrug/domain/contracts/first-paint/prerender';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { DRAFT_STORAGE_KEY } from '../features/onboarding/stores/onboarding-store.ts';
import OnboardingPage from '../pages/onboarding-page.tsx';

/**
 * The wizard's first paint (ADR 0010): step 1 of a new onboarding, as a visitor without a draft
 * or a session gets it. A stored draft resumes at its own step and a session may load the draft
 * kept on the server, so the boot script drops the markup when either is stored.
 */
// The auth state as the app has it for a visitor without a session once it has started (ADR
// 0007): checked, signed out. Server rendering reads a store's initial state (zustand's server
// snapshot), so that object itself is set; this bundle only ever runs in the build.
Object.assign(useAuthStore.getInitialState(), { loading: false });

export const PRERENDER_PAGES: Record<string, Omit<PrerenderPageEntry, 'html'>> = {
  '/onboarding': {
    title: `${routeTitle('/onboarding')} | ${PRODUCT_NAME}`,
    description: `Maak in zes stappen je sportprofiel voor coaches in Amerika, samen met AI-coach ${COACH_PERSONA}. Gratis, en je antwoorden blijven bewaard tot je ze verstuurt.`,
    startsApp: true,
    unlessStored: [DRAFT_STORAGE_KEY, AUTH_STORAGE_KEY],
  },
};

export function renderPage(path: string): string {
  if (!PRERENDER_PAGES[path]) throw new Error(`No prerendered page for ${path}`);
  // The providers the shell's App puts around every page.
  return renderToString(
    <StaticRouter location={path}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <OnboardingPage />
        </AuthProvider>
      </QueryClientProvider>
    </StaticRouter>,
  );
}
