import { universityName } from '@talentbrug/domain/onboarding/university-of-interest';
import { useOnboardingStore } from '../stores/onboarding-store.ts';
import { STEP_HEADING_ID } from '../utils/field-id.ts';
import { WIZARD_TEXTS } from '../utils/texts.ts';
import styles from './onboarding.module.css';

const texts = WIZARD_TEXTS.university;

/** On the preferences step: the school the athlete came from, taken along unless they say otherwise. */
export function UniversityNote() {
  const id = useOnboardingStore((state) => state.data.preferences.universityOfInterest);
  const setField = useOnboardingStore((state) => state.setField);
  if (!id) return null;
  const remove = () => {
    setField('preferences.universityOfInterest', '');
    // The button goes with the note; the focus goes back to the step.
    document.getElementById(STEP_HEADING_ID)?.focus();
  };
  return (
    <div className={styles.universityNote}>
      <p className={styles.universityTitle}>{texts.title(universityName(id))}</p>
      <p>{texts.body}</p>
      <button type="button" className={styles.linkButton} onClick={remove}>
        {texts.remove}
      </button>
    </div>
  );
}
