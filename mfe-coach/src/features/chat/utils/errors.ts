import { ApiError } from '@talentbrug/api-client/api';
import { EmptyAnswerError } from '@talentbrug/api-client/coach';
import { COACH_TEXTS } from './texts.ts';

/** The server's own Dutch text (`{ error }` of a refusal or of a stream's error event), if it sent one. */
const serverMessage = (error: unknown): string | null => (error instanceof ApiError ? error.serverMessage : null);

/**
 * What Sanne says when a question got no answer (spec, chat errors): the server's reason inside
 * the spec's sentence (too many questions, too long), the generic sentence when there is none to
 * give (no connection, a stream cut short), and the empty-reply sentence. The reason's own closing
 * full stop is dropped, so the sentence does not read '(... even.).'.
 */
export function chatErrorText(error: unknown): string {
  if (error instanceof EmptyAnswerError) return COACH_TEXTS.emptyAnswer;
  const message = serverMessage(error);
  return message ? COACH_TEXTS.chatFailed(message.replace(/\.+$/, '')) : COACH_TEXTS.chatFailedGeneric;
}

/** The red box when the conversation could not be read (spec: the error message in a red box). */
export function loadErrorText(error: unknown): string {
  return serverMessage(error) ?? COACH_TEXTS.loadError;
}
