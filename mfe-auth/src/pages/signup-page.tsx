import { routeTitle } from '@talentbrug/domain/routes';
import { Page } from '@talentbrug/ui/page';

export default function SignupPage() {
  return (
    <Page title={routeTitle('/signup')} lead="Maak gratis een account aan en zet de eerste stap naar een sportbeurs." />
  );
}
