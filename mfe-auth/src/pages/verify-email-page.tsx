import { useAuth } from '@talentbrug/api-client/auth';
import { CONFIRM_TEXTS } from '@talentbrug/domain/auth/texts';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { useSearchParams } from '@talentbrug/ui/router';
import { Spinner } from '@talentbrug/ui/spinner';
import { AuthLayout } from '../components/auth-layout.tsx';
import { VerifyEmailPanel } from '../features/auth/components/verify-email-panel.tsx';
import { safeRedirect } from '../features/auth/utils/safe-redirect.ts';

/** /verify-email; `?redirect=` (same-origin paths only, default the dashboard) is where the user goes on to. */
export default function VerifyEmailPage() {
  const { loading, user } = useAuth();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  return (
    <AuthLayout title={routeTitle('/verify-email')} lead={user?.email_confirmed_at ? undefined : CONFIRM_TEXTS.lead}>
      {loading ? <Spinner /> : <VerifyEmailPanel redirect={redirect} />}
    </AuthLayout>
  );
}
