import { FORGOT_TEXTS } from '@talentbrug/domain/auth/texts';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { Link } from '@talentbrug/ui/router';
import styles from '../components/auth-layout.module.css';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';

export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      title={routeTitle('/forgot-password')}
      lead={FORGOT_TEXTS.lead}
      footer={
        <p className={styles.links}>
          {FORGOT_TEXTS.remembered} <Link to="/login">{FORGOT_TEXTS.backToLogin}</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
