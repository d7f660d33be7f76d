import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText } from '@talentbrug/api-client/auth-errors';
import { AUTH_ERRORS, AUTH_LABELS, SIGNUP_TEXTS, ACCOUNT_GATE_TEXTS as T } from '@talentbrug/domain/auth/texts';
import { type AuthField, validateNewPassword } from '@talentbrug/domain/auth/validation';
import { Button } from '@talentbrug/ui/button';
import { useFieldErrors } from '@talentbrug/ui/field';
import { NewPasswordFields, useNewPassword } from '@talentbrug/ui/new-password-fields';
import type { FormEvent } from 'react';
import styles from './account.module.css';
import { useGateRequest } from './gate-request.tsx';

/** Where the confirmation mail's link brings the athlete back: this onboarding, on this origin. */
export const ONBOARDING_RETURN_PATH = '/onboarding';

export interface GateSignupFormProps {
  /** The wizard's e-mail (step 1): the account is made for it. */
  email: string;
  firstName: string;
  lastName: string;
  onEditEmail(): void;
  /** Signed in at once (confirmed or not): the onboarding can be sent now. */
  onSignedIn(): Promise<void>;
  /** No session until the mail is confirmed (hosted Supabase requiring confirmation). */
  onAwaitingConfirmation(): void;
  /** The address has an account already: log in instead. */
  onExists(): void;
}

/**
 * A password for the wizard's e-mail, and the account is made. The terms and the privacy
 * statement were agreed to in the wizard's last step (its consent is recorded there), so this
 * form does not ask for them again.
 */
export function GateSignupForm({
  email,
  firstName,
  lastName,
  onEditEmail,
  onSignedIn,
  onAwaitingConfirmation,
  onExists,
}: GateSignupFormProps) {
  const { signUp } = useAuth();
  const { busy, run, fail, failure } = useGateRequest();
  const { show, field } = useFieldErrors<AuthField>();
  const passwords = useNewPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!show(validateNewPassword(passwords))) return;
    void run(async () => {
      const result = await signUp(
        email,
        passwords.password,
        { first_name: firstName.trim(), last_name: lastName.trim() },
        { redirectPath: ONBOARDING_RETURN_PATH },
      );
      if (!result.success) {
        if (result.code === 'user_already_exists' || result.code === 'email_exists') return onExists();
        return fail(authErrorText(result, AUTH_ERRORS.signupFailed));
      }
      if (result.signedIn) return onSignedIn();
      onAwaitingConfirmation();
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={T.signupForm}>
      {failure}
      <div>
        <span className={styles.label}>{AUTH_LABELS.email}</span>
        <p className={styles.readonly}>
          {email}
          <button type="button" className={styles.linkButton} onClick={onEditEmail}>
            {T.changeEmail}
          </button>
        </p>
      </div>
      <NewPasswordFields kind="signup" {...passwords} field={field} />
      <Button type="submit" className={styles.submit} loading={busy} loadingLabel={SIGNUP_TEXTS.submitting}>
        {T.signupSubmit}
      </Button>
    </form>
  );
}
