/**
 * The Markdown the coach writes, and no more (issue 34): paragraphs split by a blank line, lists
 * of '- ' (or '* ') and '1. ' lines, `**bold**` and `[text](url)`. Everything else, HTML
 * included, stays text. An answer half streamed in reads as it will end, except that an
 * unfinished `**` or link shows as typed until it is closed. marked or markdown-it would not fit
 * the page's first-visit budget, and would bring HTML that the chat must never render.
 */

export type Inline = string | { bold: Inline[] } | { href: string; text: Inline[] };

export type Block =
  | { kind: 'p'; text: Inline[] }
  | { kind: 'ul'; items: Inline[][] }
  | { kind: 'ol'; start: number; items: Inline[][] };

/**
 * Where a link may go: the web, an e-mail address, or a path on this site. Not '//host' or
 * '/\host' (a browser reads both as another host), and nothing with a space or a control
 * character, which a browser drops before it reads the scheme ('java\tscript:').
 */
export function safeHref(url: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\s\u0000-\u001f\u007f]/.test(url)) return null;
  return /^(?:https?:\/\/[^/?#\\]|mailto:[^/]|\/(?![/\\]))/i.test(url) ? url : null;
}

/**
 * A list item's marker: '- ', '* ', '1. ' or '1) '. A '-' or '1.' alone on the last line is an
 * item streaming in; a '*' alone may still become `**bold**`.
 */
const ITEM = /^\s*(?:(-|\*(?=\s))|(\d{1,9})[.)])(?:\s+|$)/;
// Bold has no space just inside its `**` ('2 ** 3 ** 4' is not bold); a link needs its `)`.
const INLINE = /\*\*(?=\S)([^\n]*?\S)\*\*|\[([^\]\n]+)\]\(([^\s()]+)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const push = (piece: Inline) => {
    const at = out.length - 1;
    if (typeof piece === 'string' && typeof out[at] === 'string') out[at] += piece;
    else if (piece !== '') out.push(piece);
  };
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [source, bold, label = '', url = ''] = match;
    push(text.slice(last, match.index));
    last = match.index + source.length;
    const href = safeHref(url);
    // A refused link stays as it was written: the reader sees where it would have gone.
    push(bold ? { bold: parseInline(bold) } : href ? { href, text: parseInline(label) } : source);
  }
  push(text.slice(last));
  return out;
}

/** While read, a paragraph is one part (its lines); a list, one part per item (its lines). */
interface Open {
  kind: Block['kind'];
  start: number;
  parts: string[][];
}

/**
 * The text's blocks. A line after a list item continues the item when indented, else starts a
 * paragraph; a paragraph keeps its single line breaks (the bubble shows them, as before).
 */
export function parseRichText(text: string): Block[] {
  const blocks: Open[] = [];
  let open: Open | undefined;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const marker = ITEM.exec(line);
    if (marker) {
      const kind = marker[1] ? 'ul' : 'ol';
      if (open?.kind !== kind) {
        open = { kind, start: Number(marker[2] ?? 1), parts: [] };
        blocks.push(open);
      }
      open.parts.push([line.slice(marker[0].length)]);
    } else if (line.trim() === '') {
      open = undefined;
    } else if (open && open.kind !== 'p' && /^\s/.test(line)) {
      open.parts.at(-1)?.push(line.trim());
    } else if (open?.kind === 'p') {
      open.parts[0]?.push(line);
    } else {
      open = { kind: 'p', start: 1, parts: [[line]] };
      blocks.push(open);
    }
  }
  return blocks.map(({ kind, start, parts }): Block => {
    const items = parts.map((lines) => parseInline(lines.join('\n')));
    if (kind === 'p') return { kind, text: items[0] ?? [] };
    return kind === 'ul' ? { kind, items } : { kind, start, items };
  });
}
