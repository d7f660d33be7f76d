import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText, GENERIC_ERROR_TEXT } from '@talentbrug/api-client/auth-errors';
import { AUTH_ERRORS, SECURITY_TEXTS } from '@talentbrug/domain/auth/texts';
import { validateNewPassword } from '@talentbrug/domain/auth/validation';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { NewPasswordFields } from '@talentbrug/ui/new-password-fields';
import { type FormEvent, useId, useState } from 'react';
import styles from '../../../components/form.module.css';
import { FormError } from '../../../components/form-error.tsx';
import { useAuthForm } from '../../../hooks/use-auth-form.ts';

/** A new password for a signed-in user, under the same rule as everywhere (PASSWORD_MIN). */
export function ChangePasswordForm() {
  const { updatePassword } = useAuth();
  const titleId = useId();
  const { failure, fail, check, errorId, field } = useAuthForm();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    if (!check(validateNewPassword({ password, confirmPassword }))) return;
    setSaving(true);
    try {
      const result = await updatePassword(password);
      if (result.success) {
        setPassword('');
        setConfirmPassword('');
        setSaved(true);
      } else {
        fail(authErrorText(result, AUTH_ERRORS.passwordSaveFailed), ['password']);
      }
    } catch {
      fail(GENERIC_ERROR_TEXT);
    }
    setSaving(false);
  };

  return (
    <Card title={SECURITY_TEXTS.passwordTitle} titleId={titleId}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={failure ? errorId : undefined}>
        {failure ? <FormError key={failure.attempt} id={errorId} failure={failure} /> : null}
        <div aria-live="polite">{saved ? <Alert tone="success" title={SECURITY_TEXTS.passwordChanged} /> : null}</div>
        <NewPasswordFields
          kind="change"
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
          field={field}
        />
        <div>
          <Button type="submit" loading={saving} loadingLabel={SECURITY_TEXTS.passwordSaving}>
            {SECURITY_TEXTS.passwordSubmit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
