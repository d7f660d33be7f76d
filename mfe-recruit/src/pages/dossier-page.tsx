import { routeTitle } from '@talentbrug/domain/routes';
import { Page } from '@talentbrug/ui/page';

/** /dossier, for a signed-in athlete (the shell guards the route). */
export default function DossierPage() {
  return <Page title={routeTitle('/dossier')} lead="Deze pagina is nieuw. Hier komt binnenkort meer." />;
}
