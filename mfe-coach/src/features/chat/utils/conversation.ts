import type { ChatMessage } from '@talentbrug/domain/coach';
import { COACH_TEXTS } from './texts.ts';

/**
 * A question asked on this page. `anchor` is the length of the stored history when it was asked:
 * the turn is shown there, so a failed question stays where it was asked while later answers
 * follow it. An answered turn is shown until the cached history holds its two messages.
 */
export interface Turn {
  id: number;
  question: string;
  anchor: number;
  status: 'pending' | 'answered' | 'failed';
  answer?: string;
  error?: string;
}

export type ConversationItem =
  | { key: string; kind: 'user' | 'coach'; text: string }
  | { key: string; kind: 'error'; text: string; turnId: number; retryable: boolean };

export interface Conversation {
  items: ConversationItem[];
  /** The question waiting for its answer, if any. */
  pending: Turn | null;
  /** Only the welcome is there: no stored message and no question asked here. */
  empty: boolean;
}

/**
 * The messages in the order they were written: the stored history with this page's turns at their
 * anchors. Keys are positions in that order, so when the cache takes over an answered turn the
 * same text keeps the same element: the screen does not flicker and the log does not announce
 * the answer a second time.
 */
export function buildConversation(history: readonly ChatMessage[], turns: readonly Turn[]): Conversation {
  const shown = turns.filter((turn) => turn.status === 'failed' || history.length < turn.anchor + 2);
  const items: ConversationItem[] = [];
  const key = () => `m${items.length}`;
  let pending: Turn | null = null;
  for (let index = 0; index <= history.length; index++) {
    for (const turn of shown) {
      if (turn.anchor !== index) continue;
      items.push({ key: key(), kind: 'user', text: turn.question });
      if (turn.status === 'failed') {
        items.push({
          key: key(),
          kind: 'error',
          text: turn.error ?? COACH_TEXTS.chatFailedGeneric,
          turnId: turn.id,
          retryable: false,
        });
      } else if (turn.status === 'answered') {
        items.push({ key: key(), kind: 'coach', text: coachText(turn.answer ?? '') });
      } else {
        pending = turn;
      }
    }
    const message = history[index];
    if (message) {
      items.push({
        key: key(),
        kind: message.type === 'ai' ? 'coach' : 'user',
        text: message.type === 'ai' ? coachText(message.content) : message.content,
      });
    }
  }
  const last = items.at(-1);
  // Only the latest failure offers a retry: asking an older question again would reorder the conversation.
  if (last?.kind === 'error' && !pending) items[items.length - 1] = { ...last, retryable: true };
  return { items, pending, empty: items.length === 0 && !pending };
}

/** A stored answer that came back empty reads as the spec's empty-reply sentence. */
const coachText = (text: string) => (text.trim() === '' ? COACH_TEXTS.emptyAnswer : text);
