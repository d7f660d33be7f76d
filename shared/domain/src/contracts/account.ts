/**
 * The athlete's data rights (AVG/GDPR art. 15, 17 and 20; issue 14): `GET /api/account/export`
 * (a zip of everything held about the caller) and `DELETE /api/account` (all of it, for good).
 */
import { z } from 'zod/mini';

/** What the athlete types to confirm the deletion; shown in the dialog and checked by the server. */
export const DELETE_CONFIRMATION = 'VERWIJDER';

/**
 * How recent the sign-in behind a deletion must be, in seconds: the dialog signs in again with
 * the password (and the TOTP code when a factor is enrolled) just before it asks, so five
 * minutes is ample and a token left behind in an open tab is not enough.
 */
export const FRESH_AUTH_SECONDS = 5 * 60;

/** The file name of the export the browser saves. */
export const EXPORT_FILE_NAME = 'talentbrug-mijn-gegevens.zip';
/** The readable JSON inside the zip, and the folder of the uploaded files beside it. */
export const EXPORT_JSON_NAME = 'gegevens.json';
export const EXPORT_FILES_FOLDER = 'bestanden';

export const deleteAccountRequestSchema = z.object({
  confirmation: z.literal(DELETE_CONFIRMATION, `Typ ${DELETE_CONFIRMATION} om te bevestigen.`),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({
  deleted: z.literal(true),
  /** How many stored files went with the account. */
  files: z.number().check(z.int(), z.nonnegative()),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** The sections of gegevens.json, in the order a person reads them. */
export const EXPORT_SECTIONS = [
  'account',
  'profile',
  'academic_transcript',
  'onboarding_submissions',
  'onboarding_draft',
  'matches',
  'university_shares',
  'coach_messages',
  'uploads',
  'video_analyses',
  'upload_derivatives',
  'dossier',
  'outreach',
  'outreach_settings',
  'outreach_reminders',
  'analytics_events',
  'outbox_events',
  'audit',
] as const;

const row = z.record(z.string(), z.unknown());

/** gegevens.json: readable by a person, and parsed by the tests and any tool that imports it. */
export const accountExportSchema = z.object({
  format: z.literal('talentbrug-export/1'),
  exported_at: z.string(),
  /** A Dutch note on what the file is and what each section holds. */
  toelichting: z.string(),
  account: z.object({
    id: z.string(),
    email: z.nullable(z.string()),
    /** Only in embedded mode; with hosted Supabase the auth service keeps these facts. */
    created_at: z.nullable(z.string()),
    email_confirmed_at: z.nullable(z.string()),
    last_sign_in_at: z.nullable(z.string()),
    user_metadata: z.record(z.string(), z.unknown()),
    sessions: z.array(row),
    mfa_factors: z.array(row),
    trusted_networks: z.number().check(z.int(), z.nonnegative()),
  }),
  profile: z.nullable(row),
  /** The Dutch transcript the athlete entered (issue 37): track, profile, grades per subject and year. */
  academic_transcript: z.nullable(row),
  onboarding_submissions: z.array(row),
  onboarding_draft: z.nullable(row),
  matches: z.array(row),
  university_shares: z.array(row),
  coach_messages: z.array(row),
  /** Each upload with `bestand`, its path in the zip (null when its bytes were missing from storage). */
  uploads: z.array(z.intersection(row, z.object({ bestand: z.nullable(z.string()) }))),
  /** What the analysis measured of each video (issue 36). */
  video_analyses: z.array(row),
  /** The files made from the uploads (poster, thumbnails, a rendition), each with `bestand` like an upload. */
  upload_derivatives: z.array(z.intersection(row, z.object({ bestand: z.nullable(z.string()) }))),
  /**
   * The recruiting dossier (issue 37): the dossier, its links (without their addresses), their
   * counted views and the club trainer's references (without the hash of the trainer's link).
   */
  dossier: z.object({ dossier: z.nullable(row), links: z.array(row), views: z.array(row), references: z.array(row) }),
  /** Outreach to coaches (issue 38): per school the status and its history, the coach's address typed, the e-mails sent. */
  outreach: z._default(z.array(row), []),
  /** Whether weekly reminders by e-mail are on, the address they go to, the calendar address's version. */
  outreach_settings: z._default(z.nullable(row), null),
  /** The weekly reminders claimed: the week and the schools each named. */
  outreach_reminders: z._default(z.array(row), []),
  analytics_events: z.array(row),
  outbox_events: z.array(row),
  audit: z.array(row),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
