import { type ReactNode, useCallback, useState } from 'react';
import type { FieldName } from '../lib/validation.ts';

export interface FormFailure {
  message: string;
  fields: FieldName[];
  /** More help under the message (a link to the next step). */
  extra?: ReactNode;
  /** Counts failed submits: the error summary re-mounts, and takes focus, on each one. */
  attempt: number;
}

/** A form's one error summary: what went wrong, which fields it is about, and a fresh focus per attempt. */
export function useFormFailure() {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const fail = useCallback((message: string, fields: FieldName[] = [], extra?: ReactNode) => {
    setFailure((previous) => ({ message, fields, extra, attempt: (previous?.attempt ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setFailure(null), []);
  const isInvalid = (field: FieldName) => failure?.fields.includes(field) ?? false;
  return { failure, fail, clear, isInvalid };
}
