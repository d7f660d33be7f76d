import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText } from '@talentbrug/api-client/auth-errors';
import { AUTH_ERRORS, AUTH_LABELS, LOGIN_TEXTS, ACCOUNT_GATE_TEXTS as T } from '@talentbrug/domain/auth/texts';
import { type AuthField, validateLogin } from '@talentbrug/domain/auth/validation';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { PasswordField, TextField, useFieldErrors } from '@talentbrug/ui/field';
import { Link } from '@talentbrug/ui/router';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { type FormEvent, useState } from 'react';
import styles from './account.module.css';
import { useGateRequest } from './gate-request.tsx';

export interface GateLoginFormProps {
  initialEmail: string;
  /** Why the athlete is here (the signup found an account for the address): shown at the top. */
  reason?: string | null;
  onSignedIn(): Promise<void>;
}

/** Logging in to an existing account, then the onboarding is sent under it. */
export function GateLoginForm({ initialEmail, reason = null, onSignedIn }: GateLoginFormProps) {
  const { signIn } = useAuth();
  const { busy, run, fail, failure } = useGateRequest(reason);
  const { show, field } = useFieldErrors<AuthField>();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [secondFactor, setSecondFactor] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!show(validateLogin({ email, password }))) return;
    setSecondFactor(false);
    void run(async () => {
      const result = await signIn(email.trim(), password);
      if (!result.success) return fail(authErrorText(result, AUTH_ERRORS.loginFailed));
      setPassword('');
      // The code step lives on the login page; it brings the athlete back here afterwards.
      if (result.mfaRequired) return setSecondFactor(true);
      await onSignedIn();
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={T.loginForm}>
      {failure}
      {secondFactor ? (
        <Alert tone="info">
          <p>
            {T.secondFactorBefore}
            <Link to="/login?redirect=%2Fonboarding">{T.secondFactorLink}</Link>
            {T.secondFactorAfter}
          </p>
        </Alert>
      ) : null}
      <TextField
        type="email"
        label={AUTH_LABELS.email}
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-required="true"
        {...field('email')}
      />
      <PasswordField
        label={AUTH_LABELS.password}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-required="true"
        {...field('password')}
        hint={
          <a href="/forgot-password" target="_blank" rel="noopener">
            {AUTH_LABELS.forgotPassword} <span className={hidden.visuallyHidden}>{AUTH_LABELS.newTab}</span>
          </a>
        }
      />
      <Button type="submit" className={styles.submit} loading={busy} loadingLabel={LOGIN_TEXTS.submitting}>
        {T.loginSubmit}
      </Button>
    </form>
  );
}
