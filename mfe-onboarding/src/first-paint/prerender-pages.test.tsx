import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/auth-storage';
import { normalizedMarkup } from '@talentbrug/api-client/testing/markup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEY } from '../features/onboarding/stores/onboarding-store.ts';
import OnboardingPage from '../pages/onboarding-page.tsx';
import { PRERENDER_PAGES, renderPage } from './prerender-pages.tsx';

describe('the prerendered wizard (ADR 0010)', () => {
  afterEach(cleanup);

  it('is the markup the app renders for a new visitor: step 1, Sanne’s first prompt', () => {
    const prerendered = renderPage('/onboarding');
    useAuthStore.setState({ loading: false, user: null, session: null, isAuthenticated: false });
    const { container } = render(
      <MemoryRouter initialEntries={['/onboarding']}>
        <QueryClientProvider client={new QueryClient()}>
          <AuthProvider>
            <OnboardingPage />
          </AuthProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(normalizedMarkup(prerendered)).toBe(normalizedMarkup(container.innerHTML));
    expect(prerendered).toContain('Stap 1 van 6');
  });

  it('is dropped for a stored draft (another step) or a session (the draft kept on the server)', () => {
    expect(PRERENDER_PAGES['/onboarding']).toMatchObject({
      startsApp: true,
      unlessStored: [DRAFT_STORAGE_KEY, AUTH_STORAGE_KEY],
      title: 'Onboarding met AI-coach Sanne | Talentbrug',
    });
  });
});
