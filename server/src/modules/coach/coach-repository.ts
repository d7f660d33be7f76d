import { desc, eq } from 'drizzle-orm';
import { writeForAthlete } from '../../db/athlete-writes.ts';
import type { Database } from '../../db/client.ts';
import { coachMessages } from '../../db/schema/coach.ts';

export type CoachRole = 'user' | 'ai';

export interface StoredMessage {
  id: string;
  role: CoachRole;
  content: string;
  createdAt: Date;
}

type Row = typeof coachMessages.$inferSelect;

const toMessage = (row: Row): StoredMessage => ({
  id: row.id,
  role: row.role === 'user' ? 'user' : 'ai',
  content: row.content,
  createdAt: row.createdAt,
});

export function createCoachRepository(db: Database) {
  return {
    /** The athlete's last `limit` messages, oldest first. */
    async latest(userId: string, limit: number): Promise<StoredMessage[]> {
      const rows = await db
        .select()
        .from(coachMessages)
        .where(eq(coachMessages.userId, userId))
        .orderBy(desc(coachMessages.createdAt))
        .limit(limit);
      return rows.reverse().map(toMessage);
    },

    /** A question and its answer, in one statement: a conversation never holds half an exchange. */
    async addExchange(
      userId: string,
      question: { content: string; at: Date },
      answer: { content: string; at: Date },
    ): Promise<StoredMessage> {
      const rows = await writeForAthlete(db, userId, (tx) =>
        tx
          .insert(coachMessages)
          .values([
            { userId, role: 'user', content: question.content, createdAt: question.at },
            { userId, role: 'ai', content: answer.content, createdAt: answer.at },
          ])
          .returning(),
      );
      const stored = rows.find((row) => row.role === 'ai');
      if (!stored) throw new Error('coach exchange insert returned no answer row');
      return toMessage(stored);
    },

    async clear(userId: string): Promise<void> {
      await db.delete(coachMessages).where(eq(coachMessages.userId, userId));
    },
  };
}

export type CoachRepository = ReturnType<typeof createCoachRepository>;
