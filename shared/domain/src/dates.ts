/**
 * Days on the Dutch calendar. An athlete turns 16, a recruiting date arrives and a date of birth
 * becomes 'in the future' at midnight in the Netherlands, whatever time zone the browser or the
 * server runs in: a server on UTC would otherwise be an hour or two behind.
 */

/** A day with no time and no zone. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DUTCH_DAY = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The day in the Netherlands at `on`; null for an invalid date. */
export function dutchDay(on: Date): CalendarDay | null {
  if (Number.isNaN(on.getTime())) return null;
  const parts = DUTCH_DAY.formatToParts(on);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const day = { year: part('year'), month: part('month'), day: part('day') };
  return Object.values(day).every(Number.isInteger) ? day : null;
}

/** 'YYYY-MM-DD' of a day that exists (no 30 February), else null. */
export function parseIsoDay(text: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** 'YYYY-MM-DD'. */
export const isoDay = ({ year, month, day }: CalendarDay): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
