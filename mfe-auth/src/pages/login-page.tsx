import { useAuth } from '@talentbrug/api-client/auth';
import { routeTitle } from '@talentbrug/domain/routes';
import { Spinner } from '@talentbrug/ui/spinner';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import styles from '../components/auth-layout.module.css';
import { AuthLayout } from '../components/auth-layout.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { SecondFactorForm } from '../features/auth/components/second-factor-form.tsx';
import { safeRedirect } from '../features/auth/utils/safe-redirect.ts';

/**
 * Login: the form, then (for an account with an authenticator) the code step. The page
 * follows the auth state, so a signed-in visitor goes straight on to `?redirect=` or
 * the dashboard.
 */
export default function LoginPage() {
  const { user, loading, mfaRequired } = useAuth();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));

  if (user) return <Navigate to={redirect} replace />;

  return (
    <AuthLayout
      title={routeTitle('/login')}
      lead="Welkom terug! Log in om verder te gaan met je profiel en je matches."
      footer={
        mfaRequired ? null : (
          <p className={styles.links}>
            Nog geen account? <Link to="/signup">Maak gratis een account aan</Link>
          </p>
        )
      }
    >
      {loading ? (
        <Spinner />
      ) : mfaRequired ? (
        <SecondFactorForm intro="Je wachtwoord klopt. Vul nu de code van 6 cijfers uit je authenticator-app in." />
      ) : (
        <LoginForm />
      )}
    </AuthLayout>
  );
}
