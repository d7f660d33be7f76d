import type { ContactCalendarResponse } from '@talentbrug/domain/contact-calendar';
import type { Match } from '@talentbrug/domain/contracts/matches';
import type { Dossier } from '@talentbrug/domain/dossier';
import {
  type Draft,
  draftRequestSchema,
  OUTREACH_MESSAGES,
  type OutreachEntry,
  type OutreachStatus,
  outreachUpdateSchema,
  REPLIED_STATUSES,
  reminderSettingsSchema,
} from '@talentbrug/domain/outreach';
import { exampleDossier, examplePreview } from './dossier-api.tsx';
import { type Failure, type RecordedRequest, sendFailure, sendJson, startTestServer } from './test-server.tsx';

export type { Failure, RecordedRequest };

/** When the fake records anything (a status, a sent e-mail): a fixed moment, so a test can read the dates shown. */
export const OUTREACH_AT = '2026-12-04T09:15:00.000Z';

/** The school's outreach entry as GET /api/outreach answers it for a match nobody touched yet. */
export function exampleEntry(match: Match, overrides: Partial<OutreachEntry> = {}): OutreachEntry {
  return {
    institution_id: match.institution_id,
    school_name: match.school_name,
    match_id: match.id,
    status: match.status,
    status_history: [],
    coach_email: null,
    sent: [],
    sent_count: 0,
    last_contacted_at: null,
    replied_at: null,
    dossier: { links: 0, views: 0, last_viewed_at: null },
    next_step: { step: 'none', due_at: null },
    staff_url: `https://athletics.example.edu/${match.institution_id}/staff`,
    ...overrides,
  };
}

/** A hockey player's calendar (VWO, diploma 2028): D1 and D2 from 15 June 2026, official visits from 1 August. */
export function exampleCalendar(
  overrides: Partial<ContactCalendarResponse['calendar']> = {},
): ContactCalendarResponse['calendar'] {
  const source = { title: 'Domain facts', location: 'shared/reference/domain-facts.md', as_of: '2026-11' };
  return {
    fourth_class_ends: 2026,
    basis: 'vwo',
    dates: [
      {
        rule_id: 'ncaa-d1-contact',
        level: 'ncaa-d1',
        level_label: 'NCAA Division I',
        event: 'contact',
        date: '2026-06-15',
        text: 'Coaches in Division I mogen je bellen, mailen en antwoorden',
        rule: 'NCAA D1 coaches may call and message from 15 June after the sophomore year.',
        source,
      },
      {
        rule_id: 'ncaa-d1-official-visits',
        level: 'ncaa-d1',
        level_label: 'NCAA Division I',
        event: 'official_visits',
        date: '2026-08-01',
        text: 'Division I-scholen mogen je uitnodigen voor een officieel bezoek',
        rule: 'NCAA D1 official visits from 1 August before the junior year.',
        source,
      },
    ],
    levels_without_rules: ['ncaa-d3', 'naia', 'njcaa'],
    timeline: [
      {
        rule_id: 'ncaa-d1-contact',
        date: '2026-06-15',
        passed: true,
        sentence:
          'Coaches in D1 hockey mogen je vanaf 15 juni na je 4e klas antwoorden: dat was in juni 2026, je kunt nu schrijven',
      },
      {
        rule_id: 'ncaa-d1-official-visits',
        date: '2026-08-01',
        passed: true,
        sentence:
          'Coaches in D1 hockey mogen je vanaf 1 augustus na je 4e klas uitnodigen voor een officieel bezoek: dat was in augustus 2026, een uitnodiging kan nu komen',
      },
    ],
    subscribe_url: 'http://localhost/api/outreach/calendar/athlete.sig1.ics',
    ...overrides,
  };
}

/**
 * A real HTTP server standing where the platform's API stands for /api/outreach, for tests in jsdom:
 * real sockets, status codes and bodies, so the code under test runs its own fetch. It keeps one
 * athlete's entries in memory and answers as the server does (server/src/modules/outreach/README.md):
 * a draft per kind with a new dossier link each time (the school's link count grows), PATCH validated
 * with the server's schema, every status change dated in `status_history`, `sent: true` recorded with
 * its kind and moving a new or interested school to contacted, an unknown school or match a 404, the
 * reminder switch, the calendar and its reset. Beside them it answers what the outreach screens read
 * of other modules: GET /api/matches (the page's list) and GET /api/dossier (whether it is published).
 */
