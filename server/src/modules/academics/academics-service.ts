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

    async eligibility(userId: string): Promise<EligibilityResponse> {
      const stored = await repository.find(userId);
      if (!stored) throw new NotFoundError(ACADEMICS_MESSAGES.noTranscript);
      return assessTranscript(stored.transcript);
    },
  };
}

export type AcademicsService = ReturnType<typeof createAcademicsService>;
