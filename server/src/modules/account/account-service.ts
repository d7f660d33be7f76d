import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { CONSENT_VERSIONS_TEXT } from '@talentbrug/domain/consent-versions';
import {
  type AccountExport,
  type DeleteAccountResponse,
  deleteAccountRequestSchema,
  EXPORT_FILES_FOLDER,
  EXPORT_JSON_NAME,
  FRESH_AUTH_SECONDS,
} from '@talentbrug/domain/contracts/account';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import { AccountGoneError, AppError, UnavailableError } from '../../errors.ts';
import type { AuthenticatedUser } from '../../plugins/authenticate.ts';
import type { ObjectStorage } from '../uploads/storage/storage.ts';
import type { AccountRepository, DerivedRow, UploadRow } from './account-repository.ts';
import type { DeletedAccounts } from './deleted-accounts.ts';
import { freshAuthVerdict } from './fresh-auth.ts';
import type { HostedAdmin } from './hosted-admin.ts';

/** A deletion without a recent sign-in: the dialog signs in again and retries. */
export class ReauthenticationNeededError extends AppError {
  constructor(code: 'reauthentication_needed' | 'insufficient_aal') {
    super(
      403,
      code === 'insufficient_aal'
        ? 'Bevestig het verwijderen met de code uit je authenticator-app.'
        : 'Log opnieuw in met je wachtwoord om je account te verwijderen.',
      { 'x-sb-error-code': code },
    );
  }
}

const HOSTED_DELETION_OFF =
  'Account verwijderen is op deze server nog niet ingericht. Neem contact met ons op, dan regelen wij het.';

const TOELICHTING =
  'Alles wat Talentbrug over je bewaart (AVG artikel 15 en 20). "account": je inloggegevens zonder ' +
  'wachtwoord of geheime sleutels; "profile": je profiel; "academic_transcript": je cijferlijst (schoolsoort, profiel en je cijfers per vak en leerjaar) waaruit wij je NCAA-kernvakken en core GPA schatten; ' +
  '"onboarding_submissions": je intake met je ' +
  'toestemming (en die van je ouder of voogd); "onboarding_draft": een intake die je nog niet had afgerond; ' +
  '"matches": je universiteiten met status en favorieten; "university_shares": met welke universiteiten ' +
  'je je profiel deelde; "coach_messages": je gesprek met coach Sanne; "uploads": je bestanden, met de ' +
  `bestanden zelf in de map ${EXPORT_FILES_FOLDER}/; "video_analyses": wat de analyse van je video's mat; ` +
  `"upload_derivatives": wat wij van je video's maakten (poster, beelden per clip, een versie die overal ` +
  `afspeelt), met de bestanden in ${EXPORT_FILES_FOLDER}/; "dossier": je recruitingdossier voor ` +
  'Amerikaanse coaches (wat je openbaar maakte, je Engelse teksten, de toestemming van je ouder of voogd), ' +
  'je links per school (zonder het adres zelf: dat bewaren wij niet), wanneer elke link bekeken werd en de ' +
  'referenties van je trainer (het e-mailadres waarnaar je de uitnodiging stuurde, de tekst, wanneer je hem goedkeurde); ' +
  '"outreach": je contact met coaches per school (status en wanneer die veranderde, het e-mailadres van de ' +
  'coach dat je zelf invulde, welke e-mails je verstuurd meldde en wanneer de coach antwoordde); ' +
  '"outreach_settings": of je wekelijkse herinneringen per e-mail aan hebt en naar welk adres, en de versie ' +
  'van je agenda-adres; "outreach_reminders": de herinneringen die we je stuurden (week en scholen); ' +
  '"analytics_events": gebruiksgegevens die aan je ' +
  'account gekoppeld zijn; "outbox_events": wat aan talentmanagers is of wordt doorgegeven; "audit": ' +
  `wanneer je je gegevens opvroeg. De versies bij je toestemming: ${CONSENT_VERSIONS_TEXT}.`;

/** A name for a file in the zip: the upload's own name, made unique by its id and never a path. */
function fileNameInZip(upload: Pick<UploadRow, 'id' | 'originalName'>): string {
  const clean = upload.originalName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').slice(-120) || 'bestand';
  return `${EXPORT_FILES_FOLDER}/${upload.id.slice(0, 8)}-${clean}`;
}

/** A derived file's name in the zip: beside its video's, e.g. bestanden/afgeleid/1a2b3c4d-clip-3.jpg. */
function derivedNameInZip(made: Pick<DerivedRow, 'uploadId' | 'storageKey' | 'mimeType'>): string {
  const extension = made.mimeType === 'video/mp4' ? 'mp4' : 'jpg';
  return `${EXPORT_FILES_FOLDER}/afgeleid/${made.uploadId.slice(0, 8)}-${made.storageKey.split('/').pop() ?? 'bestand'}.${extension}`;
}

