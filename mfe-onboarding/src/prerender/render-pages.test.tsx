import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/auth-storage';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEY } from '../features/onboarding/stores/onboarding-store.ts';
import OnboardingPage from '../pages/onboarding-page.tsx';
import { PRERENDER_PAGES, renderPage } from './render-pages.tsx';

/**
 * Markup as the browser keeps it, attributes in one order, with React's ids (server and client
 * count them differently) and the server's text separators left out.
 */
function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html.replaceAll('<!-- -->', '');
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      // Inline styles: the server writes `width:3%`, the browser keeps `width: 3%;`.
      .map((a) => [a.name, a.name === 'style' ? a.value.replace(/\s+|;$/g, '') : a.value] as const)
      .sort();
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML.replace(/_r_[0-9a-z]+_/gi, 'ID');
}

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
    expect(normalized(prerendered)).toBe(normalized(container.innerHTML));
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
