import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText, GENERIC_ERROR_TEXT } from '@talentbrug/api-client/auth-errors';
import { AUTH_ERRORS, AUTH_LABELS, CONFIRM_TEXTS } from '@talentbrug/domain/auth/texts';
import { normaliseCode, validateCode, validateEmail } from '@talentbrug/domain/auth/validation';
import { RESEND_CONFIRMATION_VISIBLE_MS } from '@talentbrug/domain/constants';
import { Alert } from '@talentbrug/ui/alert';
import { Button, buttonClass } from '@talentbrug/ui/button';
import { Link } from '@talentbrug/ui/router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CodeField } from '../../../components/code-field.tsx';
import { EmailField } from '../../../components/email-field.tsx';
import styles from '../../../components/form.module.css';
import { useAuthForm } from '../../../hooks/use-auth-form.tsx';
import { forgetPendingEmail, readPendingEmail, rememberPendingEmail } from '../utils/pending-email.ts';

/** 'E-mailadres bevestigd', and the way back to where the user was going. */
function VerifiedView({ email, redirect }: { email: string; redirect: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`${styles.form} ${styles.center}`} role="status">
      <span className={`${styles.badge} ${styles.badgeSuccess}`} aria-hidden="true">
        ✓
      </span>
      <h2 ref={heading} tabIndex={-1} className={styles.subtitle}>
        {CONFIRM_TEXTS.confirmed}
      </h2>
      <p className={styles.text}>{CONFIRM_TEXTS.confirmedText(email)}</p>
      <Link to={redirect} className={buttonClass('primary', { block: true })}>
        {CONFIRM_TEXTS.onward(redirect)}
      </Link>
    </div>
  );
}

/**
 * The code from the confirmation mail (the link in it does the same), a resend (sending, then a
 * confirmation for 5 seconds), and a way on without confirming: the spec does not enforce it.
 * The code belongs to the signed-in user's address, or to the one the signup just mailed; when
 * neither is known (another tab) the form asks for it.
 */
function ConfirmForm({ knownEmail, redirect }: { knownEmail: string | null; redirect: string }) {
  const { resendVerification, verifyEmailCode } = useAuth();
  const { fail, check, send, busy, field, formProps, summary } = useAuthForm();
  const [typedEmail, setTypedEmail] = useState('');
  const [code, setCode] = useState('');
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const email = (knownEmail ?? typedEmail).trim();
  const emailProblems = () => (knownEmail ? {} : validateEmail(typedEmail));

  useEffect(() => {
    if (resend !== 'sent') return;
    const timer = setTimeout(() => setResend('idle'), RESEND_CONFIRMATION_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [resend]);

  const onVerify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check({ ...emailProblems(), ...validateCode(code, 'mail') })) return;
    const verified = await send(async () => {
      const result = await verifyEmailCode(email, normaliseCode(code));
      if (result.success) {
        // The store now holds the confirmed user: the page shows 'E-mailadres bevestigd'.
        forgetPendingEmail();
        return true;
      }
      fail(
        result.code === 'otp_expired' ? AUTH_ERRORS.mailCodeWrong : authErrorText(result, AUTH_ERRORS.codeCheckFailed),
        ['code'],
      );
    });
    if (!verified) setCode('');
  };

  const onResend = async () => {
    if (!check(emailProblems())) return;
    setResend('sending');
    try {
      const result = await resendVerification(email, { redirectPath: redirect });
      if (result.success) {
        rememberPendingEmail(email);
        return setResend('sent');
      }
      fail(authErrorText(result, AUTH_ERRORS.resendFailed));
    } catch {
      fail(GENERIC_ERROR_TEXT);
    }
    setResend('idle');
  };

  return (
    <form className={styles.form} onSubmit={onVerify} {...formProps}>
      <span className={styles.badge} aria-hidden="true">
        @
      </span>
      <h2 className={styles.subtitle}>{CONFIRM_TEXTS.title}</h2>
      {knownEmail ? (
        <p className={styles.text}>
          {CONFIRM_TEXTS.sentBefore}
          <span className={styles.email}>{knownEmail}</span>
          {CONFIRM_TEXTS.sentAfter}
        </p>
      ) : (
        <p className={styles.text}>{CONFIRM_TEXTS.unknownAddress}</p>
      )}
      {summary}
      {knownEmail ? null : (
        <EmailField value={typedEmail} onChange={(e) => setTypedEmail(e.target.value)} {...field('email')} />
      )}
      <CodeField
        label={AUTH_LABELS.mailCode}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        {...field('code')}
      />
      <Button type="submit" block loading={busy} loadingLabel={CONFIRM_TEXTS.submitting}>
        {CONFIRM_TEXTS.submit}
      </Button>
      <p className={styles.muted}>{CONFIRM_TEXTS.spam}</p>
      {/* Always in the page, so screen readers announce the confirmation when it appears. */}
      <div aria-live="polite">{resend === 'sent' ? <Alert tone="success" title={CONFIRM_TEXTS.resent} /> : null}</div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => void onResend()}
          loading={resend === 'sending'}
          loadingLabel={CONFIRM_TEXTS.resending}
        >
          {CONFIRM_TEXTS.resend}
        </Button>
        <Link to={redirect} className={styles.link}>
          {CONFIRM_TEXTS.skip(redirect)}
        </Link>
      </div>
    </form>
  );
}

/** Verify-email: the confirmation form until the signed-in user's address is confirmed, then the way on. */
export function VerifyEmailPanel({ redirect }: { redirect: string }) {
  const { user } = useAuth();
  if (user?.email && user.email_confirmed_at) return <VerifiedView email={user.email} redirect={redirect} />;
  return <ConfirmForm knownEmail={user?.email ?? readPendingEmail()} redirect={redirect} />;
}
