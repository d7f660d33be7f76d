import { AuthProvider } from '@talentbrug/api-client/auth';
import { queryClient } from '@talentbrug/api-client/query-client';
import { PRODUCT_NAME } from '@talentbrug/domain/constants';
import { LANDING_ROUTE, ROUTES, type RouteDef } from '@talentbrug/domain/routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { Nav } from './components/nav.tsx';
import { ProtectedRoute } from './components/protected-route.tsx';
import { RemotePage } from './remotes/remote-page.tsx';

function RoutePage({ route }: { route: RouteDef }) {
  useEffect(() => {
    document.title = route.path === '/' ? PRODUCT_NAME : `${route.title} | ${PRODUCT_NAME}`;
  }, [route]);
  const page = <RemotePage route={route} />;
  return route.protected ? <ProtectedRoute>{page}</ProtectedRoute> : page;
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
          <a className="tb-skip-link" href="#main">
            Naar de inhoud
          </a>
          <Nav />
          <main id="main" className="tb-main" tabIndex={-1}>
            <AppRoutes />
          </main>
          <ToastContainer position="bottom-right" newestOnTop closeOnClick={false} pauseOnFocusLoss />
        </AuthProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
