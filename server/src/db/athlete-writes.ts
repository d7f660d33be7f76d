import { and, eq, sql } from 'drizzle-orm';
import { AccountGoneError } from '../errors.ts';
import type { Database } from './client.ts';
import { auditLog } from './schema/audit.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The advisory lock of one athlete's rows: every write for the athlete holds it shared for its
 * transaction, the account deletion holds it alone. Two ints (a namespace of ours and the id's
 * hash), so it never meets the migrations' or the uploads' quota lock; two ids with the same hash
 * only wait for each other a moment.
 */
const athleteLock = (userId: string) => sql`hashtext('talentbrug.athlete'), hashtext(${userId})`;

/**
 * Deletion is final (issue 32): once an account's deletion is committed no row of it is written
 * any more, also by a request that started before it (an upload whose body was still streaming,
 * a coach answer still being written). The check has to sit inside the write's own transaction,
 * behind a lock the deletion takes: a check before the transaction, as the token check is, leaves
 * the time between the check and the commit open, and a deletion that commits in it deletes only
 * the rows that exist at that moment.
 *
 * The lock is the transaction's first statement, and the check a statement of its own after it,
 * so that under READ COMMITTED it sees a deletion that committed while this write waited. A write
 * that got the lock first commits before the deletion starts, and the deletion removes its rows.
 * Taking it first also means a write holds no row lock the deletion wants while it waits.
 */
export async function guardAthleteWrite(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${athleteLock(userId)})`);
  const [deleted] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.action, 'account_deleted')))
    .limit(1);
  if (deleted) throw new AccountGoneError();
}

/**
 * Runs `work` as one transaction that writes for the athlete: refused with AccountGoneError (403)
 * when the account is deleted, and never interleaved with its deletion. Every repository write of
 * a row that names an athlete goes through here (or calls guardAthleteWrite first in its own
 * transaction); `server/src/modules/account/README.md` has the rule.
 */
export function writeForAthlete<T>(db: Database, userId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await guardAthleteWrite(tx, userId);
    return work(tx);
  });
}

/**
 * The deletion's side: waits until every write that holds the athlete's lock has committed or
 * rolled back, and keeps new ones waiting until the deletion ends. Its first statement, too.
 */
export async function lockAthleteForDeletion(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${athleteLock(userId)})`);
}
