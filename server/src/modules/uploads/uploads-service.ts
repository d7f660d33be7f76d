import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { formatFileSize } from '@talentbrug/domain/format';
import { findInvalidText, INVALID_TEXT_MESSAGE } from '@talentbrug/domain/text';
import {
  HIGHLIGHT_TYPE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  UPLOAD_TYPE_MESSAGES,
  type UploadedFile,
  type UploadKind,
  uploadContentPath,
  uploadFieldsSchema,
  uploadTooLargeMessage,
  type VideoAnalysis,
} from '@talentbrug/domain/uploads';
import { fileTypeFromBuffer } from 'file-type';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  RangeNotSatisfiableError,
  ValidationError,
} from '../../errors.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import { NO_PROFILE } from '../profiles/profiles-service.ts';
import {
  cleanFileName,
  contentDisposition,
  parseRange,
  URL_LIFETIME_S,
  type UrlSigner,
  urlWindow,
} from './http-content.ts';
import type { PendingObjects } from './pending-objects.ts';
import { type ObjectStorage, StorageLimitError } from './storage/storage.ts';
import type { UploadRow, UploadsRepository } from './uploads-repository.ts';

/** Bytes read before the type is decided: enough for file-type to find a Word document's parts. */
const SNIFF_BYTES = 64 * 1024;
/** What a multipart body may carry beside the file: boundaries, part headers and the three short fields. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** file-type's names for the types the spec lists under another name. */
const CANONICAL_TYPE: Readonly<Record<string, string>> = {
  'video/vnd.avi': 'video/x-msvideo',
  'video/matroska': 'video/x-matroska',
  // MP4 with Apple's 'M4V ' brand is MP4.
  'video/x-m4v': 'video/mp4',
  // A .doc is an OLE compound file; file-type cannot tell it from other OLE files by the first bytes.
  'application/x-cfb': 'application/msword',
};

/** Videos and images play in the page; documents download. */
const dispositionOf = (row: Pick<UploadRow, 'kind'>) => (row.kind === 'document' ? 'attachment' : 'inline');

export const FILE_NOT_FOUND = 'Dit bestand bestaat niet (meer).';
export const LINK_EXPIRED = 'Deze link is verlopen. Laad de pagina opnieuw.';
export const LINK_INVALID = 'Deze link is ongeldig.';
export const NO_FILE = 'Kies een bestand om te uploaden.';
export const HIGHLIGHT_NOT_VIDEO = 'Een highlight moet een video zijn.';
export const FIELD_TOO_LONG = 'Deze tekst is te lang.';

/** The athlete's quota is full (413, like a file over the size limit: the body does not fit). */
export const quotaExceeded = (usedBytes: number, quotaBytes: number) =>
  new PayloadTooLargeError(
    `Je opslag is vol: je gebruikt ${formatFileSize(usedBytes)} van ${formatFileSize(quotaBytes)}. ` +
      'Verwijder eerst een bestand.',
  );

export const fileTooLarge = () => new PayloadTooLargeError(uploadTooLargeMessage());

export const BROKEN_BODY = 'Het bestand kwam niet goed aan. Probeer het opnieuw.';

/**
 * What the multipart parser or a broken-off body threw, as the client's error: a 4xx of the
 * parser stays what it is, anything else it raises (a malformed part) is a 400, never a 500.
 */
export function asClientError(error: unknown): Error {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof Error && typeof status === 'number' && status >= 400 && status < 500) return error;
  return new BadRequestError(BROKEN_BODY);
}

/** One part of the multipart body, as the route hands it over, in the order the client sent them. */
export type UploadPart =
  | { kind: 'field'; name: string; value: unknown; truncated: boolean }
  | { kind: 'file'; field: string; filename: string; mimetype: string; stream: Readable };

/** A stored file ready to stream: the response headers and the bytes. */
export interface FileContent {
  status: 200 | 206;
  headers: Record<string, string>;
  /** null for a HEAD request: the headers alone, without opening the object. */
  body: Readable | null;
}

