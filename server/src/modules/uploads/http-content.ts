/**
 * The HTTP side of serving a stored file: signed playback URLs, byte ranges (RFC 9110 14) and
 * download names (RFC 6266). Pure functions, so the rules are tested on their own.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** A playback URL lives at least this long: long enough to watch a 100 MB video and seek in it. */
export const URL_LIFETIME_S = 60 * 60;
/**
 * URLs are made per window of this length, so every list within one window hands out the same URL
 * and a `<video src>` does not reload when the list is fetched again.
 */
export const URL_WINDOW_S = 15 * 60;

export function urlWindow(now: Date): { signedAt: Date; expiresAt: Date } {
  const start = Math.floor(now.getTime() / 1000 / URL_WINDOW_S) * URL_WINDOW_S;
  return { signedAt: new Date(start * 1000), expiresAt: new Date((start + URL_WINDOW_S + URL_LIFETIME_S) * 1000) };
}

export type Verdict = 'valid' | 'expired' | 'invalid';

/**
 * HMAC-SHA256 over the file id and the expiry, with a key derived from the instance's secret.
 * The signature is checked before the expiry and before any lookup, so a forged link learns
 * nothing, not even whether the file exists.
 */
export function createUrlSigner(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'talentbrug-upload-urls', 'file-content', 32));
  const mac = (id: string, exp: number) => createHmac('sha256', key).update(`${id}.${exp}`).digest();

  return {
    sign(id: string, expiresAt: Date): { exp: number; sig: string } {
      const exp = Math.floor(expiresAt.getTime() / 1000);
      return { exp, sig: mac(id, exp).toString('base64url') };
    },

    verify(id: string, exp: string, sig: string, now: Date): Verdict {
      if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
      // The text is compared, not its decoding: the last of the 43 characters has two unused bits,
      // so four spellings decode to one signature, and only the one this signer writes is a link.
      const expected = Buffer.from(mac(id, Number(exp)).toString('base64url'));
      if (!timingSafeEqual(Buffer.from(sig), expected)) return 'invalid';
      return Number(exp) * 1000 > now.getTime() ? 'valid' : 'expired';
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;

export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'range'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const BYTE_RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/i;

/**
 * One byte range of a file of `size` bytes. Anything this server does not serve as a part (a
 * malformed header, several ranges) is ignored and the whole file goes, as RFC 9110 allows; a
 * well-formed range that starts past the end is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = BYTE_RANGE.exec(header.replace(/\s+/g, ''));
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', start, end: Math.min(end, size - 1) };
}

const MAX_NAME = 200;
const FALLBACK_NAME = 'bestand';

/**
 * The client's file name made harmless to show and to offer as a download name: no folders, no
 * control or bidirectional-override characters (which can disguise an extension), no leading
 * dots, at most 200 characters with the extension kept.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cs}\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return FALLBACK_NAME;
  if (cleaned.length <= MAX_NAME) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME - extension.length) + extension;
}

/** RFC 6266: an ASCII `filename` for old clients beside the exact UTF-8 `filename*` (RFC 8187). */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const clean = cleanFileName(name);
  const ascii =
    clean
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_')
      .trim() || FALLBACK_NAME;
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (char) => `%${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
