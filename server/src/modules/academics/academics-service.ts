import {
  ACADEMICS_MESSAGES,
  assessTranscript,
  type EligibilityResponse,
  type TranscriptInput,
  type TranscriptResponse,
} from '@talentbrug/domain/academics';
import { NotFoundError } from '../../errors.ts';
import type { AcademicsRepository, StoredTranscript } from './academics-repository.ts';

function toResponse(stored: StoredTranscript | null): TranscriptResponse {
  if (!stored) return { transcript: null };
  return { transcript: { ...stored.transcript, updated_at: stored.updatedAt.toISOString() } };
}

/**
 * The athlete's Dutch transcript and its NCAA reading. The reading is made at every request from
 * the stored grades, so a corrected rule or table reaches every athlete at once.
 */
export function createAcademicsService({ repository }: { repository: Pick<AcademicsRepository, 'find' | 'save'> }) {
  return {
    async transcript(userId: string): Promise<TranscriptResponse> {
      return toResponse(await repository.find(userId));
    },

    async save(userId: string, transcript: TranscriptInput): Promise<TranscriptResponse> {
      return toResponse(await repository.save(userId, transcript));
    },

    /**
     * The core GPA estimate other modules use instead of the typed GPA (the dossier, matching, the
     * coach): Division I's by the default table, with the range of the three tables; null without a
     * transcript or without a counted grade.
     */
    async coreGpa(userId: string): Promise<{ gpa: number; range: [number, number] | null; table: string } | null> {
      const stored = await repository.find(userId);
      if (!stored) return null;
      const answer = assessTranscript(stored.transcript);
      if (answer.core_gpa === null) return null;
      const range = answer.core_gpa_range;
      return { gpa: answer.core_gpa, range: range ? [range.low, range.high] : null, table: answer.table.name };
    },

    async eligibility(userId: string): Promise<EligibilityResponse> {
      const stored = await repository.find(userId);
      if (!stored) throw new NotFoundError(ACADEMICS_MESSAGES.noTranscript);
      return assessTranscript(stored.transcript);
    },
  };
}

export type AcademicsService = ReturnType<typeof createAcademicsService>;
