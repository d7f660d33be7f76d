import { useUpdateDossier } from '@talentbrug/api-client/dossier';
import { dutchDay, isoDay } from '@talentbrug/domain/dates';
import type { Dossier } from '@talentbrug/domain/dossier';
import { formatDate, formatDay } from '@talentbrug/domain/format';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { Field, TextField } from '@talentbrug/ui/field';
import { type FormEvent, useId, useState } from 'react';
import editor from '../../../components/editor.module.css';
import { useDossierForm } from '../hooks/use-dossier-form.ts';
import { errorMessage } from '../utils/errors.ts';
import { DOSSIER_TEXTS } from '../utils/texts.ts';
import styles from './dossier.module.css';

const texts = DOSSIER_TEXTS.consent;

type Key = 'parent_email' | 'given_on';

/**
 * The consent of a parent or guardian, for an athlete under 16 (or without a date of birth): their
 * address and the day they gave it, never later than today on the Dutch calendar. The server
 * records when it received it; what was typed stays in the form when it refuses. A consent the
 * parent gave in the wizard is on record already and said so first: nothing to record again.
 */
export function ConsentForm({ dossier }: { dossier: Dossier }) {
  const formId = useId();
  const recorded = dossier.parent_consent;
  const fromWizard = dossier.onboarding_consent ?? null;
  const [values, setValues] = useState<Record<Key, string>>(() => ({
    parent_email: recorded?.parent_email ?? dossier.parent_email ?? '',
    given_on: recorded?.given_on ?? '',
  }));
  const [announcement, setAnnouncement] = useState('');
  const idOf = (key: Key) => `${formId}-${key}`;
  // Messages by the write's path (`parent_consent.given_on`) go under their field.
  const { errors, formError, alertRef, clearError, save, saving } = useDossierForm<Key>({
    keys: ['parent_email', 'given_on'],
    fieldOf: (path) => path.replace(/^parent_consent\./, ''),
    idOf,
  });
  const today = dutchDay(new Date());
  const withdrawal = useUpdateDossier();
  const [confirming, setConfirming] = useState(false);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  const ask = () => {
    setWithdrawError(null);
    setAnnouncement('');
    setConfirming(true);
    focusLater(`${formId}-withdraw-no`);
  };
  const cancel = () => {
    setConfirming(false);
    setWithdrawError(null);
    focusLater(`${formId}-withdraw`);
  };
  /** The server refuses it while the dossier is public (the athlete still needs it): its reason stays here. */
  const withdraw = () => {
    setWithdrawError(null);
    withdrawal.mutate(
      { parent_consent: null },
      {
        onSuccess: () => {
          setConfirming(false);
          setAnnouncement(texts.withdrawn);
          focusLater(idOf('parent_email'));
        },
        onError: (failure) => {
          setWithdrawError(errorMessage(failure, DOSSIER_TEXTS.saveFailed));
          focusLater(`${formId}-withdraw-yes`);
        },
      },
    );
  };

  const set = (key: Key, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAnnouncement('');
    const body = { parent_consent: { parent_email: values.parent_email.trim(), given_on: values.given_on } };
    save(body, () => setAnnouncement(texts.saved));
  };

  return (
    <Card as="div" className={editor.card}>
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{texts.legend}</legend>
          <p className={editor.lead}>{texts.lead}</p>
          {fromWizard ? (
            <p className={editor.muted}>
              {texts.fromOnboarding(
                fromWizard.parent_name
                  ? `${fromWizard.parent_name} (${fromWizard.parent_email})`
                  : fromWizard.parent_email,
                formatDate(fromWizard.given_at) ?? fromWizard.given_at,
              )}
            </p>
          ) : null}
          {recorded ? (
            <p className={editor.muted}>
              {texts.recorded(recorded.parent_email, formatDay(recorded.given_on) ?? recorded.given_on)}
            </p>
          ) : null}
          {recorded && confirming ? (
            <fieldset className={`${styles.fieldset} ${styles.confirm}`}>
              <legend className={styles.subLegend}>{texts.withdrawConfirm(recorded.parent_email)}</legend>
              <div className={editor.actions}>
                <Button
                  id={`${formId}-withdraw-yes`}
                  variant="danger"
                  loading={withdrawal.isPending}
                  loadingLabel={texts.withdrawing}
                  aria-describedby={withdrawError ? `${formId}-withdraw-error` : undefined}
                  onClick={withdraw}
                >
                  {texts.withdrawYes}
                </Button>
                <Button id={`${formId}-withdraw-no`} variant="secondary" onClick={cancel}>
                  {texts.withdrawNo}
                </Button>
              </div>
              {withdrawError ? (
                <p id={`${formId}-withdraw-error`} className={styles.error} role="alert">
                  {withdrawError}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          {recorded && !confirming ? (
            <div className={`${editor.actions} ${styles.confirm}`}>
              <Button id={`${formId}-withdraw`} variant="secondary" onClick={ask}>
                {texts.withdraw}
              </Button>
            </div>
          ) : null}
          {formError ? <Alert tone="error" title={formError} ref={alertRef} className={styles.banner} /> : null}
          <div className={editor.form}>
            <TextField
              id={idOf('parent_email')}
              label={texts.email}
              type="email"
              autoComplete="off"
              value={values.parent_email}
              error={errors.parent_email}
              onChange={(event) => set('parent_email', event.currentTarget.value)}
            />
            <Field id={idOf('given_on')} label={texts.givenOn} hint={texts.givenOnHint} error={errors.given_on}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  max={today ? isoDay(today) : undefined}
                  value={values.given_on}
                  onChange={(event) => set('given_on', event.currentTarget.value)}
                />
              )}
            </Field>
            <div className={editor.actions}>
              <Button type="submit" loading={saving} loadingLabel={texts.saving}>
                {texts.save}
              </Button>
            </div>
          </div>
          <p className={styles.saved} role="status">
            {announcement}
          </p>
        </fieldset>
      </form>
    </Card>
  );
}
