/**
 * The recruiting dossier (issue 37): the athlete's one English page for US college coaches, shared
 * by a link per school or person. The API's shapes (GET/PUT /api/dossier, /api/dossier/links) and
 * the public view the page at /r/{token} shows. What is public is the athlete's choice, field by
 * field; the defaults share what a coach needs to judge a recruit and keep contact details and the
 * photo back until the athlete opens them. A phone number, the exact date of birth and an address
 * are never part of the dossier at all: the public view has no field that could carry them.
 */
import { z } from 'zod/mini';
import { isValidEmail } from './auth/validation.ts';
import { GUARDIAN_CONSENT_AGE } from './constants.ts';
import { dutchDay, isoDay, parseIsoDay } from './dates.ts';
import { isInstitutionId } from './institution-id.ts';
import { safeText } from './text.ts';

/** The parts of the dossier the athlete makes public one by one, in the order the page shows them. */
export const DOSSIER_FIELDS = [
  'name',
  'photo',
  'graduation',
  'sport',
  'position',
  'measurements',
  'club',
  'level',
  'key_stats',
  'about',
  'achievements',
  'video',
  'academics',
  'school',
  'english_test',
  'test_scores',
  'ncaa_id',
  'athlete_email',
  'parent_email',
] as const;
export type DossierField = (typeof DOSSIER_FIELDS)[number];

/**
 * Safe defaults: on, what a coach judges a recruit by; off, what reaches the athlete or the family
 * (the e-mail addresses), shows the athlete's face, names the school (where a minor is found), or
 * is an official number. A new dossier is unpublished anyway; these decide what its first
 * publication shows when the athlete changes nothing. Under 18 (or without a date of birth) the
 * server starts the height and weight off too (`fieldDefaultsFor`, server/src/modules/dossier).
 */
export const DOSSIER_FIELD_DEFAULTS: Readonly<Record<DossierField, boolean>> = {
  name: true,
  photo: false,
  graduation: true,
  sport: true,
  position: true,
  measurements: true,
  club: true,
  level: true,
  key_stats: true,
  about: true,
  achievements: true,
  video: true,
  academics: true,
  school: false,
  english_test: true,
  test_scores: true,
  ncaa_id: false,
  athlete_email: false,
  parent_email: false,
};

/** The editor's Dutch names of the fields. */
export const DOSSIER_FIELD_LABELS: Readonly<Record<DossierField, string>> = {
  name: 'Naam',
  photo: 'Foto',
  graduation: 'Eindexamenjaar en startsemester',
  sport: 'Sport',
  position: 'Positie',
  measurements: 'Lengte en gewicht',
  club: 'Club',
  level: 'Niveau (uitgelegd in Amerikaanse termen)',
  key_stats: 'Belangrijkste statistieken (Engels)',
  about: 'Over mij (Engels)',
  achievements: 'Prestaties (Engels)',
  video: 'Highlightvideo',
  academics: 'Cijfers en GPA',
  school: 'School en opleiding',
  english_test: 'Engelse taaltoets',
  test_scores: 'SAT en ACT',
  ncaa_id: 'NCAA Eligibility Center ID',
  athlete_email: 'Jouw e-mailadres',
  parent_email: 'E-mailadres van je ouder of voogd',
};

/**
 * The English texts' limits. The key stats are figures a coach reads at a glance (a 2k time, goals in
 * a season), a dozen lines at most: far below the profile's Dutch free text (5,000), which is a
 * reference to translate from, not a text to copy whole.
 */
export const DOSSIER_TEXT_MAX = { position: 100, key_stats: 1000, about: 1500, achievements: 2000 } as const;

/** The Dutch messages of the API's refusals, shared with the editor. */
export const DOSSIER_MESSAGES = {
  email: 'Vul een geldig e-mailadres in.',
  ncaaId: 'Een NCAA ID bestaat uit 10 cijfers.',
  photo: 'Kies een foto uit je eigen bestanden.',
  consentDate: 'Vul een geldige datum in.',
  consentInFuture: 'De datum van de toestemming kan niet in de toekomst liggen.',
  consentOwnEmail: 'Dit is je eigen e-mailadres. Vul het e-mailadres van je ouder of voogd in.',
  consentNeeded: `Je bent jonger dan ${GUARDIAN_CONSENT_AGE}. Je dossier kan pas openbaar worden als je ouder of voogd toestemming geeft: vul het e-mailadres van je ouder of voogd en de datum van de toestemming in.`,
  consentNeededNoBirthDate: `Vul eerst je geboortedatum in op je profiel. Ben je jonger dan ${GUARDIAN_CONSENT_AGE}, dan is ook de toestemming van je ouder of voogd nodig voordat je dossier openbaar kan worden.`,
  noProfile: 'Vul eerst je profiel in: zonder profiel heeft je dossier niets om te laten zien.',
  label: 'Geef de link een naam, bijvoorbeeld de universiteit of de coach.',
  labelTooLong: 'Gebruik maximaal 100 tekens.',
  institution: 'Kies een universiteit uit de lijst.',
  tooManyLinks:
    'Je hebt al 200 links gemaakt: meer kan niet. Ingetrokken links tellen mee, omdat je hun weergaven blijft zien.',
  linkNotFound: 'Deze link bestaat niet.',
} as const;

