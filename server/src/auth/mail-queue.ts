import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository, OutboxRow } from '../infra/outbox/outbox-repository.ts';

/** A mail the service owes after it has already answered: a recovery link or a signup resend. */
export interface LinkMailJob {
  type: 'recovery' | 'signup';
  email: string;
  redirectTo: string | null;
  pkce: { challenge: string; method: 's256' | 'plain' } | null;
}

/** What Supabase Auth's notification mails tell an account's owner (password_changed, mfa_factor_*). */
export type SecurityNotice = 'password_changed' | 'mfa_factor_enrolled' | 'mfa_factor_unenrolled';

/** A notice about a change to the account's security, mailed to the address the account has when it goes. */
export interface NoticeMailJob {
  type: 'notice';
  notice: SecurityNotice;
  userId: string;
}

export type AuthMailJob = LinkMailJob | NoticeMailJob;

const JOB_TYPE = 'auth.link_mail';
const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000];

/**
 * `/recover` and `/resend` answer before they look the address up: the job goes into the outbox
 * (channel `auth-mail`) and this queue mails it moments later. So the answer is the same in body,
 * status and time whether the address has an account, has just been sent a mail, or does not
 * exist, and a mail survives a restart between the answer and the sending. Security notices go
 * the same way: a password change or a second factor is not held up by the mail server, and the
 * notice is retried like a link. Rows are deleted once handled: they hold an e-mail address.
 */
export function createAuthMailQueue(options: {
  outbox: OutboxRepository;
  db: Parameters<OutboxRepository['enqueue']>[0];
  deliver: (job: AuthMailJob) => Promise<void>;
  log?: FastifyBaseLogger;
  /** The pause before a pass after a new job; short, but never inside the answer. */
  delayMs?: number;
  /** Leftovers (a crash, another node's jobs) are picked up this often. */
  pollMs?: number;
}) {
  const { outbox, db, deliver, log, delayMs = 20, pollMs = 5000 } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let started = false;
  let closed = false;

  async function handle(row: OutboxRow): Promise<void> {
    try {
      await deliver(row.payload as AuthMailJob);
      await outbox.remove(row.id);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[row.attempts - 1];
      if (delay === undefined) {
        log?.error({ jobId: row.id, err: error }, 'auth mail given up');
        await outbox.remove(row.id);
        return;
      }
      log?.warn({ jobId: row.id, retryInMs: delay, err: error }, 'auth mail failed');
      await outbox.scheduleRetry(row.id, delay);
    }
  }

  async function pass(): Promise<void> {
    try {
      for (;;) {
        const rows = await outbox.claimDue(10, 60_000, RETRY_DELAYS_MS.length + 1, 'auth-mail');
        for (const row of rows) await handle(row);
        if (rows.length < 10) break;
      }
    } catch (error) {
      log?.error({ err: error }, 'auth mail pass failed');
    }
  }

  let dueAt = Number.POSITIVE_INFINITY;
  function schedule(ms: number): void {
    // A pass already due sooner stays: a steady stream of jobs must not keep postponing it.
    if (closed || Date.now() + ms >= dueAt) return;
    clearTimeout(timer);
    dueAt = Date.now() + ms;
    timer = setTimeout(() => {
      dueAt = Number.POSITIVE_INFINITY;
      running = running.then(pass).finally(() => {
        if (started) schedule(pollMs);
      });
    }, ms);
    if (!started) timer.unref();
  }

  return {
    async enqueue(job: AuthMailJob): Promise<void> {
      await outbox.enqueue(db, JOB_TYPE, job, 'auth-mail');
      schedule(delayMs);
    },
    start(): void {
      started = true;
      schedule(0);
    },
    async stop(): Promise<void> {
      started = false;
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type AuthMailQueue = ReturnType<typeof createAuthMailQueue>;