export interface OutreachApi {
  url: string;
  requests: RecordedRequest[];
  readonly entries: OutreachEntry[];
  readonly reminders: boolean;
  setEntries(entries: OutreachEntry[]): void;
  /** GET /api/matches answers these (none by default). */
  setMatches(matches: Match[]): void;
  setDossier(changes: Partial<Dossier>): void;
  setCalendar(calendar: ContactCalendarResponse['calendar']): void;
  /** The next drafts come without a dossier link (the athlete made as many as they may). */
  setNoLinks(none: boolean): void;
  /** GET /api/outreach fails with this until `failGet(null)`. */
  failGet(failure: Failure | null): void;
  /** POST /api/outreach/drafts fails with this until `failDraft(null)`. */
  failDraft(failure: Failure | null): void;
  /** PATCH /api/outreach/{id} fails with this until `failPatch(null)`. */
  failPatch(failure: Failure | null): void;
  /** PUT /api/outreach/reminders fails with this until `failReminders(null)`. */
  failReminders(failure: Failure | null): void;
  hold(method: string, path: string): () => void;
  received(method: string, path: string): Promise<RecordedRequest>;
  /** The requests with this method to paths starting with `prefix`. */
  sent(method: string, prefix: string): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

const fieldsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_root'] ??= issue.message;
  return fields;
};

const KIND_SUBJECT: Record<Draft['kind'], string> = {
  first: 'Sem de Vries - 2026 - Central midfielder',
  follow_up: 'Sem de Vries - 2026 - Central midfielder',
  schedule: 'Sem de Vries - 2026 - Central midfielder - Upcoming matches',
};

