import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText, GENERIC_ERROR_TEXT } from '@talentbrug/api-client/auth-errors';
import { DEFAULT_POST_LOGIN_ROUTE, RESEND_CONFIRMATION_VISIBLE_MS } from '@talentbrug/domain/constants';
import { Alert } from '@talentbrug/ui/alert';
import { Button, buttonClass } from '@talentbrug/ui/button';
import { TextField } from '@talentbrug/ui/field';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styles from '../../../components/form.module.css';
import { FormError } from '../../../components/form-error.tsx';
import { useFormFailure } from '../../../hooks/use-form-failure.ts';
import { validateEmail } from '../../../lib/validation.ts';
import { readPendingEmail, rememberPendingEmail } from '../utils/pending-email.ts';

export const RESEND_FAILED = 'Kon verificatie e-mail niet verzenden';
export const RESEND_DONE = 'Verificatie e-mail opnieuw verzonden! Check je inbox.';

function VerifiedView({ email }: { email: string }) {
  return (
    <div className={`${styles.form} ${styles.center}`}>
      <span className={`${styles.badge} ${styles.badgeSuccess}`} aria-hidden="true">
        ✓
      </span>
      <h2 className={styles.subtitle}>E-mail Geverifieerd!</h2>
      <p className={styles.text}>
        Je e-mailadres <span className={styles.email}>{email}</span> is bevestigd. Je kunt meteen aan de slag.
      </p>
      <Link to={DEFAULT_POST_LOGIN_ROUTE} className={buttonClass('primary', { block: true })}>
        Naar je dashboard
      </Link>
    </div>
  );
}

/** Verify-email: the address, a resend (sending, then a confirmation for 5 seconds), and a way on regardless. */
export function VerifyEmailPanel() {
  const { user, resendVerification } = useAuth();
  const { failure, fail, clear, errorId, field } = useFormFailure();
  const knownEmail = user?.email ?? readPendingEmail();
  const [typedEmail, setTypedEmail] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(() => setStatus('idle'), RESEND_CONFIRMATION_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (user?.email && user.email_confirmed_at) return <VerifiedView email={user.email} />;

  const onResend = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = (knownEmail ?? typedEmail).trim();
    const invalid = validateEmail(email);
    if (invalid) return fail(invalid.message, invalid.fields);
    clear();
    setStatus('sending');
    try {
      const result = await resendVerification(email);
      if (result.success) {
        rememberPendingEmail(email);
        return setStatus('sent');
      }
      fail(authErrorText(result, RESEND_FAILED));
    } catch {
      fail(GENERIC_ERROR_TEXT);
    }
    setStatus('idle');
  };

  return (
    <form className={styles.form} onSubmit={onResend} noValidate aria-describedby={failure ? errorId : undefined}>
      <span className={styles.badge} aria-hidden="true">
        @
      </span>
      <h2 className={styles.subtitle}>Bevestig je e-mailadres</h2>
      {knownEmail ? (
        <p className={styles.text}>
          We hebben een e-mail gestuurd naar <span className={styles.email}>{knownEmail}</span>. Klik op de link in die
          e-mail om je account te activeren.
        </p>
      ) : (
        <p className={styles.text}>
          Klik op de link in de e-mail die we je hebben gestuurd. Niets ontvangen? Vul je e-mailadres in, dan sturen we
          hem opnieuw.
        </p>
      )}
      {failure ? <FormError key={failure.attempt} id={errorId} failure={failure} /> : null}
      {/* Always in the page, so screen readers announce the confirmation when it appears. */}
      <div aria-live="polite">{status === 'sent' ? <Alert tone="success" title={RESEND_DONE} /> : null}</div>
      {knownEmail ? null : (
        <TextField
          label="E-mailadres"
          type="email"
          name="email"
          autoComplete="email"
          value={typedEmail}
          onChange={(e) => setTypedEmail(e.target.value)}
          {...field('email')}
          aria-required="true"
        />
      )}
      <p className={styles.muted}>Geen e-mail gezien? Kijk ook in je spammap.</p>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={status === 'sending'} loadingLabel="Bezig met versturen...">
          Verstuur verificatie e-mail opnieuw
        </Button>
        <Link to={DEFAULT_POST_LOGIN_ROUTE} className={styles.link}>
          Toch naar het dashboard
        </Link>
      </div>
    </form>
  );
}
