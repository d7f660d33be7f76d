import { GENERIC_ERROR_TEXT } from '@talentbrug/api-client/auth-errors';
import { Alert } from '@talentbrug/ui/alert';
import { useCallback, useEffect, useRef, useState } from 'react';

interface Failure {
  message: string;
  attempt: number;
}

/** A failed call, said at the top of the form; it takes focus on every attempt (render it with `key`). */
function GateFailure({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <Alert ref={ref} tone="error" title={message} />;
}

/**
 * One call to the auth service at a time: busy while it runs, and what went wrong in Dutch
 * (an exception is the generic text). `failure` is the element to put above the form.
 */
export function useGateRequest(initialFailure: string | null = null) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<Failure | null>(initialFailure ? { message: initialFailure, attempt: 1 } : null);

  const fail = useCallback((message: string) => {
    setFailed((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }));
  }, []);

  const run = useCallback(
    async (action: () => Promise<void>) => {
      setBusy(true);
      setFailed(null);
      try {
        await action();
      } catch {
        fail(GENERIC_ERROR_TEXT);
      } finally {
        setBusy(false);
      }
    },
    [fail],
  );

  const failure = failed ? <GateFailure key={failed.attempt} message={failed.message} /> : null;
  return { busy, run, fail, failure, clearFailure: useCallback(() => setFailed(null), []) };
}
