import { dutchDay } from '@talentbrug/domain/dates';
import { nextStep, type OutreachStatus, type SentKind } from '@talentbrug/domain/outreach';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { createOutboxMailQueue } from '../../infra/outbox/outbox-mail-queue.ts';
import type { OutboxRepository } from '../../infra/outbox/outbox-repository.ts';
import type { UnsubscribeLinks } from './calendar-link.ts';
import type { OutreachRepository, ReminderSchool } from './outreach-repository.ts';
import { type ReminderJob, reminderMail } from './reminder-mail.ts';

const JOB_TYPE = 'outreach.reminder';
const CHANNEL = 'outreach-mail';
const RETRY_DELAYS_MS = [60_000, 600_000, 3_600_000, 6 * 3_600_000];
/** The job looks for due reminders this often; the week's claim keeps it to one mail a week. */
const EVERY_MS = 60 * 60 * 1000;
/** The first pass waits a moment after the start, so a start is never held up by it. */
const FIRST_PASS_MS = 60 * 1000;

/** '2026-W49': the ISO week of the Dutch calendar day of `at`. */
export function isoWeek(at: Date): string {
  const day = dutchDay(at);
  if (!day) throw new Error('Invalid date');
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day));
  // The Thursday of this week decides the year (ISO 8601).
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The schools whose follow-up or note to an assistant is due at `at`, by the follow-up rule. */
export function dueSchools(
  entries: { institutionId: string; status: string; sent: { kind: string; at: string }[]; repliedAt: Date | null }[],
  names: ReadonlyMap<string, string>,
  at: Date,
): ReminderSchool[] {
  const due: ReminderSchool[] = [];
  for (const entry of entries) {
    const step = nextStep(
      {
        status: entry.status as OutreachStatus,
        sent: entry.sent.map((mail) => ({ kind: mail.kind as SentKind, at: new Date(mail.at) })),
        repliedAt: entry.repliedAt,
      },
      at,
    ).step;
    if (step === 'follow_up' || step === 'write_assistant') {
      due.push({
        institution_id: entry.institutionId,
        school_name: names.get(entry.institutionId) ?? entry.institutionId,
        step,
      });
    }
  }
  return due;
}

/**
 * The weekly reminder by e-mail (issue 38, item 3). A pass claims, per athlete with reminders on
 * and a follow-up or an assistant due, this week's reminder and writes its mail into the outbox in
 * the same transaction (channel `outreach-mail`); then it sends what the outbox holds for the
 * channel, claimed with the outbox's lease (FOR UPDATE SKIP LOCKED), so several instances never
 * send the same row at once. Rows are deleted once sent: they hold an e-mail address.
 */
export function createReminderJob(deps: {
  repository: OutreachRepository;
  outbox: OutboxRepository;
  mailer: Mailer;
  unsubscribe: UnsubscribeLinks;
  publicOrigin: string;
  log?: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { repository, outbox, mailer, unsubscribe, publicOrigin, log } = deps;
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  /** Claims and enqueues the reminders due at `at`; the number enqueued by this call. */
  async function enqueueDue(at: Date): Promise<number> {
    const candidates = await repository.reminderCandidates();
    const ids = [...new Set(candidates.flatMap((candidate) => candidate.entries.map((entry) => entry.institutionId)))];
    const names = new Map((await repository.schools(ids)).map((school) => [school.id, school.name]));
    const week = isoWeek(at);
    let enqueued = 0;
    for (const candidate of candidates) {
      const schools = dueSchools(candidate.entries, names, at);
      if (schools.length === 0) continue;
      try {
        const job: ReminderJob = {
          user_id: candidate.userId,
          to: candidate.address,
          first_name: candidate.firstName,
          week,
          schools,
          page_url: `${publicOrigin}/matches`,
          unsubscribe_url: `${publicOrigin}/api/outreach/reminders/unsubscribe/${await unsubscribe.token(candidate.userId)}`,
        };
        const claimed = await repository.claimReminder(candidate.userId, week, at, schools, (tx) =>
          outbox.enqueue(tx, JOB_TYPE, job, CHANNEL),
        );
        if (claimed) enqueued += 1;
      } catch (error) {
        // One athlete's failure (a deletion in between) must not stop the others' reminders.
        log?.warn({ err: error }, 'claiming an outreach reminder failed');
      }
    }
    return enqueued;
  }

  // Unsubscribed between the claim and now: the mail is dropped (and its row deleted).
  const mails = createOutboxMailQueue<ReminderJob>({
    outbox,
    channel: CHANNEL,
    name: 'outreach reminder',
    retryDelaysMs: RETRY_DELAYS_MS,
    log,
    deliver: async (job) => {
      if (await repository.remindersOn(job.user_id)) await mailer.send(job.to, reminderMail(job));
    },
  });

  /** Sends the queued reminders that are due; the number sent by this call. */
  const deliverDue = (): Promise<number> => mails.drain();

  /** One pass at `at`: claim and enqueue, then send. */
  async function run(at: Date = now()): Promise<{ enqueued: number; sent: number }> {
    const enqueued = await enqueueDue(at);
    return { enqueued, sent: await deliverDue() };
  }

  function tick(): void {
    running = running
      .then(() => run())
      .catch((error: unknown) => log?.error({ err: error }, 'the outreach reminder pass failed'));
  }

  return {
    enqueueDue,
    deliverDue,
    run,
    start(): void {
      if (timer) return;
      timer = setTimeout(function again() {
        tick();
        timer = setTimeout(again, EVERY_MS);
        timer.unref();
      }, FIRST_PASS_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

export type ReminderJobRunner = ReturnType<typeof createReminderJob>;
