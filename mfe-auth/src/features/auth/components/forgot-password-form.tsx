import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText, GENERIC_ERROR_TEXT } from '@talentbrug/api-client/auth-errors';
import { PRODUCT_NAME } from '@talentbrug/domain/constants';
import { Button } from '@talentbrug/ui/button';
import { TextField } from '@talentbrug/ui/field';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styles from '../../../components/form.module.css';
import { FormError } from '../../../components/form-error.tsx';
import { useFormFailure } from '../../../hooks/use-form-failure.ts';
import { validateEmail } from '../../../lib/validation.ts';

const SEND_FAILED = 'De e-mail kon niet worden verstuurd. Probeer het opnieuw.';

/** 'Check je e-mail!': the same words whether or not an account exists, so nobody can probe for addresses. */
function SentView({ email, onAgain }: { email: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.form}>
      <h2 ref={heading} tabIndex={-1} className={styles.subtitle}>
        Check je e-mail!
      </h2>
      <p className={styles.text}>
        Als er een account bestaat voor <span className={styles.email}>{email}</span>, hebben we een e-mail gestuurd met
        een link om een nieuw wachtwoord in te stellen.
      </p>
      <ol className={styles.steps}>
        <li>Open de e-mail van {PRODUCT_NAME}. Niets ontvangen? Kijk ook even in je spammap.</li>
        <li>Klik op de link in de e-mail.</li>
        <li>Kies een nieuw wachtwoord. Daarna ben je meteen ingelogd.</li>
      </ol>
      <p className={styles.muted}>Werkt de link niet meer? Vraag dan gewoon een nieuwe aan.</p>
      <div>
        <Button variant="secondary" onClick={onAgain}>
          Nieuwe link aanvragen
        </Button>
      </div>
    </div>
  );
}

/** Forgot-password: form, then the sent view (spec 4). */
export function ForgotPasswordForm() {
  const { resetPassword } = useAuth();
  const { failure, fail, clear, errorId, field } = useFormFailure();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    if (invalid) return fail(invalid.message, invalid.fields);
    clear();
    setSubmitting(true);
    try {
      const result = await resetPassword(email.trim());
      if (result.success) setSent(true);
      else fail(authErrorText(result, SEND_FAILED));
    } catch {
      fail(GENERIC_ERROR_TEXT);
    }
    setSubmitting(false);
  };

  if (sent) return <SentView email={email.trim()} onAgain={() => setSent(false)} />;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={failure ? errorId : undefined}>
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
      <Button type="submit" block loading={submitting} loadingLabel="Bezig met versturen...">
        Stuur mij een resetlink
      </Button>
    </form>
  );
}
