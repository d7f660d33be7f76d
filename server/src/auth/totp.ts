import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD = 30;

function totpFor(secret: string, issuer: string, label: string): TOTP {
  // GoTrue's parameters, the ones every authenticator app supports.
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

export async function newTotpEnrolment(issuer: string, email: string) {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, email).toString();
  // Raw SVG: auth-js prefixes the data: URL itself.
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, uri, qrCode };
}

/**
 * The time step the code belongs to (current one ±1, GoTrue's skew), or null. Returning the step
 * lets the caller refuse a code that was already used, which GoTrue does not.
 */
export function matchTotpStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, 'x', 'x').validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / PERIOD) + delta;
}
