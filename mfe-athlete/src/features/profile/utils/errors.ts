import { ApiError } from '@talentbrug/api-client/api';

/**
 * What the upload widget says when the server refused the file: its own Dutch reason for a
 * request error (413 too large or over the quota, 400 not a video by its first bytes), since
 * only the athlete can fix those. Anything else (no answer, a 5xx) gets the spec's sentence.
 */
export function uploadErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  // A 413 without a body (a proxy's) still says what is wrong: the client's own too-large text.
  return error.serverMessage ?? (error.status === 413 ? error.message : null);
}
