import { type ReactNode, useCallback, useId, useState } from 'react';
import type { FieldName } from '../lib/validation.ts';

export interface FormFailure {
  message: string;
  fields: FieldName[];
  /** More help under the message (a link to the next step). */
  extra?: ReactNode;
  /** Counts failed submits: the error summary re-mounts, and takes focus, on each one. */
  attempt: number;
}

/**
 * A form's one error summary: what went wrong, which fields it is about, and a fresh focus per
 * attempt. `errorId` is the summary's id (FormError); `field(name)` gives a field the props that
 * mark it invalid and point it at that summary when the failure is about it.
 */
export function useFormFailure() {
  const errorId = useId();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const fail = useCallback((message: string, fields: FieldName[] = [], extra?: ReactNode) => {
    setFailure((previous) => ({ message, fields, extra, attempt: (previous?.attempt ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setFailure(null), []);
  const isInvalid = (field: FieldName) => failure?.fields.includes(field) ?? false;
  const field = (name: FieldName) =>
    isInvalid(name) ? { invalid: true, describedBy: errorId } : { invalid: false, describedBy: undefined };
  return { failure, fail, clear, isInvalid, errorId, field };
}
