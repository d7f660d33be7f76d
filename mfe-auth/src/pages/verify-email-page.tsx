import { routeTitle } from '@talentbrug/domain/routes';
import { Page } from '@talentbrug/ui/page';

export default function VerifyEmailPage() {
  return (
    <Page
      title={routeTitle('/verify-email')}
      lead="We hebben je een e-mail gestuurd. Klik op de link om je e-mailadres te bevestigen."
    />
  );
}
