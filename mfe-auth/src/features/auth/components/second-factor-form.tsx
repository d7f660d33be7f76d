import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText, GENERIC_ERROR_TEXT } from '@talentbrug/api-client/auth-errors';
import { AUTH_ERRORS, SECOND_FACTOR_TEXTS } from '@talentbrug/domain/auth/texts';
import { normaliseCode, validateCode } from '@talentbrug/domain/auth/validation';
import { Button } from '@talentbrug/ui/button';
import { type FormEvent, useEffect, useState } from 'react';
import { CodeField } from '../../../components/code-field.tsx';
import styles from '../../../components/form.module.css';
import { FormError } from '../../../components/form-error.tsx';
import { useAuthForm } from '../../../hooks/use-auth-form.ts';

/**
 * The second step of a login (or of a reset link) for an account with an authenticator:
 * the password alone gives aal1; this code lifts the session to aal2.
 */
export function SecondFactorForm({ intro }: { intro: string }) {
  const { verifySecondFactor, signOut } = useAuth();
  const { failure, fail, check, errorId, field, fieldId } = useAuthForm();
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // The code step replaces the form the user just sent: the code field is where they continue.
  useEffect(() => {
    document.getElementById(fieldId('code'))?.focus();
  }, [fieldId]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(validateCode(code, 'app'))) return;
    setSubmitting(true);
    try {
      const result = await verifySecondFactor(normaliseCode(code));
      if (result.success) return;
      fail(authErrorText(result, AUTH_ERRORS.codeCheckFailed), ['code']);
    } catch {
      fail(GENERIC_ERROR_TEXT);
    }
    setCode('');
    setSubmitting(false);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={failure ? errorId : undefined}>
      <h2 className={styles.subtitle}>{SECOND_FACTOR_TEXTS.title}</h2>
      <p className={styles.text}>{intro}</p>
      {failure ? <FormError key={failure.attempt} id={errorId} failure={failure} /> : null}
      <CodeField
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        aria-required="true"
        {...field('code')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={submitting} loadingLabel={SECOND_FACTOR_TEXTS.submitting}>
          {SECOND_FACTOR_TEXTS.submit}
        </Button>
        <Button variant="secondary" onClick={() => void signOut()} disabled={submitting}>
          {SECOND_FACTOR_TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
