import type { ReferenceForm } from '@talentbrug/domain/dossier';
import { and, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { writeForAthlete } from '../../db/athlete-writes.ts';
import type { Database } from '../../db/client.ts';
import { dossierReferences } from '../../db/schema/dossier.ts';
import type { OutboxRepository } from '../../infra/outbox/outbox-repository.ts';

export type ReferenceRow = Omit<typeof dossierReferences.$inferSelect, 'tokenHash'>;

/**
 * Every column but the owner and the token's hash: what the athlete's export shows. No answer
 * ever carries the hash; the repository's own reads add the owner.
 */
export const referenceColumns = {
  id: dossierReferences.id,
  trainerEmail: dossierReferences.trainerEmail,
  invitedName: dossierReferences.invitedName,
  invitedMessage: dossierReferences.invitedMessage,
  expiresAt: dossierReferences.expiresAt,
  authorName: dossierReferences.authorName,
  club: dossierReferences.club,
  role: dossierReferences.role,
  language: dossierReferences.language,
  body: dossierReferences.body,
  writtenAt: dossierReferences.writtenAt,
  approvedAt: dossierReferences.approvedAt,
  withdrawnAt: dossierReferences.withdrawnAt,
  createdAt: dossierReferences.createdAt,
};

const columns = { ...referenceColumns, userId: dossierReferences.userId };

/** The invitation mail's job in the outbox: ids only, so the row holds no token and no address. */
export interface ReferenceMailJob {
  user_id: string;
  reference_id: string;
}
export const REFERENCE_MAIL_JOB = 'dossier.reference_invite';
export const REFERENCE_MAIL_CHANNEL = 'reference-mail';

/** The trainer's references (table `dossier_references`); every write goes through writeForAthlete. */
export function createReferencesRepository(db: Database, outbox: Pick<OutboxRepository, 'enqueue'>) {
  return {
    /**
     * A new invitation and its mail job in one commit, unless the athlete has `maxOpen` open
     * invitations (not written, not withdrawn, not expired) or `maxAll` references in all.
     */
    async invite(
      userId: string,
      values: { trainerEmail: string; invitedName: string | null; invitedMessage: string | null; expiresAt: Date },
      limits: { maxOpen: number; maxAll: number; at: Date },
    ): Promise<ReferenceRow | 'too-many-open' | 'too-many'> {
      return writeForAthlete(db, userId, async (tx) => {
        const mine = eq(dossierReferences.userId, userId);
        const [all] = await tx.select({ n: count() }).from(dossierReferences).where(mine);
        if ((all?.n ?? 0) >= limits.maxAll) return 'too-many';
        const [open] = await tx
          .select({ n: count() })
          .from(dossierReferences)
          .where(
            and(
              mine,
              isNull(dossierReferences.writtenAt),
              isNull(dossierReferences.withdrawnAt),
              gt(dossierReferences.expiresAt, limits.at),
            ),
          );
        if ((open?.n ?? 0) >= limits.maxOpen) return 'too-many-open';
        const [row] = await tx
          .insert(dossierReferences)
          .values({ userId, ...values })
          .returning(columns);
        if (!row) throw new Error('The reference was not written');
        const job: ReferenceMailJob = { user_id: userId, reference_id: row.id };
        await outbox.enqueue(tx, REFERENCE_MAIL_JOB, job, REFERENCE_MAIL_CHANNEL);
        return row;
      });
    },

    async find(id: string): Promise<ReferenceRow | null> {
      const [row] = await db.select(columns).from(dossierReferences).where(eq(dossierReferences.id, id));
      return row ?? null;
    },

    /** Sets the token's hash when the mail goes (a retried mail makes a new one; the old link opens nothing). */
    async setToken(userId: string, id: string, tokenHash: string): Promise<boolean> {
      const rows = await writeForAthlete(db, userId, (tx) =>
        tx
          .update(dossierReferences)
          .set({ tokenHash })
          .where(and(eq(dossierReferences.id, id), isNull(dossierReferences.withdrawnAt)))
          .returning({ id: dossierReferences.id }),
      );
      return rows.length > 0;
    },

    /** The athlete's references, newest first. */
    async list(userId: string): Promise<ReferenceRow[]> {
      return db
        .select(columns)
        .from(dossierReferences)
        .where(eq(dossierReferences.userId, userId))
        .orderBy(desc(dossierReferences.createdAt), desc(dossierReferences.id));
    },

    /** The reference a token's hash names, whatever its state (the page says expired or withdrawn). */
    async byToken(tokenHash: string): Promise<ReferenceRow | null> {
      const [row] = await db.select(columns).from(dossierReferences).where(eq(dossierReferences.tokenHash, tokenHash));
      return row ?? null;
    },

    /** The trainer's text; a new text waits for the athlete's approval again. */
    async write(row: ReferenceRow, form: ReferenceForm, at: Date): Promise<ReferenceRow | null> {
      const [written] = await writeForAthlete(db, row.userId, (tx) =>
        tx
          .update(dossierReferences)
          .set({
            authorName: form.name,
            club: form.club,
            role: form.role,
            language: form.language,
            body: form.text,
            writtenAt: at,
            approvedAt: null,
          })
          .where(and(eq(dossierReferences.id, row.id), isNull(dossierReferences.withdrawnAt)))
          .returning(columns),
      );
      return written ?? null;
    },

    /**
     * Withdrawn by the trainer: the text is removed; the row (and the token's hash) stays, so the athlete
     * sees it was withdrawn and the link says so.
     */
    async withdraw(row: ReferenceRow, at: Date): Promise<void> {
      await writeForAthlete(db, row.userId, (tx) =>
        tx
          .update(dossierReferences)
          .set({
            withdrawnAt: sql`coalesce(${dossierReferences.withdrawnAt}, ${at.toISOString()}::timestamptz)`,
            approvedAt: null,
            authorName: null,
            club: null,
            role: null,
            language: null,
            body: null,
          })
          .where(eq(dossierReferences.id, row.id)),
      );
    },

    /** Approves (a written text) or hides one of the athlete's references; null when it is not theirs. */
    async setApproved(userId: string, id: string, approvedAt: Date | null): Promise<ReferenceRow | null> {
      const mine = and(eq(dossierReferences.id, id), eq(dossierReferences.userId, userId));
      const [row] = await writeForAthlete(db, userId, (tx) =>
        tx
          .update(dossierReferences)
          .set({ approvedAt })
          .where(
            approvedAt
              ? and(mine, isNotNull(dossierReferences.writtenAt), isNull(dossierReferences.withdrawnAt))
              : mine,
          )
          .returning(columns),
      );
      return row ?? null;
    },

    /** The reference the public page shows: the latest approved one that is not withdrawn. */
    async approved(userId: string): Promise<ReferenceRow | null> {
      const [row] = await db
        .select(columns)
        .from(dossierReferences)
        .where(
          and(
            eq(dossierReferences.userId, userId),
            isNotNull(dossierReferences.approvedAt),
            isNotNull(dossierReferences.body),
            isNull(dossierReferences.withdrawnAt),
          ),
        )
        .orderBy(desc(dossierReferences.approvedAt))
        .limit(1);
      return row ?? null;
    },
  };
}

export type ReferencesRepository = ReturnType<typeof createReferencesRepository>;
