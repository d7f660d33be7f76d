import type { AuthField, AuthFieldErrors } from '@talentbrug/domain/auth/validation';
import { useFieldErrors } from '@talentbrug/ui/field';
import { type ReactNode, useCallback, useId, useState } from 'react';

export interface FormFailure {
  message: string;
  /** The fields the service's answer is about (a weak password): marked invalid, pointing at the message. */
  fields: AuthField[];
  /** More help under the message (a link to the next step). */
  extra?: ReactNode;
  /** Counts failed submits: the error summary re-mounts, and takes focus, on each one. */
  attempt: number;
}

/**
 * A form's two kinds of trouble. What the form itself can tell (an empty or too short field)
 * shows under that field and focuses it (`useFieldErrors`). What only the service can tell
 * shows in one summary at the top that takes focus (FormError); the fields it concerns point
 * at it.
 */
export function useAuthForm() {
  const fields = useFieldErrors<AuthField>();
  const errorId = useId();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const { show, clear: clearFields } = fields;

  /** Shows the form's own findings; true when the form may be sent. */
  const check = useCallback(
    (errors: AuthFieldErrors): boolean => {
      setFailure(null);
      return show(errors);
    },
    [show],
  );

  const fail = useCallback((message: string, failed: AuthField[] = [], extra?: ReactNode) => {
    setFailure((previous) => ({ message, fields: failed, extra, attempt: (previous?.attempt ?? 0) + 1 }));
  }, []);

  const clear = useCallback(() => {
    clearFields();
    setFailure(null);
  }, [clearFields]);

  /** The props that tie a field to its messages; spread them on a TextField, PasswordField or CheckboxField. */
  const field = (name: AuthField) => {
    const fromService = failure?.fields.includes(name) ?? false;
    return { ...fields.field(name), invalid: fromService, describedBy: fromService ? errorId : undefined };
  };

  return { failure, fail, check, clear, errorId, field, fieldId: fields.idOf };
}
