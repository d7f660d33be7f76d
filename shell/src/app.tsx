import { AuthProvider, useAuthStore } from '@talentbrug/api-client/auth';
import { queryClient } from '@talentbrug/api-client/query-client';
import { PRODUCT_NAME } from '@talentbrug/domain/constants';
import { LANDING_ROUTE, ROUTES, type RouteDef } from '@talentbrug/domain/routes';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from '@talentbrug/ui/router';
import { Toaster } from '@talentbrug/ui/toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { EmailConfirmationBanner } from './components/email-confirmation-banner.tsx';
import { Nav } from './components/nav.tsx';
import { ProtectedRoute } from './components/protected-route.tsx';
import { ShellLayout } from './components/shell-layout.tsx';
import { RemotePage } from './remotes/remote-page.tsx';

function RoutePage({ route }: { route: RouteDef }) {
  useEffect(() => {
    document.title = route.path === '/' ? PRODUCT_NAME : `${route.title} | ${PRODUCT_NAME}`;
  }, [route]);
  const page = <RemotePage route={route} />;
  return route.protected ? <ProtectedRoute>{page}</ProtectedRoute> : page;
}

/**
 * Auth wiring that belongs to the page, not to a remote: cached data never outlives the
 * account it was read for, an e-mail link leaves a clean URL, and a reset link that lands
 * anywhere but /reset-password (the auth service falls back to the site's root for a
 * redirect it does not allow) still ends on the form to choose a new password.
 */
export function AuthEffects() {
  const navigate = useNavigate();
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;

  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if ((state.user?.id ?? null) !== (previous.user?.id ?? null)) queryClient.clear();
        // supabase-js empties the hash of an e-mail link's tokens, which leaves a bare '#' behind.
        if (previous.loading && !state.loading && window.location.href.endsWith('#')) {
          window.history.replaceState(window.history.state, '', window.location.href.slice(0, -1));
        }
        if (state.passwordRecovery && !previous.passwordRecovery && pathname.current !== '/reset-password') {
          navigate('/reset-password', { replace: true });
        }
      }),
    [navigate],
  );

  return null;
}

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
      ))}
      <Route path="*" element={<RoutePage route={LANDING_ROUTE} />} />
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AuthEffects />
          <ShellLayout header={<Nav />} notice={<EmailConfirmationBanner />}>
            <AppRoutes />
          </ShellLayout>
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
