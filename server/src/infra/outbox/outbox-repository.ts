import { and, eq, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/outbox.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxChannel = OutboxRow['channel'];
const OUTBOX_CHANNELS: readonly OutboxChannel[] = ['webhook', 'auth-mail', 'outreach-mail', 'reference-mail'];

/** A transaction or the database itself: enqueue runs inside the caller's transaction. */
type Executor = Pick<Database, 'insert'>;

export function createOutboxRepository(db: Database) {
  return {
    /** Writes the event in the caller's transaction, so it exists exactly when the change does. */
    async enqueue(tx: Executor, type: string, payload: unknown, channel: OutboxChannel = 'webhook'): Promise<string> {
      const [row] = await tx.insert(outbox).values({ type, payload, channel }).returning({ id: outbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      return row.id;
    },

    /**
     * Claims due rows for one delivery attempt. The attempt is counted and the row leased
     * before anything is sent, so a process killed mid-delivery leaves a row that becomes
     * due again when the lease runs out, and two dispatchers never send the same row at once.
     */
    async claimDue(
      limit: number,
      leaseMs: number,
      maxAttempts: number,
      channel: OutboxChannel = 'webhook',
    ): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.channel, channel),
            sql`${outbox.deliveredAt} is null`,
            lte(outbox.nextAttemptAt, sql`now()`),
            lt(outbox.attempts, maxAttempts),
          ),
        )
        .orderBy(outbox.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        })
        .where(sql`${outbox.id} in (${due})`)
        .returning();
    },

    async markDelivered(id: string): Promise<void> {
      await db.update(outbox).set({ deliveredAt: sql`now()` }).where(eq(outbox.id, id));
    },

    async scheduleRetry(id: string, delayMs: number): Promise<void> {
      await db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
        .where(eq(outbox.id, id));
    },

    /** For rows whose payload must not outlive its use (an e-mail address to mail a link to). */
    async remove(id: string): Promise<void> {
      await db.delete(outbox).where(eq(outbox.id, id));
    },

    async find(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      return row;
    },

    /** Undelivered rows per channel (given-up ones included) and the age of the oldest, for /metrics. */
    async backlog(): Promise<{ channel: OutboxChannel; pending: number; oldestSeconds: number }[]> {
      const rows = await db
        .select({
          channel: outbox.channel,
          pending: sql<number>`count(*)::int`,
          oldestSeconds: sql<number>`extract(epoch from now() - min(${outbox.createdAt}))::float8`,
        })
        .from(outbox)
        .where(sql`${outbox.deliveredAt} is null`)
        .groupBy(outbox.channel);
      // Every channel is reported, an empty one as 0, so a backlog that drains reads 0 rather than vanishing.
      return OUTBOX_CHANNELS.map(
        (channel) => rows.find((row) => row.channel === channel) ?? { channel, pending: 0, oldestSeconds: 0 },
      );
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