// In a module of its own, without zod, for the public page's renderer (mfe-recruit's public.mjs).
export { DOSSIER_NOT_FOUND } from './dossier-not-found.ts';

/** How many links an athlete may make, revoked ones included (a link's views stay readable). */
export const DOSSIER_LINKS_MAX = 200;

/** A text that must be filled in: trimmed, `missing` when empty, `tooLong` over `max` characters. */
const requiredText = (max: number, missing: string, tooLong: string) =>
  safeText(undefined, missing).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));

const email = safeText().check(z.trim(), z.maxLength(254), z.refine(isValidEmail, DOSSIER_MESSAGES.email));
const englishText = (max: number) =>
  z.nullable(safeText().check(z.trim(), z.maxLength(max, `Gebruik maximaal ${max} tekens.`)));
/** The NCAA Eligibility Center's ID: ten digits, taken as typed with spaces or dashes. */
const ncaaId = z.pipe(
  safeText().check(z.trim()),
  z.pipe(
    z.transform((text: string) => text.replace(/[\s-]/g, '')),
    z.string().check(z.regex(/^\d{10}$/, DOSSIER_MESSAGES.ncaaId)),
  ),
);

const fieldFlags = z.partial(
  z.strictObject(
    Object.fromEntries(DOSSIER_FIELDS.map((field) => [field, z.boolean()])) as Record<
      DossierField,
      z.ZodMiniBoolean<boolean>
    >,
  ),
);

/**
 * PUT /api/dossier. Every field may be left out, which keeps what is stored (an editor that saves
 * one switch does not reset the rest); null clears a text. `public_fields` is merged switch by
 * switch. The consent of a parent or guardian is recorded with their address and the day they gave
 * it; without one, an athlete under 16 cannot publish (the server answers 400 with the reason).
 */
export const createDossierWriteSchema = (now: () => Date = () => new Date()) =>
  z.strictObject({
    public_fields: z.optional(fieldFlags),
    position_en: z.optional(englishText(DOSSIER_TEXT_MAX.position)),
    key_stats_en: z.optional(englishText(DOSSIER_TEXT_MAX.key_stats)),
    about_en: z.optional(englishText(DOSSIER_TEXT_MAX.about)),
    achievements_en: z.optional(englishText(DOSSIER_TEXT_MAX.achievements)),
    ncaa_id: z.optional(z.nullable(ncaaId)),
    photo_upload_id: z.optional(z.nullable(z.uuid(DOSSIER_MESSAGES.photo))),
    athlete_email: z.optional(z.nullable(email)),
    parent_email: z.optional(z.nullable(email)),
    parent_consent: z.optional(
      z.nullable(
        z.strictObject({
          parent_email: email,
          given_on: z.iso.date(DOSSIER_MESSAGES.consentDate).check(
            z.refine((day) => {
              const today = dutchDay(now());
              const given = parseIsoDay(day);
              return !today || !given || day <= isoDay(today);
            }, DOSSIER_MESSAGES.consentInFuture),
          ),
        }),
      ),
    ),
    published: z.optional(z.boolean()),
  });
export const dossierWriteSchema = createDossierWriteSchema();
export type DossierWrite = z.infer<typeof dossierWriteSchema>;

/**
 * The switches as the server sends them, read by an editor of another release too: a switch the
 * server does not send yet takes its default, one this editor does not know is left out. An exact
 * record of DOSSIER_FIELDS refused both, so adding a switch broke the deployed editor ('Kon je
 * dossier niet laden.') until the remote and the server were both released.
 */
const publicFieldsSchema = z.pipe(
  z.record(z.string(), z.boolean()),
  z.transform(
    (sent): Record<DossierField, boolean> =>
      Object.fromEntries(
        DOSSIER_FIELDS.map((field) => [field, sent[field] ?? DOSSIER_FIELD_DEFAULTS[field]]),
      ) as Record<DossierField, boolean>,
  ),
);

