/**
 * What the fuzzer knows of each route: the zod schemas its handler parses with (bodies and
 * queries are generated from them), valid examples to bend (so requests reach the service and
 * the database, not only the validation), and its path parameters. Keyed by 'METHOD /pattern' as
 * the router lists them; the fuzz test fails on a registered route missing here, so a new route
 * is fuzzed from its first commit.
 */
import { transcriptInputSchema } from '@talentbrug/domain/academics';
import { EVALUATION_CASES } from '@talentbrug/domain/academics/evaluation';
import { chatRequestSchema, POPULAR_QUESTIONS } from '@talentbrug/domain/coach';
import { DELETE_CONFIRMATION, deleteAccountRequestSchema } from '@talentbrug/domain/contracts/account';
import { analyticsEventBatchSchema } from '@talentbrug/domain/contracts/events';
import { matchUpdateSchema, shareRequestSchema } from '@talentbrug/domain/contracts/matches';
import { onboardingDraftSchema, onboardingSubmitBodySchema } from '@talentbrug/domain/contracts/onboarding';
import { profileWriteSchema } from '@talentbrug/domain/contracts/profile';
import { REMOTE_NAMES } from '@talentbrug/domain/contracts/routes';
import {
  createDossierLinkSchema,
  createReferenceInviteSchema,
  dossierWriteSchema,
  referenceFormSchema,
} from '@talentbrug/domain/dossier';
import { exampleOnboardingData, exampleUnder16OnboardingData } from '@talentbrug/domain/onboarding/example';
import { toSubmitBody } from '@talentbrug/domain/onboarding/payload';
import { draftRequestSchema, outreachUpdateSchema, reminderSettingsSchema } from '@talentbrug/domain/outreach';
import { UPLOAD_KINDS, uploadFieldsSchema } from '@talentbrug/domain/uploads';
import { z } from 'zod';
import * as auth from '../src/auth/auth-schemas.ts';
import { backdateRequestSchema } from '../src/modules/outreach/outreach-dev-routes.ts';

/** What a route's examples may use: a user of the route's own, with a live session. */
export interface FuzzContext {
  user: { id: string; email: string; password: string; refreshToken: string };
  /** A TOTP factor of that user, for the routes under /factors/:factorId. */
  factorId: string | null;
  /** Ids of mails in the dev inbox. */
  mailIds: string[];
  freshEmail(): string;
}

/** A valid request (or nearly: a wrong password is valid input too), the fuzzer's starting point. */
export interface Example {
  body?: unknown;
  query?: Record<string, string>;
  /** E.g. the onboarding's Idempotency-Key. */
  headers?: Record<string, string>;
}

export interface RouteSpec {
  /** The schema the handler parses the body with. */
  body?: z.core.$ZodType;
  /** The schema the handler parses the query with. */
  query?: z.core.$ZodType;
  examples?: (context: FuzzContext) => Example[];
  /** Valid values of each path parameter ('*' is the rest of a wildcard path). */
  params?: (context: FuzzContext) => Record<string, string[]>;
  /** Content types the route reads besides application/json. */
  contentTypes?: string[];
  /** Whose bearer token a valid request carries (default: the route's athlete). */
  as?: 'athlete' | 'service';
  /** Answers only this machine (the dev inbox): most requests come from loopback. */
  local?: boolean;
  needsFactor?: boolean;
  /** The route's athlete has a profile before the first request. */
  needsProfile?: boolean;
  /** Requests to send; routes that hash a password on most requests get fewer. */
  runs?: number;
}

const PASSWORD = 'Tennis-2025';
const RESET_PAGE = 'http://localhost:9010/reset-password';
const SOME_UUID = '6f1c8d3e-2b4a-4c5d-9e7f-0a1b2c3d4e5f';

// The schemas the route files keep to themselves, restated as the fuzzer's input shapes.
const grantQuery = z.object({ grant_type: z.enum(['password', 'refresh_token', 'pkce']) });
const inboxListQuery = z.object({ start: z.int().min(0), limit: z.int().min(1).max(1000) });
const inboxDeleteBody = z.object({ IDs: z.array(z.uuid()).optional() });

const bodies = (...list: unknown[]): Example[] => list.map((body) => ({ body }));
const queries = (...list: Record<string, string>[]): Example[] => list.map((query) => ({ query }));

