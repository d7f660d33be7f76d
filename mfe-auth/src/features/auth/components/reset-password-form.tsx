import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText } from '@talentbrug/api-client/auth-errors';
import { AUTH_ERRORS, RESET_TEXTS } from '@talentbrug/domain/auth/texts';
import { validateNewPassword } from '@talentbrug/domain/auth/validation';
import { DEFAULT_POST_LOGIN_ROUTE, RESET_SUCCESS_REDIRECT_MS } from '@talentbrug/domain/constants';
import { Button, buttonClass } from '@talentbrug/ui/button';
import { NewPasswordFields, useNewPassword } from '@talentbrug/ui/new-password-fields';
import { Link, useNavigate } from '@talentbrug/ui/router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styles from '../../../components/form.module.css';
import { useAuthForm } from '../../../hooks/use-auth-form.tsx';

/** The way to a new reset mail, where a link was used or ran out (this form and the page's notice). */
export function NewResetLink() {
  return (
    <Link to="/forgot-password" className={buttonClass('secondary')}>
      {RESET_TEXTS.newLink}
    </Link>
  );
}

function SuccessView() {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const timer = setTimeout(() => navigate(DEFAULT_POST_LOGIN_ROUTE, { replace: true }), RESET_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className={`${styles.form} ${styles.center}`} role="status">
      <span className={`${styles.badge} ${styles.badgeSuccess}`} aria-hidden="true">
        ✓
      </span>
      <h2 ref={heading} tabIndex={-1} className={styles.subtitle}>
        {RESET_TEXTS.savedTitle}
      </h2>
      <p className={styles.text}>{RESET_TEXTS.savedText}</p>
      <Link to={DEFAULT_POST_LOGIN_ROUTE} replace className={styles.link}>
        {RESET_TEXTS.toDashboard}
      </Link>
    </div>
  );
}

/**
 * Reset-password: form, then saving, then the success view and /dashboard after 2 seconds (spec 4).
 * The button stays enabled: a submit that cannot go yet says why under the field concerned,
 * which a disabled button cannot.
 */
export function ResetPasswordForm() {
  const { updatePassword } = useAuth();
  const { fail, check, send, busy, field, formProps, summary } = useAuthForm();
  const passwords = useNewPassword();
  const [saved, setSaved] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(validateNewPassword(passwords))) return;
    await send(async () => {
      const result = await updatePassword(passwords.password);
      if (result.success) {
        setSaved(true);
        return true;
      }
      if (result.code === 'current_password_required') {
        // Not a reset link's session (anymore): the link was used, is over an hour old, or the
        // athlete came here signed in. The new link, or /security with the current password.
        const [before, after] = RESET_TEXTS.needsFreshLink;
        fail(
          RESET_TEXTS.linkExpired,
          [],
          <>
            <p>
              {before} <Link to="/security">{RESET_TEXTS.security}</Link> {after}
            </p>
            <p>
              <NewResetLink />
            </p>
          </>,
        );
        return;
      }
      fail(authErrorText(result, AUTH_ERRORS.passwordSaveFailed), result.code === 'weak_password' ? ['password'] : []);
    });
  };

  if (saved) return <SuccessView />;

  return (
    <form className={styles.form} onSubmit={onSubmit} {...formProps}>
      {summary}
      <NewPasswordFields kind="change" {...passwords} field={field} />
      <Button type="submit" block loading={busy} loadingLabel={RESET_TEXTS.submitting}>
        {RESET_TEXTS.submit}
      </Button>
    </form>
  );
}
