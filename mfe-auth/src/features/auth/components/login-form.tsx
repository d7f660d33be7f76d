import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText, GENERIC_ERROR_TEXT } from '@talentbrug/api-client/auth-errors';
import { Button } from '@talentbrug/ui/button';
import { CheckboxField, PasswordField, TextField } from '@talentbrug/ui/field';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import styles from '../../../components/form.module.css';
import { FormError } from '../../../components/form-error.tsx';
import { useFormFailure } from '../../../hooks/use-form-failure.ts';
import { validateLogin } from '../../../lib/validation.ts';
import { rememberPendingEmail } from '../utils/pending-email.ts';

export const LOGIN_FAILED = 'Inloggen mislukt. Controleer je gegevens.';
/**
 * The password is locked for this network after many wrong guesses (by anyone). The reset mail
 * is the way in nobody can block: its link signs the owner in, and that network is trusted after.
 */
export const LOGIN_LOCKED =
  "Te veel mislukte inlogpogingen. Wacht een kwartier, of kies 'Wachtwoord vergeten?': met de link in die e-mail kom je altijd direct binnen.";

/**
 * E-mail, password and 'Onthoud mij'. Success needs no navigation here: the page follows
 * the auth state (on to the redirect, or to the code step when the account has 2FA).
 */
export function LoginForm() {
  const { signIn } = useAuth();
  const { failure, fail, clear, errorId, field } = useFormFailure();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateLogin({ email, password });
    if (invalid) return fail(invalid.message, invalid.fields);
    clear();
    setSubmitting(true);
    try {
      const result = await signIn(email.trim(), password, { remember });
      if (result.success) return;
      const locked = result.code === 'over_request_rate_limit' || result.status === 429;
      const extra =
        result.code === 'email_not_confirmed' ? (
          <Link to="/verify-email" className={styles.link} onClick={() => rememberPendingEmail(email.trim())}>
            Stuur de bevestigingsmail opnieuw
          </Link>
        ) : locked ? (
          <Link to="/forgot-password" className={styles.link}>
            Stuur me een inloglink
          </Link>
        ) : undefined;
      fail(locked ? LOGIN_LOCKED : authErrorText(result, LOGIN_FAILED), [], extra);
    } catch {
      fail(GENERIC_ERROR_TEXT);
    }
    setSubmitting(false);
  };

  const describedBy = failure ? errorId : undefined;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={describedBy}>
      {failure ? <FormError key={failure.attempt} id={errorId} failure={failure} /> : null}
      <TextField
        label="E-mailadres"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        {...field('email')}
        aria-required="true"
      />
      <PasswordField
        label="Wachtwoord"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        {...field('password')}
        aria-required="true"
      />
      <div className={styles.between}>
        <CheckboxField label="Onthoud mij" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        <Link to="/forgot-password" className={styles.link}>
          Wachtwoord vergeten?
        </Link>
      </div>
      <Button type="submit" block loading={submitting} loadingLabel="Bezig met inloggen...">
        Inloggen
      </Button>
    </form>
  );
}
