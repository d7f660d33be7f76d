import { AUTH_LABELS } from '@talentbrug/domain/auth/texts';
import { TextField, type TextFieldProps } from '@talentbrug/ui/field';

/**
 * The required 6-digit code (authenticator app or e-mail): a numeric keypad on phones, and
 * autofill where offered.
 */
export function CodeField(props: Omit<TextFieldProps, 'label' | 'type' | 'name'> & { label?: string }) {
  const { label = AUTH_LABELS.appCode, ...rest } = props;
  return (
    <TextField
      label={label}
      type="text"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      placeholder="123456"
      aria-required="true"
      {...rest}
    />
  );
}
