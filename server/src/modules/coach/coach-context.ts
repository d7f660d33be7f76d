/**
 * What the coach knows of the athlete when it answers, built by the server from the database (spec
 * "chat context": the profile lines, the first 5 matches with their score, the last 6 messages each
 * cut to 100 characters). Whatever context a client sends is ignored: facts come from here only.
 */
import {
  CHAT_CONTEXT_MATCHES,
  CHAT_CONTEXT_MESSAGE_CHARS,
  CHAT_CONTEXT_MESSAGES,
  type ChatMessage,
} from '@talentbrug/domain/coach';
import { diplomaYear, profileCalendar, type TimelineLine, timeline } from '@talentbrug/domain/contact-calendar';
import type { Match } from '@talentbrug/domain/contracts/matches';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { formatGpa } from '@talentbrug/domain/format';
import { isRealMatch } from '@talentbrug/domain/matches';
import type { NextStepKind, OutreachStatus } from '@talentbrug/domain/outreach';
import type { VideoAnalysisStatus, VideoFinding } from '@talentbrug/domain/uploads';
import type { AbsentSchool } from './school-lookup.ts';

export interface RecentMessage {
  type: ChatMessage['type'];
  content: string;
}

/**
 * The athlete's highlight video as the analysis last left it (issue 36): the findings of a
 * finished analysis, fixes first. Null: no uploaded video.
 */
export interface CoachVideo {
  status: VideoAnalysisStatus;
  /** Empty unless `done`. */
  findings: readonly VideoFinding[];
  duration_s: number | null;
}

/** One school of the athlete's outreach pipeline (issue 38), as the coach reads it. */
export interface CoachOutreachSchool {
  school_name: string;
  status: OutreachStatus;
  /** Marked as a favourite on the matches page; false for a school that left the matches. */
  favourite: boolean;
  /** The school's place among the matches; null after it left them. */
  rank: number | null;
  /** The follow-up rule's step at the question's time. */
  next_step: NextStepKind;
}

/**
 * The athlete's e-mails to coaches: every school of the pipeline (the matches, best first, then
 * schools written to that left them) and the contact calendar's sentences for the athlete's sport
 * and year ('Coaches in D1 hockey mogen je vanaf 15 juni na je 4e klas antwoorden: ...').
 */
export interface CoachOutreach {
  schools: readonly CoachOutreachSchool[];
  timeline: readonly string[];
}

export interface CoachContext {
  profile: Profile | null;
  /** The athlete's first matches by rank, at most CHAT_CONTEXT_MATCHES: the spec's chat context. */
  matches: readonly Match[];
  /**
   * Every match of the athlete's list, best first (`matches` is its start): what a question about
   * a school further down ('en Ball State?'), a state or a budget is answered from.
   */
  ranking: readonly Match[];
  /**
   * The matches were computed before a fact they read changed (GET /api/matches' `stale`): what
   * they say about the athlete (a missing English score, the budget they were held against) may no
   * longer be true, so the coach reads those facts from the profile or says the matches are old.
   */
  matchesStale: boolean;
  /** The conversation before this question, oldest first: the last CHAT_CONTEXT_MESSAGES, each cut. */
  recent: readonly RecentMessage[];
  /**
   * Sanne's own answers earlier in the conversation, whole, oldest first (those among the last
   * CONVERSATION_MESSAGES messages). `recent` is cut to its first 100 characters, which never reach
   * the paragraph that closes an answer (the athlete's own calendar): from these an answer knows
   * what it has already said, so it is said once, not at the end of every answer.
   */
  said: readonly string[];
  /**
   * The uploaded highlight video: null when there is none, absent when it was not looked up (no
   * source wired, or the lookup failed): then the coach gives its general advice as before.
   */
  video?: CoachVideo | null;
  /** The outreach pipeline and contact calendar; absent when not looked up (no source, or it failed). */
  outreach?: CoachOutreach;
  /** A school the question names that is not among the matches, placed for the athlete (school-lookup.ts). */
  absent?: AbsentSchool;
}

/**
 * The athlete's own contact calendar at `now`: the diploma year the profile says (`diplomaYear`:
 * its graduation year, the class it names, or the summer before its start) and the calendar's first
 * day for the athlete's sport and team, with where the athlete is today. The pipeline's sentence
 * (the outreach service reads the track from the transcript) is said instead when it was looked up.
 * Null when the profile says no year.
 */
