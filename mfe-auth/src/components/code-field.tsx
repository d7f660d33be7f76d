import { TextField, type TextFieldProps } from '@talentbrug/ui/field';

/** The 6-digit code of an authenticator app: a numeric keypad on phones, and autofill where offered. */
export function CodeField(props: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  const { label = 'Code uit je authenticator-app', ...rest } = props;
  return (
    <TextField
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      placeholder="123456"
      {...rest}
    />
  );
}
