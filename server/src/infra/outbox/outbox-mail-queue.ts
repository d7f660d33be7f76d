import type { FastifyBaseLogger } from 'fastify';
import type { OutboxChannel, OutboxRepository, OutboxRow } from './outbox-repository.ts';

/** After a failed mail: 5 s, 30 s, 2 min and 10 min, then it is given up. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000, 600_000];
const BATCH = 10;
const LEASE_MS = 60_000;

/**
 * One mail channel of the outbox: the auth mails, the trainer's invitations and the outreach
 * reminders each write a job into the outbox in the commit that made it, and this queue mails it
 * moments later. One rule for all of them:
 * - a pass claims the channel's due rows with the outbox's lease (`claimDue`, FOR UPDATE SKIP
 *   LOCKED), so several instances never send the same row at once, and a process killed between
 *   the mail and the delete sends it again after the lease (at least once);
 * - a sent row is deleted (it holds an e-mail address); a failure retries after each delay of
 *   `retryDelaysMs`, then the row is given up and deleted too;
 * - `kick()` asks for a pass shortly after a commit, never inside the answer; a pass already due
 *   sooner stays, so a steady stream of jobs never postpones it; after `start()` leftovers (a crash,
 *   another instance's jobs) are picked up every `pollMs`; `stop()` waits for the pass in flight.
 * The webhook dispatcher (`outbox-dispatcher.ts`) keeps its own loop: it marks rows delivered
 * instead of deleting them, sends a batch in parallel and counts attempts for /metrics.
 */
export function createOutboxMailQueue<Job>(options: {
  outbox: Pick<OutboxRepository, 'claimDue' | 'remove' | 'scheduleRetry'>;
  channel: OutboxChannel;
  /** Sends one job; a throw is a failed attempt. */
  deliver: (job: Job) => Promise<void>;
  /** What the log calls a job of this channel: 'auth mail', 'reference mail'. */
  name: string;
  log?: FastifyBaseLogger;
  retryDelaysMs?: readonly number[];
  /** The pause before a pass after a new job; short, but never inside the answer. */
  delayMs?: number;
  pollMs?: number;
}) {
  const { outbox, channel, deliver, name, log, retryDelaysMs = MAIL_RETRY_DELAYS_MS } = options;
  const { delayMs = 20, pollMs = 5000 } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let started = false;
  let closed = false;

  /** One row: sent and deleted, retried later, or given up and deleted. True when it was sent. */
  async function handle(row: OutboxRow): Promise<boolean> {
    try {
      await deliver(row.payload as Job);
      await outbox.remove(row.id);
      return true;
    } catch (error) {
      const delay = retryDelaysMs[row.attempts - 1];
      if (delay === undefined) {
        log?.error({ jobId: row.id, err: error }, `${name} given up`);
        await outbox.remove(row.id);
        return false;
      }
      log?.warn({ jobId: row.id, retryInMs: delay, err: error }, `${name} failed`);
      await outbox.scheduleRetry(row.id, delay);
      return false;
    }
  }

  /** Sends what is due now, batch after batch; the number sent. A database failure throws. */
  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await outbox.claimDue(BATCH, LEASE_MS, retryDelaysMs.length + 1, channel);
      for (const row of rows) if (await handle(row)) sent += 1;
      if (rows.length < BATCH) return sent;
    }
  }

  async function pass(): Promise<void> {
    try {
      await drain();
    } catch (error) {
      log?.error({ err: error }, `${name} pass failed`);
    }
  }

  let dueAt = Number.POSITIVE_INFINITY;
  function schedule(ms: number): void {
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
    drain,
    /** After a commit that wrote a job: a pass shortly. */
    kick(): void {
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

export type OutboxMailQueue = ReturnType<typeof createOutboxMailQueue>;
