import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText } from '@talentbrug/api-client/auth-errors';
import { AUTH_ERRORS, AUTH_LABELS, LOGIN_TEXTS } from '@talentbrug/domain/auth/texts';
import { validateLogin } from '@talentbrug/domain/auth/validation';
import { Button } from '@talentbrug/ui/button';
import { CheckboxField, PasswordField } from '@talentbrug/ui/field';
import { Link } from '@talentbrug/ui/router';
import { type FormEvent, useState } from 'react';
import { EmailField } from '../../../components/email-field.tsx';
import styles from '../../../components/form.module.css';
import { useAuthForm } from '../../../hooks/use-auth-form.tsx';
import { rememberPendingEmail } from '../utils/pending-email.ts';
import { withRedirect } from '../utils/safe-redirect.ts';

/**
 * E-mail, password and 'Onthoud mij'. Success needs no navigation here: the page follows
 * the auth state (on to the redirect, or to the code step when the account has 2FA).
 */
export function LoginForm({ redirect }: { redirect: string }) {
  const { signIn } = useAuth();
  const { fail, check, send, busy, field, formProps, summary } = useAuthForm();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(validateLogin({ email, password }))) return;
    await send(async () => {
      const result = await signIn(email.trim(), password, { remember });
      if (result.success) return true;
      const locked = result.code === 'over_request_rate_limit' || result.status === 429;
      const extra =
        result.code === 'email_not_confirmed' ? (
          <Link
            to={withRedirect('/verify-email', redirect)}
            className={styles.link}
            onClick={() => rememberPendingEmail(email.trim())}
          >
            {LOGIN_TEXTS.resendConfirmation}
          </Link>
        ) : locked ? (
          <Link to="/forgot-password" className={styles.link}>
            {LOGIN_TEXTS.lockedLink}
          </Link>
        ) : undefined;
      fail(locked ? AUTH_ERRORS.loginLocked : authErrorText(result, AUTH_ERRORS.loginFailed), [], extra);
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} {...formProps}>
      {summary}
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} {...field('email')} />
      <PasswordField
        label={AUTH_LABELS.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-required="true"
        {...field('password')}
      />
      <div className={styles.between}>
        <CheckboxField
          label={AUTH_LABELS.remember}
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        <Link to="/forgot-password" className={styles.link}>
          {AUTH_LABELS.forgotPassword}
        </Link>
      </div>
      <Button type="submit" block loading={busy} loadingLabel={LOGIN_TEXTS.submitting}>
        {LOGIN_TEXTS.submit}
      </Button>
    </form>
  );
}
