import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from './bucket-origin.ts';
import {
  assertSafeKey,
  ByteCounter,
  type ByteRange,
  type ObjectStorage,
  type PutOptions,
  type SignedUrlOptions,
} from './storage.ts';

export type { S3Config } from './bucket-origin.ts';

/** S3's smallest part; with two parts in flight a put holds about 10 MB of a file in memory. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
const CHECK_TIMEOUT_MS = 2000;

const isNotFound = (error: unknown) => {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket (AWS, MinIO, Scaleway, R2, ...): puts stream as a multipart upload
 * (aborted on any failure, so no parts linger), playback is a presigned GET straight from the
 * bucket. Checksums are sent only where S3 requires them: the SDK's default streams a trailing
 * checksum in aws-chunked encoding, which several S3-compatible stores do not understand.
 */
export function createS3Storage(config: S3Config): ObjectStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function deleteObject(key: string): Promise<void> {
    assertSafeKey(key);
    await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
  }

  return {
    async put(key: string, body: Readable, { contentType, contentDisposition, maxBytes }: PutOptions): Promise<number> {
      assertSafeKey(key);
      const counter = new ByteCounter(maxBytes);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counter, ContentType: contentType, ContentDisposition: contentDisposition },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      });
      const [piped, uploaded] = await Promise.allSettled([
        pipeline(body, counter),
        // A failing bucket stops reading: end the pipe too, or it would wait forever.
        upload.done().catch((error: unknown) => {
          counter.destroy(error as Error);
          throw error;
        }),
      ]);
      const failure =
        piped.status === 'rejected' ? piped.reason : uploaded.status === 'rejected' ? uploaded.reason : null;
      if (failure) {
        // The multipart upload is aborted by lib-storage; a single-part put may still have landed.
        await deleteObject(key).catch(() => {});
        throw failure;
      }
      return counter.bytes;
    },

    async get(key: string, range?: ByteRange): Promise<Readable | null> {
      assertSafeKey(key);
      try {
        const response = await client.send(
          new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        return (response.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    delete: deleteObject,

    /**
     * A killed process cannot abort its multipart upload: its parts stay in the bucket, unlisted
     * and billed, until someone aborts it by the key (a lifecycle rule with
     * AbortIncompleteMultipartUpload is the bucket's own safety net). Aborted first, so a
     * completion racing with the sweep cannot bring the object back after its delete.
     */
    async abandon(key: string): Promise<void> {
      assertSafeKey(key);
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      for (let page = 0; page < 100; page++) {
        const listed = await client.send(
          new ListMultipartUploadsCommand({ Bucket, Prefix: key, KeyMarker, UploadIdMarker }),
        );
        for (const upload of listed.Uploads ?? []) {
          if (upload.Key !== key || !upload.UploadId) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: upload.UploadId }));
        }
        if (!listed.IsTruncated) break;
        KeyMarker = listed.NextKeyMarker;
        UploadIdMarker = listed.NextUploadIdMarker;
      }
      await deleteObject(key);
    },

    async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
      assertSafeKey(key);
      // Type and download name were stored with the object; only the cache lifetime is the URL's own.
      const command = new GetObjectCommand({ Bucket, Key: key, ResponseCacheControl: options.cacheControl });
      const expiresIn = Math.round((options.expiresAt.getTime() - options.signedAt.getTime()) / 1000);
      return getSignedUrl(client, command, { expiresIn, signingDate: options.signedAt });
    },

    /** The bucket exists and these credentials reach it; bounded, as a probe must not hang with the bucket. */
    async check(): Promise<void> {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    },

    async close(): Promise<void> {
      client.destroy();
    },
  };
}
