/**
 * Outreach to college coaches (issue 38): the e-mail drafts per school, the pipeline of one athlete
 * and one school with its dated history, and the follow-up rule. The product never sends to a coach
 * itself: the athlete sends a draft from their own mailbox and confirms it here. The API's shapes
 * (POST /api/outreach/drafts, GET /api/outreach, PATCH /api/outreach/{institution_id}).
 */
import { z } from 'zod/mini';
import { isValidEmail } from './auth/validation.ts';
// The match's rules live in matches.ts; taken through the contract that re-exports them, so the athlete
// pages keep one chunk for both (imported directly, matches.ts became a chunk of its own: +0.2 KB on
// /dashboard and /matches).
import { MATCH_NOT_FOUND, MATCH_STATUSES, type MatchStatus } from './contracts/matches.ts';
import { isInstitutionId } from './institution-id.ts';
import { safeText } from './text.ts';

/**
 * The pipeline per school, in order. It extends the match's statuses (MATCH_STATUSES, in the same
 * order) with the two steps a conversation with a coach has: a reply, and a call or visit.
 */
export const OUTREACH_STATUSES = [
  'new',
  'interested',
  'contacted',
  'replied',
  'call_or_visit',
  'applied',
  'offer',
  'committed',
  'declined',
] as const;
export type OutreachStatus = (typeof OUTREACH_STATUSES)[number];

export const OUTREACH_STATUS_LABELS: Readonly<Record<OutreachStatus, string>> = {
  new: 'Nieuw',
  interested: 'Interesse',
  contacted: 'Gemaild',
  replied: 'Antwoord',
  call_or_visit: 'Gesprek of bezoek',
  applied: 'Aangemeld',
  offer: 'Aanbod',
  committed: 'Toegezegd',
  declined: 'Afgewezen',
};

/** Statuses that say the coach answered: the first move to one of them dates the reply. */
export const REPLIED_STATUSES: ReadonlySet<OutreachStatus> = new Set([
  'replied',
  'call_or_visit',
  'offer',
  'committed',
]);

/**
 * The match's coarser status for an outreach status: the match keeps its seven, so the matches page
 * shows a reply and a call as 'contacted'.
 */
export function matchStatusOf(status: OutreachStatus): MatchStatus {
  return (MATCH_STATUSES as readonly string[]).includes(status) ? (status as MatchStatus) : 'contacted';
}

export const DRAFT_KINDS = ['first', 'follow_up', 'schedule'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];
/** A draft's kind in the athlete's words: the draft dialog's choice, and the dossier link a draft makes. */
export const DRAFT_KIND_NAMES: Record<DraftKind, string> = {
  first: 'Eerste e-mail',
  follow_up: 'Follow-up',
  schedule: 'Wedstrijdschema',
};

/** What a recorded e-mail was: a draft's kind, or the note to an assistant coach the rule suggests last. */
export const SENT_KINDS = ['first', 'follow_up', 'schedule', 'assistant'] as const;
export type SentKind = (typeof SENT_KINDS)[number];

/** Mail clients and browsers cut or refuse longer mailto: links; 2,000 characters is the common floor. */
export const MAILTO_MAX = 2000;

/** E-mails recorded per school at most: far more than the rule ever asks for, and a bound on the row. */
export const SENT_MAX = 50;
/** Status changes kept per school: the first and the latest ones, so the row stays bounded. */
export const STATUS_HISTORY_MAX = 200;

/** Days of silence before the one follow-up, and again before the suggestion to write to an assistant. */
export const FOLLOW_UP_DAYS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export const OUTREACH_MESSAGES = {
  matchNotFound: MATCH_NOT_FOUND,
  entryNotFound: 'Deze school staat niet in je overzicht.',
  kind: 'Kies het soort e-mail: eerste e-mail, follow-up of wedstrijdschema.',
  status: 'Kies een van de statussen.',
  email: 'Vul een geldig e-mailadres in.',
  nothing: 'Geef een status, het e-mailadres van de coach of dat je de e-mail hebt verstuurd.',
  sent: 'Verstuurd kan alleen true zijn: een verstuurde e-mail wordt niet teruggedraaid.',
  noProfile: 'Vul eerst je profiel in: zonder profiel is er niets om aan een coach te schrijven.',
  calendarNotFound: 'Deze agenda bestaat niet (meer).',
  tooManySent: `Je hebt al ${SENT_MAX} e-mails aan deze school gemeld: meer bewaren we niet.`,
  reminders: 'Zeg met true of false of je herinneringen per e-mail wilt.',
  noAddress: 'Je account heeft geen e-mailadres, dus we kunnen je geen herinneringen sturen.',
  unsubscribeNotFound: 'Deze afmeldlink bestaat niet (meer).',
} as const;

/** PUT /api/outreach/reminders: the weekly reminder by e-mail, opt-in. */
export const reminderSettingsSchema = z.strictObject({ email: z.boolean(OUTREACH_MESSAGES.reminders) });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
export const reminderSettingsResponseSchema = z.object({ reminders: z.object({ email: z.boolean() }) });

/** POST /api/outreach/drafts. */
export const draftRequestSchema = z.strictObject({
  match_id: z.uuid(OUTREACH_MESSAGES.matchNotFound),
  kind: z.enum(DRAFT_KINDS, OUTREACH_MESSAGES.kind),
});
export type DraftRequest = z.infer<typeof draftRequestSchema>;

