import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { memo } from 'react';
import type { ConversationItem } from '../utils/conversation.ts';
import { COACH_TEXTS } from '../utils/texts.ts';
import styles from './chat.module.css';
import { RichText } from './rich-text.tsx';

const speaker = (kind: ConversationItem['kind']) =>
  kind === 'user' ? COACH_TEXTS.speakerUser : COACH_TEXTS.speakerCoach;

interface MessageListProps {
  welcome: string;
  items: readonly ConversationItem[];
  onRetry: (turnId: number) => void;
  retryDisabled: boolean;
}

/**
 * The finished messages. Memoised: while an answer streams in, only the growing bubble beside
 * this list re-renders. Each message says who wrote it (hidden, for screen readers), as in the
 * onboarding's chat. The coach's answers show their lists, bold and links (rich-text.tsx); what
 * the athlete typed, and the error sentences, show as written.
 */
export const MessageList = memo(function MessageList({ welcome, items, onRetry, retryDisabled }: MessageListProps) {
  return (
    <>
      <li className={`${styles.item} ${styles.coach}`}>
        <p className={styles.bubble}>
          <span className={hidden.visuallyHidden}>{COACH_TEXTS.speakerCoach}</span>
          {welcome}
        </p>
      </li>
      {items.map((item) => (
        <li
          key={item.key}
          className={`${styles.item} ${item.kind === 'user' ? styles.user : styles.coach} ${item.kind === 'error' ? styles.error : ''}`}
        >
          {item.kind === 'coach' ? (
            <div className={styles.bubble}>
              <span className={hidden.visuallyHidden}>{speaker(item.kind)}</span>
              <RichText text={item.text} />
            </div>
          ) : (
            <p className={styles.bubble}>
              <span className={hidden.visuallyHidden}>{speaker(item.kind)}</span>
              {item.text}
            </p>
          )}
          {item.kind === 'error' && item.retryable ? (
            <button
              type="button"
              className={styles.retry}
              onClick={() => onRetry(item.turnId)}
              disabled={retryDisabled}
            >
              {COACH_TEXTS.retryQuestion}
            </button>
          ) : null}
        </li>
      ))}
    </>
  );
});
