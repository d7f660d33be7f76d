/**
 * When college coaches may answer, call and invite (issue 38, item 4): the NCAA contact rules as
 * knowledge entries, each with its source and the date it was gathered, and the calendar they make
 * for one athlete's sport, team and year. Only what the sources say: a level without an entry
 * (Division III, NAIA, NJCAA) gets none, and the calendar says so instead of guessing.
 */
import { z } from 'zod/mini';
import { type CalendarDay, dutchDay, parseIsoDay } from './dates.ts';
import { formatDay, formatMonthName, formatMonthYear } from './format.ts';
import {
  COLLEGE_LEVEL_LABELS,
  COLLEGE_LEVELS,
  type CollegeLevel,
  findSport,
  type SportId,
  TEAMS,
  type Team,
} from './sports.ts';

export interface KnowledgeSource {
  title: string;
  /** Where the fact was read; the reference file names the NCAA's rules as its origin. */
  location: string;
  /** When the fact was gathered: 'YYYY-MM'. */
  as_of: string;
}

const DOMAIN_FACTS: KnowledgeSource = {
  title:
    'Domain facts: US college sport for Dutch student-athletes, "Eligibility and recruiting" (from the NCAA recruiting rules)',
  location: 'shared/reference/domain-facts.md',
  as_of: '2026-11',
};

export const CONTACT_EVENTS = ['contact', 'official_visits'] as const;
export type ContactEvent = (typeof CONTACT_EVENTS)[number];

/** One rule: from this day on, this level's coaches may do this, for these sports. */
export interface ContactRule {
  id: string;
  level: CollegeLevel;
  event: ContactEvent;
  /** Sports (and a team, when only one) the rule is for; absent: every sport not named by a more specific rule. */
  only?: readonly { sport: SportId; team?: Team }[];
  /** The day, in the calendar year in which the athlete's 4th class ends (months from 7 count from that summer). */
  month: number;
  day: number;
  /** The rule in the source's words. */
  rule: string;
  /** Dutch, for the timeline. */
  text: string;
  source: KnowledgeSource;
}

const LATE_D1: readonly { sport: SportId; team?: Team }[] = [
  { sport: 'baseball' },
  { sport: 'softball' },
  { sport: 'lacrosse' },
  { sport: 'basketball', team: 'dames' },
];

export const CONTACT_RULES: readonly ContactRule[] = [
  {
    id: 'ncaa-d1-contact',
    level: 'ncaa-d1',
    event: 'contact',
    month: 6,
    day: 15,
    rule: 'NCAA D1 coaches may call and message from 15 June after the sophomore year (for Dutch pupils: after HAVO/VWO 4).',
    text: 'Coaches in Division I mogen je bellen, mailen en antwoorden',
    source: DOMAIN_FACTS,
  },
  {
    id: 'ncaa-d1-contact-late-sports',
    level: 'ncaa-d1',
    event: 'contact',
    only: LATE_D1,
    month: 9,
    day: 1,
    rule: "NCAA D1 baseball, women's basketball, lacrosse and softball coaches may call and message from 1 September of the junior year.",
    text: 'Coaches in Division I mogen je bellen, mailen en antwoorden (in jouw sport pas vanaf het begin van je 5e klas)',
    source: DOMAIN_FACTS,
  },
  {
    id: 'ncaa-d1-official-visits',
    level: 'ncaa-d1',
    event: 'official_visits',
    month: 8,
    day: 1,
    rule: 'NCAA D1 official visits from 1 August before the junior year.',
    text: 'Division I-scholen mogen je uitnodigen voor een officieel bezoek',
    source: DOMAIN_FACTS,
  },
  {
    id: 'ncaa-d2-contact',
    level: 'ncaa-d2',
    event: 'contact',
    month: 6,
    day: 15,
    rule: 'NCAA D2 coaches may call and message from 15 June after the sophomore year.',
    text: 'Coaches in Division II mogen je bellen, mailen en antwoorden',
    source: DOMAIN_FACTS,
  },
];

/** Dutch secondary tracks whose 4th class is the US sophomore year's end: HAVO has one year after it, VWO two. */
export type SchoolTrack = 'havo' | 'vwo';

export interface CalendarDate {
  rule_id: string;
  level: CollegeLevel;
  level_label: string;
  event: ContactEvent;
  /** 'YYYY-MM-DD', the Dutch calendar day. */
  date: string;
  text: string;
  rule: string;
  source: KnowledgeSource;
}

export interface ContactCalendar {
  /** The calendar year the athlete's 4th class ends in; null without a graduation year. */
  fourth_class_ends: number | null;
  /** How it was read: from the track, or (without one) two years before the diploma, as in the US. */
  basis: 'havo' | 'vwo' | 'us_grades' | null;
  dates: CalendarDate[];
  /** Levels the sources have no contact rule for: shown as such, never filled in. */
  levels_without_rules: CollegeLevel[];
}

const ALL_LEVELS: readonly CollegeLevel[] = Object.keys(COLLEGE_LEVEL_LABELS) as CollegeLevel[];

