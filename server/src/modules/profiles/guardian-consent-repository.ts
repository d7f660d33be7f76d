import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dossiers } from '../../db/schema/dossier.ts';
import { onboardingSubmissions } from '../../db/schema/onboarding.ts';
import type { ParentConsent } from './guardian-consent.ts';

/** The wizard's guardian block as the submission stores it (`consent.guardian` of the payload). */
interface StoredGuardian {
  name?: unknown;
  email?: unknown;
  accepted_at?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Where a parent's consent is on record: the latest onboarding submission's guardian block (the
 * wizard's consent step) and the dossier's own record (the editor at /dossier). Read-only: each
 * module keeps writing its own.
 */
export function createGuardianConsentRepository(db: Database) {
  return {
    /** The latest submission's consent of a parent, when the parent ticked it; null otherwise. */
    async fromOnboarding(userId: string): Promise<ParentConsent | null> {
      const [row] = await db
        .select({ body: onboardingSubmissions.body, createdAt: onboardingSubmissions.createdAt })
        .from(onboardingSubmissions)
        .where(eq(onboardingSubmissions.userId, userId))
        .orderBy(desc(onboardingSubmissions.createdAt))
        .limit(1);
      const guardian = (row?.body as { consent?: { guardian?: StoredGuardian | null } } | undefined)?.consent?.guardian;
      const email = text(guardian?.email);
      const given = text(guardian?.accepted_at);
      if (!row || !email || !given || Number.isNaN(Date.parse(given))) return null;
      return {
        source: 'onboarding',
        parent_name: text(guardian?.name),
        parent_email: email,
        given_at: new Date(given).toISOString(),
        recorded_at: row.createdAt.toISOString(),
      };
    },

    /** The consent recorded on the dossier, or null. */
    async fromDossier(userId: string): Promise<ParentConsent | null> {
      const [row] = await db
        .select({
          email: dossiers.parentConsentEmail,
          on: dossiers.parentConsentOn,
          recordedAt: dossiers.parentConsentRecordedAt,
          updatedAt: dossiers.updatedAt,
        })
        .from(dossiers)
        .where(eq(dossiers.userId, userId));
      if (!row?.email || !row.on) return null;
      return {
        source: 'dossier',
        parent_name: null,
        parent_email: row.email,
        given_at: row.on,
        recorded_at: (row.recordedAt ?? row.updatedAt).toISOString(),
      };
    },
  };
}

export type GuardianConsentRepository = ReturnType<typeof createGuardianConsentRepository>;
