import type { TranscriptResponse } from '@talentbrug/domain/academics';
import {
  type ContactCalendar,
  profileCalendar,
  schoolClassIn,
  type TimelineLine,
  timeline,
} from '@talentbrug/domain/contact-calendar';
import type { Match } from '@talentbrug/domain/contracts/matches';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import type { DossierLink, DossierResponse, PublicDossier } from '@talentbrug/domain/dossier';
import { conferenceAfterArticle } from '@talentbrug/domain/institutions';
import type { MatchStatus } from '@talentbrug/domain/matches';
import {
  DRAFT_KIND_NAMES,
  type Draft,
  type DraftKind,
  type DraftRequest,
  draftRequestSchema,
  institutionIdParamSchema,
  matchStatusOf,
  nextStep,
  OUTREACH_MESSAGES,
  type OutreachEntry,
  type OutreachStatus,
  outreachUpdateSchema,
  REPLIED_STATUSES,
  reminderSettingsSchema,
  SENT_MAX,
  type SentKind,
  STATUS_HISTORY_MAX,
  type StatusChange,
} from '@talentbrug/domain/outreach';
import { findSport } from '@talentbrug/domain/sports';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { calendarIcs, type DayEvent } from './calendar-ics.ts';
import type { CalendarLinks, UnsubscribeLinks } from './calendar-link.ts';
import { composeDraft, type DraftFacts } from './draft.ts';
import type { EntryRow, EntryValues, OutreachRepository, SchoolFacts } from './outreach-repository.ts';

/** What outreach uses of the dossier: its public view (as the editor previews it) and its links per school. */
export interface DossierForOutreach {
  get(user: { id: string; email: string | null }): Promise<DossierResponse>;
  createLink(userId: string, body: unknown): Promise<DossierLink>;
  links(userId: string): Promise<DossierLink[]>;
}

/** What outreach uses of the matches: one of the caller's, and all of them. */
export interface MatchesForOutreach {
  find(userId: string, id: string): Promise<Match | null>;
  list(userId: string): Promise<{ matches: Match[] }>;
}

/** A link's label holds at most 100 characters (createDossierLinkSchema). */
const LABEL_MAX = 100;

const dayInWords = (at: Date) =>
  at.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Europe/Amsterdam' });

/**
 * One true fact about the school's programme, from the match's data only, in this order: its
 * conference (the school's membership), its squad with the year of the count, how selective it is, or its division.
 */
export function programmeFact(match: Match): string | null {
  // The data's conference is the school's, not always its team's (water polo and field hockey often
  // play in another): said as the school's membership, which is true either way.
  const conference = match.teamStats.conference ?? match.institution.conference;
  if (conference) return `is a member of the ${conferenceAfterArticle(conference)} (${match.division})`;
  const { squad_size: squad, squad_year: year } = match.teamStats;
  if (squad !== null && year !== null) return `had a squad of ${squad} in ${year} (${match.division})`;
  const rate = match.institution.admission_rate;
  if (rate !== null && rate > 0) {
    return `is an ${match.division} school that admits ${Math.round(rate * 100)}% of its applicants`;
  }
  return match.division ? `competes in ${match.division}` : null;
}

/** The GPA with what it is, as the dossier shows it: two decimals, as a US transcript writes it ('3.00', not '3'). */
function gpaText(academics: PublicDossier['academics']): string | null {
  if (!academics || academics.gpa === null) return null;
  const gpa = academics.gpa.toFixed(2);
  if (academics.gpa_basis === 'ncaa_core_gpa_estimate') {
    return `${gpa} (NCAA core GPA estimate from my Dutch grades)`;
  }
  if (academics.gpa_basis === 'converted_dutch_average' && academics.dutch_average_grade !== null) {
    return `${gpa} (converted from my Dutch average of ${academics.dutch_average_grade} out of 10)`;
  }
  return gpa;
}

