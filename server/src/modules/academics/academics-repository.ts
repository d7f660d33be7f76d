import type { TranscriptInput } from '@talentbrug/domain/academics';
import { eq } from 'drizzle-orm';
import { writeForAthlete } from '../../db/athlete-writes.ts';
import type { Database } from '../../db/client.ts';
import { academicTranscripts } from '../../db/schema/academics.ts';

export interface StoredTranscript {
  readonly transcript: TranscriptInput;
  readonly updatedAt: Date;
}

type Document = Pick<TranscriptInput, 'profile' | 'subjects'>;

/** The one row per athlete; the track is a column, the rest one document (schema/academics.ts). */
export function createAcademicsRepository(db: Database) {
  return {
    async find(userId: string): Promise<StoredTranscript | null> {
      const [row] = await db.select().from(academicTranscripts).where(eq(academicTranscripts.userId, userId));
      if (!row) return null;
      const document = row.transcript as Document;
      return {
        transcript: {
          track: row.track as TranscriptInput['track'],
          profile: document.profile,
          subjects: document.subjects,
        },
        updatedAt: row.updatedAt,
      };
    },

    /** Replaces the athlete's transcript whole; refused for a deleted account (db/athlete-writes.ts). */
    async save(userId: string, transcript: TranscriptInput): Promise<StoredTranscript> {
      const document: Document = { profile: transcript.profile, subjects: transcript.subjects };
      const [row] = await writeForAthlete(db, userId, (tx) =>
        tx
          .insert(academicTranscripts)
          .values({ userId, track: transcript.track, transcript: document })
          .onConflictDoUpdate({
            target: academicTranscripts.userId,
            set: { track: transcript.track, transcript: document, updatedAt: new Date() },
          })
          .returning({ updatedAt: academicTranscripts.updatedAt }),
      );
      return { transcript, updatedAt: row?.updatedAt ?? new Date() };
    },
  };
}

export type AcademicsRepository = ReturnType<typeof createAcademicsRepository>;
