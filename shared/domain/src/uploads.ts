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

/** Whether a profile's highlight is an uploaded video (its content path) rather than the athlete's own link. */
export function isUploadedVideoUrl(url: string): boolean {
  try {
    return /^\/api\/upload\/file\/[^/]+\/content$/.test(new URL(url, 'http://localhost').pathname);
  } catch {
    return false;
  }
}

/** Optional fields beside the file in the multipart body. */
export const uploadFieldsSchema = z.object({
  title: z.optional(safeText().check(z.trim(), z.maxLength(200))),
  description: z.optional(safeText().check(z.trim(), z.maxLength(2000))),
  type: z.optional(safeText().check(z.trim(), z.regex(/^[a-z][a-z0-9-]{0,39}$/, 'Ongeldig type'))),
});
