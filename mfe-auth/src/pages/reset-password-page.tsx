import { routeTitle } from '@talentbrug/domain/routes';
import { Page } from '@talentbrug/ui/page';

export default function ResetPasswordPage() {
  return <Page title={routeTitle('/reset-password')} lead="Kies een nieuw wachtwoord voor je account." />;
}
