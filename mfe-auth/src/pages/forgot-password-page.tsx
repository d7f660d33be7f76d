import { routeTitle } from '@talentbrug/domain/routes';
import { Link } from 'react-router-dom';
import styles from '../components/auth-layout.module.css';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';

export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      title={routeTitle('/forgot-password')}
      lead="Vul je e-mailadres in. Dan sturen we je een link waarmee je een nieuw wachtwoord instelt."
      footer={
        <p className={styles.links}>
          Weet je het weer? <Link to="/login">Terug naar inloggen</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
