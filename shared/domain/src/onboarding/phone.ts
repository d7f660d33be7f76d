/**
 * Whether a phone number is plausible: a Dutch number as people write it (06 12345678,
 * 020-1234567, +31 6 12345678, 0031 ...) or an international one with its country code
 * (+32 470 12 34 56). Spaces, dashes, dots and brackets are the writer's business; the digits
 * decide. Plausible, not verified: '06-1234' is a typo, '06 00000000' may be real.
 */
const SEPARATORS = /[\s\u00a0\-./()]/g;

/** The number with its separators removed, and a leading 00 written as +. */
export function compactPhone(text: string): string {
  const compact = text.trim().replace(SEPARATORS, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

export function isPlausiblePhone(text: string): boolean {
  const compact = compactPhone(text);
  // A Dutch number after +31 is the national one without its 0: nine digits, not starting with 0.
  if (compact.startsWith('+31')) return /^\+31[1-9]\d{8}$/.test(compact);
  // E.164: a country code (not 0) and at most 15 digits in all; fewer than 8 is no one's number.
  if (compact.startsWith('+')) return /^\+[1-9]\d{7,14}$/.test(compact);
  // A Dutch national number: ten digits starting with 0 (mobile 06, area codes 010 to 0599).
  return /^0[1-9]\d{8}$/.test(compact);
}
