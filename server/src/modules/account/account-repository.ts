import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { loginAccountKey, loginPairKey } from '../../auth/abuse.ts';
import { lockAthleteForDeletion, type Transaction, writeForAthlete } from '../../db/athlete-writes.ts';
import type { Database } from '../../db/client.ts';
import { academicTranscripts } from '../../db/schema/academics.ts';
import { analyticsEvents } from '../../db/schema/analytics-events.ts';
import { auditLog } from '../../db/schema/audit.ts';
import {
  authLoginFailures,
  authMailbox,
  authMfaFactors,
  authSessions,
  authTrustedIps,
  authUsers,
} from '../../db/schema/auth.ts';
import { coachMessages } from '../../db/schema/coach.ts';
import { dossierLinks, dossierReferences, dossiers, dossierViews } from '../../db/schema/dossier.ts';
import { matches } from '../../db/schema/matches.ts';
import { onboardingDrafts, onboardingSubmissions } from '../../db/schema/onboarding.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { outreachEntries, outreachReminders, outreachSettings } from '../../db/schema/outreach.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { universityShares } from '../../db/schema/university-shares.ts';
import { pendingObjects, uploads } from '../../db/schema/uploads.ts';
import { uploadDerivatives, videoAnalyses } from '../../db/schema/video.ts';
import { referenceColumns } from '../dossier/references-repository.ts';
import { SELF } from '../uploads/process-identity.ts';

/** The talent managers' event of a deletion: the id only, so their copy can go too. */
export const ATHLETE_DELETED = 'athlete.deleted';

export type UploadRow = typeof uploads.$inferSelect;
export type DerivedRow = typeof uploadDerivatives.$inferSelect;

/**
 * The outbox rows about one athlete: the workflow events name them by `user_id`, the auth
 * service's mail jobs by their address.
 */
function outboxOf(userId: string, email: string | null): SQL {
  // The deletion's own event for the talent managers names the athlete too, and stays.
  const byId = sql`${outbox.payload}->>'user_id' = ${userId} and ${outbox.type} <> ${ATHLETE_DELETED}`;
  if (!email) return byId;
  return or(byId, and(eq(outbox.channel, 'auth-mail'), sql`lower(${outbox.payload}->>'email') = ${email}`)) as SQL;
}

/**
 * The product's tables whose rows name an athlete by `user_id`, beside `uploads` (whose rows also
 * name a stored object) and the outbox (by payload): what a deletion empties and the start-up
 * sweep looks for, one list.
 */
const BY_USER_ID = [
  profiles,
  videoAnalyses,
  dossierViews,
  dossierLinks,
  dossierReferences,
  dossiers,
  onboardingSubmissions,
  onboardingDrafts,
  matches,
  universityShares,
  coachMessages,
  analyticsEvents,
  academicTranscripts,
  outreachEntries,
  outreachSettings,
  outreachReminders,
] as const;

/**
 * Deletes the product's rows about the athlete inside the caller's transaction, which holds the
 * athlete's deletion lock: the account deletion, and the start-up sweep of what a deleted account
 * left. The uploads' keys are recorded as pending removal in the same commit, so a crash before
 * their bytes go leaves them to the uploads' sweep (uploads/pending-rule.ts).
 */
async function removeProductRows(
  tx: Transaction,
  userId: string,
  email: string | null,
): Promise<{ storageKeys: string[]; rows: number; files: number }> {
  // The files made from the uploads first (their rows hold the uploads' ids), then the uploads.
  const removedDerived = await tx
    .delete(uploadDerivatives)
    .where(eq(uploadDerivatives.userId, userId))
    .returning({ key: uploadDerivatives.storageKey });
  const removedFiles = await tx
    .delete(uploads)
    .where(eq(uploads.userId, userId))
    .returning({ key: uploads.storageKey });
  const removedUploads = [...removedFiles, ...removedDerived];
  let rows = removedUploads.length;
  if (removedUploads.length > 0) {
    await tx.insert(pendingObjects).values(
      removedUploads.map(({ key }) => ({
        storageKey: key,
        action: 'remove' as const,
        writer: SELF.writer,
        instance: SELF.instance,
      })),
    );
  }
  for (const table of BY_USER_ID) {
    rows += (await tx.delete(table).where(eq(table.userId, userId)).returning({ one: sql`1` })).length;
  }
  rows += (await tx.delete(outbox).where(outboxOf(userId, email)).returning({ id: outbox.id })).length;
  return { storageKeys: removedUploads.map((row) => row.key), rows, files: removedFiles.length };
}

