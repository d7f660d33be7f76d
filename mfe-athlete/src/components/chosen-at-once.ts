import { useState } from 'react';

/**
 * A controlled select whose value is the cache's shows the athlete's choice at once. The mutations'
 * optimistic patch comes after an await (they cancel the list's fetch first), and until then React
 * put the old value back (a flicker; on a loaded machine a test read the old value after its
 * choice). The choice stands until the cached value moves: patched to it, or put back after a
 * refusal, which then shows.
 */
export function useChosenAtOnce<T>(current: T): [shown: T, choose: (value: T) => void] {
  const [chosen, setChosen] = useState<{ value: T; over: T } | null>(null);
  if (chosen && !Object.is(chosen.over, current)) setChosen(null);
  const shown = chosen && Object.is(chosen.over, current) ? chosen.value : current;
  return [shown, (value: T) => setChosen({ value, over: current })];
}
