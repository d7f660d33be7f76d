import { useAuth } from '@talentbrug/api-client/auth';
import { LOGIN_TEXTS, SECOND_FACTOR_TEXTS } from '@talentbrug/domain/auth/texts';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { Link, Navigate, useSearchParams } from '@talentbrug/ui/router';
import { Spinner } from '@talentbrug/ui/spinner';
import styles from '../components/auth-layout.module.css';
import { AuthLayout } from '../components/auth-layout.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { SecondFactorForm } from '../features/auth/components/second-factor-form.tsx';
import { safeRedirect, withRedirect } from '../features/auth/utils/safe-redirect.ts';

/**
 * Login: the form, then (for an account with an authenticator) the code step. The page
 * follows the auth state, so a signed-in visitor goes straight on to `?redirect=` or
 * the dashboard. The nav's 'Log in' brings new visitors here too, so the page assumes no
 * earlier visit and shows the way in for them: the onboarding, where the account is made.
 */
export default function LoginPage() {
  const { user, loading, mfaRequired } = useAuth();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));

  if (user) return <Navigate to={redirect} replace />;

  return (
    <AuthLayout
      title={routeTitle('/login')}
      lead={LOGIN_TEXTS.lead}
      footer={
        mfaRequired ? null : (
          <>
            <p className={styles.links}>
              {LOGIN_TEXTS.noAccount} <Link to="/onboarding">{LOGIN_TEXTS.startFree}</Link>
            </p>
            <p className={styles.secondary}>
              <Link to={withRedirect('/signup', redirect)}>{LOGIN_TEXTS.signupOnly}</Link>
            </p>
          </>
        )
      }
    >
      {loading ? (
        <Spinner />
      ) : mfaRequired ? (
        <SecondFactorForm intro={SECOND_FACTOR_TEXTS.afterPassword} />
      ) : (
        <LoginForm redirect={redirect} />
      )}
    </AuthLayout>
  );
}