export function createAccountRepository(db: Database) {
  // Prepared once, as the profile lookup is: every data route asks it, and building the query
  // each time costs more than the index probe itself.
  const deletion = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.userId, sql.placeholder('userId')), eq(auditLog.action, 'account_deleted')))
    .limit(1)
    .prepare('account_is_deleted');
  return {
    /**
     * Whether the account was deleted: the one question every data route asks before it reads or
     * writes (one probe of a partial unique index), so an old token cannot bring rows back.
     */
    async isDeleted(userId: string): Promise<boolean> {
      return (await deletion.execute({ userId })).length > 0;
    },

    /** The embedded auth service's user (none with hosted Supabase). */
    async authUser(userId: string) {
      const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
      return user ?? null;
    },

    async hasVerifiedFactor(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: authMfaFactors.id })
        .from(authMfaFactors)
        .where(and(eq(authMfaFactors.userId, userId), eq(authMfaFactors.status, 'verified')))
        .limit(1);
      return rows.length > 0;
    },

    /** Everything held about the athlete, table by table; secrets (hashes, TOTP secrets, tokens) are never selected. */
    async collect(userId: string, email: string | null) {
      const [
        sessions,
        factors,
        trusted,
        profile,
        transcript,
        submissions,
        draft,
        matchRows,
        shares,
        coach,
        files,
        analyses,
        derived,
        dossier,
        dossierLinkRows,
        dossierViewRows,
        dossierReferenceRows,
        outreach,
        outreachSettingsRows,
        outreachReminderRows,
        events,
        outboxRows,
        audit,
      ] = await Promise.all([
        db
          .select({
            id: authSessions.id,
            aal: authSessions.aal,
            amr: authSessions.amr,
            user_agent: authSessions.userAgent,
            ip: authSessions.ip,
            created_at: authSessions.createdAt,
            refreshed_at: authSessions.refreshedAt,
          })
          .from(authSessions)
          .where(eq(authSessions.userId, userId))
          .orderBy(asc(authSessions.createdAt)),
        db
          .select({
            id: authMfaFactors.id,
            friendly_name: authMfaFactors.friendlyName,
            factor_type: authMfaFactors.factorType,
            status: authMfaFactors.status,
            created_at: authMfaFactors.createdAt,
          })
          .from(authMfaFactors)
          .where(eq(authMfaFactors.userId, userId)),
        db.select({ n: sql<number>`count(*)::int` }).from(authTrustedIps).where(eq(authTrustedIps.userId, userId)),
        db.select().from(profiles).where(eq(profiles.userId, userId)),
        db.select().from(academicTranscripts).where(eq(academicTranscripts.userId, userId)),
        db
          .select()
          .from(onboardingSubmissions)
          .where(eq(onboardingSubmissions.userId, userId))
          .orderBy(asc(onboardingSubmissions.createdAt)),
        db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, userId)),
        db.select().from(matches).where(eq(matches.userId, userId)).orderBy(asc(matches.rank)),
        db
          .select()
          .from(universityShares)
          .where(eq(universityShares.userId, userId))
          .orderBy(asc(universityShares.consentedAt)),
        db.select().from(coachMessages).where(eq(coachMessages.userId, userId)).orderBy(asc(coachMessages.createdAt)),
        db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(asc(uploads.createdAt)),
        db.select().from(videoAnalyses).where(eq(videoAnalyses.userId, userId)).orderBy(asc(videoAnalyses.createdAt)),
        db
          .select()
          .from(uploadDerivatives)
          .where(eq(uploadDerivatives.userId, userId))
          .orderBy(asc(uploadDerivatives.uploadId), asc(uploadDerivatives.kind), asc(uploadDerivatives.position)),
        db.select().from(dossiers).where(eq(dossiers.userId, userId)),
        // The token's hash is left out: the links' addresses are not kept, and the hash is a secret of the link.
        db
          .select({
            id: dossierLinks.id,
            label: dossierLinks.label,
            institutionId: dossierLinks.institutionId,
            revokedAt: dossierLinks.revokedAt,
            createdAt: dossierLinks.createdAt,
          })
          .from(dossierLinks)
          .where(eq(dossierLinks.userId, userId))
          .orderBy(asc(dossierLinks.createdAt)),
        db
          .select({
            id: dossierViews.id,
            linkId: dossierViews.linkId,
            startedAt: dossierViews.startedAt,
            lastSeenAt: dossierViews.lastSeenAt,
          })
          .from(dossierViews)
          .where(eq(dossierViews.userId, userId))
          .orderBy(asc(dossierViews.startedAt)),
        // The trainer's references, without the hash of the trainer's link.
        db
          .select(referenceColumns)
          .from(dossierReferences)
          .where(eq(dossierReferences.userId, userId))
          .orderBy(asc(dossierReferences.createdAt)),
        db
          .select()
          .from(outreachEntries)
          .where(eq(outreachEntries.userId, userId))
          .orderBy(asc(outreachEntries.createdAt)),
        db.select().from(outreachSettings).where(eq(outreachSettings.userId, userId)),
        db
          .select()
          .from(outreachReminders)
          .where(eq(outreachReminders.userId, userId))
          .orderBy(asc(outreachReminders.claimedAt)),
        db
          .select()
          .from(analyticsEvents)
          .where(eq(analyticsEvents.userId, userId))
          .orderBy(asc(analyticsEvents.occurredAt)),
        db.select().from(outbox).where(outboxOf(userId, email)).orderBy(asc(outbox.createdAt)),
        db.select().from(auditLog).where(eq(auditLog.userId, userId)).orderBy(asc(auditLog.at)),
      ]);
      return {
        sessions,
        factors,
        trustedNetworks: trusted[0]?.n ?? 0,
        profile: profile[0] ?? null,
        transcript: transcript[0] ?? null,
        submissions,
        draft: draft[0] ?? null,
        matches: matchRows,
        shares,
        coach,
        uploads: files,
        analyses,
        derived,
        dossier: {
          dossier: dossier[0] ?? null,
          links: dossierLinkRows,
          views: dossierViewRows,
          references: dossierReferenceRows,
        },
        outreach,
        outreachSettings: outreachSettingsRows[0] ?? null,
        outreachReminders: outreachReminderRows,
        events,
        outbox: outboxRows,
        audit,
      };
    },

    async recordExport(userId: string, details: Record<string, number>): Promise<void> {
      await writeForAthlete(db, userId, (tx) =>
        tx.insert(auditLog).values({ userId, action: 'account_exported', details }),
      );
    },

    /**
     * Deleted accounts that still have product rows: rows an earlier version wrote after the
     * deletion (before writes were guarded, db/athlete-writes.ts), or anything a bug may leave.
     */
    async deletedWithLeftovers(limit: number): Promise<string[]> {
      const holds = [uploads, uploadDerivatives, ...BY_USER_ID]
        .map((table) => sql`exists (select 1 from ${table} t where t.user_id = a.user_id)`)
        .concat(
          sql`exists (select 1 from ${outbox} o where o.payload->>'user_id' = a.user_id::text and o.type <> ${ATHLETE_DELETED})`,
        );
      const result = (await db.execute(
        sql`select a.user_id from ${auditLog} a where a.action = 'account_deleted' and (${sql.join(holds, sql` or `)}) limit ${limit}`,
      )) as unknown as { user_id: string }[] | { rows: { user_id: string }[] };
      return (Array.isArray(result) ? result : result.rows).map((row) => row.user_id);
    },

    /** Removes what a deleted account left, under the deletion's lock; answers the storage keys to remove after the commit. */
    async removeLeftovers(userId: string): Promise<{ storageKeys: string[]; rows: number; files: number }> {
      return db.transaction(async (tx) => {
        await lockAthleteForDeletion(tx, userId);
        return removeProductRows(tx, userId, null);
      });
    },

    /** The stored files of a deleted account are gone: nothing is pending for them any more. */
    async forgetRemoved(keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(pendingObjects).where(inArray(pendingObjects.storageKey, keys));
    },

    async storageKeys(userId: string): Promise<string[]> {
      const [files, derived] = await Promise.all([
        db.select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.userId, userId)),
        db
          .select({ key: uploadDerivatives.storageKey })
          .from(uploadDerivatives)
          .where(eq(uploadDerivatives.userId, userId)),
      ]);
      return [...files, ...derived].map((row) => row.key);
    },

    /**
     * Deletes every row about the athlete in one transaction, records the deletion and writes the
     * talent managers' event, so either all of it happened or none. `embedded` also takes the auth
     * service's user (its sessions, tokens, factors, links and trusted networks go with it by
     * cascade), the mail sent to the address and the login-failure counters of the account.
     * Answers the storage keys of the deleted uploads, for the caller to remove after the commit,
     * and records them as pending removal in the same commit, so a crash before they are removed
     * leaves them to the uploads' sweep (uploads/pending-rule.ts); null when the account had been deleted already (a second request that waited for the first).
     */
    async deleteAll(
      userId: string,
      options: { email: string | null; embedded: boolean; at: Date },
    ): Promise<{ storageKeys: string[]; rows: number; files: number } | null> {
      const { email, embedded, at } = options;
      return db.transaction(async (tx) => {
        // Waits for the athlete's writes in flight, which then commit before these deletes see them.
        await lockAthleteForDeletion(tx, userId);
        // Claims the deletion first: a second request for the same account waits here and then fails on the index.
        const claimed = await tx
          .insert(auditLog)
          .values({ userId, action: 'account_deleted', at })
          .onConflictDoNothing()
          .returning({ id: auditLog.id });
        if (claimed.length === 0) return null;
        const removed = await removeProductRows(tx, userId, email);
        let rows = removed.rows;
        const count = async (query: Promise<unknown[]>) => {
          rows += (await query).length;
        };
        if (embedded) {
          const sessionIps = await tx
            .selectDistinct({ ip: authSessions.ip })
            .from(authSessions)
            .where(eq(authSessions.userId, userId));
          if (email) {
            const keys = [
              loginAccountKey(email),
              ...sessionIps.flatMap(({ ip }) => (ip ? [loginPairKey(email, ip)] : [])),
            ];
            await count(tx.delete(authLoginFailures).where(inArray(authLoginFailures.key, keys)).returning());
            await count(
              tx
                .delete(authMailbox)
                .where(
                  sql`exists (select 1 from jsonb_array_elements(${authMailbox.to}) as recipient
                              where lower(recipient->>'Address') = ${email})`,
                )
                .returning({ id: authMailbox.id }),
            );
          }
          await count(tx.delete(authUsers).where(eq(authUsers.id, userId)).returning({ id: authUsers.id }));
        }
        await tx.insert(outbox).values({
          type: ATHLETE_DELETED,
          payload: { user_id: userId, deleted_at: at.toISOString() },
        });
        await tx
          .update(auditLog)
          .set({ details: { rows, files: removed.files } })
          .where(and(eq(auditLog.userId, userId), eq(auditLog.action, 'account_deleted')));
        return { storageKeys: removed.storageKeys, rows, files: removed.files };
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
