import {
  ACADEMICS_MESSAGES,
  CURRICULA,
  type Curriculum,
  PROFILES,
  type Profile,
  SUBJECT_INFO,
  SUBJECTS,
  type Subject,
  TRACK_INFO,
  TRACKS,
  type Track,
  type TranscriptInput,
  transcriptInputSchema,
} from '@talentbrug/domain/academics';
import { formatNumberInput } from '@talentbrug/domain/format';

/** One subject's row as typed: the grades stay text until saved, so nothing typed is ever changed. */
export interface SubjectRow {
  key: string;
  subject: Subject | '';
  /** Year -> what the athlete typed ('7,4'). */
  grades: Record<number, string>;
}

export interface TranscriptDraft {
  track: Track | '';
  profile: Profile | '';
  rows: SubjectRow[];
}

/** Where an error shows: the track, the profile, a row's subject, one cell, or the form as a whole. */
export type ErrorKey = 'track' | 'profile' | 'form' | `subject:${string}` | `cell:${string}:${number}`;
export type DraftErrors = Partial<Record<ErrorKey, string>>;

export const subjectKey = (rowKey: string): ErrorKey => `subject:${rowKey}`;
export const cellKey = (rowKey: string, year: number): ErrorKey => `cell:${rowKey}:${year}`;

let nextKey = 0;
export const newRowKey = (): string => `row-${++nextKey}`;

export const isTrack = (value: string): value is Track => (TRACKS as readonly string[]).includes(value);
export const isProfile = (value: string): value is Profile => (PROFILES as readonly string[]).includes(value);
export const isSubject = (value: string): value is Subject => (SUBJECTS as readonly string[]).includes(value);

/** The form's start from the stored transcript (or an empty one): grades written as the athlete types them ('7,4'). */
export function draftOf(
  transcript: Pick<TranscriptInput, 'track' | 'profile' | 'subjects'> | null | undefined,
): TranscriptDraft {
  if (!transcript) return { track: '', profile: '', rows: [] };
  return {
    track: transcript.track,
    profile: transcript.profile ?? '',
    rows: transcript.subjects.map((entry) => ({
      key: newRowKey(),
      subject: entry.subject,
      grades: Object.fromEntries(entry.grades.map(({ year, grade }) => [year, formatNumberInput(grade)])),
    })),
  };
}

/**
 * A Dutch grade as typed: '7,4', '7.4', '10' or ' 6 '. Null for an empty cell; NaN for anything
 * that is no grade of 1 to 10 with at most one decimal (the domain's own rule).
 */
export function parseGrade(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,2}(?:[.,]\d)?$/.test(trimmed)) return Number.NaN;
  const grade = Number(trimmed.replace(',', '.'));
  return grade >= 1 && grade <= 10 ? grade : Number.NaN;
}

/**
 * The columns of the table: the years the NCAA counts for the track, and any other year that
 * holds a grade (a stored grade of 2 vwo, or 6 vwo after switching to havo), so none is hidden.
 */
export function yearsShown(track: Track, rows: readonly SubjectRow[]): number[] {
  const years = new Set<number>(TRACK_INFO[track].countedYears);
  for (const row of rows)
    for (const [year, text] of Object.entries(row.grades)) if (text.trim()) years.add(Number(year));
  return [...years].sort((a, b) => a - b);
}

function curriculumOf(track: Track, profile: Profile | ''): Curriculum | null {
  if (track === 'mavo' || track === 'mbo') return CURRICULA[track];
  return profile ? CURRICULA[track][profile] : null;
}

/** The subjects of the track and profile first (for the pick list's first group); all when there is no profile. */
export function profileSubjects(track: Track | '', profile: Profile | ''): Subject[] {
  if (!track) return [];
  const curriculum = curriculumOf(track, profile);
  if (!curriculum) return [];
  return [...new Set([...curriculum.common, ...curriculum.required.flat(), ...curriculum.options])];
}

