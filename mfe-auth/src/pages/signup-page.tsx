import { routeTitle } from '@talentbrug/domain/routes';
import { Link } from 'react-router-dom';
import styles from '../components/auth-layout.module.css';
import { AuthLayout } from '../components/auth-layout.tsx';
import { SignupForm } from '../features/auth/components/signup-form.tsx';

export default function SignupPage() {
  return (
    <AuthLayout
      wide
      title={routeTitle('/signup')}
      lead="Maak gratis een account aan en zet de eerste stap naar een sportbeurs in Amerika."
      footer={
        <p className={styles.links}>
          Heb je al een account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