/** What a signed link serves: one stored object and the headers it goes with. */
export interface StoredObject {
  key: string;
  size: number;
  mimeType: string;
  disposition: 'inline' | 'attachment';
  /** The download name. */
  name: string;
  etag: string;
  lastModified?: Date;
}

/** A signed link's query as the route parsed it; a part left out fails the check (403), never the parse. */
export interface SignedLinkQuery {
  exp?: string | undefined;
  sig?: string | undefined;
}

/** What a request asks of a stored object's bytes: a byte range (If-Range guarding it), or the headers alone. */
export interface ContentRequest {
  range?: string | undefined;
  ifRange?: string | undefined;
  headOnly?: boolean | undefined;
}

/**
 * A signed link's stored object: the link's signature, then its expiry, checked before `find` looks
 * the object up (a forged link learns nothing; 403 with the reason), then its bytes (404 once it is
 * gone). Used by the uploads and by the files made from them (modules/video).
 */
export async function linkedContent(
  storage: Pick<ObjectStorage, 'get'>,
  signer: UrlSigner,
  signedId: string,
  link: SignedLinkQuery,
  at: Date,
  request: ContentRequest,
  find: () => Promise<StoredObject | null>,
): Promise<FileContent> {
  checkLink(signer, signedId, link, at);
  const object = await find();
  if (!object) throw new NotFoundError(FILE_NOT_FOUND);
  return storedContent(storage, object, link, at, request);
}

function checkLink(signer: UrlSigner, id: string, link: SignedLinkQuery, at: Date): void {
  const verdict = signer.verify(id, link.exp ?? '', link.sig ?? '', at);
  if (verdict === 'invalid') throw new ForbiddenError(LINK_INVALID);
  if (verdict === 'expired') throw new ForbiddenError(LINK_EXPIRED);
}

/**
 * A stored object's bytes for a signed link that was checked already: the whole file or the one
 * byte range asked (`If-Range` honoured), with its caching and download headers.
 */
async function storedContent(
  storage: Pick<ObjectStorage, 'get'>,
  object: StoredObject,
  link: Pick<SignedLinkQuery, 'exp'>,
  at: Date,
  request: ContentRequest,
): Promise<FileContent> {
  const honoursRange = request.ifRange === undefined || request.ifRange === object.etag;
  const range = honoursRange ? parseRange(request.range, object.size) : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable') throw new RangeNotSatisfiableError(object.size);
  const part = range.kind === 'range' ? { start: range.start, end: range.end } : undefined;
  const body = request.headOnly ? null : await storage.get(object.key, part);
  if (!body && !request.headOnly) throw new NotFoundError(FILE_NOT_FOUND);
  const maxAge = Math.max(0, Number(link.exp) - Math.floor(at.getTime() / 1000));
  const headers: Record<string, string> = {
    'content-type': object.mimeType,
    'content-disposition': contentDisposition(object.disposition, object.name),
    'cache-control': `private, max-age=${maxAge}`,
    'x-content-type-options': 'nosniff',
    'accept-ranges': 'bytes',
    etag: object.etag,
    ...(object.lastModified ? { 'last-modified': object.lastModified.toUTCString() } : {}),
  };
  if (part) {
    headers['content-range'] = `bytes ${part.start}-${part.end}/${object.size}`;
    headers['content-length'] = String(part.end - part.start + 1);
    return { status: 206, headers, body };
  }
  headers['content-length'] = String(object.size);
  return { status: 200, headers, body };
}

/** A short-lived link to a stored object: the bucket's presigned GET, or ours signed over `signedId`. */
export async function signedLink(
  storage: Pick<ObjectStorage, 'signedUrl'>,
  signer: UrlSigner,
  key: string,
  signedId: string,
  path: string,
  at: Date,
): Promise<string> {
  const { signedAt, expiresAt } = urlWindow(at);
  if (storage.signedUrl) {
    return storage.signedUrl(key, { signedAt, expiresAt, cacheControl: `private, max-age=${URL_LIFETIME_S}` });
  }
  const { exp, sig } = signer.sign(signedId, expiresAt);
  return `${path}?exp=${exp}&sig=${sig}`;
}

