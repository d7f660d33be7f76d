import { formatDate } from '@talentbrug/domain/format';
import {
  OUTREACH_STATUS_LABELS,
  OUTREACH_STATUSES,
  type OutreachEntry,
  type OutreachStatus,
} from '@talentbrug/domain/outreach';
import { Button } from '@talentbrug/ui/button';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { useId } from 'react';
import { useChosenAtOnce } from '../../../components/chosen-at-once.ts';
import { boardColumns } from '../utils/board.ts';
import { OUTREACH_TEXTS } from '../utils/texts.ts';
import styles from './outreach.module.css';

const texts = OUTREACH_TEXTS.board;
const day = (iso: string | null) => (iso ? formatDate(iso) : null);

/**
 * What is next for this school, from the server's follow-up rule; nothing once the rule asks for
 * nothing. Waiting after the follow-up went, the next step is an assistant coach, not a second one.
 */
function nextStepText(entry: OutreachEntry): string | null {
  const { step, due_at } = entry.next_step;
  if (step === 'follow_up') return texts.followUp(day(due_at));
  if (step === 'write_assistant') return texts.assistant;
  if (step === 'wait') {
    const followedUp = entry.sent.slice(1).some((mail) => mail.kind === 'follow_up');
    return followedUp ? texts.waitAfterFollowUp(day(due_at)) : texts.wait(day(due_at));
  }
  return null;
}

function SchoolCard({
  entry,
  onStatusChange,
  onWrite,
}: {
  entry: OutreachEntry;
  onStatusChange: (entry: OutreachEntry, status: OutreachStatus) => void;
  onWrite: (entry: OutreachEntry) => void;
}) {
  const selectId = useId();
  const [shownStatus, chooseStatus] = useChosenAtOnce(entry.status);
  const next = nextStepText(entry);
  const step = entry.next_step.step;
  const due = step === 'follow_up' || step === 'write_assistant';
  return (
    <li className={styles.card}>
      <h4 className={styles.school}>{entry.school_name}</h4>
      <ul className={styles.facts}>
        <li>{texts.sent(entry.sent_count, day(entry.last_contacted_at))}</li>
        <li>{texts.reply(day(entry.replied_at))}</li>
        <li>{texts.views(entry.dossier.links, entry.dossier.views, day(entry.dossier.last_viewed_at))}</li>
      </ul>
      {next ? <p className={styles.next}>{next}</p> : null}
      <label htmlFor={selectId} className={styles.label}>
        {texts.status} <span className={hidden.visuallyHidden}>van {entry.school_name}</span>
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={shownStatus}
        onChange={(event) => {
          const status = event.target.value as OutreachStatus;
          chooseStatus(status);
          onStatusChange(entry, status);
        }}
      >
        {OUTREACH_STATUSES.map((status) => (
          <option key={status} value={status}>
            {OUTREACH_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {entry.match_id ? (
        // A stable id: the draft dialog gives the focus back to it after the card moved columns (Modal).
        <Button
          id={`outreach-write-${entry.institution_id}`}
          variant={due ? 'primary' : 'secondary'}
          onClick={() => onWrite(entry)}
        >
          {step === 'write_assistant' ? texts.writeAssistant : due ? texts.writeFollowUp : texts.write}{' '}
          <span className={hidden.visuallyHidden}>
            {step === 'write_assistant'
              ? texts.writeAssistantFor(entry.school_name)
              : texts.writeFor(entry.school_name)}
          </span>
        </Button>
      ) : (
        <p className={styles.muted}>{texts.left}</p>
      )}
    </li>
  );
}

/**
 * The pipeline per school (issue 38, item 2): one column per step, in order. A school moves with
 * its own select, so the board works with a keyboard and a screen reader; there is nothing to drag.
 * Below 48rem the steps stack; wider, they sit side by side and the row scrolls (and takes focus,
 * so a keyboard can scroll it too).
 */
export function OutreachBoard({
  entries,
  onStatusChange,
  onWrite,
}: {
  entries: readonly OutreachEntry[];
  onStatusChange: (entry: OutreachEntry, status: OutreachStatus) => void;
  onWrite: (entry: OutreachEntry) => void;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className={styles.boardScroll} aria-label={texts.region} tabIndex={0}>
      <ol className={styles.board}>
        {boardColumns(entries).map((column) => (
          <li key={column.status} className={styles.column}>
            <h3 className={styles.columnTitle}>
              {OUTREACH_STATUS_LABELS[column.status]}{' '}
              <span className={styles.count}>
                {column.entries.length}
                <span className={hidden.visuallyHidden}> {column.entries.length === 1 ? 'school' : 'scholen'}</span>
              </span>
            </h3>
            {column.entries.length ? (
              <ul className={styles.cards}>
                {column.entries.map((entry) => (
                  <SchoolCard
                    key={entry.institution_id}
                    entry={entry}
                    onStatusChange={onStatusChange}
                    onWrite={onWrite}
                  />
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{texts.empty}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
