import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The calendar file's address a calendar app subscribes to: no bearer token can go with it, so the
 * address carries the athlete's id and an HMAC of it under an instance secret. It does not expire
 * (a subscription polls for months); it shows the contact days and the schools' follow-up days, no
 * more. Changing the secret closes every address at once.
 */
export function calendarLinks(secret: () => Promise<string>) {
  // Read once; a failed read is tried again by the next request.
  let key: Promise<string> | null = null;
  const keyOf = () => {
    key ??= secret().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  const sign = async (userId: string) =>
    createHmac('sha256', await keyOf())
      .update(`outreach-calendar:${userId}`)
      .digest('base64url');

  return {
    /** `{userId}.{signature}`, the file name's stem. */
    async token(userId: string): Promise<string> {
      return `${userId}.${await sign(userId)}`;
    },

    /** The athlete's id when the token is one of ours; null otherwise. */
    async verify(token: string): Promise<string | null> {
      const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match?.[1] || !match[2]) return null;
      const expected = Buffer.from(await sign(match[1]));
      const given = Buffer.from(match[2]);
      return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
    },
  };
}

export type CalendarLinks = ReturnType<typeof calendarLinks>;
