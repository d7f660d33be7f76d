import { routeTitle } from '@talentbrug/domain/routes';
import { Page } from '@talentbrug/ui/page';

export default function DashboardPage() {
  return (
    <Page title={routeTitle('/dashboard')} lead="Je overzicht: profielscore, matches en tips van je AI Coach.">
      {__BUILD_LABEL__ ? <p>Versie {__BUILD_LABEL__}</p> : null}
    </Page>
  );
}