/** The dossier as its athlete edits it. */
export const dossierSchema = z.object({
  public_fields: publicFieldsSchema,
  position_en: z.nullable(z.string()),
  /** The athlete's key stats in English, for the page. Optional: a server from before this field does not send it. */
  key_stats_en: z.optional(z.nullable(z.string())),
  /**
   * The profile's key stats as the athlete typed them in the wizard or on /profile (Dutch): shown
   * beside `key_stats_en` in the editor to translate from, never on the page. Optional like it.
   */
  profile_key_stats: z.optional(z.nullable(z.string())),
  about_en: z.nullable(z.string()),
  achievements_en: z.nullable(z.string()),
  ncaa_id: z.nullable(z.string()),
  photo_upload_id: z.nullable(z.string()),
  /** The account's address until the athlete writes another. */
  athlete_email: z.nullable(z.string()),
  parent_email: z.nullable(z.string()),
  parent_consent: z.nullable(z.object({ parent_email: z.string(), given_on: z.string(), recorded_at: z.string() })),
  /**
   * The consent a parent gave in the onboarding wizard (the latest submission), which counts as well
   * as `parent_consent`; sent while `consent_required`. Optional: a server from before does not send it.
   */
  onboarding_consent: z.optional(
    z.nullable(z.object({ parent_name: z.nullable(z.string()), parent_email: z.string(), given_at: z.string() })),
  ),
  /** The athlete is under 16 (or the profile has no date of birth): publishing needs a parent's consent on record. */
  consent_required: z.boolean(),
  published: z.boolean(),
  published_at: z.nullable(z.string()),
  /** null until the dossier is first saved. */
  updated_at: z.nullable(z.string()),
});
export type Dossier = z.infer<typeof dossierSchema>;

/** How a US level compares with the athlete's Dutch level: above its typical recruit, its typical recruit, a stretch. */
export const US_LEVEL_FITS = ['above', 'typical', 'stretch'] as const;
export type UsLevelFit = (typeof US_LEVEL_FITS)[number];

/** How the GPA shown was made: the NCAA core-course estimate, the Dutch average converted, or the athlete's own figure. */
export const GPA_BASES = ['ncaa_core_gpa_estimate', 'converted_dutch_average', 'self_reported'] as const;
export type GpaBasis = (typeof GPA_BASES)[number];

const clipSchema = z.object({ start_s: z.number(), end_s: z.number(), thumbnail_url: z.nullable(z.string()) });

/** The languages a trainer may write a reference in; the page shows it in the one it was written in. */
export const REFERENCE_LANGUAGES = ['en', 'nl'] as const;
export type ReferenceLanguage = (typeof REFERENCE_LANGUAGES)[number];

function publicReferenceSchema() {
  return z.object({
    name: z.string(),
    club: z.string(),
    role: z.string(),
    language: z.enum(REFERENCE_LANGUAGES),
    text: z.string(),
  });
}

/**
 * What the public page shows, in English: only what the athlete made public (a field kept back is
 * null), and only what a coach reads. Never a phone number, the date of birth or an address.
 */
