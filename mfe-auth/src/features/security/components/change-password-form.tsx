import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText } from '@talentbrug/api-client/auth-errors';
import { AUTH_ERRORS, AUTH_LABELS, AUTH_MESSAGES, SECURITY_TEXTS } from '@talentbrug/domain/auth/texts';
import { validatePasswordChange } from '@talentbrug/domain/auth/validation';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { PasswordField } from '@talentbrug/ui/field';
import { NewPasswordFields, useNewPassword } from '@talentbrug/ui/new-password-fields';
import { type FormEvent, useId, useState } from 'react';
import styles from '../../../components/form.module.css';
import { useAuthForm } from '../../../hooks/use-auth-form.tsx';

/**
 * A new password for a signed-in user, under the same rule as everywhere (PASSWORD_MIN). The
 * current password comes first: an open session alone (a shared family laptop) must not be enough
 * to take the account. The auth service checks it (GoTrue's `current_password`) with the sign-in's
 * own check and lock-out; a reset link's session uses /reset-password, which needs none.
 */
export function ChangePasswordForm() {
  const { updatePassword } = useAuth();
  const titleId = useId();
  const { fail, check, send, busy, field, formProps, summary } = useAuthForm();
  const passwords = useNewPassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [saved, setSaved] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    if (!check(validatePasswordChange({ currentPassword, ...passwords }))) return;
    await send(async () => {
      const result = await updatePassword(passwords.password, currentPassword);
      if (result.success) {
        passwords.clear();
        setCurrentPassword('');
        setSaved(true);
      } else if (result.code === 'current_password_invalid' || result.code === 'current_password_required') {
        // Under the field itself, which takes focus: the new password as typed stays.
        check({
          currentPassword:
            result.code === 'current_password_invalid'
              ? AUTH_MESSAGES.currentPasswordWrong
              : AUTH_MESSAGES.required.currentPassword,
        });
      } else {
        // Too many wrong current passwords answer as failed logins do (429): that field is the one.
        fail(authErrorText(result, AUTH_ERRORS.passwordSaveFailed), [
          result.status === 429 ? 'currentPassword' : 'password',
        ]);
      }
    });
  };

  return (
    <Card title={SECURITY_TEXTS.passwordTitle} titleId={titleId}>
      <form className={styles.form} onSubmit={onSubmit} {...formProps}>
        {summary}
        <div aria-live="polite">{saved ? <Alert tone="success" title={SECURITY_TEXTS.passwordChanged} /> : null}</div>
        <PasswordField
          label={AUTH_LABELS.currentPassword}
          name="currentPassword"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          aria-required="true"
          {...field('currentPassword')}
        />
        <NewPasswordFields kind="change" {...passwords} field={field} />
        <div>
          <Button type="submit" loading={busy} loadingLabel={SECURITY_TEXTS.passwordSaving}>
            {SECURITY_TEXTS.passwordSubmit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
