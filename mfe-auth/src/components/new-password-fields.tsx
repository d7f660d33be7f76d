import { confirmPasswordHint, passwordLengthHint } from '@talentbrug/domain/auth/passwords';
import { AUTH_LABELS } from '@talentbrug/domain/auth/texts';
import { PasswordField, withHint } from '@talentbrug/ui/field';
import type { useAuthForm } from '../hooks/use-auth-form.ts';

export interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPassword(value: string): void;
  onConfirmPassword(value: string): void;
  field: ReturnType<typeof useAuthForm>['field'];
  /** 'signup' asks for 'Wachtwoord'; a change of an existing one for 'Nieuw wachtwoord'. */
  kind: 'signup' | 'change';
}

/**
 * A new password and its repetition, with the hints that help while typing: the rule, how many
 * characters are still needed, and a mismatch once the repetition goes astray. A field's own
 * error (after a submit) takes the hint's place until the field is edited.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  onPassword,
  onConfirmPassword,
  field,
  kind,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={kind === 'signup' ? AUTH_LABELS.password : AUTH_LABELS.newPassword}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        aria-required="true"
        {...withHint(field('password'), passwordLengthHint(password))}
      />
      <PasswordField
        label={kind === 'signup' ? AUTH_LABELS.confirmPassword : AUTH_LABELS.confirmNewPassword}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => onConfirmPassword(e.target.value)}
        aria-required="true"
        {...withHint(field('confirmPassword'), confirmPasswordHint(password, confirmPassword))}
      />
    </>
  );
}
