import { useAuth } from '@talentbrug/api-client/auth';
import { Navigate, useLocation } from '@talentbrug/ui/router';
import { Spinner } from '@talentbrug/ui/spinner';
import type { ReactNode } from 'react';
import { LOADING } from '../texts.ts';

/** Waits for the auth state, then shows the page or sends the visitor to log in and back. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner label={LOADING} />;
  if (!user) {
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return <>{children}</>;
}
