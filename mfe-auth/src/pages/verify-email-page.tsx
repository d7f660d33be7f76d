import { useAuth } from '@talentbrug/api-client/auth';
import { routeTitle } from '@talentbrug/domain/routes';
import { Spinner } from '@talentbrug/ui/spinner';
import { AuthLayout } from '../components/auth-layout.tsx';
import { VerifyEmailPanel } from '../features/auth/components/verify-email-panel.tsx';

export default function VerifyEmailPage() {
  const { loading } = useAuth();
  return (
    <AuthLayout title={routeTitle('/verify-email')} lead="Nog één stap: bevestig je e-mailadres.">
      {loading ? <Spinner /> : <VerifyEmailPanel />}
    </AuthLayout>
  );
}