export const publicDossierSchema = z.object({
  name: z.nullable(z.string()),
  /** A short-lived link to the photo (signed like an upload's), or null. */
  photo_url: z.nullable(z.string()),
  graduation_year: z.nullable(z.number()),
  /** 'Fall 2027'. */
  start_term: z.nullable(z.string()),
  /** The sport in English and the college team it means ("Women's Field Hockey"), when the catalogue knows it. */
  sport: z.nullable(z.object({ name: z.string(), college_team: z.nullable(z.string()) })),
  position: z.nullable(z.string()),
  height: z.nullable(z.object({ cm: z.number(), feet: z.number(), inches: z.number(), text: z.string() })),
  weight: z.nullable(z.object({ kg: z.number(), lb: z.number() })),
  club: z.nullable(z.string()),
  level: z.nullable(
    z.object({
      /** The level in its Dutch name, as the athlete's sport calls it. */
      dutch_name: z.string(),
      /** 1 (international) to 6 (club), one scale across Dutch sports. */
      tier: z.number(),
      tier_name: z.string(),
      us_levels: z.array(z.object({ level: z.string(), fit: z.enum(US_LEVEL_FITS) })),
      /** One or two English sentences a coach reads. */
      explanation: z.string(),
    }),
  ),
  /** The key stats as the athlete wrote them in English for coaches; absent from an older server. */
  key_stats: z.optional(z.nullable(z.string())),
  about: z.nullable(z.string()),
  achievements: z.nullable(z.string()),
  video: z.nullable(
    z.object({
      url: z.string(),
      /** Uploaded here (plays in the page) or a link elsewhere (YouTube, Vimeo). */
      uploaded: z.boolean(),
      poster_url: z.nullable(z.string()),
      duration_s: z.nullable(z.number()),
      clips: z.array(clipSchema),
    }),
  ),
  academics: z.nullable(
    z.object({
      /** The school and track as the athlete typed them (Dutch), when the athlete made them public. */
      school: z.nullable(z.string()),
      /** The diploma track and profile of the entered grades, in English; absent from an older server. */
      diploma_track: z.optional(z.nullable(z.string())),
      dutch_average_grade: z.nullable(z.number()),
      gpa: z.nullable(z.number()),
      gpa_basis: z.nullable(z.enum(GPA_BASES)),
      gpa_range: z.nullable(z.tuple([z.number(), z.number()])),
      /** The conversion table the estimate used, named with its source. */
      gpa_table: z.nullable(z.string()),
    }),
  ),
  english_test: z.nullable(z.object({ test: z.string(), score: z.number() })),
  test_scores: z.nullable(z.object({ sat: z.nullable(z.number()), act: z.nullable(z.number()) })),
  ncaa_id: z.nullable(z.string()),
  contact: z.nullable(z.object({ athlete_email: z.nullable(z.string()), parent_email: z.nullable(z.string()) })),
  /** The club trainer's reference, approved by the athlete and not withdrawn, in the language it was written in. */
  reference: z.optional(z.nullable(publicReferenceSchema())),
  updated_at: z.string(),
});
export type PublicDossier = z.infer<typeof publicDossierSchema>;

/** GET and PUT /api/dossier: the dossier and what its page shows now (as if published, for the editor's preview). */
export const dossierResponseSchema = z.object({ dossier: dossierSchema, preview: publicDossierSchema });
export type DossierResponse = z.infer<typeof dossierResponseSchema>;

/** POST /api/dossier/links. */
export const createDossierLinkSchema = z.strictObject({
  label: requiredText(100, DOSSIER_MESSAGES.label, DOSSIER_MESSAGES.labelTooLong),
  institution_id: z.optional(
    z.nullable(z.string(DOSSIER_MESSAGES.institution).check(z.refine(isInstitutionId, DOSSIER_MESSAGES.institution))),
  ),
});
export type CreateDossierLink = z.infer<typeof createDossierLinkSchema>;

export const dossierLinkSchema = z.object({
  id: z.string(),
  /**
   * The page's address, `{origin}/r/{token}`: only in the answer that made the link. The server
   * keeps a hash of the token, never the token, so a copy of the database opens no dossier; a
   * link whose address is lost is revoked and made again.
   */
  url: z.nullable(z.string()),
  label: z.string(),
  institution_id: z.nullable(z.string()),
  /** Visits counted: one per visitor per half hour, link previews and crawlers left out. */
  views: z.number().check(z.int(), z.nonnegative()),
  last_viewed_at: z.nullable(z.string()),
  revoked: z.boolean(),
  created_at: z.string(),
});
export type DossierLink = z.infer<typeof dossierLinkSchema>;

/** POST /api/dossier/links (201) and DELETE /api/dossier/links/{id} (the link, revoked). */
export const dossierLinkResponseSchema = z.object({ link: dossierLinkSchema });
/** GET /api/dossier/links, newest first. */
export const dossierLinksResponseSchema = z.object({ links: z.array(dossierLinkSchema) });

/** The public page's path for a token. */
export const dossierPath = (token: string) => `/r/${token}`;

/** The public page's PDF, `/r/{token}.pdf`: the same view on one A4 page with a QR code to the page. */
export const dossierPdfPath = (token: string) => `/r/${token}.pdf`;

/**
 * The file in the `mfe-recruit` remote's build (its dist/ or a release) that renders the public
 * page: a plain ES module without React, built by mfe-recruit/scripts/public-render.mjs. The server
 * imports it by its path and signature, so a new release of the remote changes the page without a
 * rebuild or a restart of the server.
 */
export const PUBLIC_DOSSIER_RENDER_FILE = 'public.mjs';

/** What the remote's public.mjs exports: whole HTML documents, no script, every text escaped. */
export interface PublicDossierRenderModule {
  /** The page for a coach; `pdfUrl` is its PDF's address (`/r/{token}.pdf`). */
  renderDossierDocument(view: PublicDossier, options: { pdfUrl: string }): string;
  /** The plain English page for a token that opens nothing (DOSSIER_NOT_FOUND). */
  renderNotFoundDocument(): string;
}

