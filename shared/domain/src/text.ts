/**
 * The one rule for text the platform accepts: no U+0000 and no unpaired UTF-16 surrogate.
 * PostgreSQL cannot store either (text refuses NUL, jsonb refuses both), and a lone surrogate
 * is not Unicode at all, so such text would otherwise fail in the database as a 500. Every
 * request schema builds its strings from `safeText()`; the server's text guard applies the
 * same predicate to whole request bodies, so a schema that forgets cannot reach the database.
 *
 * Other control characters stay valid: PostgreSQL stores them, and text pasted from a word
 * processor carries some (a vertical tab for a line break), besides the newlines and tabs of
 * free text.
 */
import { z } from 'zod/mini';

export const INVALID_TEXT_MESSAGE = 'Deze tekst bevat een ongeldig teken.';

// In a /u regex a well-formed surrogate pair is one astral code point, so \p{Cs} matches only
// a surrogate without its partner.
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether PostgreSQL can store `text` as it is: no NUL, every surrogate paired. */
export function isValidText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

export type JsonPath = (string | number)[];

/**
 * The paths of the strings in `value` (a parsed JSON body, a query) that fail `isValidText`, in
 * document order, at most `limit` of them; empty when all pass. A failing object key reports the
 * object holding it, so an answer never echoes the bad key. Iterative, because a body nested
 * thousands of levels deep must not overflow the stack.
 */
export function findInvalidText(value: unknown, limit = 1): JsonPath[] {
  // Each entry links to its parent instead of copying the path, so a deep body costs linear time.
  type Entry = { value: unknown; key: string | number | null; parent: Entry | null };
  const pathOf = (entry: Entry): JsonPath => {
    const path: JsonPath = [];
    for (let at: Entry | null = entry; at && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const found: JsonPath[] = [];
  const pending: Entry[] = [{ value, key: null, parent: null }];
  for (let entry = pending.pop(); entry && found.length < limit; entry = pending.pop()) {
    const current = entry.value;
    if (typeof current === 'string') {
      if (!isValidText(current)) found.push(pathOf(entry));
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        pending.push({ value: current[index], key: index, parent: entry });
      }
    } else if (typeof current === 'object' && current !== null) {
      const keys = Object.keys(current);
      if (!keys.every(isValidText)) {
        found.push(pathOf(entry));
        continue;
      }
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index] as string;
        pending.push({ value: (current as Record<string, unknown>)[key], key, parent: entry });
      }
    }
  }
  return found;
}

/**
 * A string that passes `isValidText`; add the field's own rules after it
 * (`safeText().check(z.trim(), z.maxLength(100))`), so the text rule runs first and stops the rest.
 */
export function safeText(message: string = INVALID_TEXT_MESSAGE, notText?: string) {
  // `notText`: what a value that is no string at all (null, a number) hears, such as 'Vul je voornaam in.'.
  return z.string(notText).check(z.refine(isValidText, { message, abort: true }));
}

/**
 * Any JSON value (free-form metadata) whose strings and keys all pass `isValidText`; each
 * issue points at a failing string.
 */
export function safeJsonValue(message: string = INVALID_TEXT_MESSAGE) {
  return z.unknown().check((ctx) => {
    for (const path of findInvalidText(ctx.value, 20)) {
      ctx.issues.push({ code: 'custom', message, input: ctx.value, path });
    }
  });
}
