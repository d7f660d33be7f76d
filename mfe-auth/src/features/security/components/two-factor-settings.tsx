import { type TotpEnrolment, useAuth } from '@talentbrug/api-client/auth';
import { authErrorText, GENERIC_ERROR_TEXT } from '@talentbrug/api-client/auth-errors';
import { PRODUCT_NAME } from '@talentbrug/domain/constants';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { TextField } from '@talentbrug/ui/field';
import { Spinner } from '@talentbrug/ui/spinner';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { CodeField } from '../../../components/code-field.tsx';
import styles from '../../../components/form.module.css';
import { FormError } from '../../../components/form-error.tsx';
import { useFormFailure } from '../../../hooks/use-form-failure.ts';
import { normaliseCode, validateCode } from '../../../lib/validation.ts';
import local from './security.module.css';

const FACTOR_NAME = 'Authenticator-app';
const LOAD_FAILED = 'We konden je beveiligingsinstellingen niet ophalen. Probeer het opnieuw.';
const ACTION_FAILED = 'Dat lukte niet. Probeer het opnieuw.';

type View =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'off' }
  | { kind: 'enrolling'; enrolment: TotpEnrolment }
  | { kind: 'on'; factorId: string }
  | { kind: 'confirm-removal'; factorId: string };

/** Two-step login with an authenticator app (TOTP): switch on with a QR code and a first code, or switch off. */
export function TwoFactorSettings() {
  const { mfa } = useAuth();
  const titleId = useId();
  const codeId = useId();
  const { failure, fail, clear, errorId, field } = useFormFailure();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(async () => {
    setView({ kind: 'loading' });
    const result = await mfa.listFactors().catch(() => ({ success: false as const, factors: undefined }));
    if (!result.success) return setView({ kind: 'unavailable' });
    const verified = result.factors?.find((f) => f.factor_type === 'totp' && f.status === 'verified');
    setView(verified ? { kind: 'on', factorId: verified.id } : { kind: 'off' });
  }, [mfa]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (view.kind === 'enrolling') document.getElementById(codeId)?.focus();
  }, [view.kind, codeId]);

  /** Runs one step; a failure keeps the current view and shows the reason in Dutch. */
  const step = async (work: () => Promise<void>) => {
    clear();
    setNotice(null);
    setBusy(true);
    try {
      await work();
    } catch {
      fail(GENERIC_ERROR_TEXT);
    }
    setBusy(false);
  };

  const start = () =>
    step(async () => {
      // An enrolment abandoned earlier would clash with this one (same name); it was never usable.
      const listed = await mfa.listFactors();
      for (const stale of listed.factors?.filter((f) => f.factor_type === 'totp' && f.status !== 'verified') ?? []) {
        await mfa.unenroll(stale.id);
      }
      const result = await mfa.enrollTotp(FACTOR_NAME);
      if (!result.success || !result.enrolment) return fail(authErrorText(result, ACTION_FAILED));
      setCode('');
      setView({ kind: 'enrolling', enrolment: result.enrolment });
    });

  const confirm = (event: FormEvent<HTMLFormElement>, enrolment: TotpEnrolment) => {
    event.preventDefault();
    const invalid = validateCode(code);
    if (invalid) return fail(invalid.message, invalid.fields);
    return step(async () => {
      const result = await mfa.challengeAndVerify(enrolment.factorId, normaliseCode(code));
      if (!result.success) {
        setCode('');
        return fail(authErrorText(result, ACTION_FAILED), ['code']);
      }
      setView({ kind: 'on', factorId: enrolment.factorId });
      setNotice('Tweestapsverificatie staat aan. Vanaf nu vragen we bij het inloggen ook om een code.');
    });
  };

  const cancelEnrolment = (enrolment: TotpEnrolment) =>
    step(async () => {
      await mfa.unenroll(enrolment.factorId);
      setView({ kind: 'off' });
    });

  const remove = (factorId: string) =>
    step(async () => {
      const result = await mfa.unenroll(factorId);
      if (!result.success) return fail(authErrorText(result, ACTION_FAILED));
      setView({ kind: 'off' });
      setNotice('Tweestapsverificatie staat uit. Je logt nu alleen met je wachtwoord in.');
    });

  const errorSummary = failure ? <FormError key={failure.attempt} id={errorId} failure={failure} /> : null;

  return (
    <Card title="Tweestapsverificatie" titleId={titleId}>
      <div className={styles.form}>
        <div aria-live="polite">{notice ? <Alert tone="success" title={notice} /> : null}</div>
        {view.kind === 'loading' ? <Spinner /> : null}

        {view.kind === 'unavailable' ? (
          <>
            <Alert tone="error" title={LOAD_FAILED} />
            <div>
              <Button variant="secondary" onClick={() => void load()}>
                Opnieuw proberen
              </Button>
            </div>
          </>
        ) : null}

        {view.kind === 'off' ? (
          <>
            <p className={local.status}>
              <span className={local.off}>Staat uit</span>
            </p>
            <p className={styles.text}>
              Maak je account extra veilig: naast je wachtwoord vul je bij het inloggen een code in uit een
              authenticator-app op je telefoon, zoals Google Authenticator, Microsoft Authenticator of 1Password.
            </p>
            {errorSummary}
            <div>
              <Button onClick={() => void start()} loading={busy} loadingLabel="Bezig met voorbereiden...">
                Authenticator-app koppelen
              </Button>
            </div>
          </>
        ) : null}

        {view.kind === 'enrolling' ? (
          <form
            className={styles.form}
            onSubmit={(e) => void confirm(e, view.enrolment)}
            noValidate
            aria-describedby={failure ? errorId : undefined}
          >
            <ol className={styles.steps}>
              <li>Open je authenticator-app en kies voor een nieuw account toevoegen.</li>
              <li>Scan deze QR-code met je telefoon.</li>
              <li>Vul hieronder de code van 6 cijfers in die de app laat zien.</li>
            </ol>
            <img
              className={local.qr}
              src={view.enrolment.qrCode}
              alt={`QR-code om ${PRODUCT_NAME} aan je authenticator-app toe te voegen`}
              width={192}
              height={192}
            />
            <TextField
              label="Sleutel voor handmatige invoer"
              hint="Scannen lukt niet? Vul deze sleutel dan met de hand in je app in."
              value={view.enrolment.secret}
              readOnly
              className={local.secret}
              onFocus={(e) => e.currentTarget.select()}
            />
            {errorSummary}
            <CodeField
              id={codeId}
              name="code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              {...field('code')}
              aria-required="true"
            />
            <div className={styles.actions}>
              <Button type="submit" loading={busy} loadingLabel="Bezig met controleren...">
                Bevestigen
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => void cancelEnrolment(view.enrolment)}>
                Annuleren
              </Button>
            </div>
          </form>
        ) : null}

        {view.kind === 'on' ? (
          <>
            <p className={local.status}>
              <span className={local.on}>✓ Staat aan</span>
            </p>
            <p className={styles.text}>
              Bij het inloggen vragen we naast je wachtwoord om een code uit je authenticator-app.
            </p>
            {errorSummary}
            <div>
              <Button variant="danger" onClick={() => setView({ kind: 'confirm-removal', factorId: view.factorId })}>
                Tweestapsverificatie uitzetten
              </Button>
            </div>
          </>
        ) : null}

        {view.kind === 'confirm-removal' ? (
          <>
            <Alert tone="warning" title="Weet je het zeker?">
              <p>Zonder tweestapsverificatie log je alleen nog met je wachtwoord in.</p>
            </Alert>
            {errorSummary}
            <div className={styles.actions}>
              <Button
                variant="danger"
                onClick={() => void remove(view.factorId)}
                loading={busy}
                loadingLabel="Bezig met uitzetten..."
              >
                Ja, zet uit
              </Button>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => setView({ kind: 'on', factorId: view.factorId })}
              >
                Annuleren
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </Card>
  );
}
