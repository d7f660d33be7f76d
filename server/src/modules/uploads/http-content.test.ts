import { describe, expect, it } from 'vitest';
import {
  cleanFileName,
  contentDisposition,
  createUrlSigner,
  parseRange,
  URL_LIFETIME_S,
  URL_WINDOW_S,
  urlWindow,
} from './http-content.ts';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { kind: 'range', start: 0, end: 99 }],
    ['bytes=990-', { kind: 'range', start: 990, end: 999 }],
    ['bytes=990-5000', { kind: 'range', start: 990, end: 999 }],
    ['bytes=-10', { kind: 'range', start: 990, end: 999 }],
    ['bytes=-5000', { kind: 'range', start: 0, end: 999 }],
    ['BYTES = 5 - 6', { kind: 'range', start: 5, end: 6 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-2000', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    // Ignored, so the whole file goes: several ranges, nonsense, a reversed range, another unit.
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['bytes=abc', { kind: 'whole' }],
    ['bytes=9-3', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=99999999999999999999-', { kind: 'whole' }],
  ])('%s of 1000 bytes', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it('finds nothing to serve in an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange(undefined, 0)).toEqual({ kind: 'whole' });
  });
});

describe('file names', () => {
  it('keeps the name, drops folders, control and bidi characters and leading dots', () => {
    expect(cleanFileName('C:\\Users\\lotte\\Finale 2025.mp4')).toBe('Finale 2025.mp4');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('.env')).toBe('env');
    expect(cleanFileName('film\u202Evip.mp4')).toBe('filmvip.mp4');
    expect(cleanFileName('a\u0000b\r\n.mp4')).toBe('ab.mp4');
    expect(cleanFileName('')).toBe('bestand');
    expect(cleanFileName(undefined)).toBe('bestand');
    const long = cleanFileName(`${'x'.repeat(500)}.mp4`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.mp4')).toBe(true);
  });

  it('offers an ASCII name beside the exact UTF-8 one (RFC 6266)', () => {
    expect(contentDisposition('inline', 'Zoë.mp4')).toBe(`inline; filename="Zoe.mp4"; filename*=UTF-8''Zo%C3%AB.mp4`);
    expect(contentDisposition('attachment', `cijfers "2025"; (def)*'.pdf`)).toBe(
      `attachment; filename="cijfers _2025__ (def)*'.pdf"; filename*=UTF-8''cijfers%20%222025%22%3B%20%28def%29%2A%27.pdf`,
    );
    expect(contentDisposition('attachment', '日本.pdf')).toBe(
      `attachment; filename=".pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`,
    );
  });
});

describe('signed links', () => {
  const signer = createUrlSigner('een-geheim-van-deze-installatie');
  const id = '6f1c8d3e-2b4a-4c5d-9e7f-0a1b2c3d4e5f';
  const now = new Date('2026-11-23T10:07:00Z');

  it('holds for the id and expiry signed, until that expiry', () => {
    const { exp, sig } = signer.sign(id, new Date('2026-11-23T11:00:00Z'));
    expect(signer.verify(id, String(exp), sig, now)).toBe('valid');
    expect(signer.verify(id, String(exp), sig, new Date('2026-11-23T11:00:00Z'))).toBe('expired');
    expect(signer.verify(id, String(exp + 1), sig, now)).toBe('invalid');
    expect(signer.verify('6f1c8d3e-2b4a-4c5d-9e7f-0a1b2c3d4e50', String(exp), sig, now)).toBe('invalid');
    expect(createUrlSigner('een ander geheim').verify(id, String(exp), sig, now)).toBe('invalid');
    expect(signer.verify(id, String(exp), `${sig.slice(0, -1)}A`, now)).not.toBe('valid');
    expect(signer.verify(id, '12e3', sig, now)).toBe('invalid');
    expect(signer.verify(id, String(exp), 'kort', now)).toBe('invalid');
  });

  it('takes the one spelling it wrote: the last character’s two unused bits must be zero', () => {
    const { exp, sig } = signer.sign(id, new Date('2026-11-23T11:00:00Z'));
    // 43 characters carry 258 bits for 256: four last characters decode to the same signature.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(sig.slice(-1));
    const spellings = [0, 1, 2, 3].map((bits) => `${sig.slice(0, -1)}${alphabet[(last & ~3) | bits]}`);
    expect(spellings).toContain(sig);
    for (const spelling of spellings) {
      expect(Buffer.from(spelling, 'base64url')).toEqual(Buffer.from(sig, 'base64url'));
      expect(signer.verify(id, String(exp), spelling, now), spelling).toBe(spelling === sig ? 'valid' : 'invalid');
    }
  });

  it('gives every request within one window the same expiry, at least an hour away', () => {
    const a = urlWindow(new Date('2026-11-23T10:00:01Z'));
    const b = urlWindow(new Date('2026-11-23T10:14:59Z'));
    expect(a).toEqual(b);
    expect(a.signedAt.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(a.expiresAt.getTime() - a.signedAt.getTime()).toBe((URL_WINDOW_S + URL_LIFETIME_S) * 1000);
    expect(urlWindow(new Date('2026-11-23T10:15:00Z')).expiresAt > a.expiresAt).toBe(true);
  });
});
