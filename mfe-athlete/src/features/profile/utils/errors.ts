import { ApiError } from '@talentbrug/api-client/api';

/**
 * What the upload widget says when the server refused the file: its own Dutch reason for a
 * request error (413 too large or over the quota, 400 not a video by its first bytes), since
 * only the athlete can fix those. Anything else (no answer, a 5xx) gets the spec's sentence.
 */
export function uploadErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return error.message && error.message !== 'Request failed' && error.message !== 'Upload failed'
    ? error.message
    : null;
}
