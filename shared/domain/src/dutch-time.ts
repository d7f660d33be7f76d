/**
 * Every date and time the product shows, as the Netherlands reads it and in Europe/Amsterdam,
 * whatever zone the browser or the server runs in: the server's render of a signed-in page
 * (ADR 0017) and the app that takes it over must say the same '17:50'. Nothing else in the
 * product formats a moment itself.
 */
import { dutchDay } from './dates.ts';

export const DUTCH_TIME_ZONE = 'Europe/Amsterdam';

const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('nl-NL', { ...options, timeZone: DUTCH_TIME_ZONE });

const DATE = format({ day: 'numeric', month: 'long', year: 'numeric' });
const DATE_TIME = format({ day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const DAY_MONTH = format({ day: 'numeric', month: 'long' });
const TIME = format({ hour: '2-digit', minute: '2-digit' });
const MONTH = format({ month: 'long' });

/** An ISO string or a Date; null for what is no moment. */
function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '4 mei 2025'; null for what is no date. */
export function formatDate(value: string | Date): string | null {
  const date = toDate(value);
  return date ? DATE.format(date) : null;
}

/** '4 mei 2025 om 17:50'; null for what is no date. */
export function formatDateTime(value: string | Date): string | null {
  const date = toDate(value);
  return date ? DATE_TIME.format(date) : null;
}

/** '17:50'; null for what is no date. */
export function formatTime(value: string | Date): string | null {
  const date = toDate(value);
  return date ? TIME.format(date) : null;
}

/** 1 -> 'januari'. */
export const formatMonthName = (month: number): string => MONTH.format(new Date(Date.UTC(2000, month - 1, 15)));

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * When something happened, seen from `now`: 'net nu', '12 min geleden', 'vandaag om 09:10',
 * 'gisteren om 17:50', '4 mei', '4 mei 2025'. A moment a little ahead of `now` (another machine's
 * clock) is 'net nu'; null for what is no date.
 */
export function formatSince(value: string | Date, now: Date = new Date()): string | null {
  const date = toDate(value);
  if (!date) return null;
  const ago = now.getTime() - date.getTime();
  if (ago < MINUTE_MS) return 'net nu';
  if (ago < 60 * MINUTE_MS) return `${Math.floor(ago / MINUTE_MS)} min geleden`;
  const [day, today, yesterday] = [date, now, new Date(now.getTime() - DAY_MS)].map(dutchDay);
  const same = (a: typeof day, b: typeof day) =>
    !!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day;
  if (same(day, today)) return `vandaag om ${TIME.format(date)}`;
  if (same(day, yesterday)) return `gisteren om ${TIME.format(date)}`;
  return day?.year === today?.year ? DAY_MONTH.format(date) : DATE.format(date);
}
