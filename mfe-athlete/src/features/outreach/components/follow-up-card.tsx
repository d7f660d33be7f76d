import { useOutreach } from '@talentbrug/api-client/outreach';
import { Card } from '@talentbrug/ui/card';
import { Link } from '@talentbrug/ui/router';
import { useId } from 'react';
import { dueSteps } from '../utils/board.ts';
import { OUTREACH_TEXTS } from '../utils/texts.ts';
import styles from './outreach.module.css';

const texts = OUTREACH_TEXTS.reminderCard;

/**
 * The dashboard's reminder (issue 38, item 3): how many schools wait for a follow-up, or for a note
 * to an assistant coach, with the way to the board. Nothing when nothing is due, or when the list
 * cannot be read (the board says that itself).
 */
export function FollowUpCard({ className, to }: { className?: string; to: string }) {
  const titleId = useId();
  const { data } = useOutreach();
  const due = dueSteps(data?.entries ?? []);
  if (!due.followUps && !due.assistants) return null;
  return (
    <Card title={texts.title} titleId={titleId} className={className}>
      {due.followUps ? <p className={styles.next}>{texts.followUps(due.followUps)}</p> : null}
      {due.assistants ? <p className={styles.next}>{texts.assistants(due.assistants)}</p> : null}
      <p className={styles.muted}>{texts.why}</p>
      <Link to={to}>{texts.link}</Link>
    </Card>
  );
}
