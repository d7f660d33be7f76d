import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/auth-storage';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import LoginPage from '../pages/login-page.tsx';
import SignupPage from '../pages/signup-page.tsx';
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
      expect(normalized(prerendered)).toBe(normalized(container.innerHTML));
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