export function ownContactDay(
  context: { readonly profile: Profile | null; readonly outreach?: CoachOutreach | undefined },
  now: Date,
): {
  diploma: NonNullable<ReturnType<typeof diplomaYear>>;
  /** The calendar year the athlete's 4th class ends in (ContactCalendar's). */
  fourthClassEnds: number;
  first: TimelineLine | null;
} | null {
  const { profile } = context;
  const diploma = profile ? diplomaYear(profile, now) : null;
  if (!profile || !diploma) return null;
  const { calendar, sport } = profileCalendar(profile, { graduationYear: diploma.year, track: diploma.track });
  const [first] = timeline(calendar, sport, now);
  return {
    diploma,
    fourthClassEnds: calendar.fourth_class_ends ?? diploma.year - 2,
    first: first ? { ...first, sentence: context.outreach?.timeline[0] ?? first.sentence } : null,
  };
}

/**
 * The messages of the conversation the service reads for a question: 20 questions and their
 * answers, enough for a family's session at the chat, and a bounded read however long the
 * conversation grows (the history itself keeps 400).
 */
export const CONVERSATION_MESSAGES = 40;

/** The athlete's last question before this one, or null: what a follow-up leans on. */
export function previousQuestion(recent: readonly RecentMessage[]): string | null {
  return recent.findLast((message) => message.type === 'user')?.content ?? null;
}

/** Cut by characters as a person counts them, so an emoji is never split in half. */
export function cut(text: string, max = CHAT_CONTEXT_MESSAGE_CHARS): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max).join('');
}

export function buildCoachContext(
  profile: Profile | null,
  matches: readonly Match[],
  history: readonly RecentMessage[],
  matchesStale = false,
  video?: CoachVideo | null,
  outreach?: CoachOutreach,
): CoachContext {
  const ranking = matches.filter(isRealMatch).sort((a, b) => a.rank - b.rank);
  return {
    ...(video === undefined ? {} : { video }),
    ...(outreach === undefined ? {} : { outreach }),
    profile,
    matchesStale: matchesStale && matches.length > 0,
    matches: ranking.slice(0, CHAT_CONTEXT_MATCHES),
    ranking,
    recent: history.slice(-CHAT_CONTEXT_MESSAGES).map((message) => ({ ...message, content: cut(message.content) })),
    said: history
      .slice(-CONVERSATION_MESSAGES)
      .filter((message) => message.type === 'ai')
      .map((message) => message.content),
  };
}

/** The spec's context text: profile lines, the matches with their score, the recent messages. */
export function contextText(context: CoachContext): string {
  const { profile } = context;
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  const sport = [profile?.sport, profile?.position].filter(Boolean).join(', ');
  const lines = [
    `Naam: ${name || 'onbekend'}`,
    `Sport en positie: ${sport || 'onbekend'}`,
    `GPA: ${profile?.academic_gpa == null ? 'onbekend' : formatGpa(profile.academic_gpa)}`,
    `Huidig team: ${profile?.current_team || 'onbekend'}`,
    '',
    context.matches.length > 0 ? 'Matches:' : 'Matches: nog geen',
    ...context.matches.map((match) => `- ${match.school_name}: ${match.match_score}%`),
  ];
  if (context.video !== undefined) lines.push('', ...videoLines(context.video));
  if (context.recent.length > 0) {
    lines.push('', 'Laatste berichten:');
    for (const message of context.recent)
      lines.push(`${message.type === 'user' ? 'Sporter' : 'Coach'}: ${message.content}`);
  }
  return lines.join('\n');
}

const VIDEO_STATUS: Readonly<Record<CoachVideo['status'], string>> = {
  pending: 'wacht op analyse',
  running: 'wordt geanalyseerd',
  done: 'geanalyseerd',
  failed: 'analyse mislukt',
};

/** The video for the model: its state and, once analysed, the findings that ask for a change. */
function videoLines(video: CoachVideo | null): string[] {
  if (!video) return ['Highlightvideo: nog geen video geüpload'];
  const lines = [`Highlightvideo: ${VIDEO_STATUS[video.status]}`];
  if (video.status !== 'done') return lines;
  const open = video.findings.filter((finding) => finding.severity !== 'ok');
  if (open.length === 0) return [...lines, 'Video-analyse: alles in orde'];
  return [...lines, 'Video-analyse:', ...open.map((finding) => `- ${finding.severity}: ${finding.text}`)];
}