const SHELL_FILES = [
  '',
  'index.html',
  'main.0123abcd.js',
  'favicon.svg',
  'profile',
  'matches',
  'terms',
  '.env',
  'secret.txt',
  '../secret.txt',
  '..%2fsecret.txt',
  '%2e%2e/%2e%2e/secret.txt',
  'shell/package.json',
];
const REMOTE_FILES = [
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'static/js/512.0123abcdef.js',
  'prerender.json',
  'prerender/pages.0123abcdef.css',
  'logo.svg',
  'logo.svg.br',
  '../package.json',
  '..%2fpackage.json',
  '%2e%2e%2f%2e%2e%2fsecret.txt',
];

const remoteStatics = Object.fromEntries(
  REMOTE_NAMES.map((name): [string, RouteSpec] => [
    `GET /mf/${name}/*`,
    { params: () => ({ '*': REMOTE_FILES }), runs: 40 },
  ]),
);

const uploadRoutes = Object.fromEntries(
  UPLOAD_KINDS.map((kind): [string, RouteSpec] => [
    `POST /api/upload/${kind}`,
    {
      body: uploadFieldsSchema,
      examples: () => bodies({ title: 'Finale', type: 'highlight' }, { description: 'Seizoen 2025' }),
      contentTypes: [`multipart/form-data; boundary=${'-'.repeat(8)}talentbrug`],
      runs: 40,
    },
  ]),
);

