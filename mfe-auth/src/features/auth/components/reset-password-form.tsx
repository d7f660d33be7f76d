import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText, GENERIC_ERROR_TEXT } from '@talentbrug/api-client/auth-errors';
import { DEFAULT_POST_LOGIN_ROUTE, RESET_PASSWORD_MIN, RESET_SUCCESS_REDIRECT_MS } from '@talentbrug/domain/constants';
import { Button } from '@talentbrug/ui/button';
import { PasswordField } from '@talentbrug/ui/field';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styles from '../../../components/form.module.css';
import { FormError } from '../../../components/form-error.tsx';
import { useFormFailure } from '../../../hooks/use-form-failure.ts';
import { MESSAGES, validateNewPassword } from '../../../lib/validation.ts';

const SAVE_FAILED = 'Je nieuwe wachtwoord kon niet worden opgeslagen. Probeer het opnieuw.';

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
        Wachtwoord gewijzigd!
      </h2>
      <p className={styles.text}>Je nieuwe wachtwoord is opgeslagen. We sturen je zo door naar je dashboard.</p>
      <Link to={DEFAULT_POST_LOGIN_ROUTE} replace className={styles.link}>
        Direct naar je dashboard
      </Link>
    </div>
  );
}

/** Reset-password: form, then saving, then the success view and /dashboard after 2 seconds (spec 4). */
export function ResetPasswordForm() {
  const { updatePassword } = useAuth();
  const { failure, fail, clear, errorId } = useFormFailure();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [status, setStatus] = useState<'form' | 'saving' | 'saved'>('form');

  const invalid = validateNewPassword({ password, confirmPassword }, 'reset');
  const tooShort = password.length < RESET_PASSWORD_MIN;
  const mismatch = confirmPassword !== '' && confirmPassword !== password;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invalid) return fail(invalid.message, invalid.fields);
    clear();
    setStatus('saving');
    try {
      const result = await updatePassword(password);
      if (result.success) return setStatus('saved');
      fail(authErrorText(result, SAVE_FAILED));
    } catch {
      fail(GENERIC_ERROR_TEXT);
    }
    setStatus('form');
  };

  if (status === 'saved') return <SuccessView />;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={failure ? errorId : undefined}>
      {failure ? <FormError key={failure.attempt} id={errorId} failure={failure} /> : null}
      <PasswordField
        label="Nieuw wachtwoord"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={tooShort ? MESSAGES.resetHint : undefined}
        hintTone="warning"
        aria-required="true"
      />
      <PasswordField
        label="Bevestig nieuw wachtwoord"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        hint={mismatch ? MESSAGES.mismatch : undefined}
        hintTone="warning"
        aria-required="true"
      />
      <Button
        type="submit"
        block
        disabled={invalid !== null}
        loading={status === 'saving'}
        loadingLabel="Bezig met opslaan..."
      >
        Wachtwoord opslaan
      </Button>
    </form>
  );
}
