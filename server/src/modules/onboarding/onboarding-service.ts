import {
  createOnboardingSubmitBodySchema,
  DRAFT_MAX_BYTES,
  DRAFT_TEXTS,
  type OnboardingDraftResponse,
  onboardingDraftSchema,
} from '@talentbrug/domain/contracts/onboarding';
import type { OnboardingProgress, Profile, ProfileWrite } from '@talentbrug/domain/contracts/profile';
import { getValue, normalizeOnboardingData, type OnboardingData } from '@talentbrug/domain/onboarding/data';
import { GUARDIAN_TEXTS } from '@talentbrug/domain/onboarding/guardian';
import { matchingFactsOf } from '@talentbrug/domain/onboarding/matching-facts';
import { toSubmitPayload } from '@talentbrug/domain/onboarding/payload';
import { ONBOARDING_STEPS, visibleFields } from '@talentbrug/domain/onboarding/steps';
import { completionPercentage, validateField } from '@talentbrug/domain/onboarding/validation';
import type { z } from 'zod';
import { ValidationError, zodFields } from '../../errors.ts';
import type { OutboxRepository } from '../../infra/outbox/outbox-repository.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import type { OnboardingRepository, SubmissionRow, Transaction } from './onboarding-repository.ts';

export const ONBOARDING_COMPLETED = 'onboarding.completed';

export interface SubmitCommand {
  userId: string;
  /** The client's address as the server saw it: the consent record's IP. */
  ip: string;
  idempotencyKey: string | null;
  body: unknown;
  /**
   * Whether the account's address is confirmed: the talent managers hear of a submission only
   * then (issue 12), so an address typed wrong or someone else's never reaches them.
   */
  emailConfirmed: boolean;
}

export interface SubmitResult {
  replayed: boolean;
  submission: { id: string; created_at: string };
  profile: Profile;
}

const submissionView = (row: SubmissionRow) => ({ id: row.id, created_at: row.createdAt.toISOString() });

const GUARDIAN_PATH = /^(data\.)?consent\.guardian(\.|$)/;

/**
 * The 400 of an invalid body: each field's first message by its dotted path. When the parent's
 * consent is the problem the headline says so in words an athlete (or parent) understands,
 * since the wizard shows it as the toast.
 */
function invalidBody(error: z.core.$ZodError): ValidationError {
  const fields = zodFields(error);
  const missing = fields['consent.guardian'];
  if (missing) return new ValidationError(fields, missing);
  if (Object.keys(fields).some((path) => GUARDIAN_PATH.test(path))) {
    return new ValidationError(fields, GUARDIAN_TEXTS.checkDetails);
  }
  return new ValidationError(fields);
}

/**
 * What a submission writes into the profile, from the server's own mapping of the answers (not
 * the client's). `at` dates the answers (an age, a start term): the day they were sent.
 */
function profileWriteOf(data: OnboardingData, at: Date) {
  const payload = toSubmitPayload(data, { now: at });
  return {
    first_name: payload.personal.first_name,
    last_name: payload.personal.last_name,
    date_of_birth: payload.personal.date_of_birth,
    nationality: payload.personal.nationality,
    sport: payload.sport.sport,
    position: payload.sport.position,
    team: payload.sport.team === 'heren' || payload.sport.team === 'dames' ? payload.sport.team : undefined,
    competition_level: payload.sport.competition_level,
    height_cm: payload.sport.height_cm,
    weight_kg: payload.sport.weight_kg,
    current_team: payload.sport.current_team,
    achievements: payload.sport.achievements,
    // Asked (and required) by the wizard but no field of the spec's payload: the profile keeps it.
    key_stats: data.sport.keyStats.trim() || null,
    academic_gpa: payload.academics.academic_gpa,
    education_level: payload.academics.education_level,
    // The athlete's link; the profile shows it unless an uploaded video was chosen meanwhile.
    video_link: payload.media.highlight_video_url,
    ...matchingFactsOf(data),
    budget_eur_min: payload.preferences.budget_eur_min,
    study_interest: payload.preferences.study_interest || null,
    target_start_year: payload.preferences.target_start_year,
    target_start_month: payload.preferences.target_start_month,
  } satisfies ProfileWrite;
}

type WrittenFact = keyof ReturnType<typeof profileWriteOf>;
type ProfileEdits = Map<WrittenFact, unknown>;

/** Facts the profile keeps as one: a Dutch grade decides its GPA, a year and month make one start. */
const PAIRED: WrittenFact[][] = [
  ['academic_gpa', 'academic_grade'],
  ['target_start_year', 'target_start_month'],
];

