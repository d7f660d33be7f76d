import { routeTitle } from '@talentbrug/domain/routes';
import { Page } from '@talentbrug/ui/page';

export default function ProfilePage() {
  return (
    <Page title={routeTitle('/profile')} lead="Je gegevens, je sportprestaties en je highlightvideo's op één plek." />
  );
}
