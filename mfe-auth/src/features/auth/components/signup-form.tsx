import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText, GENERIC_ERROR_TEXT } from '@talentbrug/api-client/auth-errors';
import { DEFAULT_POST_LOGIN_ROUTE, SIGNUP_PASSWORD_MIN } from '@talentbrug/domain/constants';
import { Button } from '@talentbrug/ui/button';
import { CheckboxField, PasswordField, TextField } from '@talentbrug/ui/field';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from '../../../components/form.module.css';
import { FormError } from '../../../components/form-error.tsx';
import { useFormFailure } from '../../../hooks/use-form-failure.ts';
import { type SignupInput, validateSignup } from '../../../lib/validation.ts';
import { rememberPendingEmail } from '../utils/pending-email.ts';

export const SIGNUP_FAILED = 'Registratie mislukt. Probeer het opnieuw.';

const EMPTY: SignupInput = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', terms: false };

/** The legal pages open in a new tab, so nothing typed here is lost on the way. */
function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {children}
      <span className={styles.srOnly}> (opent in een nieuw tabblad)</span>
    </a>
  );
}

export function SignupForm() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const { failure, fail, clear, errorId, field } = useFormFailure();
  const [input, setInput] = useState<SignupInput>(EMPTY);
  const [submitting, setSubmitting] = useState(false);

  const set =
    <K extends keyof SignupInput>(key: K) =>
    (value: SignupInput[K]) =>
      setInput((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateSignup(input);
    if (invalid) return fail(invalid.message, invalid.fields);
    clear();
    setSubmitting(true);
    const email = input.email.trim();
    try {
      const result = await signUp(email, input.password, {
        first_name: input.firstName.trim(),
        last_name: input.lastName.trim(),
      });
      if (result.success) {
        if (result.needsConfirmation) {
          rememberPendingEmail(email);
          navigate('/verify-email', { replace: true });
        } else {
          navigate(DEFAULT_POST_LOGIN_ROUTE, { replace: true });
        }
        return;
      }
      fail(authErrorText(result, SIGNUP_FAILED), result.code === 'weak_password' ? ['password'] : []);
    } catch {
      fail(GENERIC_ERROR_TEXT);
    }
    setSubmitting(false);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={failure ? errorId : undefined}>
      {failure ? <FormError key={failure.attempt} id={errorId} failure={failure} /> : null}
      <div className={styles.row}>
        <TextField
          label="Voornaam"
          name="firstName"
          autoComplete="given-name"
          value={input.firstName}
          onChange={(e) => set('firstName')(e.target.value)}
          aria-required="true"
          {...field('firstName')}
        />
        <TextField
          label="Achternaam"
          name="lastName"
          autoComplete="family-name"
          value={input.lastName}
          onChange={(e) => set('lastName')(e.target.value)}
          aria-required="true"
          {...field('lastName')}
        />
      </div>
      <TextField
        label="E-mailadres"
        type="email"
        name="email"
        autoComplete="email"
        value={input.email}
        onChange={(e) => set('email')(e.target.value)}
        aria-required="true"
        {...field('email')}
      />
      <PasswordField
        label="Wachtwoord"
        name="password"
        autoComplete="new-password"
        hint={`Minimaal ${SIGNUP_PASSWORD_MIN} karakters`}
        value={input.password}
        onChange={(e) => set('password')(e.target.value)}
        aria-required="true"
        {...field('password')}
      />
      <PasswordField
        label="Bevestig wachtwoord"
        name="confirmPassword"
        autoComplete="new-password"
        value={input.confirmPassword}
        onChange={(e) => set('confirmPassword')(e.target.value)}
        aria-required="true"
        {...field('confirmPassword')}
      />
      <CheckboxField
        name="terms"
        required
        checked={input.terms}
        onChange={(e) => set('terms')(e.target.checked)}
        {...field('terms')}
        label={
          <>
            Ik ga akkoord met de <NewTabLink to="/terms">algemene voorwaarden</NewTabLink> en het{' '}
            <NewTabLink to="/privacy">privacybeleid</NewTabLink>
          </>
        }
      />
      <Button type="submit" block loading={submitting} loadingLabel="Account wordt aangemaakt...">
        Account aanmaken
      </Button>
    </form>
  );
}
