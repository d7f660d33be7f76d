import {
  ACADEMICS_MESSAGES,
  assessTranscript,
  coreGpaEstimate,
  type EligibilityResponse,
  type Profile,
  type Track,
  type TranscriptInput,
  type TranscriptResponse,
} from '@talentbrug/domain/academics';
import { NotFoundError } from '../../errors.ts';
import type { AcademicsRepository, StoredTranscript } from './academics-repository.ts';

/** Division I's core GPA estimate by the default table, the range of the three tables, the table's name. */
export interface CoreGpa {
  gpa: number;
  range: [number, number] | null;
  table: string;
  /** The diploma track and profile of the transcript the estimate was read from. */
  track: Track;
  profile: Profile | null;
}

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
     * The core GPA estimate with the range of the three tables, as the dossier shows it; null without
     * a transcript or without a counted grade.
     */
    /**
     * Only the estimate, for the readers that run on every request (the profile as matching and the
     * coach read it): Division I's core GPA by the default table, without the ranges and the lists.
     */
    async gpaEstimate(userId: string): Promise<number | null> {
      const stored = await repository.find(userId);
      return stored ? coreGpaEstimate(stored.transcript) : null;
    },

    async coreGpa(userId: string): Promise<CoreGpa | null> {
      const stored = await repository.find(userId);
      if (!stored) return null;
      const answer = assessTranscript(stored.transcript);
      if (answer.core_gpa === null) return null;
      const range = answer.core_gpa_range;
      return {
        gpa: answer.core_gpa,
        range: range ? [range.low, range.high] : null,
        table: answer.table.name,
        track: stored.transcript.track,
        profile: stored.transcript.profile,
      };
    },

    async eligibility(userId: string): Promise<EligibilityResponse> {
      const stored = await repository.find(userId);
      if (!stored) throw new NotFoundError(ACADEMICS_MESSAGES.noTranscript);
      return assessTranscript(stored.transcript);
    },
  };
}

export type AcademicsService = ReturnType<typeof createAcademicsService>;