/**
 * The facts of a draft: the sender's name and graduation year from the profile (the e-mail is
 * theirs), everything else from the dossier's view, so the e-mail says what the dossier shows and
 * nothing the athlete kept off it.
 */
export function draftFacts(input: {
  profile: Profile;
  view: PublicDossier;
  match: Match;
  dossierUrl: string | null;
  firstSentAt: Date | null;
}): DraftFacts {
  const { profile, view, match } = input;
  const name = [profile.first_name, profile.last_name].filter((part) => part?.trim()).join(' ') || null;
  const level = view.level;
  return {
    name,
    graduationYear: profile.graduation_year,
    sport: view.sport ? (view.sport.college_team ?? view.sport.name) : null,
    // The words of the sport's kind ('rower', 'row for'), only where the dossier shows the sport.
    sportId: view.sport && profile.sport ? (findSport(profile.sport)?.id ?? null) : null,
    position: view.position,
    // The level's step in English: the explanation's first part, before the estimate for US levels.
    level: level ? (level.explanation.split('. In US terms')[0]?.replace(/\.$/, '') ?? level.dutch_name) : null,
    typicalAt: level ? level.us_levels.filter((entry) => entry.fit === 'typical').map((entry) => entry.level) : [],
    club: view.club,
    height: view.height ? `${view.height.text} (${view.height.cm} cm)` : null,
    gpa: gpaText(view.academics),
    english: view.english_test ? `${view.english_test.test}: ${view.english_test.score}` : null,
    tests: [
      ...(view.test_scores?.sat != null ? [`SAT: ${view.test_scores.sat}`] : []),
      ...(view.test_scores?.act != null ? [`ACT: ${view.test_scores.act}`] : []),
    ],
    school: match.school_name,
    programmeFact: programmeFact(match),
    dossierUrl: input.dossierUrl,
    firstSentOn: input.firstSentAt ? dayInWords(input.firstSentAt) : null,
    // As the dossier shows them: the athlete's English, switched on and filled in; never the profile's Dutch.
    keyStats: view.key_stats ?? null,
  };
}

/** 'YYYY-MM-DD' of the Dutch calendar day of an instant. */
const dayInAmsterdam = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Europe/Amsterdam' });

/** The history with a new change; beyond the bound, the first change stays and the oldest after it go. */
export function withChange<T extends Pick<StatusChange, 'at'>>(history: T[], change: T): T[] {
  const next = [...history, change];
  const [first] = next;
  return next.length <= STATUS_HISTORY_MAX || !first ? next : [first, ...next.slice(-(STATUS_HISTORY_MAX - 1))];
}

const dated = <T extends { at: string }>(items: T[]) => items.map((item) => ({ ...item, at: new Date(item.at) }));

/**
 * Outreach to coaches (issue 38): drafts per school from facts only, the pipeline per school with
 * its dated history, and the follow-up rule. Rules in README.md.
 */
