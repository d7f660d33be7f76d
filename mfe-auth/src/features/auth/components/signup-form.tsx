import { useAuth } from '@talentbrug/api-client/auth';
import { authErrorText } from '@talentbrug/api-client/auth-errors';
import { AUTH_ERRORS, AUTH_LABELS, SIGNUP_TEXTS } from '@talentbrug/domain/auth/texts';
import { type SignupInput, validateSignup } from '@talentbrug/domain/auth/validation';
import { Button } from '@talentbrug/ui/button';
import { CheckboxField, TextField } from '@talentbrug/ui/field';
import { NewPasswordFields } from '@talentbrug/ui/new-password-fields';
import { useNavigate } from '@talentbrug/ui/router';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { type FormEvent, useState } from 'react';
import { EmailField } from '../../../components/email-field.tsx';
import styles from '../../../components/form.module.css';
import { useAuthForm } from '../../../hooks/use-auth-form.tsx';
import { rememberPendingEmail } from '../utils/pending-email.ts';
import { withRedirect } from '../utils/safe-redirect.ts';

const EMPTY: SignupInput = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', terms: false };

/** The two name fields, side by side from 30rem, with the autofill each one takes. */
const NAME_FIELDS = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
] as const;

/** The legal pages open in a new tab, so nothing typed here is lost on the way. */
function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {children}
      <span className={hidden.visuallyHidden}> {AUTH_LABELS.newTab}</span>
    </a>
  );
}

/**
 * Signup. The confirmation mail's link returns to `redirect` (where the visitor was going).
 * With the address still unconfirmed the next page is /verify-email, whether the service
 * signed the user in at once (the embedded one) or waits for the mail (hosted, confirmation
 * required): there the mail's code can be typed, or the user goes on regardless.
 */
export function SignupForm({ redirect }: { redirect: string }) {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const { fail, check, send, busy, field, formProps, summary } = useAuthForm();
  const [input, setInput] = useState<SignupInput>(EMPTY);

  const set =
    <K extends keyof SignupInput>(key: K) =>
    (value: SignupInput[K]) =>
      setInput((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(validateSignup(input))) return;
    const email = input.email.trim();
    await send(async () => {
      const result = await signUp(
        email,
        input.password,
        { first_name: input.firstName.trim(), last_name: input.lastName.trim() },
        { redirectPath: redirect },
      );
      if (result.success) {
        if (result.needsConfirmation) {
          rememberPendingEmail(email);
          navigate(withRedirect('/verify-email', redirect), { replace: true });
        } else {
          navigate(redirect, { replace: true });
        }
        return true;
      }
      fail(authErrorText(result, AUTH_ERRORS.signupFailed), result.code === 'weak_password' ? ['password'] : []);
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} {...formProps}>
      {summary}
      <div className={styles.row}>
        {NAME_FIELDS.map(([name, autoComplete]) => (
          <TextField
            key={name}
            label={AUTH_LABELS[name]}
            name={name}
            autoComplete={autoComplete}
            value={input[name]}
            onChange={(e) => set(name)(e.target.value)}
            aria-required="true"
            {...field(name)}
          />
        ))}
      </div>
      <EmailField value={input.email} onChange={(e) => set('email')(e.target.value)} {...field('email')} />
      <NewPasswordFields
        kind="signup"
        password={input.password}
        confirmPassword={input.confirmPassword}
        onPassword={set('password')}
        onConfirmPassword={set('confirmPassword')}
        field={field}
      />
      <CheckboxField
        name="terms"
        required
        checked={input.terms}
        onChange={(e) => set('terms')(e.target.checked)}
        {...field('terms')}
        label={
          <>
            {SIGNUP_TEXTS.termsBefore}
            <NewTabLink to="/terms">{SIGNUP_TEXTS.terms}</NewTabLink>
            {SIGNUP_TEXTS.termsBetween}
            <NewTabLink to="/privacy">{SIGNUP_TEXTS.privacy}</NewTabLink>
          </>
        }
      />
      <Button type="submit" block loading={busy} loadingLabel={SIGNUP_TEXTS.submitting}>
        {SIGNUP_TEXTS.submit}
      </Button>
    </form>
  );
}
