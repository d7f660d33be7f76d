import { type SignInResult, type SignUpResult, useAuth } from '@talentbrug/api-client/auth';
import { PRODUCT_NAME, SIGNUP_PASSWORD_MIN } from '@talentbrug/domain/constants';
import { MESSAGES } from '@talentbrug/domain/onboarding/validation';
import { CheckboxField, PasswordField, TextField } from '@talentbrug/ui/field';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useOnboardingStore } from '../stores/onboarding-store.ts';
import styles from './onboarding.module.css';

type Mode = 'signup' | 'login';

const NO_CONNECTION = 'Geen verbinding met de server. Controleer je internet en probeer het opnieuw.';
const GENERIC = 'Er ging iets mis. Probeer het opnieuw.';

/** The auth service answers in English; the athlete reads Dutch (spec section 8, Auth). */
function signUpError(result: SignUpResult): { message: string; switchToLogin?: boolean } {
  if (result.code === 'user_already_exists' || result.code === 'email_exists') {
    return {
      message: 'Er bestaat al een account met dit e-mailadres. Log in om je onboarding te verzenden.',
      switchToLogin: true,
    };
  }
  if (result.code === 'weak_password') {
    return { message: 'Dit wachtwoord is te makkelijk te raden. Kies een langer wachtwoord met letters en cijfers.' };
  }
  if (result.status === 0) return { message: NO_CONNECTION };
  if (result.status === 429) return { message: 'Te veel pogingen achter elkaar. Wacht even en probeer het opnieuw.' };
  return { message: 'Registratie mislukt. Probeer het opnieuw.' };
}

function signInError(result: SignInResult): string {
  if (result.code === 'email_not_confirmed') {
    return 'Je e-mailadres is nog niet bevestigd. Klik eerst op de link in de bevestigingsmail.';
  }
  if (result.status === 0) return NO_CONNECTION;
  return 'Inloggen mislukt. Controleer je gegevens.';
}

/**
 * The account the submission is stored under, created in place (ARCHITECTURE.md section 4): the
 * e-mail comes from the wizard, and nothing the athlete answered leaves the draft while they
 * sign up, confirm their e-mail or log in.
 */