const pad = (value: number) => String(value).padStart(2, '0');

const matches = (only: ContactRule['only'], sport: SportId | null, team: Team | null) =>
  only?.some((entry) => entry.sport === sport && (entry.team === undefined || entry.team === team)) ?? false;

/**
 * The dates of the rules that hold for this sport and team: for each level and event the most
 * specific rule (one naming the sport) wins over the general one. The 4th class ends in the
 * summer one (HAVO) or two (VWO) years before the diploma; without a known track, two years, as
 * the US sophomore year ends two years before graduation.
 */
export function contactCalendar(input: {
  sport: SportId | null;
  team: Team | null;
  graduationYear: number | null;
  track: SchoolTrack | null;
}): ContactCalendar {
  const levelsWithRules = new Set(CONTACT_RULES.map((rule) => rule.level));
  const levels_without_rules = ALL_LEVELS.filter((level) => !levelsWithRules.has(level));
  if (input.graduationYear === null) {
    return { fourth_class_ends: null, basis: null, dates: [], levels_without_rules };
  }
  const fourth = input.graduationYear - (input.track === 'havo' ? 1 : 2);
  const chosen = new Map<string, ContactRule>();
  for (const rule of CONTACT_RULES) {
    const key = `${rule.level}:${rule.event}`;
    if (rule.only) {
      if (matches(rule.only, input.sport, input.team)) chosen.set(key, rule);
    } else if (!chosen.has(key)) {
      chosen.set(key, rule);
    }
  }
  const dates = [...chosen.values()]
    .map((rule) => ({
      rule_id: rule.id,
      level: rule.level,
      level_label: COLLEGE_LEVEL_LABELS[rule.level],
      event: rule.event,
      date: `${fourth}-${pad(rule.month)}-${pad(rule.day)}`,
      text: rule.text,
      rule: rule.rule,
      source: rule.source,
    }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.rule_id < b.rule_id ? -1 : 1));
  return { fourth_class_ends: fourth, basis: input.track ?? 'us_grades', dates, levels_without_rules };
}

/** The years of the two tracks the calendar knows: HAVO ends after its 5th class, VWO after its 6th. */
const TRACK_YEARS: Readonly<Record<SchoolTrack, number>> = { havo: 5, vwo: 6 };

/**
 * The class an education line names, as athletes write it: 'VWO 5', 'havo4', '5 vwo', 'VWO 6,
 * Stedelijk Gymnasium Haarlem', 'Gymnasium 5' (a VWO school). Null when it names no HAVO or VWO
 * class (MBO, 'High School', a class the track does not have).
 */
export function schoolClassIn(text: string | null): { track: SchoolTrack; year: number } | null {
  const plain = (text ?? '').toLowerCase();
  const found =
    /\b(havo|vwo|atheneum|gymnasium)\s*-?\s*([1-6])\b/.exec(plain) ??
    /\b([1-6])\s*-?\s*(havo|vwo|atheneum|gymnasium)\b/.exec(plain);
  if (!found) return null;
  const [name, digit] = /\d/.test(found[1] ?? '') ? [found[2], found[1]] : [found[1], found[2]];
  const track: SchoolTrack = name === 'havo' ? 'havo' : 'vwo';
  const year = Number(digit);
  return year <= TRACK_YEARS[track] ? { track, year } : null;
}

/** Where the diploma year was read: the profile's own, the class it names, or the start it wishes. */
export type DiplomaBasis = 'graduation_year' | 'class' | 'start';

/**
 * The year of the athlete's diploma, from what the profile holds, best first: its graduation year;
 * the class of its education line, seen from `now` (a school year runs from August to July, so a
 * pupil in VWO 5 in December 2026 graduates in 2028); or the summer before the start it wishes
 * (August 2028: 2028; January 2028: 2027). Null when the profile says none of these.
 */
export function diplomaYear(
  profile: {
    graduation_year: number | null;
    education_level: string | null;
    target_start_year: number | null;
    target_start_month: number | null;
  },
  now: Date,
): { year: number; basis: DiplomaBasis; track: SchoolTrack | null } | null {
  const named = schoolClassIn(profile.education_level);
  const track = named?.track ?? null;
  if (profile.graduation_year != null) return { year: profile.graduation_year, basis: 'graduation_year', track };
  const today = dutchDay(now);
  if (named && today) {
    const schoolYearEnds = today.month >= 8 ? today.year + 1 : today.year;
    return { year: schoolYearEnds + TRACK_YEARS[named.track] - named.year, basis: 'class', track };
  }
  if (profile.target_start_year != null) {
    const year = (profile.target_start_month ?? 8) >= 7 ? profile.target_start_year : profile.target_start_year - 1;
    return { year, basis: 'start', track };
  }
  return null;
}

/**
 * The contact calendar for a profile's sport and team (its Dutch sport name, for the timeline's
 * sentences, beside it), in the diploma year and on the track the caller read: the outreach page
 * from the profile's graduation year and the transcript, the coach from `diplomaYear`.
 */
