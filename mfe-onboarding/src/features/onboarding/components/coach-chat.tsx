import { COACH_PERSONA } from '@talentbrug/domain/constants';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { useEffect, useRef } from 'react';
import { useOnboardingStore } from '../stores/onboarding-store.ts';
import styles from './onboarding.module.css';

/** The coach's side of the conversation; new messages are announced politely and scrolled into view. */
export function CoachChat() {
  const chat = useOnboardingStore((state) => state.chat);
  const typing = useOnboardingStore((state) => state.pendingCoach.length > 0);
  const feed = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = feed.current;
    if (element && chat.length > 0) element.scrollTop = element.scrollHeight;
  }, [chat.length]);

  return (
    <section className={`${styles.panel} ${styles.chatPanel}`} aria-labelledby="onb-chat-title">
      <h2 id="onb-chat-title" className={styles.panelTitle}>
        <span className={styles.avatar} aria-hidden="true">
          {COACH_PERSONA.charAt(0)}
        </span>
        Je coach {COACH_PERSONA}
      </h2>
      <div
        ref={feed}
        className={styles.chatFeed}
        role="log"
        aria-live="polite"
        aria-label={`Gesprek met ${COACH_PERSONA}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
      >
        <ol className={styles.chatList}>
          {chat.map((message) => (
            <li key={message.id} className={message.from === 'ai' ? styles.bubbleCoach : styles.bubbleUser}>
              <span className={hidden.visuallyHidden}>{message.from === 'ai' ? `${COACH_PERSONA}: ` : 'Jij: '}</span>
              {message.text}
            </li>
          ))}
        </ol>
      </div>
      <p className={styles.typing} aria-hidden="true">
        {typing ? `${COACH_PERSONA} typt…` : '\u00a0'}
      </p>
    </section>
  );
}
