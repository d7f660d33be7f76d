import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Within this many pixels of the end, the reader counts as following the conversation. */
const NEAR_END_PX = 48;

/**
 * Keeps a scrolling log at its newest line while the reader is there, and leaves it alone once
 * they scroll up to read: new text then shows the 'newer below' button instead of pulling them
 * down (`newerBelow`). `follow()` jumps to the end and follows again (after sending a question).
 * `content` is anything that changes when the log grows.
 */
export function useStickToBottom<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  const following = useRef(true);
  const [newerBelow, setNewerBelow] = useState(false);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_END_PX;
    if (following.current) setNewerBelow(false);
  }, []);

  const follow = useCallback(() => {
    following.current = true;
    setNewerBelow(false);
    const element = ref.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (following.current) element.scrollTop = element.scrollHeight;
    else setNewerBelow(true);
  }, [content]);

  return { ref, onScroll, follow, newerBelow };
}
