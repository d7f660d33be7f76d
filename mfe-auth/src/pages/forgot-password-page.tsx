import { routeTitle } from '@talentbrug/domain/routes';
import { Page } from '@talentbrug/ui/page';

export default function ForgotPasswordPage() {
  return (
    <Page
      title={routeTitle('/forgot-password')}
      lead="Vul je e-mailadres in, dan sturen we je een link om een nieuw wachtwoord in te stellen."
    />
  );
}
