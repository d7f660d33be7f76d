import { TERMS_VERSION } from '@talentbrug/domain/constants';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { SiteFooter } from '../features/footer/components/site-footer.tsx';
import { LegalArticle } from '../features/legal/components/legal-article.tsx';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '../features/legal/components/privacy-sections.tsx';

export default function PrivacyPage() {
  return (
    <div>
      <LegalArticle
        title={routeTitle('/privacy')}
        version={`Versie ${TERMS_VERSION}`}
        intro={PRIVACY_INTRO}
        sections={PRIVACY_SECTIONS}
      />
      <SiteFooter />
    </div>
  );
}