/** Deleted accounts the start-up sweep cleans per query. */
const SWEEP_BATCH = 50;

type AuthMode = { kind: 'embedded' } | { kind: 'hosted'; admin: HostedAdmin | null };

export function createAccountService(deps: {
  repository: AccountRepository;
  deletedAccounts: Pick<DeletedAccounts, 'remember'>;
  /** The profiles module's cache of profile rows: the deletion removes the row behind its back. */
  profiles: { forgetting<T>(userId: string, write: () => Promise<T>): Promise<T> };
  storage: Pick<ObjectStorage, 'get' | 'delete'>;
  auth: AuthMode;
  log: FastifyBaseLogger;
  /** Called after a commit that wrote an outbox event (the dispatcher delivers it at once). */
  onEvent?: () => void;
  now?: () => Date;
}) {
  const { repository, deletedAccounts, profiles, storage, auth, log, onEvent, now = () => new Date() } = deps;

  /**
   * After the commit that deleted their rows: a file that cannot be removed now is logged by its
   * key (no personal data) and stays pending, so the uploads' sweep removes it later; its row is
   * gone, so nothing links it to the athlete any more.
   */
  async function removeStored(storageKeys: string[]): Promise<void> {
    const outcomes = await Promise.allSettled(storageKeys.map((key) => storage.delete(key)));
    const removed: string[] = [];
    outcomes.forEach((outcome, index) => {
      const key = storageKeys[index];
      if (outcome.status === 'fulfilled' && key) removed.push(key);
      else if (outcome.status === 'rejected') {
        log.error({ err: outcome.reason, storageKey: key }, 'Deleting a stored file failed; the sweep retries');
      }
    });
    await repository.forgetRemoved(removed).catch((error: unknown) => {
      log.warn({ err: error }, 'Forgetting removed files failed; the sweep finds them gone');
    });
  }

  return {
    /**
     * The athlete's export: the uploaded files under bestanden/, then gegevens.json, streamed as
     * one zip. The export is recorded before the first byte leaves.
     *
     * The zip is written as the client reads it (yazl, with ZIP64 where an entry or the archive
     * passes 4 GiB), so gigabytes of video never sit in memory. Files are stored as they are
     * (videos, photos and PDFs are compressed already), the JSON is deflated. One stored file is
     * open at a time: the next is opened once the one before has been read, and a file whose
     * object is gone is left out (its `bestand` is null). A stored file that fails to read fails
     * the response, so a client never gets a short archive that looks whole; a client that
     * leaves closes the file being read.
     */
    async export(user: AuthenticatedUser): Promise<Readable> {
      const authUser = auth.kind === 'embedded' ? await repository.authUser(user.id) : null;
      const email = authUser?.email ?? user.email?.toLowerCase() ?? null;
      const data = await repository.collect(user.id, email);
      await repository.recordExport(user.id, {
        uploads: data.uploads.length,
        matches: data.matches.length,
        coach_messages: data.coach.length,
        onboarding_submissions: data.submissions.length,
      });
      const exportedAt = now();
      const included = new Set<string>();

      const zip = new ZipFile();
      // A PassThrough at run time; the types only promise a NodeJS.ReadableStream.
      const archive = zip.outputStream as Readable;
      let reading: Readable | null = null;
      const fail = (error: unknown) => {
        if (!archive.destroyed) archive.destroy(error instanceof Error ? error : new Error(String(error)));
      };
      zip.on('error', fail);
      archive.once('close', () => reading?.destroy());

      async function write(): Promise<void> {
        const stored = [
          ...data.uploads.map((upload) => ({
            key: upload.storageKey,
            name: fileNameInZip(upload),
            at: upload.createdAt,
          })),
          ...data.derived.map((made) => ({ key: made.storageKey, name: derivedNameInZip(made), at: made.createdAt })),
        ];
        for (const file of stored) {
          const body = await storage.get(file.key);
          if (archive.destroyed) {
            body?.destroy();
            return;
          }
          if (!body) {
            log.warn({ name: file.name }, 'A stored file was missing from storage during an export');
            continue;
          }
          included.add(file.key);
          reading = body;
          zip.addReadStream(body, file.name, { mtime: file.at, compress: false });
          await finished(body);
          reading = null;
        }
        if (archive.destroyed) return;
        const document: AccountExport = {
          format: 'talentbrug-export/1',
          exported_at: exportedAt.toISOString(),
          toelichting: TOELICHTING,
          account: {
            id: user.id,
            email,
            created_at: authUser?.createdAt.toISOString() ?? null,
            email_confirmed_at: authUser?.emailConfirmedAt?.toISOString() ?? null,
            last_sign_in_at: authUser?.lastSignInAt?.toISOString() ?? null,
            user_metadata: authUser?.userMetadata ?? {},
            sessions: data.sessions,
            mfa_factors: data.factors,
            trusted_networks: data.trustedNetworks,
          },
          profile: data.profile,
          academic_transcript: data.transcript,
          onboarding_submissions: data.submissions,
          onboarding_draft: data.draft,
          matches: data.matches,
          university_shares: data.shares,
          coach_messages: data.coach,
          uploads: data.uploads.map(({ storageKey, ...upload }) => ({
            ...upload,
            bestand: included.has(storageKey) ? fileNameInZip(upload) : null,
          })),
          video_analyses: data.analyses.map(
            ({ claimId: _claim, claimedBy: _by, leaseUntil: _lease, ...analysis }) => analysis,
          ),
          upload_derivatives: data.derived.map(({ storageKey, ...made }) => ({
            ...made,
            bestand: included.has(storageKey) ? derivedNameInZip({ storageKey, ...made }) : null,
          })),
          dossier: data.dossier,
          outreach: data.outreach,
          outreach_settings: data.outreachSettings,
          outreach_reminders: data.outreachReminders,
          analytics_events: data.events,
          outbox_events: data.outbox,
          audit: data.audit,
        };
        zip.addBuffer(Buffer.from(`${JSON.stringify(document, null, 2)}\n`, 'utf8'), EXPORT_JSON_NAME, {
          mtime: exportedAt,
        });
        zip.end();
      }
      write().catch(fail);
      return archive;
    },

    /**
     * Deletes the account for good: every row in one transaction, then the stored files, and with
     * hosted Supabase the auth user through its admin API. That call goes first: should the
     * transaction fail afterwards, the athlete's still-valid token can simply ask again (a user
     * already gone there counts as done), whereas the other order could leave a login to an
     * account whose data is gone and no way to finish.
     */
    async deleteAccount(user: AuthenticatedUser, body: unknown): Promise<DeleteAccountResponse> {
      deleteAccountRequestSchema.parse(body);
      if (auth.kind === 'hosted' && !auth.admin) throw new UnavailableError(HOSTED_DELETION_OFF);
      const authUser = auth.kind === 'embedded' ? await repository.authUser(user.id) : null;
      const hasVerifiedFactor =
        auth.kind === 'hosted' && auth.admin
          ? ((await auth.admin.hasVerifiedFactor(user.id)) ?? false)
          : await repository.hasVerifiedFactor(user.id);
      const verdict = freshAuthVerdict({
        amr: user.amr ?? [],
        aal: user.aal,
        hasVerifiedFactor,
        nowSeconds: Math.floor(now().getTime() / 1000),
        maxAgeSeconds: FRESH_AUTH_SECONDS,
      });
      if (verdict === 'stale') throw new ReauthenticationNeededError('reauthentication_needed');
      if (verdict === 'second_factor_needed') throw new ReauthenticationNeededError('insufficient_aal');

      if (auth.kind === 'hosted' && auth.admin) await auth.admin.deleteUser(user.id);
      const email = authUser?.email ?? user.email?.toLowerCase() ?? null;
      const result = await profiles.forgetting(user.id, () =>
        repository.deleteAll(user.id, { email, embedded: auth.kind === 'embedded', at: now() }),
      );
      if (!result) throw new AccountGoneError();
      deletedAccounts.remember(user.id);
      onEvent?.();

      await removeStored(result.storageKeys);
      return { deleted: true, files: result.files };
    },

    /**
     * Removes what deleted accounts still hold (issue 32): rows written after a deletion by an
     * earlier version, before every write checked the account in its own transaction. Run at
     * start-up; answers how many accounts it cleaned.
     */
    async sweepDeleted(): Promise<number> {
      const cleaned = new Set<string>();
      for (;;) {
        // An id seen twice would mean a row the removal does not know: stop rather than loop.
        const userIds = (await repository.deletedWithLeftovers(SWEEP_BATCH)).filter((id) => !cleaned.has(id));
        for (const userId of userIds) {
          const { storageKeys, rows, files } = await repository.removeLeftovers(userId);
          await removeStored(storageKeys);
          log.info({ rows, files }, 'Removed what a deleted account had left');
          cleaned.add(userId);
        }
        if (userIds.length === 0) return cleaned.size;
      }
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