export const draftSchema = z.object({
  kind: z.enum(DRAFT_KINDS),
  /** 'Fleur de Vries - 2027 - Defender'. */
  subject: z.string(),
  /** English, about 200 words at most, facts from the data only; the athlete edits it before sending. */
  body: z.string(),
  /** `mailto:` with subject and body encoded, at most MAILTO_MAX characters (the body shortened if needed). */
  mailto: z.string(),
  gmail_url: z.string(),
  outlook_url: z.string(),
  /** The dossier link made for this school with this draft; null when none could be made. */
  dossier_url: z.nullable(z.string()),
  /** The school's official athletics site, where the athlete looks the coach up; null when the data has none. */
  staff_url: z.nullable(z.string()),
  /** The coach's address the athlete typed on this school's entry, when there is one. */
  to: z.nullable(z.string()),
  /**
   * The position went in as the profile has it, in Dutch ('Passer-loper'): the dossier has no
   * English one. Optional, so a remote newer than the server still reads the draft.
   */
  position_in_dutch: z.optional(z.boolean()),
});
export type Draft = z.infer<typeof draftSchema>;
export const draftResponseSchema = z.object({ draft: draftSchema });

const coachEmail = safeText().check(z.trim(), z.maxLength(254), z.refine(isValidEmail, OUTREACH_MESSAGES.email));

/**
 * PATCH /api/outreach/{institution_id}: a status, the coach's address (null forgets it), and
 * `sent: true` when the athlete confirms they sent a draft (`sent_kind`, default: the first e-mail,
 * or the follow-up once one was sent).
 */
export const outreachUpdateSchema = z
  .strictObject({
    status: z.optional(z.enum(OUTREACH_STATUSES, OUTREACH_MESSAGES.status)),
    coach_email: z.optional(z.nullable(coachEmail)),
    sent: z.optional(z.literal(true, OUTREACH_MESSAGES.sent)),
    sent_kind: z.optional(z.enum(SENT_KINDS, OUTREACH_MESSAGES.kind)),
  })
  .check(
    z.refine(
      (body) => body.status !== undefined || body.coach_email !== undefined || body.sent !== undefined,
      OUTREACH_MESSAGES.nothing,
    ),
  );
export type OutreachUpdate = z.infer<typeof outreachUpdateSchema>;

export const institutionIdParamSchema = z.string().check(z.refine(isInstitutionId));

export const statusChangeSchema = z.object({ status: z.enum(OUTREACH_STATUSES), at: z.string() });
export type StatusChange = z.infer<typeof statusChangeSchema>;
export const sentMailSchema = z.object({ kind: z.enum(SENT_KINDS), at: z.string() });
export type SentMail = z.infer<typeof sentMailSchema>;

export const NEXT_STEPS = ['none', 'wait', 'follow_up', 'write_assistant'] as const;
export type NextStepKind = (typeof NEXT_STEPS)[number];

export const nextStepSchema = z.object({
  step: z.enum(NEXT_STEPS),
  /** When the step is (or was) due: the follow-up's or the assistant's day; null for none. */
  due_at: z.nullable(z.string()),
});
export type NextStep = z.infer<typeof nextStepSchema>;

export const outreachEntrySchema = z.object({
  institution_id: z.string(),
  school_name: z.string(),
  /** The athlete's match with this school, while the school is in the matches; null after it left them. */
  match_id: z.nullable(z.string()),
  status: z.enum(OUTREACH_STATUSES),
  /** Every change, oldest first; empty for a school the athlete has not touched here yet. */
  status_history: z.array(statusChangeSchema),
  coach_email: z.nullable(z.string()),
  sent: z.array(sentMailSchema),
  sent_count: z.number().check(z.int(), z.nonnegative()),
  last_contacted_at: z.nullable(z.string()),
  replied_at: z.nullable(z.string()),
  /** The dossier's links made for this school (by institution id) and their counted views. */
  dossier: z.object({
    links: z.number().check(z.int(), z.nonnegative()),
    views: z.number().check(z.int(), z.nonnegative()),
    last_viewed_at: z.nullable(z.string()),
  }),
  next_step: nextStepSchema,
  staff_url: z.nullable(z.string()),
});
export type OutreachEntry = z.infer<typeof outreachEntrySchema>;

export const outreachResponseSchema = z.object({
  entries: z.array(outreachEntrySchema),
  /** Whether the weekly reminder by e-mail is on (PUT /api/outreach/reminders); absent from an older server. */
  reminders: z._default(z.object({ email: z.boolean() }), { email: false }),
});
export const outreachEntryResponseSchema = z.object({ entry: outreachEntrySchema });

/** What the follow-up rule reads of an entry. */
export interface FollowUpFacts {
  status: OutreachStatus;
  sent: readonly { kind: SentKind; at: Date }[];
  repliedAt: Date | null;
}

/**
 * The follow-up rule (issue 38): a school e-mailed FOLLOW_UP_DAYS or more ago that has not replied
 * gets one follow-up; after the follow-up and another FOLLOW_UP_DAYS of silence, the suggestion to
 * write to an assistant coach; never more. Only while the status is 'contacted' (a reply, a call,
 * a decline or any later step ends it). Pure: the clock is passed in.
 */
export function nextStep(facts: FollowUpFacts, now: Date): NextStep {
  const none: NextStep = { step: 'none', due_at: null };
  if (facts.status !== 'contacted' || facts.repliedAt) return none;
  const sent = [...facts.sent].sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = sent[0];
  if (!first) return none;
  const followUp = sent.slice(1).find((mail) => mail.kind === 'follow_up');
  // Anything written after the follow-up (the assistant, a schedule) is the last the rule asks for.
  if (followUp && sent.some((mail) => mail.at > followUp.at && mail.kind !== 'schedule')) return none;
  const from = followUp ?? first;
  const due = new Date(from.at.getTime() + FOLLOW_UP_DAYS * DAY_MS);
  if (now < due) return { step: 'wait', due_at: due.toISOString() };
  return { step: followUp ? 'write_assistant' : 'follow_up', due_at: due.toISOString() };
}
