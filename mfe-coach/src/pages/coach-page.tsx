import { routeTitle } from '@talentbrug/domain/routes';
import { Page } from '@talentbrug/ui/page';

export default function CoachPage() {
  return (
    <Page title={routeTitle('/aicoach')} lead="Stel je vragen over sportbeurzen, NCAA-divisies, visa en je profiel." />
  );
}
