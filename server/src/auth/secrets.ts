import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
/** SHA-256 as bytes: equal-length inputs for timingSafeEqual, whatever the lengths of the secrets compared. */
export const sha256Bytes = (value: string): Buffer => createHash('sha256').update(value).digest();

export const randomOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** 192 bits, URL-safe: refresh tokens, PKCE auth codes. */
export const randomToken = (): string => randomBytes(24).toString('base64url');

/** A key of the given prefix with 256 bits of randomness, in the new Supabase key format. */
export const randomApiKey = (prefix: 'sb_publishable_' | 'sb_secret_'): string =>
  prefix + randomBytes(32).toString('base64url');

function sealKey(token: string): Buffer {
  return Buffer.from(hkdfSync('sha256', token, 'talentbrug-refresh-seal', 'child', 32));
}

/** Encrypts `plain` under a key only the holder of `token` can derive (AES-256-GCM). */
export function seal(token: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function unseal(token: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