/** The club trainer's reference (issue 37, item 6): limits, statuses and the Dutch messages. */
export const REFERENCE_TEXT_MAX = 1200;
/** Invitations that are open (invited, not expired) at one time. */
export const REFERENCE_OPEN_INVITES_MAX = 5;
/** How many references an athlete may have in all (withdrawn and expired ones count: the list shows them). */
export const REFERENCES_MAX = 50;
/** The trainer's link works this long. */
export const REFERENCE_LINK_DAYS = 14;

export const REFERENCE_STATUSES = ['invited', 'expired', 'written', 'approved', 'withdrawn'] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];

export const REFERENCE_MESSAGES = {
  email: 'Vul een geldig e-mailadres in.',
  name: 'Gebruik maximaal 100 tekens.',
  message: 'Gebruik maximaal 500 tekens.',
  tooManyOpen: `Je hebt al ${REFERENCE_OPEN_INVITES_MAX} uitnodigingen open staan. Wacht tot je trainer reageert of tot een uitnodiging verloopt.`,
  tooMany: `Je hebt al ${REFERENCES_MAX} referenties gevraagd: meer kan niet.`,
  notFound: 'Deze referentie bestaat niet.',
  notWritten: 'Je trainer heeft deze referentie nog niet geschreven.',
  authorName: 'Vul je naam in.',
  club: 'Vul de naam van je club in.',
  role: 'Vul je rol in, bijvoorbeeld hoofdtrainer.',
  language: 'Kies de taal waarin je schrijft.',
  text: 'Schrijf een korte aanbeveling.',
  textTooLong: `Gebruik maximaal ${REFERENCE_TEXT_MAX} tekens.`,
  fieldTooLong: 'Gebruik maximaal 100 tekens.',
} as const;

const shortText = (max: number, message: string) => safeText().check(z.trim(), z.maxLength(max, message));

/** POST /api/dossier/references: the athlete invites the trainer. */
export const createReferenceInviteSchema = z.strictObject({
  trainer_email: safeText(undefined, REFERENCE_MESSAGES.email).check(
    z.trim(),
    z.maxLength(254, REFERENCE_MESSAGES.email),
    z.refine(isValidEmail, REFERENCE_MESSAGES.email),
  ),
  trainer_name: z.optional(z.nullable(shortText(100, REFERENCE_MESSAGES.name))),
  message: z.optional(z.nullable(shortText(500, REFERENCE_MESSAGES.message))),
});
export type CreateReferenceInvite = z.infer<typeof createReferenceInviteSchema>;

/** The trainer's form (POST /referentie/{token}); messages in Dutch, every field required. */
export const referenceFormSchema = z.object({
  name: requiredText(100, REFERENCE_MESSAGES.authorName, REFERENCE_MESSAGES.fieldTooLong),
  club: requiredText(100, REFERENCE_MESSAGES.club, REFERENCE_MESSAGES.fieldTooLong),
  role: requiredText(100, REFERENCE_MESSAGES.role, REFERENCE_MESSAGES.fieldTooLong),
  language: z.enum(REFERENCE_LANGUAGES, REFERENCE_MESSAGES.language),
  text: requiredText(REFERENCE_TEXT_MAX, REFERENCE_MESSAGES.text, REFERENCE_MESSAGES.textTooLong),
});
export type ReferenceForm = z.infer<typeof referenceFormSchema>;

/** One reference as its athlete sees it; never the token. */
export const dossierReferenceSchema = z.object({
  id: z.string(),
  status: z.enum(REFERENCE_STATUSES),
  trainer_email: z.string(),
  trainer_name: z.nullable(z.string()),
  expires_at: z.string(),
  written: z.nullable(publicReferenceSchema()),
  written_at: z.nullable(z.string()),
  approved_at: z.nullable(z.string()),
  withdrawn_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type DossierReference = z.infer<typeof dossierReferenceSchema>;

/** POST /api/dossier/references (201) and .../{id}/approve and .../{id}/hide. */
export const dossierReferenceResponseSchema = z.object({ reference: dossierReferenceSchema });
/** GET /api/dossier/references, newest first. */
export const dossierReferencesResponseSchema = z.object({ references: z.array(dossierReferenceSchema) });

/** The trainer's page for a token (Dutch, no login). */
export const referencePath = (token: string) => `/referentie/${token}`;
