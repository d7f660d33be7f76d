/**
 * Every number, amount, date, month and list the product writes, as a Dutch reader reads them:
 * the one place for the server's texts (matches, coach, suggestions, mail) and every app alike,
 * built on `Intl` with nl-NL. Nothing else in the product formats a number or a moment itself.
 *
 * The forms, one per kind:
 * - a number (a count, a bound): thousands grouped from five digits on, as the Taalunie writes
 *   them ('2000 leerlingen', '12.500'), so a range of school years reads 'tussen 2000 en 2040';
 * - a test score and a year: never grouped ('SAT 1250', as the College Board writes it);
 * - an amount of money: the symbol against the amount and thousands always grouped, as Dutch
 *   prices are written ('€20.000', '$8.000', '€0,86'); a range with a hyphen ('$8.000-$20.000');
 * - a moment: in Europe/Amsterdam whatever zone the browser or the server runs in, so the server's
 *   render of a signed-in page (ADR 0017) and the app that takes it over say the same '17:50';
 *   a calendar day (a date of birth, a recruiting date) has no zone at all.
 *
 * Each formatter is made on first use and kept: a page that never shows a date does not make one,
 * and the engine's texts do not make one per number. This module travels with the profile's rules
 * into every remote, whole: keep it small.
 */
import { type CalendarDay, dutchDay, parseIsoDay } from './dates.ts';

const LOCALE = 'nl-NL';

const made = /* @__PURE__ */ new Map<string, unknown>();
function once<T>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}

/**
 * One way of writing a number, by its count of decimals: 'min2' groups from five digits, 'always'
 * from four. Looked up by index, and each number written is kept: the engine writes about two
 * thousand numbers per generation, many of them more than once (a school's cost in its facts, its
 * rationale and its tuition line), and Intl takes a few times longer than a lookup.
 */
function numbers(grouping: 'min2' | 'always' | false, decimals: (digits: number) => [min: number, max: number]) {
  const byDigits: ((value: number) => string)[] = [];
  return (digits: number) => {
    if (!byDigits[digits]) {
      const [min, max] = decimals(digits);
      const format = new Intl.NumberFormat(LOCALE, {
        useGrouping: grouping,
        minimumFractionDigits: min,
        maximumFractionDigits: max,
      });
      const written = new Map<number, string>();
      byDigits[digits] = (value) => {
        let text = written.get(value);
        if (text === undefined) {
          if (written.size >= 5000) written.clear();
          text = format.format(value);
          written.set(value, text);
        }
        return text;
      };
    }
    return byDigits[digits];
  };
}

// Pure: a bundle that never writes a measure or an amount (a remote's schemas) leaves them out.
const MEASURE = /* @__PURE__ */ numbers('min2', (max) => [Math.min(1, max), max]);
const PLAIN = /* @__PURE__ */ numbers(false, (digits) => [digits, digits]);
const INPUT = /* @__PURE__ */ numbers(false, (max) => [0, max]);
const AMOUNT = /* @__PURE__ */ numbers('always', (digits) => [digits, digits]);
/** A count is written now and then (a bound, a file size), not thousands of times: no memory of its own. */
let count: Intl.NumberFormat | undefined;

// ---- numbers -----------------------------------------------------------------------------------

/** A count or a bound: '2040', '12.500', '3,5' (at most two decimals). */
export function formatNumber(value: number): string {
  count ??= new Intl.NumberFormat(LOCALE, { useGrouping: 'min2', maximumFractionDigits: 2 });
  return count.format(value);
}

/**
 * A number with decimals: at most `max`, and at least one when `max` allows it, so a whole value
 * still reads as a measure ('3,0', '6,5', '0,86').
 */
export function formatDecimal(value: number, max = 1): string {
  return MEASURE(max)(value);
}

/** A number in a field the athlete edits: never grouped, so what is shown reads back as typed ('15000', '3,4'). */
export function formatNumberInput(value: number): string {
  return INPUT(2)(value);
}

/**
 * A test score, which is no amount: never grouped ('SAT 1250'); on a scale of `step` below one
 * point (IELTS in halves: ENGLISH_SCALES' step) with one decimal ('6,5', '7,0').
 */
export function formatScore(value: number, step = 1): string {
  return PLAIN(step < 1 ? 1 : 0)(value);
}

/** A GPA as Dutch screens write it: one decimal, two when the second matters ('3,0', '3,3', '2,25'). */
export const formatGpa = (gpa: number): string => formatDecimal(gpa, 2);

/** A Dutch grade as written on a report: '7,4', '8,0'. */
export const formatGrade = (grade: number): string => formatDecimal(grade, 1);

/** A share (0-1) as a whole percentage: 0.52 -> '52%'. */
export function formatPercent(share: number): string {
  // Rounded as the number it is: 0.145 times 100 is 14.499..., '14%' (Intl's percent style reads '15%').
  return `${PLAIN(0)(Math.round(share * 100))}%`;
}

