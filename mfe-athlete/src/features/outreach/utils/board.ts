import { OUTREACH_STATUSES, type OutreachEntry, type OutreachStatus } from '@talentbrug/domain/outreach';

/** Issue 38, item 5: coaches' advice is 10 to 30 well-chosen schools; beyond this the page says why. */
export const SCHOOLS_ADVISED_MAX = 30;

export interface BoardColumn {
  status: OutreachStatus;
  entries: OutreachEntry[];
}

/** The board's columns, every status in the pipeline's order, each with its schools in the list's order (best first). */
export function boardColumns(entries: readonly OutreachEntry[]): BoardColumn[] {
  return OUTREACH_STATUSES.map((status) => ({ status, entries: entries.filter((e) => e.status === status) }));
}

/**
 * The schools the athlete is working on: every step after 'new' except 'declined' (a school turned
 * down, by either side, takes no more of their time). This is what the advice of 10 to 30 counts.
 */
export const activeCount = (entries: readonly OutreachEntry[]) =>
  entries.filter((e) => e.status !== 'new' && e.status !== 'declined').length;

/** The schools whose next step is due now: a follow-up, or the note to an assistant coach. */
export function dueSteps(entries: readonly OutreachEntry[]) {
  return {
    followUps: entries.filter((e) => e.next_step.step === 'follow_up').length,
    assistants: entries.filter((e) => e.next_step.step === 'write_assistant').length,
  };
}
