import { createHmac, timingSafeEqual } from 'node:crypto';

const PREFIX = 'whsec_';

/** The key bytes of a Standard Webhooks secret (`whsec_` + base64). */
export function secretKey(secret: string): Buffer {
  const encoded = secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret;
  const key = Buffer.from(encoded, 'base64');
  if (key.length < 24) throw new Error('The webhook secret must be whsec_ followed by at least 24 bytes of base64');
  return key;
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, the Standard Webhooks signature. */
export function signWebhook(key: Buffer, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** Constant-time check of one `v1,` signature (space-separated lists allowed), for receivers and tests. */
export function verifyWebhook(
  key: Buffer,
  id: string,
  timestampSeconds: number,
  body: string,
  header: string,
): boolean {
  const expected = Buffer.from(signWebhook(key, id, timestampSeconds, body));
  return header.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
