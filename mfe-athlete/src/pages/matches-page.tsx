import { routeTitle } from '@talentbrug/domain/routes';
import { Page } from '@talentbrug/ui/page';

export default function MatchesPage() {
  return (
    <Page title={routeTitle('/matches')} lead="Universiteiten die passen bij jouw sport, niveau en studiewensen." />
  );
}