export function createOutreachService(deps: {
  repository: OutreachRepository;
  matches: MatchesForOutreach;
  profiles: { find(userId: string): Promise<Profile | null> };
  dossier: DossierForOutreach;
  /** The athlete's transcript, for the school track (HAVO or VWO) the contact calendar counts from. */
  academics?: { transcript(userId: string): Promise<TranscriptResponse> };
  /** The calendar file's signed address; without it there is none to subscribe to. */
  calendarLinks?: CalendarLinks;
  /** The reminder mails' one-click unsubscribe address. */
  unsubscribeLinks?: UnsubscribeLinks;
  /** Where the app is reached from outside; the subscription address starts with it. */
  publicOrigin?: string;
  now?: () => Date;
}) {
  const { repository, matches, profiles, dossier, academics, calendarLinks, unsubscribeLinks } = deps;
  const calendarVersion = async (userId: string) => (await repository.settings(userId)).calendarVersion;
  const now = deps.now ?? (() => new Date());

  /**
   * A new link of the dossier for this school; null when the athlete has made as many as they may.
   * Its label names the draft's kind ('… · Follow-up'): each draft makes a link of its own (only its
   * hash is kept), and the dossier's list of links tells them apart by it and by their time.
   */
  async function linkFor(userId: string, match: Match, kind: DraftKind): Promise<string | null> {
    const suffix = ` · ${DRAFT_KIND_NAMES[kind]}`;
    try {
      const link = await dossier.createLink(userId, {
        label: `${match.school_name.slice(0, LABEL_MAX - suffix.length)}${suffix}`,
        institution_id: match.institution_id,
      });
      return link.url;
    } catch (error) {
      if (error instanceof ConflictError) return null;
      throw error;
    }
  }

  function toEntry(
    row: EntryRow | null,
    school: { id: string; name: string; athleticsUrl: string | null },
    match: Match | null,
    links: DossierLink[],
    at: Date,
  ): OutreachEntry {
    const status = (row?.status ?? match?.status ?? 'new') as OutreachStatus;
    const sent = (row?.sent ?? []) as { kind: SentKind; at: string }[];
    const mine = links.filter((link) => link.institution_id === school.id);
    const lastViewed = mine
      .map((link) => link.last_viewed_at)
      .filter((day): day is string => day !== null)
      .sort()
      .at(-1);
    const repliedAt = row?.repliedAt ?? null;
    return {
      institution_id: school.id,
      school_name: school.name,
      match_id: match?.id ?? null,
      status,
      status_history: (row?.statusHistory ?? []) as OutreachEntry['status_history'],
      coach_email: row?.coachEmail ?? null,
      sent,
      sent_count: sent.length,
      last_contacted_at: sent.at(-1)?.at ?? null,
      replied_at: repliedAt?.toISOString() ?? null,
      dossier: {
        links: mine.length,
        views: mine.reduce((sum, link) => sum + link.views, 0),
        last_viewed_at: lastViewed ?? null,
      },
      next_step: nextStep({ status, sent: dated(sent), repliedAt }, at),
      staff_url: school.athleticsUrl,
    };
  }

  const schoolOfMatch = (match: Match) => ({
    id: match.institution_id,
    name: match.school_name,
    athleticsUrl: match.institution.athletics_url,
  });

  /**
   * The pipeline and the matches it was read from: every school of the athlete's matches (best
   * first), then every school they have an entry for that left the matches since, each with its
   * dossier views and next step. `list` answers the entries; the coach's view also reads the
   * matches' favourite marks and places, from the same read, or from the matches it already read
   * (`known`).
   */
  async function pipeline(
    userId: string,
    known?: readonly Match[],
  ): Promise<{ entries: OutreachEntry[]; matched: readonly Match[] }> {
    const at = now();
    const [rows, { matches: matched }, links] = await Promise.all([
      repository.entries(userId),
      known ? { matches: known } : matches.list(userId),
      dossier.links(userId),
    ]);
    const byInstitution = new Map(rows.map((row) => [row.institutionId, row]));
    const matchedIds = new Set(matched.map((match) => match.institution_id));
    const gone = rows.filter((row) => !matchedIds.has(row.institutionId));
    const schools = new Map<string, SchoolFacts>(
      (await repository.schools(gone.map((row) => row.institutionId))).map((school) => [school.id, school]),
    );
    const entries = [
      ...matched.map((match) =>
        toEntry(byInstitution.get(match.institution_id) ?? null, schoolOfMatch(match), match, links, at),
      ),
      ...gone.map((row) =>
        toEntry(
          row,
          schools.get(row.institutionId) ?? { id: row.institutionId, name: row.institutionId, athleticsUrl: null },
          null,
          links,
          at,
        ),
      ),
    ];
    return { entries, matched };
  }

  return {
    /**
     * A draft for one of the caller's matches; another athlete's match is a 404 like an unknown one.
     * Each draft carries a new dossier link for the school (only its hash is kept, ADR 0019).
     */
    async draft(user: { id: string; email: string | null }, body: unknown): Promise<Draft> {
      const request: DraftRequest = draftRequestSchema.parse(body ?? {});
      const match = await matches.find(user.id, request.match_id);
      if (!match) throw new NotFoundError(OUTREACH_MESSAGES.matchNotFound);
      const [profile, view, entry] = await Promise.all([
        profiles.find(user.id),
        dossier.get(user),
        repository.find(user.id, match.institution_id),
      ]);
      if (!profile) throw new BadRequestError(OUTREACH_MESSAGES.noProfile);
      const dossierUrl = await linkFor(user.id, match, request.kind);
      const firstSent = entry?.sent[0];
      const facts = draftFacts({
        profile,
        view: view.preview,
        match,
        dossierUrl,
        firstSentAt: firstSent ? new Date(firstSent.at) : null,
      });
      const to = entry?.coachEmail ?? null;
      return {
        kind: request.kind,
        ...composeDraft(facts, request.kind, to),
        dossier_url: dossierUrl,
        staff_url: match.institution.athletics_url,
        to,
        // The dossier shows the profile's Dutch as written: neither an English one nor a translation.
        position_in_dutch: view.preview.position !== null && view.preview.position === profile.position,
      };
    },

    /**
     * The pipeline: every school of the athlete's matches (best first) and every school they have
     * an entry for that left the matches since, each with its dossier views and next step.
     */
    async list(userId: string): Promise<OutreachEntry[]> {
      return (await pipeline(userId)).entries;
    },

    /**
     * Changes the entry of one of the athlete's schools: the status (each change dated), the coach's
     * address, and `sent` when they confirm they sent an e-mail (status 'contacted' if it was earlier
     * in the pipeline). A school that is neither among their matches nor an entry of theirs is a 404.
     */
    async update(userId: string, institutionId: string, body: unknown): Promise<OutreachEntry> {
      if (!institutionIdParamSchema.safeParse(institutionId).success) {
        throw new NotFoundError(OUTREACH_MESSAGES.entryNotFound);
      }
      const patch = outreachUpdateSchema.parse(body ?? {});
      const at = now();
      const stamp = at.toISOString();
      const row = await repository.change(userId, institutionId, (current) => {
        const values: EntryValues = {
          ...current,
          statusHistory: [...current.statusHistory],
          sent: [...current.sent],
        };
        const move = (status: OutreachStatus) => {
          if (status === values.status) return;
          values.status = status;
          values.statusHistory = withChange(values.statusHistory, { status, at: stamp });
          if (REPLIED_STATUSES.has(status) && !values.repliedAt) values.repliedAt = at;
        };
        if (patch.sent) {
          if (values.sent.length >= SENT_MAX) throw new ConflictError(OUTREACH_MESSAGES.tooManySent);
          const kind: SentKind = patch.sent_kind ?? (values.sent.length === 0 ? 'first' : 'follow_up');
          values.sent.push({ kind, at: stamp });
          if (patch.status === undefined && (values.status === 'new' || values.status === 'interested')) {
            move('contacted');
          }
        }
        if (patch.status !== undefined) move(patch.status);
        if (patch.coach_email !== undefined) values.coachEmail = patch.coach_email;
        return { values, matchStatus: matchStatusOf(values.status as OutreachStatus) };
      });
      if (!row) throw new NotFoundError(OUTREACH_MESSAGES.entryNotFound);
      const [match, links] = await Promise.all([
        matches.list(userId).then((list) => list.matches.find((item) => item.institution_id === institutionId) ?? null),
        dossier.links(userId),
      ]);
      const school = match ? schoolOfMatch(match) : (await repository.schools([institutionId]))[0];
      return toEntry(row, school ?? { id: institutionId, name: institutionId, athleticsUrl: null }, match, links, at);
    },

    /**
     * A status the athlete set on the matches page: recorded and dated here, so the pipeline keeps
     * one history. A status the entry already shows in the match's coarser terms (the match says
     * 'contacted' of a school that replied) changes nothing.
     */
    async matchStatusChanged(userId: string, institutionId: string, status: MatchStatus): Promise<void> {
      const at = now();
      await repository.change(userId, institutionId, (current, stored) => {
        if (stored && matchStatusOf(current.status as OutreachStatus) === status) return null;
        const values: EntryValues = { ...current, statusHistory: [...current.statusHistory], sent: [...current.sent] };
        values.status = status;
        values.statusHistory = withChange(values.statusHistory, { status, at: at.toISOString() });
        if (REPLIED_STATUSES.has(status) && !values.repliedAt) values.repliedAt = at;
        return { values, matchStatus: status };
      });
    },

    /** Whether the weekly reminder by e-mail is on. */
    async reminders(userId: string): Promise<{ email: boolean }> {
      return { email: (await repository.settings(userId)).reminderEmail };
    },

    /**
     * Turns the weekly reminder by e-mail on or off (opt-in). It goes to the account's address at the
     * moment it is turned on (the token's); an account without one cannot turn it on.
     */
    async setReminders(user: { id: string; email: string | null }, body: unknown): Promise<{ email: boolean }> {
      const { email } = reminderSettingsSchema.parse(body ?? {});
      if (email && !user.email) throw new BadRequestError(OUTREACH_MESSAGES.noAddress);
      return { email: await repository.setReminders(user.id, email, user.email) };
    },

    /** The athlete of a one-click unsubscribe address; an address that is not ours is a 404. */
    async unsubscribeTarget(token: string): Promise<string> {
      const userId = unsubscribeLinks ? await unsubscribeLinks.verify(token) : null;
      if (!userId) throw new NotFoundError(OUTREACH_MESSAGES.unsubscribeNotFound);
      return userId;
    },

    /** Turns reminders off from the mail's address (RFC 8058); a deleted account has nothing to turn off. */
    async unsubscribe(token: string): Promise<void> {
      const userId = await this.unsubscribeTarget(token);
      if ((await repository.settings(userId)).reminderEmail) await repository.setReminders(userId, false, null);
    },

    /** The contact calendar with the address a calendar app subscribes to and where the athlete is today. */
    async calendarWithLink(
      userId: string,
    ): Promise<ContactCalendar & { timeline: TimelineLine[]; subscribe_url: string | null }> {
      const [{ calendar, sport }, version] = await Promise.all([this.calendarOf(userId), calendarVersion(userId)]);
      const token = calendarLinks ? await calendarLinks.token(userId, version) : null;
      const subscribe_url = token ? `${deps.publicOrigin ?? ''}/api/outreach/calendar/${token}.ics` : null;
      return { ...calendar, timeline: timeline(calendar, sport, now()), subscribe_url };
    },

    /** A new subscription address; the old one answers 404 from now on. */
    async resetCalendar(userId: string): Promise<{ subscribe_url: string | null }> {
      const version = await repository.resetCalendar(userId);
      const token = calendarLinks ? await calendarLinks.token(userId, version) : null;
      return { subscribe_url: token ? `${deps.publicOrigin ?? ''}/api/outreach/calendar/${token}.ics` : null };
    },

    /** The file at its signed address; an address that is not ours, or an athlete without a profile, is a 404. */
    async subscribedCalendarFile(token: string): Promise<string> {
      const userId = calendarLinks ? await calendarLinks.verify(token, calendarVersion) : null;
      if (!userId || !(await profiles.find(userId))) throw new NotFoundError(OUTREACH_MESSAGES.calendarNotFound);
      return this.calendarFile(userId);
    },

    /**
     * What the coach reads to answer 'wie moet ik mailen?' (issue 38, item 5): every school of the
     * pipeline with its status, favourite mark, place and next step, and the contact calendar's
     * sentences at `at`. The list is the pipeline's own (`list`), so the coach and the board agree.
     */
    async forCoach(
      userId: string,
      at: Date,
      /** The profile and matches the coach has already read for this question: not read a second time. */
      known?: { profile: Profile | null; matches: readonly Match[] },
    ): Promise<{
      schools: {
        school_name: string;
        status: OutreachStatus;
        favourite: boolean;
        rank: number | null;
        next_step: OutreachEntry['next_step']['step'];
      }[];
      timeline: string[];
    }> {
      const [{ entries, matched }, { calendar, sport }] = await Promise.all([
        pipeline(userId, known?.matches),
        this.calendarOf(userId, known),
      ]);
      const byId = new Map(matched.map((match) => [match.id, match]));
      return {
        schools: entries.map((entry) => {
          const match = entry.match_id ? byId.get(entry.match_id) : undefined;
          return {
            school_name: entry.school_name,
            status: entry.status,
            favourite: match?.favourite ?? false,
            rank: match?.rank ?? null,
            next_step: entry.next_step.step,
          };
        }),
        timeline: timeline(calendar, sport, at).map((line) => line.sentence),
      };
    },

    /** The NCAA contact calendar for the athlete's sport, team and year, and the sport's Dutch name. */
    async calendarOf(
      userId: string,
      known?: { profile: Profile | null },
    ): Promise<{ calendar: ContactCalendar; sport: string | null }> {
      const [profile, transcript] = await Promise.all([
        known ? known.profile : profiles.find(userId),
        academics ? academics.transcript(userId) : null,
      ]);
      // The transcript's track, else the class the profile's education line names ('HAVO 5'): without
      // either the calendar counts two years back, as for VWO, which put a HAVO pupil's day a year early.
      const track = transcript?.transcript?.track;
      return profileCalendar(profile, {
        graduationYear: profile?.graduation_year ?? null,
        track:
          track === 'havo' || track === 'vwo'
            ? track
            : (schoolClassIn(profile?.education_level ?? null)?.track ?? null),
      });
    },

    /** The NCAA contact calendar for the athlete's sport, team and year, from the knowledge entries. */
    async calendar(userId: string): Promise<ContactCalendar> {
      return (await this.calendarOf(userId)).calendar;
    },

    /**
     * The calendar file: the contact calendar's days and each school's next follow-up day (the
     * follow-up, or the note to an assistant), as all-day events with stable ids.
     */
    async calendarFile(userId: string): Promise<string> {
      const [calendar, entries] = await Promise.all([this.calendar(userId), this.list(userId)]);
      const events: DayEvent[] = calendar.dates.map((date) => ({
        uid: `${date.rule_id}-${date.date}@talentbrug`,
        date: date.date,
        summary: `${date.text} (${date.level_label})`,
        description: `${date.rule}\nBron: ${date.source.title}, ${date.source.as_of}.`,
      }));
      for (const entry of entries) {
        const due = entry.next_step.due_at;
        if (!due || entry.next_step.step === 'none') continue;
        const assistant = entry.sent.slice(1).some((mail) => mail.kind === 'follow_up');
        events.push({
          uid: `${assistant ? 'assistant' : 'follow-up'}-${entry.institution_id}@talentbrug`,
          date: dayInAmsterdam(new Date(due)),
          summary: assistant
            ? `Schrijf een assistent-coach van ${entry.school_name}`
            : `Stuur je follow-up aan ${entry.school_name}`,
          description: assistant
            ? 'Tien dagen na je follow-up nog geen antwoord: schrijf een assistent-coach (namen op de site van het team).'
            : 'Tien dagen na je eerste e-mail nog geen antwoord: stuur één korte follow-up.',
        });
      }
      return calendarIcs('Talentbrug: contact met coaches', events, now());
    },
  };
}

export type OutreachService = ReturnType<typeof createOutreachService>;