export function profileCalendar(
  profile: { sport: string | null; team: string | null } | null,
  diploma: { graduationYear: number | null; track: SchoolTrack | null },
): { calendar: ContactCalendar; sport: string | null } {
  const sport = profile?.sport ? findSport(profile.sport) : null;
  const calendar = contactCalendar({
    sport: sport?.id ?? null,
    team: TEAMS.find((team) => team === profile?.team) ?? null,
    graduationYear: diploma.graduationYear,
    track: diploma.track,
  });
  return { calendar, sport: sport?.name ?? null };
}

/** How athletes and coaches name the levels in a sentence. */
const LEVEL_SHORT: Partial<Record<CollegeLevel, string>> = { 'ncaa-d1': 'D1', 'ncaa-d2': 'D2', 'ncaa-d3': 'D3' };

/** One rule on the timeline: where the athlete is today. */
export interface TimelineLine {
  rule_id: string;
  date: string;
  /** The day has come (today counts). */
  passed: boolean;
  /** 'Coaches in D1 hockey mogen je vanaf 15 juni na je 4e klas antwoorden: dat was in juni 2025, je kunt nu schrijven'. */
  sentence: string;
}

const daysBetween = (from: CalendarDay, to: CalendarDay) =>
  Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);

/** 'over 7 maanden, in juni 2027', or in days within the last month: 'over 12 dagen, op 15 juni 2027'. */
function untilText(today: CalendarDay, day: CalendarDay): string {
  const months = (day.year - today.year) * 12 + (day.month - today.month) - (day.day < today.day ? 1 : 0);
  if (months >= 1)
    return `dat is over ${months} ${months === 1 ? 'maand' : 'maanden'}, in ${formatMonthYear(day.year, day.month)}`;
  const days = daysBetween(today, day);
  return `dat is over ${days} ${days === 1 ? 'dag' : 'dagen'}, op ${formatDay(day)}`;
}

/**
 * The timeline's sentence for one date of the calendar, seen from `now` (the Dutch calendar day):
 * who may do what from when, in the school year's words, and whether that day has come. Pure: the
 * clock is passed in. `sport` is the Dutch name ('Hockey'), or null when the profile has none.
 */
export function timelineSentence(
  date: Pick<CalendarDate, 'rule_id' | 'level' | 'level_label' | 'event' | 'date'>,
  sport: string | null,
  now: Date,
): TimelineLine {
  const day = parseIsoDay(date.date);
  const today = dutchDay(now);
  if (!day || !today) throw new Error(`Not a day: ${date.date}`);
  const who = `Coaches in ${LEVEL_SHORT[date.level] ?? date.level_label}${sport ? ` ${sport.toLowerCase()}` : ''}`;
  // From September the day falls in the next school year: the start of the 5th class.
  const when = `vanaf ${day.day} ${formatMonthName(day.month)} ${day.month >= 9 ? 'aan het begin van je 5e klas' : 'na je 4e klas'}`;
  const what = date.event === 'contact' ? `${when} antwoorden` : `${when} uitnodigen voor een officieel bezoek`;
  const nowText = date.event === 'contact' ? 'je kunt nu schrijven' : 'een uitnodiging kan nu komen';
  const until = daysBetween(today, day);
  const where =
    until > 0
      ? untilText(today, day)
      : until === 0
        ? `dat is vandaag, ${nowText}`
        : `dat was in ${formatMonthYear(day.year, day.month)}, ${nowText}`;
  return { rule_id: date.rule_id, date: date.date, passed: until <= 0, sentence: `${who} mogen je ${what}: ${where}` };
}

/** The timeline of a calendar: one sentence per date, in the calendar's order. */
export function timeline(calendar: Pick<ContactCalendar, 'dates'>, sport: string | null, now: Date): TimelineLine[] {
  return calendar.dates.map((date) => timelineSentence(date, sport, now));
}

const sourceSchema = z.object({ title: z.string(), location: z.string(), as_of: z.string() });

/** GET /api/outreach/calendar: the athlete's contact calendar and the address a calendar app subscribes to. */
export const contactCalendarResponseSchema = z.object({
  calendar: z.object({
    fourth_class_ends: z.nullable(z.number()),
    basis: z.nullable(z.enum(['havo', 'vwo', 'us_grades'])),
    dates: z.array(
      z.object({
        rule_id: z.string(),
        level: z.enum(COLLEGE_LEVELS),
        level_label: z.string(),
        event: z.enum(CONTACT_EVENTS),
        date: z.string(),
        text: z.string(),
        rule: z.string(),
        source: sourceSchema,
      }),
    ),
    levels_without_rules: z.array(z.enum(COLLEGE_LEVELS)),
    /** Per date, where the athlete is today (timelineSentence); absent from an older server. */
    timeline: z._default(
      z.array(z.object({ rule_id: z.string(), date: z.string(), passed: z.boolean(), sentence: z.string() })),
      [],
    ),
    subscribe_url: z.nullable(z.string()),
  }),
});
export type ContactCalendarResponse = z.infer<typeof contactCalendarResponseSchema>;
