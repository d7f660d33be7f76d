import { PRODUCT_NAME } from '@talentbrug/domain/constants';
import { getValue } from '@talentbrug/domain/onboarding/data';
import { STEP_COUNT, shownOptions, visibleFields } from '@talentbrug/domain/onboarding/steps';
import { UNIVERSITY_PARAM } from '@talentbrug/domain/onboarding/university-of-interest';
import { progressOf } from '@talentbrug/domain/onboarding/validation';
import { ProgressBar } from '@talentbrug/ui/progress-bar';
import { Link, useSearchParams } from '@talentbrug/ui/router';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { type FormEvent, useEffect } from 'react';
import { PROGRESS_TEXTS } from '../copy/progress.ts';
import { fieldLabel, WIZARD_STEPS } from '../copy/steps.ts';
import { useOnboardingWizard } from '../hooks/use-onboarding-wizard.ts';
import { useOnboardingStore } from '../stores/onboarding-store.ts';
import { STEP_HEADING_ID } from '../utils/field-id.ts';
import { SUBMIT_TEXTS, WIZARD_TEXTS } from '../utils/texts.ts';
import { AccountGate } from './account-gate.tsx';
import { CoachChat } from './coach-chat.tsx';
import { FormField } from './form-field.tsx';
import { MediaDocuments } from './media-documents.tsx';
import styles from './onboarding.module.css';
import { ProfileOverview } from './profile-overview.tsx';
import { ProgressPanel } from './progress-panel.tsx';
import { UniversityNote } from './university-note.tsx';

const links = WIZARD_TEXTS.consentLinks;

/** Under the terms box: the texts themselves, in this app, so the answers wait where they are. */
const ConsentLinks = () => (
  <p className={styles.helper}>
    {links.before} <Link to="/terms">{links.terms}</Link> {links.and} <Link to="/privacy">{links.privacy}</Link>
    {links.after}
  </p>
);

/** Why a parent joins the last step, with the privacy statement's section on it. */
const GuardianNote = ({ text }: { text: string }) => (
  <div className={styles.note}>
    <p>{text}</p>
    <p>
      <Link to="/privacy#jonger-dan-16">{WIZARD_TEXTS.guardianPrivacyLink}</Link>
    </p>
  </div>
);

/** 'Check je kansen' on a university card opens /onboarding?universiteit=<id>: the draft keeps the school. */
function useUniversityFromLink() {
  const [params] = useSearchParams();
  const id = params.get(UNIVERSITY_PARAM);
  useEffect(() => {
    if (id) useOnboardingStore.getState().setUniversityOfInterest(id);
  }, [id]);
}

/** The six-step wizard with the coach beside it: the form first, the panels below it on a phone. */
export function OnboardingWizard() {
  const { next, back, submit, editEmail, signedIn } = useOnboardingWizard();
  useUniversityFromLink();
  const stepIndex = useOnboardingStore((state) => state.stepIndex);
  const data = useOnboardingStore((state) => state.data);
  const errors = useOnboardingStore((state) => state.errors);
  const notes = useOnboardingStore((state) => state.notes);
  const status = useOnboardingStore((state) => state.status);
  const account = useOnboardingStore((state) => state.account);
  const setField = useOnboardingStore((state) => state.setField);

  const step = WIZARD_STEPS[stepIndex] ?? WIZARD_STEPS[0];
  if (!step) return null;
  const isLast = stepIndex === STEP_COUNT - 1;
  // The date of birth decides which fields the last step asks; a render is recent enough a clock.
  const now = new Date();
  const fields = visibleFields(step, data, now);
  const note = step.noteFor?.(data, now) ?? null;
  const progress = progressOf(data, now);
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
        <ol className={styles.stepper} aria-label={WIZARD_TEXTS.steps}>
          {WIZARD_STEPS.map((s, index) => (
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
          <p className={styles.stepCount}>{WIZARD_TEXTS.stepOf(stepIndex + 1, STEP_COUNT)}</p>
          <h2 id={STEP_HEADING_ID} className={styles.stepTitle} tabIndex={-1}>
            <span className={styles.stepIcon} aria-hidden="true">
              {step.icon}
            </span>
            {step.title}
          </h2>
          <p className={styles.stepDescription}>{step.description}</p>
          {/* The wizard's one measure of progress; the 'Voortgang' panel counts the same questions. */}
          <ProgressBar
            value={progress.percentage}
            label={PROGRESS_TEXTS.label}
            valueText={PROGRESS_TEXTS.count(progress.filled, progress.required)}
            tone={progress.missing.length === 0 ? 'success' : 'brand'}
          />
          <p className={styles.tip}>
            <strong>{WIZARD_TEXTS.tip}</strong> {step.coachTip}
          </p>
        </header>

        {done ? (
          <div className={styles.successBanner} role="status">
            <p>{SUBMIT_TEXTS.successBanner}</p>
            <p className={styles.bannerLinks}>
              <Link to="/dashboard">{WIZARD_TEXTS.toDashboard}</Link>
              <Link to="/matches">{WIZARD_TEXTS.toMatches}</Link>
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
            {fields.some((field) => field.required) ? (
              <p className={styles.requiredNote}>
                {WIZARD_TEXTS.requiredNote.before} <span aria-hidden="true">*</span>
                <span className={hidden.visuallyHidden}>{WIZARD_TEXTS.requiredNote.hidden}</span>{' '}
                {WIZARD_TEXTS.requiredNote.after}
              </p>
            ) : null}
            {note ? <GuardianNote text={note} /> : null}
            {step.id === 'preferences' ? <UniversityNote /> : null}
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
            {step.id === 'media' ? <MediaDocuments signedIn={signedIn} /> : null}
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={back}
                disabled={stepIndex === 0 || saving}
              >
                {WIZARD_TEXTS.back}
              </button>
              {/* Stays where it was pressed, idle while the account step below is open: a second click
                  of a double-click must land on it, never on 'Vorige stap' moved up into its place. While
                  it sends it keeps the focus (aria-disabled; `next` ignores it): disabled, it would drop
                  the focus to <body>. Last in the DOM and last on screen at every width. */}
              <button
                type="submit"
                className={styles.primaryButton}
                disabled={showGate}
                aria-disabled={saving || undefined}
                aria-busy={saving}
              >
                {saving ? WIZARD_TEXTS.saving : isLast ? `Verzend naar ${PRODUCT_NAME}` : WIZARD_TEXTS.next}
              </button>
            </div>
          </form>
        )}

        {showGate ? <AccountGate onReady={submit} onEditEmail={editEmail} /> : null}
      </section>

      <aside className={styles.side} aria-label={WIZARD_TEXTS.sideLabel}>
        <CoachChat />
        <ProgressPanel />
        <ProfileOverview />
      </aside>
    </div>
  );
}
