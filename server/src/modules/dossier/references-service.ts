import { createHash, randomBytes } from 'node:crypto';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import {
  createReferenceInviteSchema,
  type DossierReference,
  type PublicDossier,
  REFERENCE_LINK_DAYS,
  REFERENCE_MESSAGES,
  REFERENCE_OPEN_INVITES_MAX,
  REFERENCES_MAX,
  type ReferenceForm,
  type ReferenceStatus,
  referenceFormSchema,
  referencePath,
} from '@talentbrug/domain/dossier';
import { z } from 'zod';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { MailContent } from '../../infra/mail/mail-templates.ts';
import { createRateLimiter, TooManyRequestsError } from '../../plugins/rate-limit.ts';
import { referenceInviteMail } from './reference-mail.ts';
import type { ReferenceMailJob, ReferenceRow, ReferencesRepository } from './references-repository.ts';

/** 24 random bytes: 192 bits, 32 characters of base64url, like a dossier link's token. */
const TOKEN_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Invitations mail a person who did not ask for it: per athlete 10 at once and then 10 an hour
 * (beside the 5 open at a time), and one per trainer's address per minute (the auth mails'
 * AUTH_EMAIL_MAX_FREQUENCY). In memory per instance, like the coach's limits.
 */
const INVITE_LIMITS = {
  athlete: { capacity: 10, perSecond: 1 / 360 },
  address: { capacity: 1, perSecond: 1 / 60 },
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the trainer's link opens: the form, the written text, or a page that says why it opens nothing. */
export type TrainerView =
  | { state: 'open'; reference: ReferenceRow; athleteName: string | null }
  | { state: 'written'; reference: ReferenceRow; athleteName: string | null; expired: boolean }
  | { state: 'expired' | 'withdrawn' | 'unknown' };

/** A form that did not pass: the values as typed and a Dutch message per field. */
export interface FormRefusal {
  values: Record<keyof ReferenceForm, string>;
  errors: Partial<Record<keyof ReferenceForm, string>>;
}

export function referenceStatus(row: ReferenceRow, at: Date): ReferenceStatus {
  if (row.withdrawnAt) return 'withdrawn';
  if (row.approvedAt) return 'approved';
  if (row.writtenAt) return 'written';
  return row.expiresAt <= at ? 'expired' : 'invited';
}

const nameOf = (profile: Profile | null) =>
  [profile?.first_name, profile?.last_name].filter((part) => part?.trim()).join(' ') || null;

/** '19 december 2026', the day a link stops working, as the trainer reads it. */
const dutchDate = (date: Date) =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(date);

/**
 * The club trainer's reference (issue 37, item 6): the athlete invites, the trainer writes through
 * a one-time link, the athlete approves it for the public page, the trainer can withdraw it. Rules
 * in README.md ('The trainer's reference').
 */
export function createReferencesService(deps: {
  repository: ReferencesRepository;
  profiles: { find(userId: string): Promise<Profile | null> };
  mailer: { send(to: string, content: MailContent): Promise<void> };
  /** Wakes the mail queue after an invitation's commit. */
  onInvited?: () => void;
  publicOrigin: string;
  now?: () => Date;
}) {
  const { repository, profiles, mailer, publicOrigin } = deps;
  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter({ rules: INVITE_LIMITS, now: () => now().getTime() });

  const toReference = (row: ReferenceRow, at: Date): DossierReference => ({
    id: row.id,
    status: referenceStatus(row, at),
    trainer_email: row.trainerEmail,
    trainer_name: row.invitedName,
    expires_at: row.expiresAt.toISOString(),
    written:
      row.body && row.authorName && row.club && row.role && row.language
        ? { name: row.authorName, club: row.club, role: row.role, language: row.language, text: row.body }
        : null,
    written_at: row.writtenAt?.toISOString() ?? null,
    approved_at: row.approvedAt?.toISOString() ?? null,
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  });

  async function byToken(token: string): Promise<ReferenceRow | null> {
    return TOKEN_PATTERN.test(token) ? repository.byToken(sha256(token)) : null;
  }

  const mineOrNotFound = (row: ReferenceRow | null) => {
    if (!row) throw new NotFoundError(REFERENCE_MESSAGES.notFound);
    return row;
  };

  return {
    async invite(userId: string, body: unknown): Promise<DossierReference> {
      const input = createReferenceInviteSchema.parse(body ?? {});
      const at = now();
      const verdict = limiter.take([
        { rule: 'athlete', key: userId, cost: 1 },
        { rule: 'address', key: input.trainer_email.toLowerCase(), cost: 1 },
      ]);
      if (!verdict.allowed) {
        throw new TooManyRequestsError(
          verdict.retryAfterSeconds,
          'Je hebt net al een uitnodiging verstuurd. Probeer het over een paar minuten opnieuw.',
        );
      }
      const made = await repository.invite(
        userId,
        {
          trainerEmail: input.trainer_email,
          invitedName: input.trainer_name || null,
          invitedMessage: input.message || null,
          expiresAt: new Date(at.getTime() + REFERENCE_LINK_DAYS * DAY_MS),
        },
        { maxOpen: REFERENCE_OPEN_INVITES_MAX, maxAll: REFERENCES_MAX, at },
      );
      if (made === 'too-many-open') throw new ConflictError(REFERENCE_MESSAGES.tooManyOpen);
      if (made === 'too-many') throw new ConflictError(REFERENCE_MESSAGES.tooMany);
      deps.onInvited?.();
      return toReference(made, at);
    },

    async list(userId: string): Promise<DossierReference[]> {
      const at = now();
      return (await repository.list(userId)).map((row) => toReference(row, at));
    },

    /** The athlete's approval: the public page shows the text from now on. Only a written, not withdrawn one. */
    async approve(userId: string, id: string): Promise<DossierReference> {
      const valid = z.uuid().safeParse(id).success;
      const row = valid ? await repository.setApproved(userId, id, now()) : null;
      if (!row) {
        const known = valid ? (await repository.list(userId)).some((mine) => mine.id === id) : false;
        if (known) throw new ConflictError(REFERENCE_MESSAGES.notWritten);
        throw new NotFoundError(REFERENCE_MESSAGES.notFound);
      }
      return toReference(row, now());
    },

    /** The athlete hides it again: off the public page, the text kept for a later approval. */
    async hide(userId: string, id: string): Promise<DossierReference> {
      const row = z.uuid().safeParse(id).success ? await repository.setApproved(userId, id, null) : null;
      return toReference(mineOrNotFound(row), now());
    },

    /** The mail job: makes the token (only its hash is kept) and mails the link to the trainer. */
    async deliverInvite(job: ReferenceMailJob): Promise<void> {
      const row = await repository.find(job.reference_id);
      if (!row || row.withdrawnAt || row.writtenAt) return;
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      if (!(await repository.setToken(row.userId, row.id, sha256(token)))) return;
      const profile = await profiles.find(row.userId);
      await mailer.send(
        row.trainerEmail,
        referenceInviteMail({
          athleteName: nameOf(profile),
          trainerName: row.invitedName,
          message: row.invitedMessage,
          link: `${publicOrigin}${referencePath(token)}`,
          validUntil: dutchDate(row.expiresAt),
        }),
      );
    },

    /** What the trainer's link opens now. A written text stays withdrawable after the link expired. */
    async openForTrainer(token: string): Promise<TrainerView> {
      const row = await byToken(token);
      if (!row) return { state: 'unknown' };
      if (row.withdrawnAt) return { state: 'withdrawn' };
      const expired = row.expiresAt <= now();
      const athleteName = nameOf(await profiles.find(row.userId));
      if (row.writtenAt) return { state: 'written', reference: row, athleteName, expired };
      if (expired) return { state: 'expired' };
      return { state: 'open', reference: row, athleteName };
    },

    /**
     * The trainer's form: the text is stored (waiting for the athlete's approval) or refused with
     * the values as typed. Null when the link writes nothing any more (expired, withdrawn, unknown).
     */
    async writeForTrainer(token: string, body: Record<string, unknown>): Promise<ReferenceRow | FormRefusal | null> {
      const row = await byToken(token);
      if (!row || row.withdrawnAt || row.expiresAt <= now()) return null;
      const values = {
        name: String(body.name ?? ''),
        club: String(body.club ?? ''),
        role: String(body.role ?? ''),
        language: String(body.language ?? ''),
        text: String(body.text ?? ''),
      };
      const parsed = referenceFormSchema.safeParse(values);
      if (!parsed.success) {
        const errors: FormRefusal['errors'] = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as keyof ReferenceForm;
          errors[field] ??= issue.message;
        }
        return { values, errors };
      }
      return repository.write(row, parsed.data, now());
    },

    /** The trainer withdraws: the text is gone and the link opens nothing any more. */
    async withdrawForTrainer(token: string): Promise<boolean> {
      const row = await byToken(token);
      if (!row || row.withdrawnAt) return false;
      await repository.withdraw(row, now());
      return true;
    },

    /** What the public page shows: the approved reference, in the language it was written in. */
    async approvedFor(userId: string): Promise<NonNullable<PublicDossier['reference']> | null> {
      const row = await repository.approved(userId);
      if (!row?.body || !row.authorName || !row.club || !row.role || !row.language) return null;
      return { name: row.authorName, club: row.club, role: row.role, language: row.language, text: row.body };
    },
  };
}

export type ReferencesService = ReturnType<typeof createReferencesService>;
