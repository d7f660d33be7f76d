import { type TotpEnrolment, useAuth } from '@talentbrug/api-client/auth';
import { authErrorText } from '@talentbrug/api-client/auth-errors';
import { SECURITY_TEXTS as T } from '@talentbrug/domain/auth/texts';
import { normaliseCode, validateCode } from '@talentbrug/domain/auth/validation';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { CopyButton } from '@talentbrug/ui/copy-button';
import { Spinner } from '@talentbrug/ui/spinner';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { CodeField } from '../../../components/code-field.tsx';
import styles from '../../../components/form.module.css';
import { useAuthForm } from '../../../hooks/use-auth-form.tsx';
import local from './security.module.css';

/**
 * The TOTP secret to type by hand: in groups of four (as authenticator apps show it), wrapping
 * between groups so a phone shows all of it, and a copy button for the phone the app is on.
 */
function SecretKey({ secret }: { secret: string }) {
  const groups = secret.match(/.{1,4}/g) ?? [];
  return (
    <fieldset className={local.secretBlock}>
      <legend className={local.secretLabel}>{T.secretLabel}</legend>
      <p className={styles.muted}>{T.secretHint}</p>
      {/* Spans rather than spaces: a hand-made copy of the text has no spaces either. */}
      <code className={local.secret}>
        {groups.map((group, index) => (
          <span key={index}>{group}</span>
        ))}
      </code>
      <CopyButton value={secret} label={T.copySecret} copiedText={T.copied} failedText={T.copyFailed} />
    </fieldset>
  );
}

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
  const { fail, check, clear, send, busy, field, fieldId, formProps, summary } = useAuthForm();
  const [view, setView] = useState<View>({ kind: 'loading' });
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
    if (view.kind === 'enrolling') document.getElementById(fieldId('code'))?.focus();
  }, [view.kind, fieldId]);

  /** Runs one step; a failure keeps the current view and shows the reason in Dutch. */
  const step = async (work: () => Promise<void>) => {
    clear();
    setNotice(null);
    await send(work);
  };

  const start = () =>
    step(async () => {
      // An enrolment abandoned earlier would clash with this one (same name); it was never usable.
      const listed = await mfa.listFactors();
      for (const stale of listed.factors?.filter((f) => f.factor_type === 'totp' && f.status !== 'verified') ?? []) {
        await mfa.unenroll(stale.id);
      }
      const result = await mfa.enrollTotp(T.factorName);
      if (!result.success || !result.enrolment) return fail(authErrorText(result, T.actionFailed));
      setCode('');
      setView({ kind: 'enrolling', enrolment: result.enrolment });
    });

  const confirm = (event: FormEvent<HTMLFormElement>, enrolment: TotpEnrolment) => {
    event.preventDefault();
    if (!check(validateCode(code, 'app'))) return;
    return step(async () => {
      const result = await mfa.challengeAndVerify(enrolment.factorId, normaliseCode(code));
      if (!result.success) {
        setCode('');
        return fail(authErrorText(result, T.actionFailed), ['code']);
      }
      setView({ kind: 'on', factorId: enrolment.factorId });
      setNotice(T.enabled);
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
      if (!result.success) return fail(authErrorText(result, T.actionFailed));
      setView({ kind: 'off' });
      setNotice(T.disabled);
    });

  return (
    <Card title={T.twoFactorTitle} titleId={titleId}>
      <div className={styles.form}>
        <div aria-live="polite">{notice ? <Alert tone="success" title={notice} /> : null}</div>
        {view.kind === 'loading' ? <Spinner /> : null}

        {view.kind === 'unavailable' ? (
          <>
            <Alert tone="error" title={T.loadFailed} />
            <div>
              <Button variant="secondary" onClick={() => void load()}>
                {T.retry}
              </Button>
            </div>
          </>
        ) : null}

        {view.kind === 'off' ? (
          <>
            <p className={local.status}>
              <span className={local.off}>{T.off}</span>
            </p>
            <p className={styles.text}>{T.offText}</p>
            {summary}
            <div>
              <Button onClick={() => void start()} loading={busy} loadingLabel={T.starting}>
                {T.start}
              </Button>
            </div>
          </>
        ) : null}

        {view.kind === 'enrolling' ? (
          <form className={styles.form} onSubmit={(e) => void confirm(e, view.enrolment)} {...formProps}>
            <ol className={styles.steps}>
              {T.steps.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ol>
            <img className={local.qr} src={view.enrolment.qrCode} alt={T.qrAlt} width={192} height={192} />
            <SecretKey secret={view.enrolment.secret} />
            {summary}
            <CodeField value={code} onChange={(e) => setCode(e.target.value)} {...field('code')} />
            <div className={styles.actions}>
              <Button type="submit" loading={busy} loadingLabel={T.confirming}>
                {T.confirm}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => void cancelEnrolment(view.enrolment)}>
                {T.cancel}
              </Button>
            </div>
          </form>
        ) : null}

        {view.kind === 'on' ? (
          <>
            <p className={local.status}>
              <span className={local.on}>{T.on}</span>
            </p>
            <p className={styles.text}>{T.onText}</p>
            {summary}
            <div>
              <Button variant="danger" onClick={() => setView({ kind: 'confirm-removal', factorId: view.factorId })}>
                {T.disable}
              </Button>
            </div>
          </>
        ) : null}

        {view.kind === 'confirm-removal' ? (
          <>
            <Alert tone="warning" title={T.confirmDisableTitle}>
              <p>{T.confirmDisableText}</p>
            </Alert>
            {summary}
            <div className={styles.actions}>
              <Button
                variant="danger"
                onClick={() => void remove(view.factorId)}
                loading={busy}
                loadingLabel={T.disabling}
              >
                {T.disableYes}
              </Button>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => setView({ kind: 'on', factorId: view.factorId })}
              >
                {T.cancel}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </Card>
  );
}
