/**
 * Uploaded files (spec "Uploaded file", "Upload"): the kinds, their types and limits with the
 * spec's Dutch messages, and the API's shapes (POST /api/upload/{kind}, GET /api/upload/files,
 * DELETE /api/upload/file/{id}). The browser checks before sending and the server checks again,
 * by the declared type and by the file's own first bytes.
 */
import { z } from 'zod/mini';
import { safeText } from './text.ts';

export const UPLOAD_KINDS = ['video', 'document', 'image'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The spec's default and the profile video's limit, in MB. */
export const UPLOAD_MAX_MB = 100;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;

/** What each kind accepts (spec 5, Upload). */
export const UPLOAD_MIME_TYPES: Readonly<Record<UploadKind, readonly string[]>> = {
  video: ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/x-matroska'],
  document: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  image: ['image/jpeg', 'image/png', 'image/webp'],
};

export const UPLOAD_TYPE_MESSAGES: Readonly<Record<UploadKind, string>> = {
  video: 'Alleen video bestanden zijn toegestaan (MP4, MOV, AVI, MKV)',
  document: 'Alleen PDF en Word documenten zijn toegestaan',
  image: 'Alleen afbeeldingen zijn toegestaan (JPG, PNG, WEBP)',
};

export const uploadTooLargeMessage = (maxMb = UPLOAD_MAX_MB) => `Bestand is te groot. Maximum ${maxMb}MB toegestaan.`;

/** The spec's check before an upload: null when the file may go, else the Dutch reason. */
export function checkUpload(kind: UploadKind, file: { size: number; type: string }, maxMb = UPLOAD_MAX_MB) {
  if (!UPLOAD_MIME_TYPES[kind].includes(file.type)) return UPLOAD_TYPE_MESSAGES[kind];
  if (file.size > maxMb * 1024 * 1024) return uploadTooLargeMessage(maxMb);
  return null;
}

/** The purpose of a file; the profile's highlight video is 'highlight' (spec 7, notes). */
export const HIGHLIGHT_TYPE = 'highlight';
/** The onboarding's documents (kind 'document', stored privately, served only to their owner). */
export const TRANSCRIPT_TYPE = 'transcript';
export const MOTIVATION_LETTER_TYPE = 'motivation-letter';

/**
 * A highlight video's analysis (issue 36), as GET /api/upload/files (each video) and
 * GET/POST /api/upload/file/{id}/analysis carry it. Other clients rely on these names.
 */
export const VIDEO_ANALYSIS_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type VideoAnalysisStatus = (typeof VIDEO_ANALYSIS_STATUSES)[number];
/** `ok`: as coaches want it; `tip`: better with a change; `fix`: a coach will notice, change it. */
export const VIDEO_FINDING_SEVERITIES = ['ok', 'tip', 'fix'] as const;
export type VideoFindingSeverity = (typeof VIDEO_FINDING_SEVERITIES)[number];

export const videoFindingSchema = z.object({
  /** Stable, e.g. 'length', 'first-action', 'info-card', 'resolution', 'long-clips', 'black', 'frozen', 'silence', 'portrait'. */
  code: z.string(),
  severity: z.enum(VIDEO_FINDING_SEVERITIES),
  /** One Dutch sentence or two: what is seen and what to change. */
  text: z.string(),
  /** The clips concerned, numbered from 1 as the strip shows them (empty when none in particular). */
  clips: z.array(z.number().check(z.int(), z.positive())),
});
export type VideoFinding = z.infer<typeof videoFindingSchema>;

export const videoClipSchema = z.object({
  start_s: z.number(),
  end_s: z.number(),
  /** A signed link to the clip's thumbnail (JPEG), like the video's own. */
  thumbnail_url: z.nullable(z.string()),
});
export type VideoClip = z.infer<typeof videoClipSchema>;

export const videoAnalysisSchema = z.object({
  status: z.enum(VIDEO_ANALYSIS_STATUSES),
  /** 0-100 while it runs; 100 when done. */
  progress: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  duration_s: z.nullable(z.number()),
  /** As the video shows (after its rotation flag): a portrait video is higher than wide. */
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  fps: z.nullable(z.number()),
  has_audio: z.nullable(z.boolean()),
  poster_url: z.nullable(z.string()),
  clips: z.array(videoClipSchema),
  findings: z.array(videoFindingSchema),
  analysed_at: z.nullable(z.string()),
  /** Why it failed, in Dutch, for the athlete; null unless `failed`. */
  error: z.nullable(z.string()),
});
export type VideoAnalysis = z.infer<typeof videoAnalysisSchema>;

/** GET and POST /api/upload/file/{id}/analysis. */
export const videoAnalysisResponseSchema = z.object({ analysis: videoAnalysisSchema });

export const uploadedFileSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  originalName: z.string(),
  size: z.number().check(z.int(), z.nonnegative()),
  mimeType: z.string(),
  /** Where the file plays or downloads: a short-lived signed URL of the app's own origin (or the bucket). */
  url: z.string(),
  type: z.nullable(z.string()),
  description: z.nullable(z.string()),
  created_at: z.string(),
  /** The original's signed link, when `url` plays a rendition made for every browser (videos only). */
  download_url: z.optional(z.string()),
  /** Videos only: the analysis, as far as it has come. */
  analysis: z.optional(videoAnalysisSchema),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** POST /api/upload/{kind}. */
export const uploadResponseSchema = z.object({ file: uploadedFileSchema });
/** GET /api/upload/files[?type=]. */
export const filesResponseSchema = z.object({ files: z.array(uploadedFileSchema) });

/**
 * Where an uploaded file's bytes are reached (GET /api/upload/file/{id}/content): also the stable
 * URL a profile keeps when an uploaded video is its highlight.
 */
export const uploadContentPath = (id: string) => `/api/upload/file/${id}/content`;

/** The upload id of a profile's highlight that is an uploaded video (its content path), else null. */
export function uploadedVideoId(url: string): string | null {
  try {
    return /^\/api\/upload\/file\/([^/]+)\/content$/.exec(new URL(url, 'http://localhost').pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** Whether a profile's highlight is an uploaded video (its content path) rather than the athlete's own link. */
export const isUploadedVideoUrl = (url: string): boolean => uploadedVideoId(url) !== null;

/** Optional fields beside the file in the multipart body. */
export const uploadFieldsSchema = z.object({
  title: z.optional(safeText().check(z.trim(), z.maxLength(200))),
  description: z.optional(safeText().check(z.trim(), z.maxLength(2000))),
  type: z.optional(safeText().check(z.trim(), z.regex(/^[a-z][a-z0-9-]{0,39}$/, 'Ongeldig type'))),
});
