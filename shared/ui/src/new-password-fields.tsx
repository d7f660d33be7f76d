import { confirmPasswordHint, passwordLengthHint } from '@talentbrug/domain/auth/passwords';
import { AUTH_LABELS } from '@talentbrug/domain/auth/texts';
import { useState } from 'react';
import { PasswordField, type PasswordFieldProps, withHint } from './field.tsx';

/** What a form's error state puts on each field: `useFieldErrors().field`, or a wrapper adding `invalid`. */
type FieldState = Pick<PasswordFieldProps, 'id' | 'error' | 'onInput' | 'invalid' | 'describedBy'>;

export interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPassword(value: string): void;
  onConfirmPassword(value: string): void;
  field(name: 'password' | 'confirmPassword'): FieldState;
  /** 'signup' asks for 'Wachtwoord'; a change of an existing one for 'Nieuw wachtwoord'. */
  kind: 'signup' | 'change';
}

/**
 * The two values of a form that holds nothing but the new password: spread it on
 * NewPasswordFields, hand it to validateNewPassword, and `clear()` it once it is saved.
 */
export function useNewPassword() {
  const [password, onPassword] = useState('');
  const [confirmPassword, onConfirmPassword] = useState('');
  const clear = () => {
    onPassword('');
    onConfirmPassword('');
  };
  return { password, confirmPassword, onPassword, onConfirmPassword, clear };
}

/**
 * A new password and its repetition, with the hints that help while typing: the rule, how many
 * characters are still needed, and a mismatch once the repetition goes astray. A field's own
 * error (after a submit) takes the hint's place until the field is edited. Shared by every place
 * a password is chosen (mfe-auth's signup, reset and /security, the onboarding's account step),
 * so the rule and its hints read the same everywhere.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  onPassword,
  onConfirmPassword,
  field,
  kind,
}: NewPasswordFieldsProps) {
  // The same field twice: what differs is the value it holds, its words and the hint it gives.
  const fields = [
    {
      name: 'password',
      label: kind === 'signup' ? AUTH_LABELS.password : AUTH_LABELS.newPassword,
      value: password,
      onValue: onPassword,
      hint: passwordLengthHint(password),
    },
    {
      name: 'confirmPassword',
      label: kind === 'signup' ? AUTH_LABELS.confirmPassword : AUTH_LABELS.confirmNewPassword,
      value: confirmPassword,
      onValue: onConfirmPassword,
      hint: confirmPasswordHint(password, confirmPassword),
    },
  ] as const;
  return (
    <>
      {fields.map(({ name, label, value, onValue, hint }) => (
        <PasswordField
          key={name}
          label={label}
          name={name}
          autoComplete="new-password"
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-required="true"
          {...withHint(field(name), hint)}
        />
      ))}
    </>
  );
}
