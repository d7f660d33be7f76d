import { GENERIC_ERROR_TEXT } from '@talentbrug/api-client/auth-errors';
import type { AuthField, AuthFieldErrors } from '@talentbrug/domain/auth/validation';
import { useFieldErrors } from '@talentbrug/ui/field';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { FormError } from '../components/form-error.tsx';

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
 * shows in one summary that takes focus (`summary`, usually the form's first child); the fields
 * it concerns point at it, and so does the form (`formProps`).
 */
export function useAuthForm() {
  const fields = useFieldErrors<AuthField>();
  const errorId = useId();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [busy, setBusy] = useState(false);
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

  /**
   * Sends the form: busy while `work` runs, and an error nobody foresaw (the network) shown as
   * the generic message. `work` answers true when it succeeded and the page moves on: the form
   * then stays busy until it is gone. Answers whether it succeeded.
   */
  const send = useCallback(
    async (work: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      let done = false;
      try {
        done = (await work()) === true;
      } catch {
        fail(GENERIC_ERROR_TEXT);
      }
      if (!done) setBusy(false);
      return done;
    },
    [fail],
  );

  const clear = useCallback(() => {
    clearFields();
    setFailure(null);
  }, [clearFields]);

  /** The props that tie a field to its messages; spread them on a TextField, PasswordField or CheckboxField. */
  const field = (name: AuthField) => {
    const fromService = failure?.fields.includes(name) ?? false;
    return { ...fields.field(name), invalid: fromService, describedBy: fromService ? errorId : undefined };
  };

  /** The form's own attributes: the browser's checks off (the form says what is missing), and a pointer to the summary. */
  const formProps = { noValidate: true, 'aria-describedby': failure ? errorId : undefined };
  const summary = failure ? <FormError key={failure.attempt} id={errorId} failure={failure} /> : null;

  return { fail, check, clear, send, busy, field, fieldId: fields.idOf, formProps, summary };
}