export const CATALOG: Record<string, RouteSpec> = {
  'POST /auth/v1/signup': {
    body: auth.signupBody,
    query: auth.redirectQuery,
    examples: (c) => [
      { body: { email: c.freshEmail(), password: PASSWORD, data: { first_name: 'Lotte' } } },
      { body: { email: c.user.email, password: PASSWORD }, query: { redirect_to: RESET_PAGE } },
      {
        body: {
          email: c.freshEmail(),
          password: PASSWORD,
          code_challenge: 'x'.repeat(43),
          code_challenge_method: 's256',
        },
      },
      { body: { email: c.freshEmail(), password: 'kort' } },
    ],
    contentTypes: ['application/x-www-form-urlencoded'],
    runs: 110,
  },
  'GET /auth/v1/settings': {},
  'POST /auth/v1/token': {
    body: z.union([auth.passwordGrantBody, auth.refreshGrantBody, auth.pkceGrantBody]),
    query: grantQuery,
    examples: (c) => [
      { query: { grant_type: 'password' }, body: { email: c.user.email, password: c.user.password } },
      { query: { grant_type: 'password' }, body: { email: c.user.email, password: 'Verkeerd-2025' } },
      { query: { grant_type: 'refresh_token' }, body: { refresh_token: c.user.refreshToken } },
      { query: { grant_type: 'pkce' }, body: { auth_code: SOME_UUID, code_verifier: 'v'.repeat(43) } },
    ],
    contentTypes: ['application/x-www-form-urlencoded'],
    runs: 160,
  },
  'GET /auth/v1/verify': {
    query: auth.verifyQuery,
    examples: () =>
      queries({ type: 'signup', token: 'abc' }, { type: 'recovery', token: 'pkce_abc', redirect_to: RESET_PAGE }),
  },
  'POST /auth/v1/verify': {
    body: auth.verifyBody,
    examples: (c) =>
      bodies(
        { type: 'signup', token: '123456', email: c.user.email },
        { type: 'recovery', token_hash: 'pkce_abc' },
        { type: 'email', token_hash: 'abc' },
      ),
  },
  'POST /auth/v1/recover': {
    body: auth.recoverBody,
    query: auth.redirectQuery,
    examples: (c) => [
      { body: { email: c.user.email }, query: { redirect_to: RESET_PAGE } },
      { body: { email: c.freshEmail() }, query: { redirect_to: 'https://evil.example/' } },
    ],
  },
  'POST /auth/v1/resend': {
    body: auth.resendBody,
    query: auth.redirectQuery,
    examples: (c) => bodies({ type: 'signup', email: c.user.email }, { type: 'email_change', email: c.freshEmail() }),
  },
  'GET /auth/v1/user': {},
  'PUT /auth/v1/user': {
    body: auth.updateUserBody,
    examples: (c) =>
      bodies(
        { data: { club: 'HC Bloemendaal', sports: ['hockey'] } },
        { email: c.freshEmail() },
        { password: 'Nieuw-Wachtwoord-2025', nonce: '123456' },
      ),
    runs: 110,
  },
  'POST /auth/v1/logout': {
    query: auth.logoutQuery,
    examples: () => queries({ scope: 'local' }, { scope: 'others' }, { scope: 'global' }),
  },
  'POST /auth/v1/factors': {
    body: auth.enrollBody,
    examples: () =>
      bodies({ factor_type: 'totp', friendly_name: 'Telefoon' }, { factor_type: 'phone', phone: '+31612345678' }),
    runs: 200,
  },
  'DELETE /auth/v1/factors/:factorId': {
    needsFactor: true,
    params: (c) => ({ factorId: [c.factorId ?? SOME_UUID, SOME_UUID] }),
  },
  'POST /auth/v1/factors/:factorId/challenge': {
    needsFactor: true,
    params: (c) => ({ factorId: [c.factorId ?? SOME_UUID, SOME_UUID] }),
  },
  'POST /auth/v1/factors/:factorId/verify': {
    needsFactor: true,
    body: auth.mfaVerifyBody,
    examples: () => bodies({ challenge_id: SOME_UUID, code: '123456' }),
    params: (c) => ({ factorId: [c.factorId ?? SOME_UUID, SOME_UUID] }),
  },
  'GET /auth/v1/.well-known/jwks.json': {},
  'GET /auth/v1/health': {},
  'GET /auth/v1/authorize': {
    examples: () => queries({ provider: 'google', redirect_to: 'http://localhost:9010/' }),
  },
  'POST /auth/v1/admin/users': {
    body: auth.adminCreateUserBody,
    as: 'service',
    examples: (c) =>
      bodies(
        {
          email: c.freshEmail(),
          password: PASSWORD,
          email_confirm: true,
          user_metadata: { first_name: 'Lotte' },
          app_metadata: { role: 'athlete' },
        },
        { email: c.user.email, password: PASSWORD },
      ),
    runs: 100,
  },
  'GET /auth/v1/admin/users/:userId': { as: 'service', params: (c) => ({ userId: [c.user.id, SOME_UUID] }) },
  'DELETE /auth/v1/admin/users/:userId': { as: 'service', params: (c) => ({ userId: [SOME_UUID, c.user.id] }) },
  'GET /auth/v1/*': { params: () => ({ '*': ['callback', 'sso', 'factors', 'admin/users', 'otp'] }), runs: 60 },

  'GET /app-config.json': { runs: 80 },
  'GET /remotes.json': { runs: 80 },
  'GET /health': { runs: 80 },
  // The operator's copy of the PGlite folder (db/backup-routes.ts): each answered request copies the
  // whole database, so few runs; on PostgreSQL it answers 409.
  'POST /admin/backup/pglite': { local: true, runs: 6, examples: () => [{ headers: { 'x-talentbrug-backup': '1' } }] },
  'GET /health/live': { runs: 60 },
  'GET /health/ready': { runs: 60 },
  // Answers this machine only (or the metrics token): most requests come from loopback.
  'GET /metrics': { local: true, runs: 40 },
  'GET /robots.txt': { runs: 60 },
  'GET /sitemap.xml': { runs: 60 },
  'GET /': {},
  'GET /index.html': { runs: 80 },
  'GET /*': { params: () => ({ '*': SHELL_FILES }), runs: 200 },
  ...remoteStatics,
  'GET /releases/*': {
    params: () => ({
      '*': ['athlete/0123456789ab/mf-manifest.json', 'athlete/0123456789ab/remoteEntry.js', ...REMOTE_FILES],
    }),
    runs: 40,
  },
  'OPTIONS *': {
    params: () => ({ '*': ['/api/profiles/me', '/auth/v1/token', '/', '/mf/athlete/remoteEntry.js'] }),
    examples: (): Example[] => [
      {},
      { headers: { origin: 'https://evil.example' } },
      { headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } },
      {
        headers: {
          origin: 'null',
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'authorization',
        },
      },
    ],
    runs: 80,
  },

  'POST /api/events': {
    body: analyticsEventBatchSchema,
    examples: () =>
      bodies({
        events: [
          {
            name: 'onboarding_step_completed',
            sessionId: 'sessie-1',
            properties: { step: 'sport', index: 2, back: false },
            occurredAt: '2026-11-20T10:00:00.000Z',
          },
          { name: 'onboarding_completed' },
        ],
      }),
    contentTypes: ['text/plain;charset=UTF-8'],
    runs: 300,
  },
  'GET /api/me': {},
  'POST /api/profiles': {
    body: profileWriteSchema,
    examples: () =>
      bodies({
        first_name: 'Lotte',
        last_name: 'de Vries',
        date_of_birth: '2008-03-12',
        team: 'dames',
        height_cm: 172,
        academic_gpa: 3.4,
        achievements: 'Landskampioen\n2025',
        highlight_video_url: 'https://www.youtube.com/watch?v=abc123',
        video_link: 'https://www.youtube.com/watch?v=abc123',
        academic_grade: 7.4,
      }),
    runs: 300,
  },
  'GET /api/profiles/me': { needsProfile: true },
  'PATCH /api/profiles/me': {
    needsProfile: true,
    body: profileWriteSchema,
    examples: () => bodies({ position: 'Middenveld', weight_kg: 63, achievements: null }, { first_name: 'Zoë' }),
    runs: 350,
  },
  'POST /api/onboarding/submit': {
    body: onboardingSubmitBodySchema,
    examples: () => [
      { body: toSubmitBody(exampleOnboardingData()) },
      { body: toSubmitBody(exampleOnboardingData()), headers: { 'idempotency-key': 'fuzz-key-0001' } },
      { body: toSubmitBody(exampleUnder16OnboardingData()), headers: { 'idempotency-key': 'fuzz-key-0002' } },
    ],
    runs: 400,
  },
  'GET /api/onboarding/progress': {},
  'GET /api/onboarding/draft': {},
  'PUT /api/onboarding/draft': {
    body: onboardingDraftSchema,
    examples: () =>
      bodies({
        data: exampleOnboardingData(),
        stepIndex: 3,
        chat: [{ id: 'm1', from: 'ai', text: 'Welkom!' }],
        promptsShown: ['personal'],
        idempotencyKey: 'fuzz-draft-0001',
      }),
    runs: 200,
  },
  'DELETE /api/onboarding/draft': {},
  'GET /api/matches': { needsProfile: true },
  'POST /api/matches/generate': { needsProfile: true, runs: 60 },
  'PATCH /api/matches/:id': {
    body: matchUpdateSchema,
    examples: () => bodies({ favourite: true }, { favourite: false }),
    params: () => ({ id: [SOME_UUID] }),
  },
  'POST /api/matches/:id/share': {
    body: shareRequestSchema,
    examples: () => bodies({}, { include_documents: false }, { include_documents: true }),
    params: () => ({ id: [SOME_UUID] }),
  },
  'DELETE /api/matches/:id/share': { params: () => ({ id: [SOME_UUID] }) },
  'GET /api/ai/suggestions': { needsProfile: true, runs: 60 },
  // The coach's limit (20 questions per 10 minutes) answers most valid requests with a 429 after
  // the first twenty: also within the contract. One example asks for the stream.
  'POST /api/ai/chat': {
    needsProfile: true,
    body: chatRequestSchema,
    examples: () => [
      { body: { message: POPULAR_QUESTIONS[0] } },
      { body: { message: 'En voor D2?', context: 'Naam: Lotte\nGPA: 4,0' } },
      { body: { message: POPULAR_QUESTIONS[4] }, headers: { accept: 'text/event-stream' } },
    ],
    runs: 100,
  },
  'GET /api/ai/history': { runs: 60 },
  'DELETE /api/ai/history': { runs: 40 },
  // Data rights (issue 14): the export streams a zip; the deletion's valid example deletes the
  // route's own user at once (its token is fresh), so the rest meet a deleted account's 403.
  'GET /api/account/export': { needsProfile: true, runs: 30 },
  'DELETE /api/account': {
    needsProfile: true,
    body: deleteAccountRequestSchema,
    examples: () => bodies({ confirmation: 'verwijder' }, { confirmation: DELETE_CONFIRMATION }),
    runs: 80,
  },

  // Uploads: the fuzzer writes JSON or form text, so with the multipart type the parser meets
  // hostile bodies and must answer 4xx; whole files are the uploads tests' (modules/uploads).
  ...uploadRoutes,
  'GET /api/upload/files': {
    query: z.object({ type: z.string() }),
    examples: () => [{}, { query: { type: 'highlight' } }],
    runs: 60,
  },
  'DELETE /api/upload/file/:id': { params: () => ({ id: [SOME_UUID] }), runs: 60 },
  'PUT /api/upload/file/:id/highlight': { params: () => ({ id: [SOME_UUID] }), runs: 60 },
  'GET /api/upload/file/:id/content': {
    query: z.object({ exp: z.string(), sig: z.string() }),
    examples: () => [{}, { query: { exp: '4102444800', sig: 'A'.repeat(43) } }, { query: { exp: '1', sig: 'x' } }],
    params: () => ({ id: [SOME_UUID] }),
    runs: 80,
  },
  // Issue 36: a video's analysis, and the files made from it behind signed links.
  'GET /api/upload/file/:id/analysis': { params: () => ({ id: [SOME_UUID] }), runs: 60 },
  'POST /api/upload/file/:id/analysis': { params: () => ({ id: [SOME_UUID] }), runs: 60 },
  'GET /api/upload/file/:id/derived/:name': {
    query: z.object({ exp: z.string(), sig: z.string() }),
    examples: () => [{}, { query: { exp: '4102444800', sig: 'A'.repeat(43) } }, { query: { exp: '1', sig: 'x' } }],
    params: () => ({ id: [SOME_UUID], name: ['poster.jpg', 'clip-1.jpg', 'rendition.mp4', '../../x', 'clip-0.jpg'] }),
    runs: 80,
  },
  // Issue 37: the recruiting dossier and its links (the public page opens it by token, not by a route here).
  'GET /api/dossier': { needsProfile: true, runs: 40 },
  'PUT /api/dossier': {
    needsProfile: true,
    body: dossierWriteSchema,
    examples: () =>
      bodies(
        {
          about_en: 'Left-footed defender.',
          public_fields: { club: false, athlete_email: true },
          ncaa_id: '2301234567',
        },
        { published: true, parent_consent: { parent_email: 'ouder@example.nl', given_on: '2026-11-01' } },
        { photo_upload_id: SOME_UUID, published: false },
      ),
    runs: 100,
  },
  'GET /api/dossier/links': { runs: 40 },
  'POST /api/dossier/links': {
    body: createDossierLinkSchema,
    examples: () => bodies({ label: 'Coach Miller, UNC' }, { label: 'UNC', institution_id: '199120' }),
    runs: 80,
  },
  'DELETE /api/dossier/links/:id': { params: () => ({ id: [SOME_UUID, 'not-a-uuid'] }), runs: 60 },
  // Issue 37, item 6: the club trainer's reference; the trainer's pages are by token, no login.
  'GET /api/dossier/references': { runs: 40 },
  'POST /api/dossier/references': {
    body: createReferenceInviteSchema,
    examples: () =>
      bodies(
        {
          trainer_email: 'trainer@hcbloemendaal.nl',
          trainer_name: 'Marieke',
          message: 'Wil je iets over mij schrijven?',
        },
        { trainer_email: 'coach@example.nl' },
      ),
    runs: 60,
  },
  'POST /api/dossier/references/:id/approve': { params: () => ({ id: [SOME_UUID, 'not-a-uuid'] }), runs: 40 },
  'POST /api/dossier/references/:id/hide': { params: () => ({ id: [SOME_UUID, 'not-a-uuid'] }), runs: 40 },
  'GET /referentie/:token': { params: () => ({ token: ['A'.repeat(32), 'kort', '%3Cscript%3E'] }), runs: 40 },
  'POST /referentie/:token': {
    params: () => ({ token: ['A'.repeat(32), 'kort'] }),
    body: referenceFormSchema,
    examples: () =>
      bodies({
        name: 'Marieke Jansen',
        club: 'HC Bloemendaal',
        role: 'Hoofdtrainer',
        language: 'nl',
        text: 'Een leider.',
      }),
    contentTypes: ['application/x-www-form-urlencoded'],
    runs: 60,
  },
  'POST /referentie/:token/withdraw': { params: () => ({ token: ['A'.repeat(32), 'kort'] }), runs: 40 },
  // Issue 37, item 2: the public page and its PDF, by token, no login (a made-up token is the 404 page).
  'GET /r/:token': {
    params: () => ({ token: ['A'.repeat(32), `${'A'.repeat(32)}.pdf`, 'not-a-token', '.pdf', '%3Cscript%3E'] }),
    runs: 60,
  },

  // Issue 38: outreach to coaches; the route's athlete has no matches, so a valid draft or change is a 404.
  'GET /api/outreach': { needsProfile: true, runs: 40 },
  'GET /api/outreach/calendar': { needsProfile: true, runs: 30 },
  'GET /api/outreach/calendar.ics': { needsProfile: true, runs: 30 },
  // The signed address of the calendar file: no token; the fuzzer's addresses are not ours, so 404.
  'GET /api/outreach/calendar/:file': {
    params: (c) => ({ file: [`${c.user.id}.${'A'.repeat(43)}.ics`, 'nothing.ics', `${c.user.id}.ics`] }),
    runs: 40,
  },
  'POST /api/outreach/calendar/reset': { needsProfile: true, runs: 30 },
  'PUT /api/outreach/reminders': {
    body: reminderSettingsSchema,
    examples: () => bodies({ email: true }, { email: false }),
    runs: 40,
  },
  // The reminder mail's one-click unsubscribe (RFC 8058): no token; the fuzzer's addresses are not ours, so 404.
  'GET /api/outreach/reminders/unsubscribe/:token': {
    params: (c) => ({ token: [`${c.user.id}.${'A'.repeat(43)}`, 'nothing', c.user.id] }),
    runs: 40,
  },
  'POST /api/outreach/reminders/unsubscribe/:token': {
    params: (c) => ({ token: [`${c.user.id}.${'A'.repeat(43)}`, 'nothing', c.user.id] }),
    examples: () => [{ body: 'List-Unsubscribe=One-Click' }],
    contentTypes: ['application/x-www-form-urlencoded'],
    runs: 40,
  },
  'POST /api/outreach/drafts': {
    needsProfile: true,
    body: draftRequestSchema,
    examples: () => bodies({ match_id: SOME_UUID, kind: 'first' }, { match_id: SOME_UUID, kind: 'schedule' }),
    runs: 80,
  },
  'PATCH /api/outreach/:institution_id': {
    body: outreachUpdateSchema,
    examples: () =>
      bodies({ status: 'replied' }, { sent: true, sent_kind: 'follow_up' }, { coach_email: 'coach@example.edu' }),
    params: () => ({ institution_id: ['199120', 'x-some-school', 'not an id'] }),
    runs: 80,
  },

  // Issue 37: the Dutch transcript and its NCAA reading.
  'GET /api/academics/transcript': { runs: 40 },
  'PUT /api/academics/transcript': {
    body: transcriptInputSchema,
    examples: () =>
      bodies(...EVALUATION_CASES.slice(0, 3).map((evaluation) => evaluation.transcript), {
        track: 'mbo',
        subjects: [{ subject: 'nederlands', grades: [{ year: 1, grade: 6.5 }] }],
      }),
    runs: 100,
  },
  'GET /api/academics/eligibility': { runs: 40 },

  // Issue 38's e2e clock (dev only, this machine only): the caller's own entry's dates moved back.
  // The route's athlete has no entry, so a valid request is a 404.
  'POST /dev/outreach/:institution_id/backdate': {
    body: backdateRequestSchema,
    local: true,
    examples: () => bodies({ days: 11 }, { days: 365 }),
    params: () => ({ institution_id: ['199120', 'x-some-school', 'not an id'] }),
    runs: 60,
  },

  'GET /dev/inbox/api/v1/messages': {
    query: inboxListQuery,
    local: true,
    examples: () => queries({ start: '0', limit: '5' }, { limit: '1000' }),
  },
  'DELETE /dev/inbox/api/v1/messages': {
    body: inboxDeleteBody,
    local: true,
    examples: () => bodies({ IDs: [SOME_UUID] }, {}),
    runs: 80,
  },
  'GET /dev/inbox/api/v1/message/:id': {
    local: true,
    params: (c) => ({ id: [...c.mailIds.slice(0, 2), SOME_UUID] }),
  },
};