export function AccountGate({ onReady }: { onReady: () => Promise<void> }) {
  const { signUp, signIn, resendVerification } = useAuth();
  const account = useOnboardingStore((state) => state.account);
  const personal = useOnboardingStore((state) => state.data.personal);
  const goTo = useOnboardingStore((state) => state.goTo);
  const setAccount = useOnboardingStore((state) => state.setAccount);
  const wizardEmail = personal.email.trim();

  const [mode, setMode] = useState<Mode>('signup');
  const [loginEmail, setLoginEmail] = useState(wizardEmail);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'password' | 'confirm' | 'terms' | 'email', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [mfaNeeded, setMfaNeeded] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors({});
    setFormError(null);
    setMfaNeeded(false);
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFormError(null);
    try {
      await action();
    } catch {
      setFormError(GENERIC);
    } finally {
      setBusy(false);
    }
  };

  const onSignUp = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (password.length < SIGNUP_PASSWORD_MIN) found.password = 'Wachtwoord moet minimaal 8 karakters bevatten';
    if (confirm !== password) found.confirm = 'Wachtwoorden komen niet overeen';
    if (!terms) found.terms = MESSAGES.required;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    void run(async () => {
      const result = await signUp(wizardEmail, password, {
        first_name: personal.firstName.trim(),
        last_name: personal.lastName.trim(),
      });
      if (!result.success) {
        const { message, switchToLogin } = signUpError(result);
        if (switchToLogin) {
          switchMode('login');
          setLoginEmail(wizardEmail);
        }
        setFormError(message);
        return;
      }
      setPassword('');
      setConfirm('');
      if (result.needsConfirmation) {
        setAccount('awaiting-confirmation');
        return;
      }
      await onReady();
    });
  };

  const onSignIn = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (loginEmail.trim() === '') found.email = MESSAGES.required;
    if (password === '') found.password = MESSAGES.required;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    void run(async () => {
      const result = await signIn(loginEmail.trim(), password);
      if (!result.success) {
        setFormError(signInError(result));
        return;
      }
      setPassword('');
      if (result.mfaRequired) {
        setMfaNeeded(true);
        return;
      }
      await onReady();
    });
  };

  const onResend = () =>
    void run(async () => {
      const result = await resendVerification(wizardEmail);
      setNotice(
        result.success
          ? `We hebben de bevestigingsmail opnieuw gestuurd naar ${wizardEmail}.`
          : 'Kon verificatie e-mail niet verzenden',
      );
    });

  if (account === 'awaiting-confirmation') {
    return (
      <section className={`${styles.panel} ${styles.gate}`} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.gateTitle}>
          Bevestig je e-mailadres
        </h2>
        <p>
          We hebben een bevestigingsmail gestuurd naar <strong>{wizardEmail}</strong>. Klik op de link in die mail om je
          account te activeren.
        </p>
        <p>
          Kom daarna terug naar de onboarding (via Onboarding in het menu): al je antwoorden staan hier nog klaar en met
          één klik verstuur je ze.
        </p>
        {notice ? (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        ) : null}
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={styles.gateActions}>
          <button type="button" className={styles.secondaryButton} onClick={onResend} disabled={busy}>
            Stuur de mail opnieuw
          </button>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setAccount('needed');
              switchMode('login');
            }}
          >
            Al bevestigd? Log in
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className={`${styles.panel} ${styles.gate}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.gateTitle}>
        Nog één stap: je account
      </h2>
      <p>
        Je onboarding wordt opgeslagen in je eigen {PRODUCT_NAME}-account. Maak er gratis een aan, of log in als je al
        een account hebt. Je antwoorden blijven bewaard.
      </p>
      <fieldset className={styles.modeSwitch}>
        <legend className={styles.visuallyHidden}>Heb je al een account?</legend>
        <button
          type="button"
          aria-pressed={mode === 'signup'}
          className={mode === 'signup' ? styles.modeActive : styles.mode}
          onClick={() => switchMode('signup')}
        >
          Nieuw account
        </button>
        <button
          type="button"
          aria-pressed={mode === 'login'}
          className={mode === 'login' ? styles.modeActive : styles.mode}
          onClick={() => switchMode('login')}
        >
          Ik heb al een account
        </button>
      </fieldset>

      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      {mfaNeeded ? (
        <p className={styles.notice} role="status">
          Je account is extra beveiligd met een code. Log in via de{' '}
          <Link to="/login?redirect=%2Fonboarding">inlogpagina</Link>; daarna kom je hier terug en staat alles nog
          klaar.
        </p>
      ) : null}

      {mode === 'signup' ? (
        <form className={styles.gateForm} onSubmit={onSignUp} noValidate aria-label="Account aanmaken">
          <div className={styles.field}>
            <span className={styles.label}>E-mailadres</span>
            <p className={styles.readonlyValue}>
              {wizardEmail}{' '}
              <button type="button" className={styles.linkButton} onClick={() => goTo(0)}>
                Wijzig in stap 1
              </button>
            </p>
          </div>
          <PasswordField
            id={`${id}-password`}
            label="Wachtwoord"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            hint={`Minimaal ${SIGNUP_PASSWORD_MIN} tekens.`}
          />
          <PasswordField
            id={`${id}-confirm`}
            label="Herhaal wachtwoord"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={errors.confirm}
          />
          <CheckboxField
            id={`${id}-terms`}
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
            error={errors.terms}
            label={
              <>
                Ik ga akkoord met de{' '}
                <a href="/terms" target="_blank" rel="noopener">
                  algemene voorwaarden
                </a>{' '}
                en het{' '}
                <a href="/privacy" target="_blank" rel="noopener">
                  privacybeleid
                </a>
              </>
            }
          />
          <button type="submit" className={styles.primaryButton} disabled={busy}>
            {busy ? 'Bezig...' : `Account aanmaken en verzenden`}
          </button>
        </form>
      ) : (
        <form className={styles.gateForm} onSubmit={onSignIn} noValidate aria-label="Inloggen">
          <TextField
            id={`${id}-email`}
            type="email"
            label="E-mailadres"
            autoComplete="email"
            value={loginEmail}
            onChange={(event) => setLoginEmail(event.target.value)}
            error={errors.email}
          />
          <PasswordField
            id={`${id}-password`}
            label="Wachtwoord"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            hint={
              <a href="/forgot-password" target="_blank" rel="noopener">
                Wachtwoord vergeten?
              </a>
            }
          />
          <button type="submit" className={styles.primaryButton} disabled={busy}>
            {busy ? 'Bezig...' : 'Inloggen en verzenden'}
          </button>
        </form>
      )}
    </section>
  );
}
