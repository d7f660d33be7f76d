import { ApiError } from '@talentbrug/api-client/api';

/** The server's own Dutch explanation of a refusal, or the general one when it gave none (no answer, a 5xx). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.serverMessage ?? fallback;
  return fallback;
}

/** The server's 400 names each invalid field by its dotted path (`parent_consent.given_on`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const fields = (error.body as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof message === 'string') errors[path] ??= message;
  }
  return errors;
}

/** A form's own findings from the domain schema, by dotted path, with the server's Dutch messages. */
export function issueErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}
