import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Addresses that stand for one athlete without a bearer token: the athlete's id and an HMAC of it
 * (with the purpose and the athlete's version) under an instance secret. Raising the athlete's
 * version closes that athlete's address; changing the secret closes every address at once.
 */
function signedUserLinks(secret: () => Promise<string>, purpose: string) {
  // Read once; a failed read is tried again by the next request.
  let key: Promise<string> | null = null;
  const keyOf = () => {
    key ??= secret().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  // Version 0 signs what the first addresses signed, so they stay valid until the athlete resets.
  const sign = async (userId: string, version: number) =>
    createHmac('sha256', await keyOf())
      .update(version === 0 ? `${purpose}:${userId}` : `${purpose}:${userId}:${version}`)
      .digest('base64url');

  return {
    /** `{userId}.{signature}`. */
    async token(userId: string, version = 0): Promise<string> {
      return `${userId}.${await sign(userId, version)}`;
    },

    /** The athlete's id when the token is one of ours at the athlete's current version; null otherwise. */
    async verify(
      token: string,
      versionOf: (userId: string) => Promise<number> = async () => 0,
    ): Promise<string | null> {
      const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match?.[1] || !match[2]) return null;
      const expected = Buffer.from(await sign(match[1], await versionOf(match[1])));
      const given = Buffer.from(match[2]);
      return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
    },
  };
}

/**
 * The calendar file's address a calendar app subscribes to. It does not expire (a subscription
 * polls for months); it shows the contact days and the schools' follow-up days, no more. The
 * athlete revokes it by raising their calendar version (POST /api/outreach/calendar/reset).
 */
export const calendarLinks = (secret: () => Promise<string>) => signedUserLinks(secret, 'outreach-calendar');

/**
 * The one-click unsubscribe address of the reminder e-mails (RFC 8058): it only turns reminders
 * off, so it does not expire either (a mail read months later must still unsubscribe).
 */
export const unsubscribeLinks = (secret: () => Promise<string>) => signedUserLinks(secret, 'outreach-unsubscribe');

export type CalendarLinks = ReturnType<typeof calendarLinks>;
export type UnsubscribeLinks = ReturnType<typeof unsubscribeLinks>;
