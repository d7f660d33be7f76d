import { SIGNUP_TEXTS } from '@talentbrug/domain/auth/texts';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { Link, useSearchParams } from '@talentbrug/ui/router';
import styles from '../components/auth-layout.module.css';
import { AuthLayout } from '../components/auth-layout.tsx';
import { SignupForm } from '../features/auth/components/signup-form.tsx';
import { safeRedirect, withRedirect } from '../features/auth/utils/safe-redirect.ts';

/** Signup; `?redirect=` (same-origin paths only) is where the confirmation link and the login return to. */
export default function SignupPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  return (
    <AuthLayout
      wide
      title={routeTitle('/signup')}
      lead={SIGNUP_TEXTS.lead}
      footer={
        <p className={styles.links}>
          {SIGNUP_TEXTS.haveAccount} <Link to={withRedirect('/login', redirect)}>{SIGNUP_TEXTS.logIn}</Link>
        </p>
      }
    >
      <SignupForm redirect={redirect} />
    </AuthLayout>
  );
}
