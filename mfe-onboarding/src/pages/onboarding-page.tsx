import { routeTitle } from '@talentbrug/domain/routes';
import { Page } from '@talentbrug/ui/page';

export default function OnboardingPage() {
  return <Page title={routeTitle('/onboarding')} lead="In zes stappen maken we samen je sportprofiel compleet." />;
}
