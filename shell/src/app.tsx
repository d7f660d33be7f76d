import { ApiError, apiFetch } from '@talentbrug/api-client/api';
import { AuthProvider, type AuthState, useAuth, useAuthStore } from '@talentbrug/api-client/auth';
import { queryClient } from '@talentbrug/api-client/query-client';
import { DEFAULT_POST_LOGIN_ROUTE, PRODUCT_NAME } from '@talentbrug/domain/constants';
import { LANDING_ROUTE, ROUTES, type RouteDef } from '@talentbrug/domain/contracts/routes';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from '@talentbrug/ui/router';
import { notify, Toaster } from '@talentbrug/ui/toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { EmailConfirmationBanner } from './components/email-confirmation-banner.tsx';
import { Nav } from './components/nav.tsx';
import { ProtectedRoute } from './components/protected-route.tsx';
import { RouteFocus } from './components/route-focus.tsx';
import { ShellLayout } from './components/shell-layout.tsx';
import { RemotePage } from './remotes/remote-page.tsx';
import { EMAIL_CONFIRMED_TEXT } from './texts.ts';

function RoutePage({ route }: { route: RouteDef }) {
  useEffect(() => {
    document.title = route.path === '/' ? PRODUCT_NAME : `${route.title} | ${PRODUCT_NAME}`;
  }, [route]);
  const page = <RemotePage route={route} />;
  return route.protected ? <ProtectedRoute>{page}</ProtectedRoute> : page;
}

const WIZARD_PATH = '/onboarding';

/**
 * Whether the athlete has finished the onboarding: the submission made their profile. Asked with
 * the plain API client, which the shell provides anyway; the profile module would become one more
 * package the shell provides, heavier for every remote that loads it (scripts/tasks/size-check.mjs).
 */
async function hasProfile(): Promise<boolean> {
  try {
    await apiFetch('/profiles/me');
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/**
 * After the confirmation mail's link: says the address is confirmed (as the code form on
 * /verify-email does), and goes on where the athlete is. The wizard's link returns to the wizard,
 * which is right while the onboarding is unfinished; an athlete who has a profile already would
 * read its first step as 'start over', so goes to the dashboard.
 */
async function welcomeConfirmed(
  state: Pick<AuthState, 'user'>,
  pathname: () => string,
  navigate: (to: string, options: { replace: boolean }) => void,
) {
  notify.success(EMAIL_CONFIRMED_TEXT(state.user?.email ?? ''), { topic: 'email-confirmed' });
  if (!state.user || pathname() !== WIZARD_PATH) return;
  if ((await hasProfile()) && pathname() === WIZARD_PATH) navigate(DEFAULT_POST_LOGIN_ROUTE, { replace: true });
}

/**
 * Auth wiring that belongs to the page, not to a remote: cached data never outlives the
 * account it was read for, an e-mail link leaves a clean URL (a refused one is cleaned by
 * startAuth before the first render, and LinkExpiredNotice says it in Dutch), a confirmation link says so and
 * leads on, and a reset link that lands anywhere but /reset-password (the auth service falls
 * back to the site's root for a redirect it does not allow) still ends on the form to choose a
 * new password.
 */
export function AuthEffects() {
  const navigate = useNavigate();
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;
  // Once per page: the store keeps saying the page came by the link, and navigate changes with the path.
  const welcomed = useRef(false);

  useEffect(() => {
    // The link may have been read before this first render, or after it.
    const welcome = (state: AuthState) => {
      if (welcomed.current || !state.emailConfirmedByLink) return;
      welcomed.current = true;
      welcomeConfirmed(state, () => pathname.current, navigate).catch((error: unknown) =>
        console.error('[talentbrug] could not finish the confirmation link', error),
      );
    };
    welcome(useAuthStore.getState());
    return useAuthStore.subscribe(welcome);
  }, [navigate]);

  // supabase-js empties the hash of an e-mail link's tokens (`location.hash = ''`), which leaves a
  // bare '#' behind. Taken away when the hash changes so: it happened before or after the session
  // had loaded by timing, and a check when the store finished loading alone left '/dashboard#' now
  // and then (a production run's e2e).
  useEffect(() => {
    const dropBareHash = () => {
      if (window.location.href.endsWith('#')) {
        window.history.replaceState(window.history.state, '', window.location.href.slice(0, -1));
      }
    };
    dropBareHash();
    window.addEventListener('hashchange', dropBareHash);
    return () => window.removeEventListener('hashchange', dropBareHash);
  }, []);

  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if ((state.user?.id ?? null) !== (previous.user?.id ?? null)) queryClient.clear();
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

// Downloaded only when a refused mail link arrived: its texts (the auth copy) are not in every app start.
const LinkExpiredNotice = lazy(() => import('./components/link-expired-notice.tsx'));

function LinkExpired() {
  const { linkError } = useAuth();
  return linkError ? (
    <Suspense fallback={null}>
      <LinkExpiredNotice />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AuthEffects />
          <RouteFocus />
          <ShellLayout
            header={<Nav />}
            notice={
              <>
                <LinkExpired />
                <EmailConfirmationBanner />
              </>
            }
          >
            <AppRoutes />
          </ShellLayout>
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