/** Every fact a submission writes, each alone or with its pair: a fact added to the write is covered. */
const factGroups = (write: ReturnType<typeof profileWriteOf>): WrittenFact[][] => [
  ...PAIRED,
  ...(Object.keys(write) as WrittenFact[]).filter((key) => !PAIRED.flat().includes(key)).map((key) => [key]),
];

/** Empty is empty however it is written (null, '', nothing); lists compare by their items. */
const sameFact = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * The write without the facts the athlete changed on the profile since the latest submission and
 * left as they were in the wizard: an answer sent again unchanged (an old draft, another device)
 * is no newer than the profile's edit. An answer changed in the wizard is the newer word and wins.
 */
function keepingProfileEdits(write: ReturnType<typeof profileWriteOf>, edits: ProfileEdits): ProfileWrite {
  const kept: Record<string, unknown> = { ...write };
  for (const group of factGroups(write)) {
    if (group.every((key) => edits.has(key) && sameFact(write[key], edits.get(key)))) {
      for (const key of group) delete kept[key];
    }
  }
  return kept as ProfileWrite;
}

interface Deps {
  repository: OnboardingRepository;
  profiles: ProfilesRepository;
  outbox: OutboxRepository;
  /** Called after a commit that wrote an outbox event (the dispatcher delivers it at once). */
  onEvent?: () => void;
  now?: () => Date;
}

