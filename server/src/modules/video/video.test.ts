import { readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FLEUR } from '@talentbrug/domain/testing/athletes';
import { type UploadedFile, type VideoAnalysis, videoAnalysisSchema } from '@talentbrug/domain/uploads';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_SERVICE_KEY, type TestSession } from '../../testing/sign-in.ts';
import { buildTestApp, queryRows, tempDir } from '../../testing/test-app.ts';
import { type StorageUnderTest, storages } from '../account/testing/athlete-data.ts';
import { multipartBody, multipartHeaders } from '../uploads/testing/fixtures.ts';
import { probeVideo } from './ffmpeg/probe.ts';
import {
  type InfoCardVideo,
  makeFakeMp4,
  makeInfoCard,
  makePhoneVideo,
  type PhoneVideo,
} from './testing/make-videos.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The analysis as a client meets it (issue 36): a real video uploaded through the API, analysed by
 * the real FFmpeg in the server's own queue, read back from the file list and the analysis route,
 * its images and rendition fetched through their signed links; on the disk and on S3.
 */
describe.each(storages)('video analysis on the %s', (_name, startStorage) => {
  let storage: StorageUnderTest;
  let app: FastifyInstance;
  let athlete: TestSession;
  let other: TestSession;
  const dir = tempDir('talentbrug-video-api-');
  let card: InfoCardVideo;
  let phone: PhoneVideo;
  let fake: string;

  beforeAll(async () => {
    [card, phone, fake] = await Promise.all([makeInfoCard(dir), makePhoneVideo(dir), makeFakeMp4(dir)]);
    storage = await startStorage();
    app = await buildTestApp({ ...storage.env, AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
    athlete = await signIn(app, 'fleur@example.nl');
    other = await signIn(app, 'keeper@example.nl');
    const profile = await app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: bearer(athlete.access_token),
      payload: FLEUR.profile,
    });
    expect(profile.statusCode, profile.body).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await storage?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function upload(file: string, filename: string, type: string, fields: Record<string, string> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/upload/video',
      headers: multipartHeaders(athlete.access_token),
      payload: multipartBody(fields, [{ field: 'video', filename, type, content: readFileSync(file) }]),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().file as UploadedFile;
  }

  async function listed(id: string): Promise<UploadedFile> {
    const response = await app.inject({ url: '/api/upload/files', headers: bearer(athlete.access_token) });
    expect(response.statusCode).toBe(200);
    const file = (response.json().files as UploadedFile[]).find((f) => f.id === id);
    if (!file) throw new Error(`${id} is not listed`);
    return file;
  }

  /** Polls the file list, as the profile page does, until the analysis has ended. */
  async function settled(id: string, timeoutMs = 90_000): Promise<UploadedFile> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const file = await listed(id);
      if (file.analysis?.status === 'done' || file.analysis?.status === 'failed') return file;
      if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(file.analysis)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** A signed link's bytes: our own route (disk), or the bucket's presigned URL (S3). */
  async function fetchLink(url: string): Promise<{ status: number; type: string; body: Buffer }> {
    if (url.startsWith('/')) {
      const response = await app.inject({ url });
      return { status: response.statusCode, type: String(response.headers['content-type']), body: response.rawPayload };
    }
    const response = await fetch(url);
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  const storedDerived = async (uploadId: string) =>
    queryRows<{ storage_key: string; kind: string }>(
      app,
      sql`select storage_key, kind from upload_derivatives where upload_id = ${uploadId} order by kind, position`,
    );
  const inStore = (key: string) =>
    storage.storedFiles().some((path) => path.includes(key.split('/').slice(1).join('/')));

  let analysed: UploadedFile;

  it('analyses an uploaded video: its facts, clips with thumbnails, a poster and findings, all behind signed links', async () => {
    const uploaded = await upload(card.file, 'wedstrijd.mp4', 'video/mp4', { type: 'highlight' });
    expect(uploaded.analysis?.status).toMatch(/^(pending|running)$/);
    analysed = await settled(uploaded.id);
    const analysis = videoAnalysisSchema.parse(analysed.analysis) as VideoAnalysis;
    expect(analysis.status, analysis.error ?? '').toBe('done');
    expect(analysis.progress).toBe(100);
    expect(analysis.duration_s).toBeGreaterThan(card.duration_s - 1);
    expect(analysis.duration_s).toBeLessThan(card.duration_s + 1);
    expect([analysis.width, analysis.height]).toEqual([320, 180]);
    expect(analysis.has_audio).toBe(false);
    expect(analysis.analysed_at).not.toBeNull();
    // The info card ends in a cut: the first clip is the card.
    expect(analysis.clips.length).toBeGreaterThanOrEqual(2);
    expect(Math.abs((analysis.clips[0]?.end_s ?? 0) - card.cardEnd_s)).toBeLessThan(0.5);
    for (const link of [analysis.poster_url, ...analysis.clips.map((clip) => clip.thumbnail_url)]) {
      expect(link).not.toBeNull();
      const image = await fetchLink(link ?? '');
      expect(image.status).toBe(200);
      expect(image.type).toBe('image/jpeg');
      expect(image.body.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    }
    expect(analysis.findings.length).toBeGreaterThan(0);
    for (const finding of analysis.findings) expect(finding.text.length).toBeGreaterThan(10);
    // This 180p video is under the 720p coaches ask for, and the findings say so.
    expect(analysis.findings.find((f) => f.code === 'resolution')?.severity).toMatch(/^(tip|fix)$/);
    // H.264 in MP4 plays everywhere: no rendition, the original plays.
    expect(analysed.download_url).toBeUndefined();
    const route = await app.inject({
      url: `/api/upload/file/${uploaded.id}/analysis`,
      headers: bearer(athlete.access_token),
    });
    expect(route.statusCode).toBe(200);
    expect(route.json().analysis).toEqual(analysis);
  }, 120_000);

  it("answers another athlete's video, and a document, as not found; a forged image link is refused", async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({
        method,
        url: `/api/upload/file/${analysed.id}/analysis`,
        headers: bearer(other.access_token),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    const anonymous = await app.inject({ url: `/api/upload/file/${analysed.id}/analysis` });
    expect(anonymous.statusCode).toBe(401);
    const forged = await app.inject({
      url: `/api/upload/file/${analysed.id}/derived/poster.jpg?exp=9999999999&sig=${'A'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ error: expect.any(String) });
  });

  it('runs again on request, replacing the earlier images in the store', async () => {
    const before = await storedDerived(analysed.id);
    expect(before.length).toBeGreaterThanOrEqual(3);
    for (const row of before) expect(inStore(row.storage_key), row.storage_key).toBe(true);
    const again = await app.inject({
      method: 'POST',
      url: `/api/upload/file/${analysed.id}/analysis`,
      headers: bearer(athlete.access_token),
    });
    expect(again.statusCode).toBe(202);
    expect(again.json().analysis.status).toMatch(/^(pending|running)$/);
    const file = await settled(analysed.id);
    expect(file.analysis?.status).toBe('done');
    const after = await storedDerived(analysed.id);
    expect(after.length).toBe(before.length);
    for (const row of after) expect(inStore(row.storage_key), row.storage_key).toBe(true);
    // The earlier files go right after the new result's commit (recorded as pending removals in it).
    await expect
      .poll(() => before.filter((row) => inStore(row.storage_key)).map((row) => row.storage_key), { timeout: 10_000 })
      .toEqual([]);
    await expect
      .poll(() => queryRows(app, sql`select storage_key from pending_objects`), { timeout: 10_000 })
      .toEqual([]);
  }, 120_000);

  it('makes a version of a phone video that plays in every browser, keeps the original for download, and counts both', async () => {
    const uploaded = await upload(phone.file, 'telefoon.mov', 'video/quicktime');
    const file = await settled(uploaded.id);
    expect(file.analysis?.status, file.analysis?.error ?? '').toBe('done');
    // Portrait, as the phone held it.
    expect((file.analysis?.height ?? 0) > (file.analysis?.width ?? 0)).toBe(true);
    expect(file.download_url).toBeDefined();
    expect(file.url).not.toBe(file.download_url);
    const rendition = await fetchLink(file.url);
    expect(rendition.status).toBe(200);
    expect(rendition.type).toBe('video/mp4');
    const local = join(dir, 'rendition.mp4');
    await writeFile(local, rendition.body);
    const facts = await probeVideo(local);
    expect(facts.videoCodec).toBe('h264');
    expect(facts.rotation).toBe(0);
    expect(facts.height).toBeGreaterThan(facts.width);
    const original = await fetchLink(file.download_url ?? '');
    expect(original.body.length).toBe(uploaded.size);
    const [usage] = await queryRows<{ derived: string | number }>(
      app,
      sql`select coalesce(sum(size), 0) as derived from upload_derivatives where upload_id = ${uploaded.id} and kind = 'rendition'`,
    );
    expect(Number(usage?.derived)).toBe(rendition.body.length);
  }, 180_000);

  it('ends a file that only claims to be a video as failed, with a Dutch reason', async () => {
    const uploaded = await upload(fake, 'nep.mp4', 'video/mp4');
    const file = await settled(uploaded.id);
    expect(file.analysis?.status).toBe('failed');
    expect(file.analysis?.error).toMatch(/video/i);
    expect(file.analysis?.findings).toEqual([]);
    expect(file.analysis?.clips).toEqual([]);
  }, 60_000);

  it('deletes the images and the rendition with the video', async () => {
    const rows = await queryRows<{ id: string }>(app, sql`select id from uploads where user_id = ${athlete.user.id}`);
    const keys = (
      await queryRows<{ storage_key: string }>(
        app,
        sql`select storage_key from upload_derivatives where user_id = ${athlete.user.id}`,
      )
    ).map((row) => row.storage_key);
    expect(keys.length).toBeGreaterThan(0);
    for (const { id } of rows) {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/upload/file/${id}`,
        headers: bearer(athlete.access_token),
      });
      expect(response.statusCode).toBe(204);
    }
    for (const key of keys) expect(inStore(key), key).toBe(false);
    expect(await queryRows(app, sql`select 1 from video_analyses`)).toEqual([]);
    expect(await queryRows(app, sql`select 1 from upload_derivatives`)).toEqual([]);
    expect(await queryRows(app, sql`select storage_key from pending_objects`)).toEqual([]);
  });
});
