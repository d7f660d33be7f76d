/**
 * A real S3-compatible server for the tests, from the npm registry (@20minutes/s3rver, a
 * maintained fork of s3rver): HTTP on loopback, objects as files in a temp directory, AWS
 * signatures checked. The SDK talks to it exactly as to a bucket; nothing of ours is mocked.
 */
import { rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { tempDir } from '../../../testing/test-app.ts';
import { filesUnder } from './fixtures.ts';

/** s3rver's built-in account. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

interface KoaContext {
  method: string;
  query: Record<string, unknown>;
  path: string;
  status: number;
}

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The environment that points the app at this server. */
  env: Record<string, string>;
  /** Every file the server keeps for the bucket: objects and the parts of unfinished multipart uploads. */
  storedFiles(): string[];
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'talentbrug-test'): Promise<TestS3Server> {
  const directory = tempDir('talentbrug-s3-');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  // s3rver lacks AbortMultipartUpload (DELETE ?uploadId=), which lib-storage sends when a put
  // fails; S3 then drops the parts. Added here the way S3 behaves, so the tests can see the parts go.
  (
    server as unknown as { middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[] }
  ).middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'DELETE' || typeof uploadId !== 'string' || !/^[0-9a-f]+$/.test(uploadId)) return next();
    await rm(join(directory, bucket, '._S3rver_uploads', uploadId), { recursive: true, force: true });
    ctx.status = 204;
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    storedFiles: () => filesUnder(join(directory, bucket)),
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
