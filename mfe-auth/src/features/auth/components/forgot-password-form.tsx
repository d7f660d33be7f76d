import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText } from '@talentbrug/api-client/auth-errors';
import { AUTH_ERRORS, FORGOT_TEXTS } from '@talentbrug/domain/auth/texts';
import { validateEmail } from '@talentbrug/domain/auth/validation';
import { Button } from '@talentbrug/ui/button';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { EmailField } from '../../../components/email-field.tsx';
import styles from '../../../components/form.module.css';
import { useAuthForm } from '../../../hooks/use-auth-form.tsx';

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
  const { fail, check, send, busy, field, formProps, summary } = useAuthForm();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(validateEmail(email))) return;
    await send(async () => {
      const result = await resetPassword(email.trim());
      if (result.success) setSent(true);
      else fail(authErrorText(result, AUTH_ERRORS.mailFailed));
    });
  };

  if (sent) return <SentView email={email.trim()} onAgain={() => setSent(false)} />;

  return (
    <form className={styles.form} onSubmit={onSubmit} {...formProps}>
      {summary}
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} {...field('email')} />
      <Button type="submit" block loading={busy} loadingLabel={FORGOT_TEXTS.submitting}>
        {FORGOT_TEXTS.submit}
      </Button>
    </form>
  );
}
