import { useSetReminders } from '@talentbrug/api-client/outreach';
import { CheckboxField } from '@talentbrug/ui/field';
import { notify } from '@talentbrug/ui/toast';
import { useId } from 'react';
import { errorMessage } from '../utils/errors.ts';
import { OUTREACH_TEXTS } from '../utils/texts.ts';
import styles from './outreach.module.css';

const texts = OUTREACH_TEXTS.reminders;

/** The weekly reminder by e-mail (issue 38, item 3): off until the athlete turns it on; shown once the server has it. */
export function ReminderSwitch({ on }: { on: boolean }) {
  const titleId = useId();
  const reminders = useSetReminders();
  const toggle = (email: boolean) =>
    reminders.mutate(email, {
      onSuccess: (answer) => notify.success(answer.email ? texts.on : texts.off),
      onError: (error) => notify.error(errorMessage(error, texts.error)),
    });
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {texts.title}
      </h2>
      <CheckboxField
        label={texts.label}
        hint={texts.hint}
        checked={on}
        disabled={reminders.isPending}
        onChange={(event) => toggle(event.target.checked)}
      />
    </section>
  );
}
