import { PRODUCT_NAME } from '@talentbrug/domain/constants';
import { getValue } from '@talentbrug/domain/onboarding/data';
import {
  fieldLabel,
  ONBOARDING_STEPS,
  STEP_COUNT,
  shownOptions,
  visibleFields,
} from '@talentbrug/domain/onboarding/steps';
import { completionPercentage } from '@talentbrug/domain/onboarding/validation';
import { ProgressBar } from '@talentbrug/ui/progress-bar';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useOnboardingWizard } from '../hooks/use-onboarding-wizard.ts';
import { useOnboardingStore } from '../stores/onboarding-store.ts';
import { STEP_HEADING_ID } from '../utils/field-id.ts';
import { SUBMIT_TEXTS } from '../utils/texts.ts';
import { AccountGate } from './account-gate.tsx';
import { CoachChat } from './coach-chat.tsx';
import { FormField } from './form-field.tsx';
import styles from './onboarding.module.css';
import { ProfileOverview } from './profile-overview.tsx';
import { ProgressPanel } from './progress-panel.tsx';

const ConsentLinks = () => (
  <p className={styles.helper}>
    Lees de{' '}
    <a href="/terms" target="_blank" rel="noopener">
      voorwaarden
    </a>{' '}
    en het{' '}
    <a href="/privacy" target="_blank" rel="noopener">
      privacybeleid
    </a>{' '}
    (openen in een nieuw tabblad).
  </p>
);

/** Why a parent joins the last step, with the privacy statement's section on it. */
const GuardianNote = ({ text }: { text: string }) => (
  <div className={styles.note}>
    <p>{text}</p>
    <p>
      <a href="/privacy#jonger-dan-16" target="_blank" rel="noopener">
        Wat de privacyverklaring hierover zegt
      </a>{' '}
      (opent in een nieuw tabblad).
    </p>
  </div>
);

/** The six-step wizard with the coach beside it: the form first, the panels below it on a phone. */
export function OnboardingWizard() {
  const { next, back, submit, signedIn } = useOnboardingWizard();
  const stepIndex = useOnboardingStore((state) => state.stepIndex);
  const data = useOnboardingStore((state) => state.data);
  const errors = useOnboardingStore((state) => state.errors);
  const notes = useOnboardingStore((state) => state.notes);
  const status = useOnboardingStore((state) => state.status);
  const account = useOnboardingStore((state) => state.account);
  const setField = useOnboardingStore((state) => state.setField);

  const step = ONBOARDING_STEPS[stepIndex] ?? ONBOARDING_STEPS[0];
  if (!step) return null;
  const isLast = stepIndex === STEP_COUNT - 1;
  // The date of birth decides which fields the last step asks; a render is recent enough a clock.
  const now = new Date();
  const fields = visibleFields(step, data, now);
  const note = step.noteFor?.(data, now) ?? null;
  const saving = status === 'loading';
  const done = status === 'success';
  const showGate = isLast && !signedIn && account !== 'none' && !done;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    next();
  };

  return (
    <div className={styles.layout}>
      <section className={styles.main} aria-labelledby={STEP_HEADING_ID}>
        <ol className={styles.stepper} aria-label="Stappen">
          {ONBOARDING_STEPS.map((s, index) => (
            <li
              key={s.id}
              className={index === stepIndex ? styles.stepCurrent : index < stepIndex ? styles.stepDone : undefined}
              aria-current={index === stepIndex ? 'step' : undefined}
            >
              <span className={styles.stepDot} aria-hidden="true">
                {index < stepIndex ? '✓' : index + 1}
              </span>
              <span className={styles.stepName}>{s.title}</span>
            </li>
          ))}
        </ol>

        <header className={styles.stepHeader}>
          <p className={styles.stepCount}>
            Stap {stepIndex + 1} van {STEP_COUNT}
          </p>
          <h2 id={STEP_HEADING_ID} className={styles.stepTitle} tabIndex={-1}>
            <span className={styles.stepIcon} aria-hidden="true">
              {step.icon}
            </span>
            {step.title}
          </h2>
          <p className={styles.stepDescription}>{step.description}</p>
          <ProgressBar value={completionPercentage(data)} label="Profiel ingevuld" />
          <p className={styles.tip}>
            <strong>Tip van de coach:</strong> {step.coachTip}
          </p>
        </header>

        {done ? (
          <div className={styles.successBanner} role="status">
            <p>{SUBMIT_TEXTS.successBanner}</p>
            <p className={styles.bannerLinks}>
              <Link to="/dashboard">Naar je dashboard</Link>
              <Link to="/matches">Bekijk je matches</Link>
            </p>
          </div>
        ) : null}
        {status === 'error' ? (
          <div className={styles.errorBanner} role="alert">
            {SUBMIT_TEXTS.failureBanner}
          </div>
        ) : null}

        {done ? null : (
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={STEP_HEADING_ID}>
            <p className={styles.requiredNote}>
              Velden met <span aria-hidden="true">*</span>
              <span className={styles.visuallyHidden}>een sterretje</span> zijn verplicht.
            </p>
            {note ? <GuardianNote text={note} /> : null}
            <div className={styles.fields}>
              {fields.map((field) => {
                const value = getValue(data, field.path);
                return (
                  <FormField
                    key={field.path}
                    field={field}
                    label={fieldLabel(field, data)}
                    value={value}
                    error={errors[field.path]}
                    onChange={(next) => setField(field.path, next)}
                    options={field.type === 'select' ? shownOptions(field, data, String(value)) : undefined}
                    notice={notes[field.path] ?? field.noticeFor?.(data) ?? null}
                    extra={field.path === 'consent.accepted' ? <ConsentLinks /> : undefined}
                  />
                );
              })}
            </div>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={back}
                disabled={stepIndex === 0 || saving}
              >
                Vorige stap
              </button>
              {showGate ? null : (
                <button type="submit" className={styles.primaryButton} disabled={saving} aria-busy={saving}>
                  {saving ? 'Opslaan...' : isLast ? `Verzend naar ${PRODUCT_NAME}` : 'Volgende stap'}
                </button>
              )}
            </div>
          </form>
        )}

        {showGate ? <AccountGate onReady={submit} /> : null}
      </section>

      <aside className={styles.side} aria-label="Coach en voortgang">
        <CoachChat />
        <ProgressPanel />
        <ProfileOverview />
      </aside>
    </div>
  );
}
