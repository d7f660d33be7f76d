/**
 * The recruiting calendar of one athlete (shared/reference/domain-facts.md, "Eligibility and
 * recruiting"), as plain days. Everything is anchored on the autumn the athlete starts college:
 * NCAA coaches may call and message from 15 June after the sophomore year, i.e. a little over two
 * years before that autumn, and official visits open on 1 August before the junior year.
 */

import type { Profile } from '@talentbrug/domain/contracts/profile';
import { type CalendarDay, dutchDay } from '@talentbrug/domain/dates';

/** A day as the athlete in the Netherlands sees it; no time, no zone. */
export type Day = CalendarDay;

const DAY_MS = 86_400_000;

/** The date in the Netherlands at `instant`: a suggestion changes at Dutch midnight, not at UTC's. */
export function dayInAmsterdam(instant: Date): Day {
  const day = dutchDay(instant);
  if (!day) throw new RangeError('dayInAmsterdam needs a valid date');
  return day;
}

const utc = ({ year, month, day }: Day) => Date.UTC(year, month - 1, day);

/** Whole days from `from` to `to`; negative when `to` lies before `from`. */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

export const isBefore = (a: Day, b: Day) => utc(a) < utc(b);

function addMonths({ year, month }: Day, months: number): Day {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
}

/** When the athlete starts college: the 1st of the start month. */
export interface CollegeStart {
  year: number;
  month: number;
}

/** US colleges start in August unless the athlete says otherwise. */
export const DEFAULT_START_MONTH = 8;

/**
 * The start from the profile: the target start, but never before the diploma year (an athlete
 * cannot start before the diploma); the diploma year alone means August of that year. Null when
 * neither is known.
 */
export function collegeStartOf(
  profile: Pick<Profile, 'target_start_year' | 'target_start_month' | 'graduation_year'>,
): CollegeStart | null {
  const { target_start_year: target, target_start_month: month, graduation_year: diploma } = profile;
  if (target !== null && (diploma === null || target >= diploma)) {
    return { year: target, month: month ?? DEFAULT_START_MONTH };
  }
  if (diploma !== null) return { year: diploma, month: DEFAULT_START_MONTH };
  return null;
}

/** Sports whose NCAA Division I coaches wait until 1 September of the junior year (domain facts). */
export function hasLateD1Contact(sportId: string | null, team: string | null): boolean {
  return (
    sportId === 'baseball' ||
    sportId === 'softball' ||
    sportId === 'lacrosse' ||
    (sportId === 'basketball' && team === 'dames')
  );
}

export interface RecruitingCalendar {
  /** The first day of college. */
  start: Day;
  /** NCAA Division II coaches may call and message (and Division I in most sports). */
  contactOpens: Day;
  /** NCAA Division I coaches may call and message in this athlete's sport. */
  d1ContactOpens: Day;
  /** Division I schools may invite for an official visit. */
  officialVisits: Day;
  /** Applications for the start: roughly 11 to 6 months ahead; schools set their own deadlines. */
  applicationsOpen: Day;
  applicationsClose: Day;
  /** The F-1 visa work: from the admission (about 6 months ahead) to the start. */
  visaFrom: Day;
}

export function recruitingCalendar(
  start: CollegeStart,
  sport: { id: string | null; team: string | null } = { id: null, team: null },
): RecruitingCalendar {
  // A January start belongs to the academic year that began the autumn before.
  const autumn = start.month >= 7 ? start.year : start.year - 1;
  const firstDay: Day = { year: start.year, month: start.month, day: 1 };
  const contactOpens: Day = { year: autumn - 2, month: 6, day: 15 };
  return {
    start: firstDay,
    contactOpens,
    d1ContactOpens: hasLateD1Contact(sport.id, sport.team) ? { year: autumn - 2, month: 9, day: 1 } : contactOpens,
    officialVisits: { year: autumn - 2, month: 8, day: 1 },
    applicationsOpen: addMonths(firstDay, -11),
    applicationsClose: addMonths(firstDay, -6),
    visaFrom: addMonths(firstDay, -6),
  };
}
