import { FeatureCards } from '../features/capabilities/components/feature-cards.tsx';
import { FinalCta } from '../features/cta/components/final-cta.tsx';
import { FaqSection } from '../features/faq/components/faq-section.tsx';
import { SiteFooter } from '../features/footer/components/site-footer.tsx';
import { FEATURES_HEADING_ID, FEATURES_SECTION_ID, Hero } from '../features/hero/components/hero.tsx';
import { StatsRow } from '../features/stats/components/stats-row.tsx';
import { SuccessStories } from '../features/stories/components/success-stories.tsx';
import { UniversityCards } from '../features/universities/components/university-cards.tsx';

export default function LandingPage() {
  return (
    <div>
      <Hero />
      <StatsRow />
      <UniversityCards />
      <FeatureCards id={FEATURES_SECTION_ID} headingId={FEATURES_HEADING_ID} />
      <SuccessStories />
      <FaqSection />
      <FinalCta />
      <SiteFooter />
    </div>
  );
}
