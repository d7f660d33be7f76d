import { SECURITY_TEXTS } from '@talentbrug/domain/auth/texts';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ChangePasswordForm } from '../features/security/components/change-password-form.tsx';
import { EmailAddressCard } from '../features/security/components/email-address-card.tsx';
import { TwoFactorSettings } from '../features/security/components/two-factor-settings.tsx';

/** /security (protected): two-step login with an authenticator app, a new password, and the login address. */
export default function SecurityPage() {
  return (
    <AuthLayout wide sections title={routeTitle('/security')} lead={SECURITY_TEXTS.lead}>
      <TwoFactorSettings />
      <ChangePasswordForm />
      <EmailAddressCard />
    </AuthLayout>
  );
}
