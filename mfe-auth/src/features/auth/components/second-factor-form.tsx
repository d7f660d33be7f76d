import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText } from '@talentbrug/api-client/auth-errors';
import { AUTH_ERRORS, SECOND_FACTOR_TEXTS } from '@talentbrug/domain/auth/texts';
import { normaliseCode, validateCode } from '@talentbrug/domain/auth/validation';
import { Button } from '@talentbrug/ui/button';
import { type FormEvent, useEffect, useState } from 'react';
import { CodeField } from '../../../components/code-field.tsx';
import styles from '../../../components/form.module.css';
import { useAuthForm } from '../../../hooks/use-auth-form.tsx';

/**
 * The second step of a login (or of a reset link) for an account with an authenticator:
 * the password alone gives aal1; this code lifts the session to aal2.
 */
export function SecondFactorForm({ intro }: { intro: string }) {
  const { verifySecondFactor, signOut } = useAuth();
  const { fail, check, send, busy, field, fieldId, formProps, summary } = useAuthForm();
  const [code, setCode] = useState('');

  // The code step replaces the form the user just sent: the code field is where they continue.
  useEffect(() => {
    document.getElementById(fieldId('code'))?.focus();
  }, [fieldId]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(validateCode(code, 'app'))) return;
    const verified = await send(async () => {
      const result = await verifySecondFactor(normaliseCode(code));
      if (result.success) return true;
      fail(authErrorText(result, AUTH_ERRORS.codeCheckFailed), ['code']);
    });
    if (!verified) setCode('');
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} {...formProps}>
      <h2 className={styles.subtitle}>{SECOND_FACTOR_TEXTS.title}</h2>
      <p className={styles.text}>{intro}</p>
      {summary}
      <CodeField value={code} onChange={(e) => setCode(e.target.value)} {...field('code')} />
      <div className={styles.actions}>
        <Button type="submit" loading={busy} loadingLabel={SECOND_FACTOR_TEXTS.submitting}>
          {SECOND_FACTOR_TEXTS.submit}
        </Button>
        <Button variant="secondary" onClick={() => void signOut()} disabled={busy}>
          {SECOND_FACTOR_TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
