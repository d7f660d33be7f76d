import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText, GENERIC_ERROR_TEXT } from '@talentbrug/api-client/auth-errors';
import { AUTH_ERRORS, AUTH_LABELS, FORGOT_TEXTS } from '@talentbrug/domain/auth/texts';
import { validateEmail } from '@talentbrug/domain/auth/validation';
import { Button } from '@talentbrug/ui/button';
import { TextField } from '@talentbrug/ui/field';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styles from '../../../components/form.module.css';
import { FormError } from '../../../components/form-error.tsx';
import { useAuthForm } from '../../../hooks/use-auth-form.ts';

/** 'Check je e-mail!': the same words whether or not an account exists, so nobody can probe for addresses. */
function SentView({ email, onAgain }: { email: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.form}>
      <h2 ref={heading} tabIndex={-1} className={styles.subtitle}>
        {FORGOT_TEXTS.sentTitle}
      </h2>
      <p className={styles.text}>
        {FORGOT_TEXTS.sentBefore}
        <span className={styles.email}>{email}</span>
        {FORGOT_TEXTS.sentAfter}
      </p>
      <ol className={styles.steps}>
        {FORGOT_TEXTS.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={styles.muted}>{FORGOT_TEXTS.linkExpired}</p>
      <div>
        <Button variant="secondary" onClick={onAgain}>
          {FORGOT_TEXTS.again}
        </Button>
      </div>
    </div>
  );
}

/** Forgot-password: form, then the sent view (spec 4). */
export function ForgotPasswordForm() {
  const { resetPassword } = useAuth();
  const { failure, fail, check, errorId, field } = useAuthForm();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(validateEmail(email))) return;
    setSubmitting(true);
    try {
      const result = await resetPassword(email.trim());
      if (result.success) setSent(true);
      else fail(authErrorText(result, AUTH_ERRORS.mailFailed));
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
        label={AUTH_LABELS.email}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-required="true"
        {...field('email')}
      />
      <Button type="submit" block loading={submitting} loadingLabel={FORGOT_TEXTS.submitting}>
        {FORGOT_TEXTS.submit}
      </Button>
    </form>
  );
}
