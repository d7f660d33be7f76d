import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.ts';

/** A PDF's bytes with one compressed content stream, as pdf-lib writes it. */
const pdfWith = (compressed: Buffer) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n1 0 obj\n<< /Filter /FlateDecode >>\nstream\n'),
    compressed,
    Buffer.from('\nendstream\nendobj\n'),
  ]);

describe('pdfText', () => {
  it('reads a stream whose compressed bytes end in a carriage return (CI met one: the page read as empty)', () => {
    // The first line whose compressed form ends in 0x0D, found rather than hoped for.
    let n = 0;
    let compressed = deflateSync('BT (line 0) Tj ET');
    while (compressed.at(-1) !== 0x0d) compressed = deflateSync(`BT (line ${++n}) Tj ET`);
    expect(pdfText(pdfWith(compressed))).toBe(`line ${n}`);
  });

  it('reads hex strings and literal strings, stream by stream', () => {
    const hex = Buffer.from('This profile is shared by the athlete.', 'latin1').toString('hex');
    const text = pdfText(
      Buffer.concat([pdfWith(deflateSync(`BT <${hex}> Tj ET`)), pdfWith(deflateSync('BT (5\'8" \\(172 cm\\)) Tj ET'))]),
    );
    expect(text.split('\n')).toEqual(['This profile is shared by the athlete.', '5\'8" \\(172 cm\\)']);
  });
});
