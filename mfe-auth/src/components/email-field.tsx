import { AUTH_LABELS } from '@talentbrug/domain/auth/texts';
import { TextField, type TextFieldProps } from '@talentbrug/ui/field';

/** The account's e-mail address, as every form of this remote asks it: required, with the browser's autofill. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete'>) {
  return (
    <TextField
      label={AUTH_LABELS.email}
      type="email"
      name="email"
      autoComplete="email"
      aria-required="true"
      {...props}
    />
  );
}
