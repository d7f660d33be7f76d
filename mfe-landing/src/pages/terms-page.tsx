import { TERMS_VERSION } from '@talentbrug/domain/constants';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { SiteFooter } from '../features/footer/components/site-footer.tsx';
import { LegalArticle } from '../features/legal/components/legal-article.tsx';
import { TERMS_INTRO, TERMS_SECTIONS } from '../features/legal/components/terms-sections.tsx';

export default function TermsPage() {
  return (
    <div>
      <LegalArticle
        title={routeTitle('/terms')}
        version={`Versie ${TERMS_VERSION}`}
        intro={TERMS_INTRO}
        sections={TERMS_SECTIONS}
      />
      <SiteFooter />
    </div>
  );
}
