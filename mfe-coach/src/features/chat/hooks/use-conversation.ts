import { useAskCoach } from '@talentbrug/api-client/coach';
import type { ChatMessage } from '@talentbrug/domain/coach';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { buildConversation, type Turn } from '../utils/conversation.ts';
import { chatErrorText } from '../utils/errors.ts';

/** One render per frame at most while an answer streams in, however fast its tokens come. */
const nextFrame = (callback: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
};

/**
 * The conversation on the page: the stored history, the questions asked here, and the answer
 * being written. The streamed text lives apart from the turns, so a token re-renders only the
 * growing bubble, never the finished messages.
 */
export function useConversation(history: readonly ChatMessage[]) {
  const ask = useAskCoach();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [streamed, setStreamed] = useState('');
  const nextId = useRef(0);
  const historyLength = useRef(history.length);
  historyLength.current = history.length;
  const buffer = useRef('');
  const cancelFrame = useRef<(() => void) | null>(null);

  const conversation = useMemo(() => buildConversation(history, turns), [history, turns]);
  const waiting = conversation.pending !== null;
  const waitingRef = useRef(waiting);
  waitingRef.current = waiting;

  useEffect(() => () => cancelFrame.current?.(), []);

  const flush = useCallback(() => {
    cancelFrame.current = null;
    setStreamed(buffer.current);
  }, []);

  /** The answer is finished or failed: the growing bubble goes, with a frame still due to show it. */
  const clearStream = useCallback(() => {
    cancelFrame.current?.();
    cancelFrame.current = null;
    buffer.current = '';
    setStreamed('');
  }, []);

  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      if (question === '' || waitingRef.current) return false;
      waitingRef.current = true;
      nextId.current += 1;
      const id = nextId.current;
      const askedAt = new Date().toISOString();
      const settle = (change: Partial<Turn>) => {
        clearStream();
        setTurns((all) => all.map((turn) => (turn.id === id ? { ...turn, ...change } : turn)));
      };
      setTurns((all) => [...all, { id, question, anchor: historyLength.current, status: 'pending' }]);
      ask
        .mutateAsync({
          message: question,
          askedAt,
          onToken: (piece) => {
            buffer.current += piece;
            cancelFrame.current ??= nextFrame(flush);
          },
        })
        .then(
          (answer) => settle({ status: 'answered', answer: answer.message }),
          (error: unknown) => settle({ status: 'failed', error: chatErrorText(error) }),
        );
      return true;
    },
    [ask.mutateAsync, flush, clearStream],
  );

  /** Asks a failed question again; it moves to the end of the conversation. */
  const retry = useCallback(
    (turnId: number) => {
      const turn = turns.find((t) => t.id === turnId && t.status === 'failed');
      if (!turn || waitingRef.current) return;
      setTurns((all) => all.filter((t) => t.id !== turnId));
      send(turn.question);
    },
    [turns, send],
  );

  /** After 'Nieuw gesprek': the questions asked here go with the rest. */
  const reset = useCallback(() => setTurns([]), []);

  return { ...conversation, streamed, waiting, send, retry, reset };
}
