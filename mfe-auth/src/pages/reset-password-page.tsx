import { useAuth } from '@talentbrug/api-client/auth';
import { RESET_TEXTS, SECOND_FACTOR_TEXTS } from '@talentbrug/domain/auth/texts';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { Alert } from '@talentbrug/ui/alert';
import { Spinner } from '@talentbrug/ui/spinner';
import type { ReactNode } from 'react';
import { AuthLayout } from '../components/auth-layout.tsx';
import { NewResetLink, ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';
import { SecondFactorForm } from '../features/auth/components/second-factor-form.tsx';

function LinkExpired() {
  return (
    <Alert tone="warning" title={RESET_TEXTS.linkExpired}>
      <p>{RESET_TEXTS.linkExpiredText}</p>
      <p>
        <NewResetLink />
      </p>
    </Alert>
  );
}

/**
 * The target of the reset link: supabase-js turns the link's tokens into a session before
 * the page shows. Without one, or with the service's refusal in the address (`linkError`), the
 * link was invalid or used; with an authenticator on the
 * account, its code comes first (a password change needs aal2).
 */
export default function ResetPasswordPage() {
  const { session, loading, mfaRequired, linkError } = useAuth();

  let content: ReactNode;
  if (loading) {
    content = <Spinner />;
  } else if (linkError) {
    // The link came back refused (used, expired): a session this browser still holds is not its.
    content = <LinkExpired />;
  } else if (mfaRequired) {
    content = <SecondFactorForm intro={SECOND_FACTOR_TEXTS.beforeReset} />;
  } else if (session) {
    content = <ResetPasswordForm />;
  } else {
    content = <LinkExpired />;
  }

  return (
    <AuthLayout title={routeTitle('/reset-password')} lead={RESET_TEXTS.lead}>
      {content}
    </AuthLayout>
  );
}
