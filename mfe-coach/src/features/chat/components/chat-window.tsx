import { useClearHistory } from '@talentbrug/api-client/coach';
import type { ChatMessage } from '@talentbrug/domain/coach';
import { COACH_PERSONA } from '@talentbrug/domain/constants';
import { Button } from '@talentbrug/ui/button';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useConversation } from '../hooks/use-conversation.ts';
import { useStickToBottom } from '../hooks/use-stick-to-bottom.ts';
import { COACH_TEXTS } from '../utils/texts.ts';
import styles from './chat.module.css';
import { ChatComposer } from './chat-composer.tsx';
import { MessageList } from './message-list.tsx';
import { NewChatDialog } from './new-chat-dialog.tsx';
import { PopularQuestions } from './popular-questions.tsx';
import { RichText } from './rich-text.tsx';

interface ChatWindowProps {
  history: readonly ChatMessage[];
  welcome: string;
}

/**
 * The chat with Sanne (spec "AI Coach"): a window of 600 px with the conversation, the popular
 * questions while only the welcome is there, and the question field.
 *
 * What a screen reader hears: the conversation is a polite log that holds finished messages only.
 * An answer grows in a bubble beside them that is hidden from assistive technology, so no token is
 * read; when the answer is done it is added to the log as one new message and read once. 'Sanne
 * typt…' is added to the log as well, so a blind athlete knows the answer is coming.
 */
export function ChatWindow({ history, welcome }: ChatWindowProps) {
  const chat = useConversation(history);
  const clear = useClearHistory();
  const [draft, setDraft] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const typing = chat.waiting && chat.streamed === '';
  const scroll = useStickToBottom<HTMLDivElement>(`${chat.items.length}:${chat.streamed.length}:${typing}`);

  // The control that was used disappears or is disabled (a chip, the send button, the retry, the
  // dialog): the focus goes to the question field rather than being lost to the page.
  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest]);
  const focusInput = useCallback(() => setFocusRequest((n) => n + 1), []);

  const ask = (question: string) => {
    const sent = chat.send(question);
    if (sent) scroll.follow();
    return sent;
  };

  const onSend = () => {
    if (ask(draft)) setDraft('');
    focusInput();
  };

  const onChip = (question: string) => {
    ask(question);
    focusInput();
  };

  // Stable while an answer streams in (the turns do not change then), so the memoised MessageList
  // is not re-rendered for every token.
  const { retry } = chat;
  const { follow } = scroll;
  const onRetry = useCallback(
    (turnId: number) => {
      retry(turnId);
      follow();
      focusInput();
    },
    [retry, follow, focusInput],
  );

  const openConfirm = () => {
    clear.reset();
    setConfirming(true);
  };

  const onConfirmClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        chat.reset();
        setConfirming(false);
        scroll.follow();
        focusInput();
      },
    });

  return (
    <section className={styles.window} aria-labelledby={titleId}>
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {COACH_PERSONA.charAt(0)}
        </span>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {COACH_TEXTS.windowTitle}
          </h2>
          <p className={styles.subtitle}>{COACH_TEXTS.windowSubtitle}</p>
        </div>
        <Button
          variant="secondary"
          className={styles.newChat}
          onClick={openConfirm}
          disabled={chat.waiting || chat.empty}
        >
          {COACH_TEXTS.newChat}
        </Button>
      </header>

      <div className={styles.feedWrap}>
        <div
          ref={scroll.ref}
          onScroll={scroll.onScroll}
          className={styles.feed}
          role="log"
          aria-label={COACH_TEXTS.log}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
        >
          <ol className={styles.list}>
            <MessageList welcome={welcome} items={chat.items} onRetry={onRetry} retryDisabled={chat.waiting} />
            {typing ? (
              <li className={`${styles.item} ${styles.coach}`}>
                <p className={`${styles.bubble} ${styles.typing}`}>
                  <span className={styles.dots} aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </span>
                  {COACH_TEXTS.typing}
                </p>
              </li>
            ) : null}
            {chat.waiting && chat.streamed !== '' ? (
              <li className={`${styles.item} ${styles.coach}`} aria-hidden="true" data-streaming="">
                <div className={`${styles.bubble} ${styles.streaming}`}>
                  <RichText text={chat.streamed} />
                </div>
              </li>
            ) : null}
          </ol>
        </div>
        {scroll.newerBelow ? (
          <button type="button" className={styles.jump} onClick={scroll.follow}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M12 5v14m-6-6l6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
            {COACH_TEXTS.jumpToNewest}
          </button>
        ) : null}
      </div>

      {chat.empty ? <PopularQuestions onAsk={onChip} /> : null}

      <ChatComposer value={draft} onChange={setDraft} onSend={onSend} waiting={chat.waiting} inputRef={inputRef} />

      <NewChatDialog
        open={confirming}
        busy={clear.isPending}
        failed={clear.isError}
        onConfirm={onConfirmClear}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
