import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, as its content streams write it (pdf-lib writes each line with `Tj`, as a
 * hex string for an embedded font or a literal one), enough for a test to see what a coach reads.
 *
 * A stream runs from `stream` and its line end to the `\nendstream` that closes it. Its compressed
 * bytes may themselves end in a carriage return (0x0D, about one stream in 256: the bytes follow
 * the random link in the page), so that byte is kept as data, never read as part of the line end:
 * zlib ignores what follows the end of its data, and cutting the byte off would lose the page's text.
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      parts.push(Buffer.from(text[1] ?? '', 'hex').toString('latin1'));
    for (const text of content.matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g)) parts.push(text[1] ?? '');
  }
  return parts.join('\n');
}
