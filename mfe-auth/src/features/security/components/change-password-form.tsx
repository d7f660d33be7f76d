import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText, GENERIC_ERROR_TEXT } from '@talentbrug/api-client/auth-errors';
import { SIGNUP_PASSWORD_MIN } from '@talentbrug/domain/constants';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { PasswordField } from '@talentbrug/ui/field';
import { type FormEvent, useId, useState } from 'react';
import styles from '../../../components/form.module.css';
import { FormError } from '../../../components/form-error.tsx';
import { useFormFailure } from '../../../hooks/use-form-failure.ts';
import { validateNewPassword } from '../../../lib/validation.ts';

const SAVE_FAILED = 'Je nieuwe wachtwoord kon niet worden opgeslagen. Probeer het opnieuw.';
export const PASSWORD_CHANGED = 'Je wachtwoord is gewijzigd.';

/** A new password for a signed-in user; the signup minimum (8) holds here. */
export function ChangePasswordForm() {
  const { updatePassword } = useAuth();
  const titleId = useId();
  const { failure, fail, clear, errorId, field } = useFormFailure();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const invalid = validateNewPassword({ password, confirmPassword }, 'change');
    if (invalid) return fail(invalid.message, invalid.fields);
    clear();
    setSaving(true);
    try {
      const result = await updatePassword(password);
      if (result.success) {
        setPassword('');
        setConfirmPassword('');
        setSaved(true);
      } else {
        fail(authErrorText(result, SAVE_FAILED), ['password']);
      }
    } catch {
      fail(GENERIC_ERROR_TEXT);
    }
    setSaving(false);
  };

  return (
    <Card title="Wachtwoord wijzigen" titleId={titleId}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={failure ? errorId : undefined}>
        {failure ? <FormError key={failure.attempt} id={errorId} failure={failure} /> : null}
        <div aria-live="polite">{saved ? <Alert tone="success" title={PASSWORD_CHANGED} /> : null}</div>
        <PasswordField
          label="Nieuw wachtwoord"
          name="password"
          autoComplete="new-password"
          hint={`Minimaal ${SIGNUP_PASSWORD_MIN} karakters`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-required="true"
          {...field('password')}
        />
        <PasswordField
          label="Bevestig nieuw wachtwoord"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          aria-required="true"
          {...field('confirmPassword')}
        />
        <div>
          <Button type="submit" loading={saving} loadingLabel="Bezig met opslaan...">
            Wachtwoord wijzigen
          </Button>
        </div>
      </form>
    </Card>
  );
}
