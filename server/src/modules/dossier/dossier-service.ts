import { createHash, randomBytes } from 'node:crypto';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import {
  createDossierLinkSchema,
  createDossierWriteSchema,
  DOSSIER_LINKS_MAX,
  DOSSIER_MESSAGES,
  DOSSIER_NOT_FOUND,
  type Dossier,
  type DossierLink,
  type DossierResponse,
  dossierPath,
  type PublicDossier,
} from '@talentbrug/domain/dossier';
import { sameEmail } from '@talentbrug/domain/onboarding/guardian';
import { uploadedVideoId, type VideoAnalysis } from '@talentbrug/domain/uploads';
import { z } from 'zod';
import { AccountGoneError, BadRequestError, ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { CoreGpa } from '../academics/academics-service.ts';
import {
  type GuardianConsents,
  guardianConsentRequired,
  missingGuardianConsent,
  type ParentConsent,
} from '../profiles/guardian-consent.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import type { DossierRepository, DossierRow, DossierValues, LinkRow } from './dossier-repository.ts';
import { fieldDefaultsFor, publicFieldsOf, publicView } from './public-view.ts';
import { isCountedVisit, type Visitor } from './visitors.ts';

/** A visit: the same visitor marker again within half an hour of its last request (the usual analytics session). */
export const VISIT_MS = 30 * 60 * 1000;

/** 24 random bytes: 192 bits, 32 characters of base64url. */
const TOKEN_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** A marker longer than this is no cookie of ours; it is ignored (the request still counts). */
const MARKER_MAX = 200;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new visitor marker for the page's cookie: random, meaningless outside one link's visits. */
export const newVisitMarker = () => randomBytes(16).toString('base64url');

/** The NCAA core-GPA estimate of the academics module, when it has one for the athlete. */
export interface CoreGpaSource {
  coreGpa(userId: string): Promise<CoreGpa | null>;
}

export interface PublicVisit extends Visitor {
  /** The page's visitor cookie: the one the request carried, or the new one the page sets with its answer. */
  visitMarker?: string | null | undefined;
}

/**
 * A text of lines as the page, the PDF and the e-mails read it: every line break one '\n' (a word
 * processor pastes a vertical tab or U+2028 for one, which the PDF would print as '?'); empty is none.
 */
const lines = (text: string | null) => text?.replace(/\r\n|[\r\v\f\u2028\u2029]/g, '\n') || null;

/**
 * The recruiting dossier (issue 37): the athlete's choices (GET/PUT /api/dossier), the links per
 * school (/api/dossier/links) and the public view a link opens (`openPublicDossier`, for the page
 * at /r/{token} and its PDF). Rules in README.md.
 */
export function createDossierService(deps: {
  repository: DossierRepository;
  profiles: Pick<ProfilesRepository, 'find'>;
  /** A parent's consent given in the onboarding wizard, which counts beside the dossier's own. */
  guardianConsents: Pick<GuardianConsents, 'fromOnboarding'>;
  /** A short-lived link to one of the athlete's images (signed like an upload's). */
  photoLink(upload: { id: string; storageKey: string }): Promise<string>;
  /** The video module's analyses and playable renditions of the athlete's videos. */
  videos: {
    forFiles(
      userId: string,
      uploadIds: string[],
    ): Promise<{ analyses: Map<string, VideoAnalysis>; renditions: Map<string, string> }>;
  };
  academics?: CoreGpaSource;
  /** The club trainer's approved reference (references-service.ts), for the public view. */
  references?: { approvedFor(userId: string): Promise<PublicDossier['reference'] | null> };
  /** Where the app is reached from outside; the links' addresses start with it. */
  publicOrigin: string;
  now?: () => Date;
}) {
  const { repository, profiles, guardianConsents, photoLink, videos, academics, publicOrigin } = deps;
  const now = deps.now ?? (() => new Date());
  const writeSchema = createDossierWriteSchema(now);

  /** The dossier's own record of a parent's consent, in the shape the rule reads. */
  const dossierConsent = (
    values: Pick<DossierValues, 'parentConsentEmail' | 'parentConsentOn' | 'parentConsentRecordedAt'>,
  ): ParentConsent | null =>
    values.parentConsentEmail && values.parentConsentOn
      ? {
          source: 'dossier',
          parent_name: null,
          parent_email: values.parentConsentEmail,
          given_at: values.parentConsentOn,
          recorded_at: (values.parentConsentRecordedAt ?? now()).toISOString(),
        }
      : null;

  /**
   * The wizard's consent, read only when the rule needs it (under 16 or no date of birth): an
   * athlete of 16 or more never waits for the query.
   */
  const onboardingConsent = (userId: string, profile: Profile | null, at: Date) =>
    guardianConsentRequired(profile, at) ? guardianConsents.fromOnboarding(userId) : Promise.resolve(null);

  /** The stored dossier, or the one a first save would store (its switches at the defaults for the athlete's age). */
  function valuesOf(row: DossierRow | null, accountEmail: string | null, profile: Profile | null): DossierValues {
    if (row) {
      const { userId: _user, createdAt: _created, updatedAt: _updated, ...values } = row;
      return values;
    }
    return {
      publicFields: fieldDefaultsFor(profile, now()),
      positionEn: null,
      keyStatsEn: null,
      aboutEn: null,
      achievementsEn: null,
      ncaaId: null,
      photoUploadId: null,
      athleteEmail: accountEmail,
      parentEmail: null,
      parentConsentEmail: null,
      parentConsentOn: null,
      parentConsentRecordedAt: null,
      published: false,
      publishedAt: null,
    };
  }

  /** The uploaded highlight's poster, clips and the rendition that plays everywhere, or the athlete's own link. */
  async function highlightVideo(userId: string, highlight: string): Promise<PublicDossier['video']> {
    const id = uploadedVideoId(highlight);
    if (id === null) return { url: highlight, uploaded: false, poster_url: null, duration_s: null, clips: [] };
    const { analyses, renditions } = await videos.forFiles(userId, [id]);
    const analysis = analyses.get(id);
    return {
      // The rendition plays in every browser; the original may not (HEVC, a MOV container).
      url: renditions.get(id) ?? highlight,
      uploaded: true,
      poster_url: analysis?.poster_url ?? null,
      duration_s: analysis?.duration_s ?? null,
      clips: analysis?.clips ?? [],
    };
  }

  async function photoUrl(userId: string, uploadId: string): Promise<string | null> {
    const photo = await repository.photo(userId, uploadId);
    return photo ? photoLink(photo) : null;
  }

  async function view(userId: string, values: DossierValues, updatedAt: Date | null, profile: Profile | null) {
    const publicFields = publicFieldsOf(values.publicFields, fieldDefaultsFor(profile, now()));
    const highlight = profile?.highlight_video_url ?? null;
    // Independent reads, side by side.
    const [photo, video, coreGpa, reference] = await Promise.all([
      publicFields.photo && values.photoUploadId ? photoUrl(userId, values.photoUploadId) : null,
      publicFields.video && highlight ? highlightVideo(userId, highlight) : null,
      publicFields.academics && academics ? academics.coreGpa(userId) : null,
      deps.references ? deps.references.approvedFor(userId) : null,
    ]);
    return publicView({
      profile,
      dossier: { ...values, publicFields, updatedAt },
      photoUrl: photo,
      video,
      coreGpa,
      reference: reference ?? null,
      now: now(),
    });
  }

  function toDossier(
    values: DossierValues,
    updatedAt: Date | null,
    profile: Profile | null,
    wizardConsent: ParentConsent | null,
  ): Dossier {
    return {
      public_fields: publicFieldsOf(values.publicFields, fieldDefaultsFor(profile, now())),
      position_en: values.positionEn ?? null,
      key_stats_en: values.keyStatsEn ?? null,
      // The athlete's own Dutch, beside the English field to translate from; the public view never reads it.
      profile_key_stats: profile?.key_stats ?? null,
      about_en: values.aboutEn ?? null,
      achievements_en: values.achievementsEn ?? null,
      ncaa_id: values.ncaaId ?? null,
      photo_upload_id: values.photoUploadId ?? null,
      athlete_email: values.athleteEmail ?? null,
      parent_email: values.parentEmail ?? null,
      parent_consent:
        values.parentConsentEmail && values.parentConsentOn
          ? {
              parent_email: values.parentConsentEmail,
              given_on: values.parentConsentOn,
              recorded_at: (values.parentConsentRecordedAt ?? updatedAt ?? now()).toISOString(),
            }
          : null,
      onboarding_consent: wizardConsent
        ? {
            parent_name: wizardConsent.parent_name,
            parent_email: wizardConsent.parent_email,
            given_at: wizardConsent.given_at,
          }
        : null,
      consent_required: guardianConsentRequired(profile, now()),
      published: values.published ?? false,
      published_at: values.publishedAt?.toISOString() ?? null,
      updated_at: updatedAt?.toISOString() ?? null,
    };
  }

  async function answer(
    userId: string,
    values: DossierValues,
    updatedAt: Date | null,
    profile: Profile | null,
    wizardConsent: ParentConsent | null,
  ) {
    return {
      dossier: toDossier(values, updatedAt, profile, wizardConsent),
      preview: await view(userId, values, updatedAt, profile),
    };
  }

  const toLink = (row: LinkRow, token: string | null): DossierLink => ({
    id: row.id,
    url: token ? `${publicOrigin}${dossierPath(token)}` : null,
    label: row.label,
    institution_id: row.institutionId,
    views: row.views,
    last_viewed_at: row.lastViewedAt?.toISOString() ?? null,
    revoked: row.revokedAt !== null,
    created_at: row.createdAt.toISOString(),
  });

  const invalid = (field: string, message: string) => new ValidationError({ [field]: message }, message);

  return {
    async get(user: { id: string; email: string | null }): Promise<DossierResponse> {
      const [row, profile] = await Promise.all([repository.find(user.id), profiles.find(user.id)]);
      const wizardConsent = await onboardingConsent(user.id, profile, now());
      return answer(user.id, valuesOf(row, user.email, profile), row?.updatedAt ?? null, profile, wizardConsent);
    },

    /**
     * Saves what the editor sends; what it leaves out stays. Published is a state the dossier must
     * be allowed to have after the write: with a profile, and under 16 (or without a date of
     * birth) with a parent's consent on record (the wizard's, or the dossier's own), so removing
     * the dossier's consent of a published dossier without the wizard's is refused too.
     */
    async update(user: { id: string; email: string | null }, body: unknown): Promise<DossierResponse> {
      const write = writeSchema.parse(body ?? {});
      const [row, profile] = await Promise.all([repository.find(user.id), profiles.find(user.id)]);
      const at = now();
      const wizardConsent = await onboardingConsent(user.id, profile, at);
      const values = valuesOf(row, user.email, profile);
      const next: DossierValues = { ...values };
      if (write.public_fields) {
        next.publicFields = {
          ...publicFieldsOf(values.publicFields, fieldDefaultsFor(profile, at)),
          ...write.public_fields,
        };
      }
      if (write.position_en !== undefined) next.positionEn = write.position_en || null;
      if (write.key_stats_en !== undefined) next.keyStatsEn = lines(write.key_stats_en);
      if (write.about_en !== undefined) next.aboutEn = lines(write.about_en);
      if (write.achievements_en !== undefined) next.achievementsEn = lines(write.achievements_en);
      if (write.ncaa_id !== undefined) next.ncaaId = write.ncaa_id;
      if (write.athlete_email !== undefined) next.athleteEmail = write.athlete_email;
      if (write.parent_email !== undefined) next.parentEmail = write.parent_email;
      if (write.photo_upload_id !== undefined) {
        if (write.photo_upload_id && !(await repository.photo(user.id, write.photo_upload_id))) {
          throw invalid('photo_upload_id', DOSSIER_MESSAGES.photo);
        }
        next.photoUploadId = write.photo_upload_id;
      }
      if (write.parent_consent !== undefined) {
        const consent = write.parent_consent;
        if (consent) {
          const own = [user.email, next.athleteEmail].some((mine) => mine && sameEmail(mine, consent.parent_email));
          if (own) throw invalid('parent_consent.parent_email', DOSSIER_MESSAGES.consentOwnEmail);
          const changed =
            consent.parent_email !== values.parentConsentEmail || consent.given_on !== values.parentConsentOn;
          next.parentConsentEmail = consent.parent_email;
          next.parentConsentOn = consent.given_on;
          if (changed) next.parentConsentRecordedAt = at;
        } else {
          next.parentConsentEmail = null;
          next.parentConsentOn = null;
          next.parentConsentRecordedAt = null;
        }
      }
      if (write.published !== undefined) next.published = write.published;
      if (next.published) {
        if (!profile) throw new BadRequestError(DOSSIER_MESSAGES.noProfile);
        const missing = missingGuardianConsent(profile, [dossierConsent(next), wizardConsent], at);
        if (missing) {
          throw new BadRequestError(
            missing === 'under_16' ? DOSSIER_MESSAGES.consentNeeded : DOSSIER_MESSAGES.consentNeededNoBirthDate,
          );
        }
        next.publishedAt = values.published && values.publishedAt ? values.publishedAt : at;
      } else {
        next.publishedAt = null;
      }
      const saved = await repository.save(user.id, next);
      return answer(user.id, valuesOf(saved, user.email, profile), saved.updatedAt, profile, wizardConsent);
    },

    async createLink(userId: string, body: unknown): Promise<DossierLink> {
      const { label, institution_id } = createDossierLinkSchema.parse(body ?? {});
      const institutionId = institution_id ?? null;
      if (institutionId && !(await repository.institutionExists(institutionId))) {
        throw invalid('institution_id', DOSSIER_MESSAGES.institution);
      }
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const row = await repository.createLink(
        userId,
        { tokenHash: sha256(token), label, institutionId },
        DOSSIER_LINKS_MAX,
      );
      if (!row) throw new ConflictError(DOSSIER_MESSAGES.tooManyLinks);
      return toLink(row, token);
    },

    async links(userId: string): Promise<DossierLink[]> {
      return (await repository.links(userId)).map((row) => toLink(row, null));
    },

    /** Revokes one of the athlete's links; another's id, or no link, is a 404. */
    async revoke(userId: string, id: string): Promise<DossierLink> {
      const row = z.uuid().safeParse(id).success ? await repository.revoke(userId, id) : null;
      if (!row) throw new NotFoundError(DOSSIER_MESSAGES.linkNotFound);
      return toLink(row, null);
    },

    /**
     * The page a link opens, for a coach: the public view, or NotFoundError(DOSSIER_NOT_FOUND) for a
     * token that is unknown or revoked, a dossier that is not published, and an athlete under 16
     * (or without a date of birth) without a parent's consent on record (the wizard's or the
     * dossier's): one answer for all, so
     * the page tells a visitor nothing about which. A reading person's visit counts once
     * (VISIT_MS, visitors.ts); previews, crawlers, scripts and HEAD requests do not.
     */
    async openPublicDossier(token: string, visit: PublicVisit = { userAgent: null }): Promise<PublicDossier> {
      if (!TOKEN_PATTERN.test(token)) throw new NotFoundError(DOSSIER_NOT_FOUND);
      const link = await repository.openLink(sha256(token));
      if (!link) throw new NotFoundError(DOSSIER_NOT_FOUND);
      const [row, profile] = await Promise.all([repository.find(link.userId), profiles.find(link.userId)]);
      const at = now();
      if (!row?.published || !profile) throw new NotFoundError(DOSSIER_NOT_FOUND);
      const own = dossierConsent(row);
      const wizardConsent = own ? null : await onboardingConsent(link.userId, profile, at);
      if (missingGuardianConsent(profile, [own, wizardConsent], at)) throw new NotFoundError(DOSSIER_NOT_FOUND);
      const publicView = await view(link.userId, valuesOf(row, null, profile), row.updatedAt, profile);
      if (isCountedVisit(visit)) {
        const marker = visit.visitMarker?.trim();
        const visitHash = marker && marker.length <= MARKER_MAX ? sha256(`${link.id}:${marker}`) : null;
        try {
          await repository.countVisit(link.userId, link.id, visitHash, at, VISIT_MS);
        } catch (error) {
          // The account was deleted a moment ago: its page is gone too.
          if (error instanceof AccountGoneError) throw new NotFoundError(DOSSIER_NOT_FOUND);
          throw error;
        }
      }
      return publicView;
    },
  };
}

export type DossierService = ReturnType<typeof createDossierService>;