export function createOnboardingService({ repository, profiles, outbox, onEvent, now = () => new Date() }: Deps) {
  /** The talent managers' event of one submission, with the profile as it stands. */
  function enqueueCompleted(tx: Transaction, submission: SubmissionRow, profile: Profile) {
    return outbox.enqueue(tx, ONBOARDING_COMPLETED, {
      submission_id: submission.id,
      user_id: submission.userId,
      submitted_at: submission.createdAt.toISOString(),
      profile,
      submission: submission.body,
    });
  }

  // The age that decides whether a parent must consent is the server's, never the browser's.
  const bodySchema = createOnboardingSubmitBodySchema(now);

  /**
   * The key names one draft's submission, and the wizard keeps it across retries, also after
   * the athlete changed an answer because the first attempt seemed to fail. The first accepted
   * body wins: the athlete sees the success they missed and edits the profile from there.
   */
  async function replay(userId: string, existing: SubmissionRow): Promise<SubmitResult> {
    const profile = await profiles.find(userId);
    if (!profile) throw new Error('a stored submission has no profile');
    return { replayed: true, submission: submissionView(existing), profile };
  }

  /**
   * The facts the athlete changed on the profile after the latest submission, with what that
   * submission had written: a wizard sent again from an older draft must not put them back. None
   * before a first submission (or without a profile), when the wizard fills the profile in.
   */
  async function profileEditsSinceLastSubmission(userId: string): Promise<ProfileEdits> {
    const [latest, profile] = await Promise.all([repository.latest(userId), profiles.find(userId)]);
    if (!latest || !profile) return new Map();
    const data = normalizeOnboardingData((latest.body as { data?: unknown }).data);
    const written = profileWriteOf(data, latest.createdAt);
    const edits: ProfileEdits = new Map();
    for (const group of factGroups(written)) {
      if (group.some((key) => !sameFact(profile[key], written[key]))) {
        for (const key of group) edits.set(key, written[key]);
      }
    }
    return edits;
  }

  return {
    /**
     * Stores the submission, fills in the profile and writes the talent managers' event in one
     * transaction: all three happen, or none. A retry with the same Idempotency-Key replays the
     * first result instead of creating a second submission.
     */
    async submit({ userId, ip, idempotencyKey, body, emailConfirmed }: SubmitCommand): Promise<SubmitResult> {
      const checked = bodySchema.safeParse(body);
      if (!checked.success) throw invalidBody(checked.error);
      const parsed = checked.data;
      if (idempotencyKey) {
        const existing = await repository.findByKey(userId, idempotencyKey);
        if (existing) return replay(userId, existing);
      }
      // The profile comes from the server's own mapping of the answers, not the client's.
      const write = profileWriteOf(parsed.data, now());
      const since = await profileEditsSinceLastSubmission(userId);
      // The consent record: the columns hold the terms and privacy statement (version and moment); the
      // sharing with the talent managers, a consent of its own, is kept with its moment and version in
      // the stored body (consent.sharing), which the talent managers' event carries too.
      const consentAt = new Date(parsed.consent.accepted_at);
      const stored = { ...parsed, consent: { ...parsed.consent, ip } };

      const result = await repository.transaction(userId, async (tx) => {
        const submission = await repository.insert(tx, {
          userId,
          idempotencyKey,
          body: stored,
          consentAccepted: true,
          consentIp: ip,
          consentTermsVersion: parsed.consent.terms_version,
          consentAt,
          eventReleasedAt: emailConfirmed ? now() : null,
        });
        if (!submission) return null;
        // The draft has become this submission; another device now opens the submitted answers.
        await repository.deleteDraft(userId, tx);
        const profile = await profiles.upsert(tx, userId, keepingProfileEdits(write, since));
        if (emailConfirmed) await enqueueCompleted(tx, submission, profile);
        return { replayed: false, submission: submissionView(submission), profile };
      });

      if (!result) {
        // A concurrent request with the same key committed first.
        const existing = idempotencyKey ? await repository.findByKey(userId, idempotencyKey) : null;
        if (!existing) throw new Error('idempotent insert lost its row');
        return replay(userId, existing);
      }
      if (emailConfirmed) onEvent?.();
      return result;
    },

    /**
     * Writes the events held back while the address was unconfirmed, once per submission (the row
     * lock makes a confirmation and a parallel call release each only once). Returns how many.
     */
    async release(userId: string): Promise<number> {
      // Nothing held is the common case: no profile read and no transaction for it.
      if (!(await repository.hasHeld(userId))) return 0;
      // Read first: the profile as it stands is what the talent managers receive.
      const profile = await profiles.find(userId);
      if (!profile) return 0;
      const released = await repository.transaction(userId, async (tx) => {
        const held = await repository.held(tx, userId);
        if (held.length === 0) return 0;
        for (const submission of held) await enqueueCompleted(tx, submission, profile);
        await repository.markReleased(
          tx,
          held.map((row) => row.id),
          now(),
        );
        return held.length;
      });
      if (released > 0) onEvent?.();
      return released;
    },

    /** The draft to continue on this device, and the latest submission to edit when there is none. */
    async draft(userId: string): Promise<OnboardingDraftResponse> {
      const [draft, latest] = await Promise.all([repository.findDraft(userId), repository.latest(userId)]);
      const stored = draft ? onboardingDraftSchema.safeParse(draft.draft) : null;
      const usable = stored?.success ? stored.data : null;
      return {
        draft: usable,
        updated_at: usable && draft ? draft.updatedAt.toISOString() : null,
        submitted: latest
          ? {
              data: normalizeOnboardingData((latest.body as { data?: unknown }).data) as unknown as Record<
                string,
                unknown
              >,
              submitted_at: latest.createdAt.toISOString(),
            }
          : null,
      };
    },

    async saveDraft(userId: string, body: unknown): Promise<{ updated_at: string }> {
      const checked = onboardingDraftSchema.safeParse(body);
      if (!checked.success) throw new ValidationError(zodFields(checked.error), 'Ongeldig concept');
      if (Buffer.byteLength(JSON.stringify(checked.data)) > DRAFT_MAX_BYTES) {
        throw new ValidationError({ draft: DRAFT_TEXTS.tooLarge }, DRAFT_TEXTS.tooLarge);
      }
      const at = now();
      await repository.saveDraft(userId, checked.data, at);
      return { updated_at: at.toISOString() };
    },

    async deleteDraft(userId: string): Promise<void> {
      await repository.deleteDraft(userId);
    },

    /** Completion of the athlete's latest submission; drafts live in the browser, so none means 0 %. */
    async progress(userId: string): Promise<OnboardingProgress> {
      const latest = await repository.latest(userId);
      const data = latest ? normalizeOnboardingData((latest.body as { data?: unknown }).data) : null;
      // Judged as on the day it was sent: the guardian's fields counted if the athlete was under 16 then.
      const at = latest?.createdAt ?? now();
      const steps = ONBOARDING_STEPS.map((step) => {
        const required = (data ? visibleFields(step, data, at) : step.fields.filter((f) => !f.visibleWhen)).filter(
          (field) => field.required,
        );
        const filled = data
          ? required.filter((field) => validateField(field, getValue(data, field.path), data) === null).length
          : 0;
        return {
          id: step.id,
          title: step.title,
          filled,
          required: required.length,
          // A step without required questions (the media) is done once something was sent, not before.
          completed: data !== null && filled === required.length,
        };
      });
      return {
        steps,
        percentage: data ? completionPercentage(data, at) : 0,
        submitted_at: latest ? latest.createdAt.toISOString() : null,
      };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
