/**
 * The one S3-compatible server of the tests and of the production run (tooling/production/s3.mjs),
 * from the npm registry (@20minutes/s3rver, a maintained fork of s3rver): HTTP on loopback,
 * objects as files in a folder, AWS signatures checked. The SDK talks to it exactly as to a
 * bucket; nothing of ours is mocked. It imports nothing of the server, so a script can start it
 * (Node strips the types); ADR 0022 says why it sits here.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import S3rver from '@20minutes/s3rver';

/** s3rver's built-in account. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

interface KoaContext {
  method: string;
  query: Record<string, unknown>;
  path: string;
  status: number;
  type: string;
  body: unknown;
}

/** A request the test holds: `reached` once one matching arrives, answered only after `release()`. */
export interface HeldRequest {
  reached: Promise<void>;
  release(): void;
}

/** Which requests to hold, and whether before the server handles them or after (handled, not yet answered). */
export interface HoldRule {
  method: string;
  /** The object key, e.g. a prefix such as `files/`. */
  keyPrefix: string;
  when: 'before' | 'after';
}

export interface S3ServerOptions {
  /** Default `talentbrug-test`. */
  bucket?: string;
  /** Where the objects go; by default a new temp folder, removed again by `stop()`. */
  directory?: string;
  /**
   * The origin of a web app that reads the bucket's signed URLs in the browser (a video played
   * with Range requests, a download): the bucket gets a CORS rule for it, as on AWS, R2 or
   * Supabase Storage. Without one, no CORS rule (the server's tests fetch from Node).
   */
  corsOrigin?: string;
}

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The environment that points the app at this server. */
  env: Record<string, string>;
  /** Every file the server keeps for the bucket: objects and the parts of unfinished multipart uploads. */
  storedFiles(): string[];
  /**
   * Holds the next request that matches (a store that has written the object but not answered
   * yet, or a delete not yet done), so a test can kill the client at exactly that point.
   */
  hold(rule: HoldRule): HeldRequest;
  stop(): Promise<void>;
}

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const corsRule = (origin: string) => `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${xmlText(origin)}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>Content-Range</ExposeHeader>
    <ExposeHeader>Content-Length</ExposeHeader>
  </CORSRule>
</CORSConfiguration>`;

/** The files under `dir` as paths relative to it, `/`-separated, sorted; none when it does not exist. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}

export async function startS3Server(options: S3ServerOptions = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'talentbrug-test';
  const ownDirectory = options.directory === undefined;
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 'talentbrug-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, ...(options.corsOrigin ? { configs: [corsRule(options.corsOrigin)] } : {}) }],
  });
  // s3rver lacks AbortMultipartUpload (DELETE ?uploadId=), which lib-storage sends when a put
  // fails; S3 then drops the parts. Added here the way S3 behaves, so the tests can see the parts go.
  const uploadsDir = join(directory, bucket, '._S3rver_uploads');
  middleware(server).unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'DELETE' || typeof uploadId !== 'string' || !/^[0-9a-f]+$/.test(uploadId)) return next();
    await rm(join(uploadsDir, uploadId), { recursive: true, force: true });
    ctx.status = 204;
  });
  // s3rver lacks ListMultipartUploads (GET ?uploads), which the sweep sends to find the unfinished
  // uploads of a key whose writer died; answered from s3rver's own upload folders, as S3 would.
  middleware(server).unshift(async (ctx, next) => {
    const atBucket = ctx.path === `/${bucket}` || ctx.path === `/${bucket}/`;
    if (ctx.method !== 'GET' || !atBucket || !('uploads' in ctx.query)) return next();
    const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '';
    const ids = await readdir(uploadsDir).catch(() => [] as string[]);
    const uploads: string[] = [];
    for (const id of ids) {
      const key = await readFile(join(uploadsDir, id, 'key'), 'utf8').catch(() => null);
      if (key?.startsWith(prefix))
        uploads.push(`<Upload><Key>${xmlText(key)}</Key><UploadId>${id}</UploadId></Upload>`);
    }
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>' +
      '<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
      `<Bucket>${bucket}</Bucket><Prefix>${xmlText(prefix)}</Prefix><MaxUploads>1000</MaxUploads>` +
      `<IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`;
  });
  const holds: { rule: HoldRule; reached: () => void; released: Promise<void> }[] = [];
  middleware(server).unshift(async (ctx, next) => {
    const index = holds.findIndex(
      ({ rule }) => ctx.method === rule.method && ctx.path.startsWith(`/${bucket}/${rule.keyPrefix}`),
    );
    const held = index === -1 ? undefined : holds.splice(index, 1)[0];
    if (!held) return next();
    if (held.rule.when === 'after') await next();
    held.reached();
    await held.released;
    // Held before: its client is gone by now, so the request is never carried out.
    if (held.rule.when === 'before') ctx.status = 503;
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
    hold(rule) {
      let reached = () => {};
      let release = () => {};
      const held = {
        rule,
        reached: () => reached(),
        released: new Promise<void>((resolve) => {
          release = resolve;
        }),
      };
      const reachedPromise = new Promise<void>((resolve) => {
        reached = resolve;
      });
      holds.push(held);
      return { reached: reachedPromise, release: () => release() };
    },
    async stop() {
      await server.close();
      if (ownDirectory) rmSync(directory, { recursive: true, force: true });
    },
  };
}

type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

/** s3rver is a Koa app; its middleware list is where the missing S3 calls are added. */
function middleware(server: S3rver): Middleware[] {
  return (server as unknown as { middleware: Middleware[] }).middleware;
}
