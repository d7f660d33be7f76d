import { type Readable, Transform, type TransformCallback } from 'node:stream';

/** Inclusive byte positions, as in a Content-Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType: string;
  /** Kept with the object where the storage keeps headers (S3), so a presigned GET answers with it. */
  contentDisposition: string;
  /** More than this many bytes fails the put with a StorageLimitError, and nothing stays behind. */
  maxBytes: number;
}

export interface SignedUrlOptions {
  expiresAt: Date;
  /** The moment the URL counts as signed: the same for every call within one window, so the URL is too. */
  signedAt: Date;
  cacheControl: string;
}

/**
 * Where uploaded bytes live: the local disk or an S3-compatible bucket. Keys are made by the
 * service (never from the client's file name). Every failed put leaves nothing behind, whatever
 * failed: the limit, the client going away, the disk or the bucket.
 */
export interface ObjectStorage {
  /** Streams `body` to `key` and answers its size; the object appears only once it is whole. */
  put(key: string, body: Readable, options: PutOptions): Promise<number>;
  /** The object's bytes (only `range` when given); null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Idempotent: deleting what is not there is no error. */
  delete(key: string): Promise<void>;
  /**
   * Removes whatever a put to `key` whose process died may have left: the object, and where the
   * storage keeps them apart (S3's unfinished multipart uploads) its parts. Idempotent.
   */
  abandon(key: string): Promise<void>;
  /** A URL the browser fetches the object from directly (a presigned GET), where the storage has one. */
  signedUrl?(key: string, options: SignedUrlOptions): Promise<string>;
  /** Resolves when the storage answers and can take writes (the readiness probe); throws otherwise. */
  check(): Promise<void>;
  /** Releases what the storage holds: the bucket's client, or a directory made for this process alone. */
  close(): Promise<void>;
}

/** The body was longer than the put's maxBytes. */
export class StorageLimitError extends Error {
  override name = 'StorageLimitError';
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`More than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}

/**
 * Passes bytes on and counts them; one byte past `maxBytes` fails the stream, so a put never
 * writes more than the limit allows whatever limits the parser upstream applies.
 */
export class ByteCounter extends Transform {
  bytes = 0;
  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    super();
    this.maxBytes = maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      callback(new StorageLimitError(this.maxBytes));
      return;
    }
    callback(null, chunk);
  }
}

/** Keys are ours, but a path built from one must still never leave the root. */
export const SAFE_KEY = /^[a-z0-9]+(?:[/-][a-z0-9]+)*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error('Unsafe storage key');
}
