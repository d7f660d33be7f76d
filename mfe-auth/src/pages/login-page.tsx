import { routeTitle } from '@talentbrug/domain/routes';
import { Page } from '@talentbrug/ui/page';

export default function LoginPage() {
  return <Page title={routeTitle('/login')} lead="Log in om verder te gaan met je profiel en je matches." />;
}
