import { ACCOUNT_GATE_TEXTS as T } from '@talentbrug/domain/auth/texts';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import styles from './account.module.css';

export type GateMode = 'signup' | 'login';

/** 'Nieuw account' or 'Ik heb al een account': two pressed-state buttons, one form below. */
export function ModeSwitch({ mode, onChange }: { mode: GateMode; onChange: (mode: GateMode) => void }) {
  const option = (value: GateMode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      className={mode === value ? styles.modeActive : styles.mode}
      onClick={() => onChange(value)}
    >
      {label}
    </button>
  );
  return (
    <fieldset className={styles.modeSwitch}>
      <legend className={hidden.visuallyHidden}>{T.modeLegend}</legend>
      {option('signup', T.signupMode)}
      {option('login', T.loginMode)}
    </fieldset>
  );
}
