import { Alert } from '@talentbrug/ui/alert';
import { useEffect, useRef } from 'react';
import type { FormFailure } from '../hooks/use-auth-form.tsx';

/**
 * The error summary at the top of a form. It takes focus when it appears, so keyboard and
 * screen-reader users land on what went wrong; the invalid fields point back at it.
 * useAuthForm renders it with `key={failure.attempt}`, so every failed submit focuses it again.
 */
export function FormError({ id, failure }: { id: string; failure: FormFailure }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} id={id} tone="error" title={failure.message}>
      {failure.extra}
    </Alert>
  );
}