/**
 * The core subjects every pupil of the track and profile takes (the common part and one of each
 * required group) that are not on the form yet: what 'Kernvakken van je profiel toevoegen' adds.
 */
export function missingCoreSubjects(track: Track | '', profile: Profile | '', rows: readonly SubjectRow[]): Subject[] {
  if (!track) return [];
  const curriculum = curriculumOf(track, profile);
  if (!curriculum) return [];
  const present = new Set(rows.map((row) => row.subject));
  const wanted = [
    ...curriculum.common,
    ...curriculum.required.flatMap((group) => (group.some((subject) => present.has(subject)) ? [] : group.slice(0, 1))),
  ];
  return wanted.filter((subject) => SUBJECT_INFO[subject].area !== null && !present.has(subject));
}

/** Which row and which year each entry of the sent transcript came from, to put a refusal in its place. */
export interface SentRow {
  rowKey: string;
  years: number[];
}

/** A refusal's field path (`subjects.2.grades.0.grade`, the schema's or the server's) as a place on the form. */
export function errorKeyOf(path: readonly (string | number)[], sent: readonly SentRow[]): ErrorKey {
  const [first, index, part, at] = path;
  if (first === 'track') return 'track';
  if (first === 'profile') return 'profile';
  if (first === 'subjects' && typeof index === 'number') {
    const row = sent[index];
    if (!row) return 'form';
    if (part === 'grades' && typeof at === 'number') {
      const year = row.years[at];
      return year === undefined ? subjectKey(row.rowKey) : cellKey(row.rowKey, year);
    }
    return subjectKey(row.rowKey);
  }
  return 'form';
}

/** The server's `fields` ('subjects.2.grades.0.grade' -> message) as places on the form. */
export function errorsFromFields(fields: Record<string, unknown>, sent: readonly SentRow[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    if (typeof message !== 'string') continue;
    const parts = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    errors[errorKeyOf(parts, sent)] ??= message;
  }
  return errors;
}

/**
 * The draft as the transcript to send, checked with the server's own schema first: every grade
 * read with a comma or a point, an empty row left out, and each problem at its place on the form
 * (a cell, a subject, the track) with the domain's Dutch message.
 */
export function toTranscript(
  draft: TranscriptDraft,
): { ok: true; transcript: TranscriptInput; sent: SentRow[] } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!draft.track) errors.track = ACADEMICS_MESSAGES.track;
  const track = draft.track;
  const subjects: TranscriptInput['subjects'] = [];
  const sent: SentRow[] = [];
  for (const row of draft.rows) {
    const typed = Object.entries(row.grades)
      .filter(([, text]) => text.trim() !== '')
      .map(([year, text]) => ({ year: Number(year), grade: parseGrade(text) }))
      .sort((a, b) => a.year - b.year);
    if (!row.subject && typed.length === 0) continue;
    if (!row.subject) errors[subjectKey(row.key)] = ACADEMICS_MESSAGES.subject;
    else if (typed.length === 0) errors[subjectKey(row.key)] = ACADEMICS_MESSAGES.noGrades;
    for (const { year, grade } of typed)
      if (grade === null || Number.isNaN(grade)) errors[cellKey(row.key, year)] = ACADEMICS_MESSAGES.grade;
    if (row.subject) {
      subjects.push({ subject: row.subject, grades: typed.map(({ year, grade }) => ({ year, grade: grade ?? 0 })) });
      sent.push({ rowKey: row.key, years: typed.map(({ year }) => year) });
    }
  }
  if (Object.keys(errors).length > 0 || !track) return { ok: false, errors };
  const profile = TRACK_INFO[track].hasProfiles && draft.profile ? draft.profile : null;
  const checked = transcriptInputSchema.safeParse({ track, profile, subjects });
  if (!checked.success) {
    const found: DraftErrors = {};
    for (const issue of checked.error.issues) {
      found[errorKeyOf(issue.path as (string | number)[], sent)] ??= issue.message;
    }
    return { ok: false, errors: found };
  }
  return { ok: true, transcript: checked.data, sent };
}
