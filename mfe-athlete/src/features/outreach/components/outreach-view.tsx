import { useOutreach, useUpdateOutreach } from '@talentbrug/api-client/outreach';
import type { OutreachEntry, OutreachStatus } from '@talentbrug/domain/outreach';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Spinner } from '@talentbrug/ui/spinner';
import { notify } from '@talentbrug/ui/toast';
import { useId } from 'react';
import { activeCount, SCHOOLS_ADVISED_MAX } from '../utils/board.ts';
import { errorMessage } from '../utils/errors.ts';
import { OUTREACH_TEXTS } from '../utils/texts.ts';
import { ContactCalendar } from './contact-calendar.tsx';
import type { DraftTarget } from './draft-dialog.tsx';
import styles from './outreach.module.css';
import { OutreachBoard } from './outreach-board.tsx';
import { ReminderSwitch } from './reminder-switch.tsx';

// The whole feature is one download: the board, the draft and the dashboard's reminder. Every chunk
// and shared module of the athlete's remote is listed in its remoteEntry.js, which every athlete
// page loads first (issue 15's budget), so one chunk costs less than three; and a first click on
// 'Schrijf een e-mail' waits for nothing more.
export { DraftDialog } from './draft-dialog.tsx';
export { FollowUpCard } from './follow-up-card.tsx';

/**
 * 'Contact met coaches' on /matches (issue 38): how many schools make sense, the board of every
 * school by step, the weekly reminder and the contact calendar. Downloaded only when the athlete
 * opens this view, so the matches page's first visit does not carry it. The draft itself is the
 * page's (the match details open it too): `onWrite` asks for it.
 */
export default function OutreachView({ onWrite }: { onWrite: (target: DraftTarget) => void }) {
  const boardTitleId = useId();
  const query = useOutreach();
  const update = useUpdateOutreach();
  const entries = query.data?.entries ?? [];
  const active = activeCount(entries);

  const onStatusChange = (entry: OutreachEntry, status: OutreachStatus) =>
    update.mutate(
      { institutionId: entry.institution_id, update: { status } },
      { onError: (error) => notify.error(errorMessage(error, OUTREACH_TEXTS.board.statusError)) },
    );

  const write = (entry: OutreachEntry) =>
    entry.match_id &&
    onWrite({ match_id: entry.match_id, institution_id: entry.institution_id, school_name: entry.school_name });

  return (
    <div>
      <p className={styles.text}>{OUTREACH_TEXTS.intro}</p>
      <p className={styles.text}>{OUTREACH_TEXTS.advice}</p>
      {active > SCHOOLS_ADVISED_MAX ? (
        <Alert tone="warning" className={styles.banner} title={OUTREACH_TEXTS.tooManyTitle(active)}>
          <p>{OUTREACH_TEXTS.tooMany}</p>
        </Alert>
      ) : null}

      <section className={styles.section} aria-labelledby={boardTitleId}>
        <h2 id={boardTitleId} className={styles.sectionTitle}>
          {OUTREACH_TEXTS.board.title}
        </h2>
        {query.isPending ? <Spinner label={OUTREACH_TEXTS.loading} /> : null}
        {query.isError ? (
          <Alert tone="error" className={styles.banner} title={OUTREACH_TEXTS.loadError}>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {OUTREACH_TEXTS.retry}
            </Button>
          </Alert>
        ) : null}
        {query.data ? (
          <>
            <p className={styles.muted}>{OUTREACH_TEXTS.board.hint}</p>
            <OutreachBoard entries={entries} onStatusChange={onStatusChange} onWrite={write} />
          </>
        ) : null}
      </section>

      {query.data ? <ReminderSwitch on={query.data.reminders.email} /> : null}
      <ContactCalendar />
    </div>
  );
}