export async function startOutreachApi(initialEntries: OutreachEntry[] = []): Promise<OutreachApi> {
  let entries = structuredClone(initialEntries);
  let matches: Match[] = [];
  let dossier = exampleDossier({ published: true, published_at: OUTREACH_AT });
  let calendar = exampleCalendar();
  let reminders = false;
  let noLinks = false;
  let getFailure: Failure | null = null;
  let draftFailure: Failure | null = null;
  let patchFailure: Failure | null = null;
  let remindersFailure: Failure | null = null;
  let nextLink = 100;
  let nextCalendar = 1;
  let origin = '';

  const draftFor = (entry: OutreachEntry, kind: Draft['kind']): Draft => {
    nextLink += 1;
    const link = noLinks ? null : `${origin}/r/token${nextLink}AbCdEfGhIjKlMnOpQrStUvW`;
    const subject = KIND_SUBJECT[kind];
    const opening =
      kind === 'first'
        ? `Dear Coach,\n\nMy name is Sem de Vries. ${entry.school_name} is a member of the Atlantic Coast Conference (NCAA Division I).`
        : kind === 'follow_up'
          ? 'Dear Coach,\n\nI am following up on my e-mail.'
          : 'Dear Coach,\n\nHere are my upcoming matches:\n[date] - [opponent] - [place, time]';
    const body = `${opening}\n\nHeight: 6'0" (182 cm). GPA 3.3.${link ? `\n\nMy profile: ${link}` : ''}\n\nKind regards,\nSem de Vries`;
    const to = entry.coach_email;
    const enc = encodeURIComponent;
    return {
      kind,
      subject,
      body,
      mailto: `mailto:${to ? enc(to) : ''}?subject=${enc(subject)}&body=${enc(body.replace(/\n/g, '\r\n'))}`,
      gmail_url: `https://mail.google.com/mail/?view=cm&fs=1&to=${enc(to ?? '')}&su=${enc(subject)}&body=${enc(body)}`,
      outlook_url: `https://outlook.office.com/mail/deeplink/compose?to=${enc(to ?? '')}&subject=${enc(subject)}&body=${enc(body)}`,
      dossier_url: link,
      staff_url: entry.staff_url,
      to,
      // As the server: the profile's (Dutch) position went in when the dossier has no English one.
      position_in_dutch: !dossier.position_en,
    };
  };

  const moveTo = (entry: OutreachEntry, status: OutreachStatus) => {
    if (entry.status === status) return;
    entry.status = status;
    entry.status_history.push({ status, at: OUTREACH_AT });
    if (REPLIED_STATUSES.has(status)) entry.replied_at ??= OUTREACH_AT;
  };

  const server = await startTestServer(({ method, path, body }, res) => {
    if (path === '/api/outreach' && method === 'GET') {
      return getFailure
        ? sendFailure(res, getFailure)
        : sendJson(res, 200, { entries, reminders: { email: reminders } });
    }
    if (path === '/api/outreach/drafts' && method === 'POST') {
      if (draftFailure) return sendFailure(res, draftFailure);
      const parsed = draftRequestSchema.safeParse(body ?? {});
      if (!parsed.success) {
        const fields = fieldsOf(parsed.error.issues);
        return sendJson(res, 400, { error: Object.values(fields)[0] ?? 'Ongeldige invoer', fields });
      }
      const entry = entries.find((item) => item.match_id === parsed.data.match_id);
      if (!entry) return sendJson(res, 404, { error: OUTREACH_MESSAGES.matchNotFound });
      const draft = draftFor(entry, parsed.data.kind);
      if (draft.dossier_url) entry.dossier.links += 1;
      return sendJson(res, 200, { draft });
    }
    if (path === '/api/outreach/reminders' && method === 'PUT') {
      if (remindersFailure) return sendFailure(res, remindersFailure);
      const parsed = reminderSettingsSchema.safeParse(body ?? {});
      if (!parsed.success) return sendJson(res, 400, { error: OUTREACH_MESSAGES.reminders });
      reminders = parsed.data.email;
      return sendJson(res, 200, { reminders: { email: reminders } });
    }
    if (path === '/api/outreach/calendar' && method === 'GET') {
      return sendJson(res, 200, { calendar });
    }
    if (path === '/api/outreach/calendar/reset' && method === 'POST') {
      nextCalendar += 1;
      calendar = { ...calendar, subscribe_url: `${origin}/api/outreach/calendar/athlete.sig${nextCalendar}.ics` };
      return sendJson(res, 200, { subscribe_url: calendar.subscribe_url });
    }
    const patch = /^\/api\/outreach\/([^/]+)$/.exec(path);
    if (patch && method === 'PATCH') {
      if (patchFailure) return sendFailure(res, patchFailure);
      const entry = entries.find((item) => item.institution_id === decodeURIComponent(patch[1] ?? ''));
      if (!entry) return sendJson(res, 404, { error: OUTREACH_MESSAGES.entryNotFound });
      const parsed = outreachUpdateSchema.safeParse(body ?? {});
      if (!parsed.success) {
        const fields = fieldsOf(parsed.error.issues);
        return sendJson(res, 400, { error: Object.values(fields)[0] ?? 'Ongeldige invoer', fields });
      }
      const update = parsed.data;
      if (update.status) moveTo(entry, update.status);
      if (update.coach_email !== undefined) entry.coach_email = update.coach_email;
      if (update.sent) {
        const kind = update.sent_kind ?? (entry.sent.length ? 'follow_up' : 'first');
        entry.sent.push({ kind, at: OUTREACH_AT });
        entry.sent_count = entry.sent.length;
        entry.last_contacted_at = OUTREACH_AT;
        if (entry.status === 'new' || entry.status === 'interested') moveTo(entry, 'contacted');
      }
      return sendJson(res, 200, { entry });
    }
    if (path === '/api/matches' && method === 'GET') {
      return sendJson(res, 200, {
        matches,
        generated_at: matches.length ? OUTREACH_AT : null,
        stale: false,
        shares: [],
      });
    }
    if (path === '/api/dossier' && method === 'GET') {
      return sendJson(res, 200, { dossier, preview: examplePreview() });
    }
    return sendJson(res, 404, { error: 'Niet gevonden' });
  });
  origin = server.url;
  calendar = exampleCalendar({ subscribe_url: `${origin}/api/outreach/calendar/athlete.sig1.ics` });

  return {
    url: server.url,
    requests: server.requests,
    get entries() {
      return entries;
    },
    get reminders() {
      return reminders;
    },
    setEntries: (next) => {
      entries = structuredClone(next);
    },
    setMatches: (next) => {
      matches = structuredClone(next);
    },
    setDossier: (changes) => {
      dossier = { ...dossier, ...structuredClone(changes) };
    },
    setCalendar: (next) => {
      calendar = structuredClone(next);
    },
    setNoLinks: (none) => {
      noLinks = none;
    },
    failGet: (failure) => {
      getFailure = failure;
    },
    failDraft: (failure) => {
      draftFailure = failure;
    },
    failPatch: (failure) => {
      patchFailure = failure;
    },
    failReminders: (failure) => {
      remindersFailure = failure;
    },
    hold: server.hold,
    received: server.received,
    sent: (method, prefix) => server.requests.filter((r) => r.method === method && r.path.startsWith(prefix)),
    reset: () => {
      server.reset();
      entries = structuredClone(initialEntries);
      matches = [];
      dossier = exampleDossier({ published: true, published_at: OUTREACH_AT });
      calendar = exampleCalendar({ subscribe_url: `${origin}/api/outreach/calendar/athlete.sig1.ics` });
      reminders = false;
      noLinks = false;
      getFailure = null;
      draftFailure = null;
      patchFailure = null;
      remindersFailure = null;
      nextLink = 100;
      nextCalendar = 1;
    },
    close: server.close,
  };
}
