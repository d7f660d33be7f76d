/**
 * Why a video cannot be analysed, in words for the athlete. The job stores `reason` as the
 * analysis' failure text; `code` is for logs, metrics and tests. Anything else thrown by this
 * layer (an abort, a missing binary) is the server's problem, not the athlete's.
 */
import { HIGHLIGHT_VIDEO_LENGTH_TEXT } from '@talentbrug/domain/highlight-video';

export type VideoFileErrorCode =
  | 'unreadable'
  | 'truncated'
  | 'no_video'
  | 'too_long'
  | 'too_short'
  | 'too_large'
  | 'timeout';

/** The longest video we analyse. Coaches want 3-5 minutes; a 20-minute file is a whole match, not a highlight video. */
export const MAX_DURATION_S = 20 * 60;
/** Shorter than this is a photo or a glitch, not a highlight video (a 100 MB file of one frame ends here). */
export const MIN_DURATION_S = 1;
/** 8K (7680 x 4320) is the largest a phone records; beyond that one frame alone costs hundreds of MB to decode. */
export const MAX_PIXELS = 7680 * 4320;

const REASONS: Record<VideoFileErrorCode, string> = {
  unreadable: 'We konden je video niet lezen. Is het bestand helemaal geüpload? Upload hem opnieuw.',
  truncated: 'Je video lijkt niet helemaal geüpload: hij stopt eerder dan hij zou moeten. Upload hem opnieuw.',
  no_video: 'Dit bestand bevat geen beeld. Upload een video (bijvoorbeeld MP4 of MOV).',
  too_long: `Je video duurt langer dan ${MAX_DURATION_S / 60} minuten. Coaches kijken ${HIGHLIGHT_VIDEO_LENGTH_TEXT}: upload een kortere highlightvideo.`,
  too_short: 'Je video is korter dan een seconde. Upload je highlightvideo, geen foto of los fragment.',
  too_large:
    'Je video heeft een ongewoon groot beeld (groter dan 8K). Exporteer hem in 1080p of 4K en upload hem opnieuw.',
  timeout: 'Het analyseren van je video duurde te lang. Exporteer hem opnieuw in 1080p en upload hem nog een keer.',
};

export class VideoFileError extends Error {
  readonly code: VideoFileErrorCode;
  /** One or two Dutch sentences for the athlete: what is wrong and what to do. */
  readonly reason: string;

  constructor(code: VideoFileErrorCode, options?: { cause?: unknown; detail?: string }) {
    super(`video file: ${code}${options?.detail ? ` (${options.detail})` : ''}`, { cause: options?.cause });
    this.name = 'VideoFileError';
    this.code = code;
    this.reason = REASONS[code];
  }
}
