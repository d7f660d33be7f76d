import { ApiError, isUnauthorized } from '@talentbrug/api-client/api';

/**
 * What to say when a request failed: the server's own Dutch reason (an invalid address, no
 * profile yet, a school no longer in the list), the domain's message when the schema refused the
 * value before it was sent, else the screen's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isUnauthorized(error)) return fallback;
  if (error instanceof ApiError) return error.status < 500 && error.serverMessage ? error.serverMessage : fallback;
  const issues = (error as { issues?: readonly { message?: unknown }[] } | null)?.issues;
  const first = issues?.[0]?.message;
  return typeof first === 'string' ? first : fallback;
}