/** Where a file is reached when the client holds a signed link: ours, checked by the content route. */
export const contentPath = uploadContentPath;

/**
 * Reads the first `bytes` of a stream and hands back the whole stream again, head included, so
 * the type is decided before anything is stored and nothing is buffered beyond the head.
 */
async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    try {
      if (head.length > 0) yield head;
      if (ended) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // Ending early (a failed put) destroys the source, which releases the multipart parser.
      await iterator.return?.();
    }
  }
  return { head, body: Readable.from(all(), { objectMode: false }) };
}

export function createUploadsService(deps: {
  repository: UploadsRepository;
  storage: ObjectStorage;
  /** What is stored but not (yet, or any more) named by a row: recorded before the store is touched. */
  pending: Pick<PendingObjects, 'begin' | 'end' | 'finish' | 'writer'>;
  profiles: Pick<ProfilesRepository, 'find' | 'update'>;
  signer: UrlSigner;
  /** The app's public origin: the profile keeps an absolute URL, so it reads the same wherever it is shown. */
  publicOrigin: string;
  quotaBytes: number;
  now?: () => Date;
  metrics?: { stored(kind: UploadKind, bytes: number): void };
  /** The videos' analyses and playable renditions (modules/video), and the analysis queue's kick. */
  videos?: {
    forFiles(
      userId: string,
      ids: string[],
    ): Promise<{ analyses: Map<string, VideoAnalysis>; renditions: Map<string, string> }>;
    kick(): void;
  };
}) {
  const { repository, storage, pending, profiles, signer, publicOrigin, quotaBytes } = deps;
  const metrics = deps.metrics ?? { stored: () => {} };
  const now = deps.now ?? (() => new Date());

  /** The profile's URL of a highlight video: stable, it signs a fresh link on every visit. */
  const highlightUrl = (id: string) => `${publicOrigin}${contentPath(id)}`;
  const pointsAt = (url: string | null, id: string) => {
    if (!url) return false;
    try {
      return new URL(url).pathname === contentPath(id);
    } catch {
      return false;
    }
  };

  const urlOf = (row: UploadRow) => signedLink(storage, signer, row.storageKey, row.id, contentPath(row.id), now());

  async function toFile(row: UploadRow): Promise<UploadedFile> {
    return {
      id: row.id,
      title: row.title,
      originalName: row.originalName,
      size: row.size,
      mimeType: row.mimeType,
      url: await urlOf(row),
      type: row.type,
      description: row.description,
      created_at: row.createdAt.toISOString(),
    };
  }

  /**
   * The files as the athlete sees them: each video with its analysis, and playing its rendition
   * where the original would not play in every browser (the original stays at `download_url`).
   */
  async function toFiles(userId: string, rows: UploadRow[]): Promise<UploadedFile[]> {
    const files = await Promise.all(rows.map(toFile));
    const videos = rows.filter((row) => row.kind === 'video').map((row) => row.id);
    if (!deps.videos || videos.length === 0) return files;
    const { analyses, renditions } = await deps.videos.forFiles(userId, videos);
    return files.map((file) => {
      const analysis = analyses.get(file.id);
      const rendition = renditions.get(file.id);
      return {
        ...file,
        ...(analysis ? { analysis } : {}),
        ...(rendition ? { url: rendition, download_url: file.url } : {}),
      };
    });
  }

  /** The type by the file's own first bytes, when both it and the declared type are ones the kind takes. */
  async function acceptedType(kind: UploadKind, declared: string, head: Buffer): Promise<string | null> {
    const allowed = UPLOAD_MIME_TYPES[kind];
    if (!allowed.includes(declared.toLowerCase())) return null;
    const detected = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
    if (!detected) return null;
    const type = CANONICAL_TYPE[detected.mime] ?? detected.mime;
    if (detected.mime === 'application/x-cfb' && declared.toLowerCase() !== 'application/msword') return null;
    return allowed.includes(type) ? type : null;
  }

  /** Deletes the row, then its bytes after the commit; a crash in between leaves it pending, for the sweep. */
  async function removeFile(userId: string, id: string): Promise<UploadRow | null> {
    const removed = await repository.delete(userId, id, pending.writer);
    if (!removed) return null;
    for (const key of removed.keys) await pending.finish(key);
    return removed.row;
  }

  /**
   * Points the profile at the newest highlight video left, else at the athlete's own link, else at
   * nothing, when it pointed at `removed`.
   */
  async function relinkHighlight(userId: string, removed: string): Promise<void> {
    const profile = await profiles.find(userId);
    if (!profile || !pointsAt(profile.highlight_video_url, removed)) return;
    const [newest] = await repository.list(userId, HIGHLIGHT_TYPE);
    await profiles.update(userId, {
      highlight_video_url: newest ? highlightUrl(newest.id) : (profile.video_link ?? null),
    });
  }

  return {
    /**
     * Refuses before a byte is read what cannot fit: a body declared larger than a file may be,
     * or an athlete whose storage is full.
     */
    async admit(userId: string, contentLength: number | null): Promise<void> {
      if (contentLength !== null && contentLength > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
        throw fileTooLarge();
      }
      const used = await repository.usage(userId);
      if (used >= quotaBytes) throw quotaExceeded(used, quotaBytes);
    },

    /**
     * Stores the one file of the body under a key of our own, then records it. The type must be
     * one the kind takes both as declared and by its first bytes; the size at most 100 MB and
     * what is left of the quota. Whatever fails, nothing stays stored; the key is recorded as
     * pending before the first byte and settled with the row, so not even a SIGKILL leaves bytes
     * that no row names (pending-rule.ts).
     */
    async upload(userId: string, kind: UploadKind, parts: AsyncIterable<UploadPart>): Promise<UploadedFile> {
      const fields: Record<string, unknown> = {};
      let stored: { id: string; key: string; size: number; type: string; originalName: string } | null = null;
      /** The key recorded as pending; unless its row settles it, removed whatever ends the upload. */
      let begun: string | null = null;
      let settled = false;
      try {
        for await (const part of parts) {
          if (part.kind === 'field') {
            if (part.truncated) throw new ValidationError({ [part.name]: FIELD_TOO_LONG });
            fields[part.name] = part.value;
            continue;
          }
          if (part.field !== kind || stored) {
            part.stream.resume();
            throw new ValidationError({ [part.field]: NO_FILE }, `Stuur het bestand in het veld '${kind}'.`);
          }
          const { head, body } = await peek(part.stream, SNIFF_BYTES).catch((error: unknown) => {
            throw asClientError(error);
          });
          const type = await acceptedType(kind, part.mimetype, head);
          if (!type) {
            body.destroy();
            throw new ValidationError({ [kind]: UPLOAD_TYPE_MESSAGES[kind] }, UPLOAD_TYPE_MESSAGES[kind]);
          }
          const used = await repository.usage(userId);
          const room = Math.min(UPLOAD_MAX_BYTES, quotaBytes - used);
          if (room <= 0) {
            body.destroy();
            throw quotaExceeded(used, quotaBytes);
          }
          const id = randomUUID();
          const key = `files/${id}`;
          const originalName = cleanFileName(part.filename);
          try {
            await pending.begin(key);
          } catch (error) {
            body.destroy();
            throw error;
          }
          begun = key;
          try {
            const size = await storage.put(key, body, {
              contentType: type,
              contentDisposition: contentDisposition(dispositionOf({ kind }), originalName),
              maxBytes: room,
            });
            stored = { id, key, size, type, originalName };
          } catch (error) {
            if (error instanceof StorageLimitError) {
              if (room < UPLOAD_MAX_BYTES) throw quotaExceeded(used, quotaBytes);
              throw fileTooLarge();
            }
            // The client's body broke off or was malformed (not the storage failing): a 4xx.
            if (part.stream.errored) throw asClientError(part.stream.errored);
            throw error;
          }
        }
        if (!stored) throw new ValidationError({ [kind]: NO_FILE }, NO_FILE);

        const invalid = findInvalidText(fields);
        if (invalid.length > 0) throw new ValidationError({ [String(invalid[0]?.[0])]: INVALID_TEXT_MESSAGE });
        const { title, description, type } = uploadFieldsSchema.parse(fields);
        if (type === HIGHLIGHT_TYPE && kind !== 'video') {
          throw new ValidationError({ type: HIGHLIGHT_NOT_VIDEO }, HIGHLIGHT_NOT_VIDEO);
        }
        const row = await repository.insertWithinQuota(
          {
            id: stored.id,
            userId,
            kind,
            type: type ?? null,
            title: title || stored.originalName,
            description: description || null,
            originalName: stored.originalName,
            mimeType: stored.type,
            size: stored.size,
            storageKey: stored.key,
          },
          quotaBytes,
        );
        if (!row) throw quotaExceeded(await repository.usage(userId), quotaBytes);
        settled = true;
        if (type === HIGHLIGHT_TYPE) {
          try {
            await profiles.update(userId, { highlight_video_url: highlightUrl(row.id) });
          } catch (error) {
            await removeFile(userId, row.id);
            throw error;
          }
        }
        metrics.stored(kind, row.size);
        if (kind === 'video') deps.videos?.kick();
        const [file] = await toFiles(userId, [row]);
        return file ?? (await toFile(row));
      } finally {
        if (begun) pending.end(begun);
        // The answer is the failure that ended the upload; a store that cannot delete now leaves the row to the sweep.
        if (begun && !settled) await pending.finish(begun);
      }
    },

    /**
     * Shows one of the caller's highlight videos on the profile, in place of the link or another
     * video; the link stays stored, to be chosen again (PATCH highlight_video_url).
     */
    async showOnProfile(userId: string, id: string): Promise<Profile> {
      const row = await repository.findById(id);
      if (!row || row.userId !== userId || row.type !== HIGHLIGHT_TYPE) throw new NotFoundError(FILE_NOT_FOUND);
      const profile = await profiles.update(userId, { highlight_video_url: highlightUrl(row.id) });
      if (!profile) throw new NotFoundError(NO_PROFILE);
      return profile;
    },

    /** The caller's files, newest first; `type` picks one purpose (e.g. 'highlight'). */
    async list(userId: string, type?: string): Promise<UploadedFile[]> {
      return toFiles(userId, await repository.list(userId, type));
    },

    /**
     * Removes the file and its bytes; the profile no longer shows it as its highlight. Once the row
     * is gone the file is gone for the athlete: bytes the store cannot delete now are the sweep's.
     */
    async remove(userId: string, id: string): Promise<void> {
      const row = await removeFile(userId, id);
      if (!row) throw new NotFoundError(FILE_NOT_FOUND);
      if (row.type === HIGHLIGHT_TYPE) await relinkHighlight(userId, row.id);
    },

    /**
     * The file's bytes for a signed link. Without a signature only the video a profile shows as
     * its highlight is reached, and only by a redirect to a fresh signed link: the profile keeps
     * a URL that never expires, while every link that serves bytes does.
     */
    async open(
      id: string,
      link: SignedLinkQuery,
      request: ContentRequest,
    ): Promise<FileContent | { redirect: string }> {
      const at = now();
      if (link.exp === undefined && link.sig === undefined) {
        const row = await repository.findById(id);
        if (!row || row.type !== HIGHLIGHT_TYPE) throw new NotFoundError(FILE_NOT_FOUND);
        const profile = await profiles.find(row.userId);
        if (!pointsAt(profile?.highlight_video_url ?? null, row.id)) throw new NotFoundError(FILE_NOT_FOUND);
        return { redirect: await urlOf(row) };
      }
      return linkedContent(storage, signer, id, link, at, request, async () => {
        const row = await repository.findById(id);
        return row
          ? {
              key: row.storageKey,
              size: row.size,
              mimeType: row.mimeType,
              disposition: dispositionOf(row),
              name: row.originalName,
              etag: `"${row.id}"`,
              lastModified: row.createdAt,
            }
          : null;
      });
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
