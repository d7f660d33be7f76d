import { Page } from '@talentbrug/ui/page';
import { Link } from 'react-router-dom';

export default function LandingPage() {
  return (
    <Page
      title="Van Nederlands talent naar een sportbeurs in Amerika"
      lead="Talentbrug begeleidt student-atleten stap voor stap naar een sportbeurs en een plek op een Amerikaanse universiteit."
    >
      <p>
        <Link to="/onboarding">Start Gratis</Link>
      </p>
    </Page>
  );
}
