import type { FastifyBaseLogger } from 'fastify';
import { createOutboxMailQueue } from '../infra/outbox/outbox-mail-queue.ts';
import type { OutboxRepository } from '../infra/outbox/outbox-repository.ts';

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

/**
 * `/recover` and `/resend` answer before they look the address up: the job goes into the outbox
 * (channel `auth-mail`) and this queue mails it moments later. So the answer is the same in body,
 * status and time whether the address has an account, has just been sent a mail, or does not
 * exist, and a mail survives a restart between the answer and the sending. Security notices go
 * the same way: a password change or a second factor is not held up by the mail server, and the
 * notice is retried like a link. The sending, retries and deletion are the outbox's mail queue.
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
  const { outbox, db, ...rest } = options;
  const queue = createOutboxMailQueue<AuthMailJob>({ ...rest, outbox, channel: 'auth-mail', name: 'auth mail' });
  return {
    async enqueue(job: AuthMailJob): Promise<void> {
      await outbox.enqueue(db, JOB_TYPE, job, 'auth-mail');
      queue.kick();
    },
    start: queue.start,
    stop: queue.stop,
  };
}

export type AuthMailQueue = ReturnType<typeof createAuthMailQueue>;
