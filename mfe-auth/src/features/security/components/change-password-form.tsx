import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText } from '@talentbrug/api-client/auth-errors';
import { AUTH_ERRORS, SECURITY_TEXTS } from '@talentbrug/domain/auth/texts';
import { validateNewPassword } from '@talentbrug/domain/auth/validation';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { NewPasswordFields, useNewPassword } from '@talentbrug/ui/new-password-fields';
import { type FormEvent, useId, useState } from 'react';
import styles from '../../../components/form.module.css';
import { useAuthForm } from '../../../hooks/use-auth-form.tsx';

/** A new password for a signed-in user, under the same rule as everywhere (PASSWORD_MIN). */
export function ChangePasswordForm() {
  const { updatePassword } = useAuth();
  const titleId = useId();
  const { fail, check, send, busy, field, formProps, summary } = useAuthForm();
  const passwords = useNewPassword();
  const [saved, setSaved] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    if (!check(validateNewPassword(passwords))) return;
    await send(async () => {
      const result = await updatePassword(passwords.password);
      if (result.success) {
        passwords.clear();
        setSaved(true);
      } else {
        fail(authErrorText(result, AUTH_ERRORS.passwordSaveFailed), ['password']);
      }
    });
  };

  return (
    <Card title={SECURITY_TEXTS.passwordTitle} titleId={titleId}>
      <form className={styles.form} onSubmit={onSubmit} {...formProps}>
        {summary}
        <div aria-live="polite">{saved ? <Alert tone="success" title={SECURITY_TEXTS.passwordChanged} /> : null}</div>
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
