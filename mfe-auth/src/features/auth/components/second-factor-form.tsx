import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText, GENERIC_ERROR_TEXT } from '@talentbrug/api-client/auth-errors';
import { Button } from '@talentbrug/ui/button';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { CodeField } from '../../../components/code-field.tsx';
import styles from '../../../components/form.module.css';
import { FormError } from '../../../components/form-error.tsx';
import { useFormFailure } from '../../../hooks/use-form-failure.ts';
import { normaliseCode, validateCode } from '../../../lib/validation.ts';

const CODE_FAILED = 'De code kon niet worden gecontroleerd. Probeer het opnieuw.';

/**
 * The second step of a login (or of a reset link) for an account with an authenticator:
 * the password alone gives aal1; this code lifts the session to aal2.
 */
export function SecondFactorForm({ intro }: { intro: string }) {
  const { verifySecondFactor, signOut } = useAuth();
  const codeId = useId();
  const { failure, fail, clear, errorId, field } = useFormFailure();
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // The code step replaces the form the user just sent: the code field is where they continue.
  useEffect(() => {
    document.getElementById(codeId)?.focus();
  }, [codeId]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateCode(code);
    if (invalid) return fail(invalid.message, invalid.fields);
    clear();
    setSubmitting(true);
    try {
      const result = await verifySecondFactor(normaliseCode(code));
      if (result.success) return;
      fail(authErrorText(result, CODE_FAILED), ['code']);
    } catch {
      fail(GENERIC_ERROR_TEXT);
    }
    setCode('');
    setSubmitting(false);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={failure ? errorId : undefined}>
      <h2 className={styles.subtitle}>Bevestig dat jij het bent</h2>
      <p className={styles.text}>{intro}</p>
      {failure ? <FormError key={failure.attempt} id={errorId} failure={failure} /> : null}
      <CodeField
        id={codeId}
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        {...field('code')}
        aria-required="true"
      />
      <div className={styles.actions}>
        <Button type="submit" loading={submitting} loadingLabel="Bezig met controleren...">
          Bevestigen
        </Button>
        <Button variant="secondary" onClick={() => void signOut()} disabled={submitting}>
          Annuleren
        </Button>
      </div>
    </form>
  );
}
