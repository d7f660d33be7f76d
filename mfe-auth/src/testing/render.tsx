import { AuthProvider, type AuthState, useAuthStore } from '@talentbrug/api-client/auth';
import { fakeSession } from '@talentbrug/api-client/testing/session';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** The store as the app starts, actions included: each test starts from it and overrides what it drives. */
const initialState = useAuthStore.getState();

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a page inside the real AuthProvider and router. The auth service itself is not
 * here (the e2e suite drives it for real); tests set the store's state and, where a call's
 * answer matters, the store action, exactly as a page observes them.
 */
export function renderPage(
  page: ReactElement,
  { path = '/', auth = {} }: { path?: string; auth?: Partial<AuthState> } = {},
) {
  useAuthStore.setState({ ...initialState, loading: false, ...auth }, true);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <LocationProbe />
        <Routes>
          <Route path={path.split('?')[0]} element={page} />
          <Route path="*" element={<p>andere pagina</p>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

export function signedIn(options: Parameters<typeof fakeSession>[0] = {}): Partial<AuthState> {
  const session = fakeSession(options);
  return { session, user: session.user, isAuthenticated: true };
}

/** A promise the test resolves when it wants, to look at a screen while it is busy. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
