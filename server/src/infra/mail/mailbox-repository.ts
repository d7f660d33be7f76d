import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authMailbox, type MailAddress } from '../../db/schema/auth.ts';

export type StoredMail = typeof authMailbox.$inferSelect;

export function createMailboxRepository(db: Database) {
  return {
    async insert(mail: { from: MailAddress; to: MailAddress[]; subject: string; text: string; html: string }) {
      await db.insert(authMailbox).values(mail);
    },
    async list(options: { start: number; limit: number }): Promise<{ total: number; mails: StoredMail[] }> {
      const [totals] = await db.select({ total: count() }).from(authMailbox);
      const mails = await db
        .select()
        .from(authMailbox)
        .orderBy(desc(authMailbox.createdAt), desc(authMailbox.id))
        .offset(options.start)
        .limit(options.limit);
      return { total: totals?.total ?? 0, mails };
    },
    async get(id: string): Promise<StoredMail | undefined> {
      const [row] = await db.select().from(authMailbox).where(eq(authMailbox.id, id));
      return row;
    },
    async delete(ids: string[] | null): Promise<void> {
      if (ids === null) await db.delete(authMailbox);
      else if (ids.length > 0) await db.delete(authMailbox).where(inArray(authMailbox.id, ids));
    },
  };
}

export type MailboxRepository = ReturnType<typeof createMailboxRepository>;
