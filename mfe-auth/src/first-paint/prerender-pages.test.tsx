import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/auth-storage';
import { normalizedMarkup } from '@talentbrug/api-client/testing/markup';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import LoginPage from '../pages/login-page.tsx';
import SignupPage from '../pages/signup-page.tsx';
import { PRERENDER_PAGES, renderPage } from './prerender-pages.tsx';

describe('the prerendered account pages (ADR 0010)', () => {
  afterEach(cleanup);

  it.each([
    ['/login', LoginPage],
    ['/signup', SignupPage],
  ] as Array<[string, ComponentType]>)(
    '%s is the markup the app renders for a visitor without a session, so the handover moves nothing',
    (path, Page) => {
      const prerendered = renderPage(path);
      useAuthStore.setState({ loading: false, user: null, session: null, isAuthenticated: false });
      const { container } = render(
        <MemoryRouter initialEntries={[path]}>
          <AuthProvider>
            <Page />
          </AuthProvider>
        </MemoryRouter>,
      );
      expect(normalizedMarkup(prerendered)).toBe(normalizedMarkup(container.innerHTML));
      expect(prerendered).toMatch(/<h1[^>]*>/);
      expect(prerendered).toContain('<form');
      // The form itself, not the spinner of a session still being checked.
      expect(prerendered).not.toContain('role="status"');
    },
  );

  it('starts the app on both pages, and drops /login for a stored session, which the app redirects', () => {
    expect(PRERENDER_PAGES['/login']).toMatchObject({ startsApp: true, unlessStored: [AUTH_STORAGE_KEY] });
    expect(PRERENDER_PAGES['/signup']).toMatchObject({ startsApp: true });
    expect(PRERENDER_PAGES['/login']?.title).toBe('Inloggen | Talentbrug');
  });
});