/** Why a number was refused: its bounds, both included. One sentence for the wizard, the profile and the API. */
export function rangeMessage(min: number, max: number): string {
  return `Vul een waarde in tussen ${formatNumber(min)} en ${formatNumber(max)}.`;
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** The spec's file size: B, KB, MB, GB with one decimal (1024-based): '11,5 MB', '812 B'. */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? formatNumber(Math.round(value)) : formatDecimal(value, 1)} ${SIZE_UNITS[unit]}`;
}

// ---- money -------------------------------------------------------------------------------------

type Currency = 'EUR' | 'USD';
const SYMBOL: Readonly<Record<Currency, string>> = { EUR: '€', USD: '$' };

/** An amount: '€20.000', '$8.000'; whole units unless `decimals` asks for cents ('€0,86'). */
function formatMoney(value: number, currency: Currency, decimals = 0): string {
  const amount = AMOUNT(decimals)(Math.abs(value));
  return `${value < 0 ? '-' : ''}${SYMBOL[currency]}${amount}`;
}

export const formatEuro = (value: number, decimals = 0): string => formatMoney(value, 'EUR', decimals);
export const formatUsd = (value: number, decimals = 0): string => formatMoney(value, 'USD', decimals);

/** From one amount to another: '$8.000-$20.000'; one amount when both ends read the same. */
function formatMoneyRange(min: number, max: number, currency: Currency): string {
  const [low, high] = [formatMoney(min, currency), formatMoney(max, currency)];
  return low === high ? low : `${low}-${high}`;
}

export const formatEuroRange = (min: number, max: number): string => formatMoneyRange(min, max, 'EUR');
export const formatUsdRange = (min: number, max: number): string => formatMoneyRange(min, max, 'USD');

// ---- dates and months --------------------------------------------------------------------------

const DATE_OPTIONS = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  dayMonth: { day: 'numeric', month: 'long' },
  time: { hour: '2-digit', minute: '2-digit' },
  /** A calendar day is no moment: it is read at UTC so no zone can move it. */
  day: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  month: { month: 'long', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const dates = (kind: keyof typeof DATE_OPTIONS) =>
  once(kind, () => new Intl.DateTimeFormat(LOCALE, { timeZone: 'Europe/Amsterdam', ...DATE_OPTIONS[kind] }));

/** An ISO string or a Date; null for what is no moment. */
function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '4 mei 2025'; null for what is no date. */
export function formatDate(value: string | Date): string | null {
  const date = toDate(value);
  return date ? dates('date').format(date) : null;
}

/** '4 mei 2025 om 17:50'; null for what is no date. */
export function formatDateTime(value: string | Date): string | null {
  const date = toDate(value);
  return date ? dates('dateTime').format(date) : null;
}

/** '17:50'; null for what is no date. */
export function formatTime(value: string | Date): string | null {
  const date = toDate(value);
  return date ? dates('time').format(date) : null;
}

/** A day on the calendar, a recruiting date or a date of birth: '15 juni 2026'; from 'YYYY-MM-DD', null for no day. */
export function formatDay(day: CalendarDay): string;
export function formatDay(iso: string): string | null;
export function formatDay(day: CalendarDay | string): string | null {
  const parsed = typeof day === 'string' ? parseIsoDay(day) : day;
  return parsed ? dates('day').format(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day))) : null;
}

const isMonth = (month: number) => Number.isInteger(month) && month >= 1 && month <= 12;

/** 1 -> 'januari'; '' for a number that is no month. */
export function formatMonthName(month: number): string {
  return isMonth(month) ? dates('month').format(new Date(Date.UTC(2000, month - 1, 15))) : '';
}

/** 'augustus 2027'; the year alone when the month is not known. */
export function formatMonthYear(year: number, month: number | null | undefined): string {
  return month != null && isMonth(month) ? `${formatMonthName(month)} ${year}` : String(year);
}

/** When the athlete wants to start college, from the profile: 'augustus 2027', '2028'; null without a year. */
export function formatStart(profile: {
  target_start_month: number | null;
  target_start_year: number | null;
}): string | null {
  const { target_start_month: month, target_start_year: year } = profile;
  return year ? formatMonthYear(year, month) : null;
}

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
  if (same(day, today)) return `vandaag om ${dates('time').format(date)}`;
  if (same(day, yesterday)) return `gisteren om ${dates('time').format(date)}`;
  return day?.year === today?.year ? dates('dayMonth').format(date) : dates('date').format(date);
}

// ---- lists -------------------------------------------------------------------------------------

/** 'a, b en c', the Dutch way of listing; 'a, b of c' with `last` 'of'. */
export function formatList(items: readonly string[], last: 'en' | 'of' = 'en'): string {
  const type = last === 'en' ? 'conjunction' : 'disjunction';
  return once(type, () => new Intl.ListFormat('nl', { type })).format(items);
}
