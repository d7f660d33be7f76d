import { COACH_PERSONA } from '@talentbrug/domain/constants';
import { Page } from '@talentbrug/ui/page';
import { OnboardingWizard } from '../features/onboarding/components/onboarding-wizard.tsx';

export default function OnboardingPage() {
  return (
    <Page
      title={`Onboarding met AI-coach ${COACH_PERSONA}`}
      lead="In zes stappen maken we samen je sportprofiel klaar voor coaches in Amerika. Wat je invult, bewaren we tot je het verstuurt: in deze browser en, als je bent ingelogd, bij je account."
    >
      <OnboardingWizard />
    </Page>
  );
}
