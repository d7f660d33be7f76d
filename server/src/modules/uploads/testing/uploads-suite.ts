/**
 * The uploads behaviour, run once per storage (uploads-local.test.ts, uploads-s3.test.ts): the
 * real app on PGlite (or PostgreSQL with DATABASE_URL), through inject, and through a real socket
 * where streaming matters (a 100 MB + 1 byte body, a client going away half-way).
 */
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { toSubmitBody } from '@talentbrug/domain/onboarding/payload';
import {
  filesResponseSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPE_MESSAGES,
  uploadResponseSchema,
  uploadTooLargeMessage,
} from '@talentbrug/domain/uploads';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../../testing/s3-server.ts';
import { signIn, TEST_SERVICE_KEY } from '../../../testing/sign-in.ts';
import { createStaticFixture } from '../../../testing/static-fixture.ts';
import { buildTestApp, queryRows, tempDir } from '../../../testing/test-app.ts';
import { createUrlSigner } from '../http-content.ts';
import { FILE_NOT_FOUND, LINK_EXPIRED, LINK_INVALID, NO_FILE } from '../uploads-service.ts';
import {
  BOUNDARY,
  type FilePart,
  filesUnder,
  multipartBody,
  multipartHeaders,
  PDF,
  PNG_1X1,
  postStreamed,
  tinyMp4,
} from './fixtures.ts';

const ORIGIN = 'https://talentbrug.nl';
const MB = 1024 * 1024;

interface Storage {
  env: Record<string, string>;
  storedFiles(): string[];
  stop(): Promise<void>;
  /** The origin file URLs point at: ours (relative URLs) or the bucket's. */
  urlOrigin: string | null;
}

async function localStorage(): Promise<Storage> {
  const dir = tempDir('talentbrug-uploads-test-');
  return {
    env: { UPLOAD_DIR: dir },
    storedFiles: () => filesUnder(dir),
    stop: async () => rmSync(dir, { recursive: true, force: true }),
    urlOrigin: null,
  };
}

async function s3Storage(): Promise<Storage> {
  const server: TestS3Server = await startS3Server();
  return { env: server.env, storedFiles: server.storedFiles, stop: server.stop, urlOrigin: server.endpoint };
}

/** Fetches a file's url the way the browser would: ours through inject, the bucket's over HTTP. */
async function fetchUrl(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  if (url.startsWith('/')) {
    const response = await app.inject({ method: 'GET', url, headers });
    return {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
      body: response.rawPayload,
    };
  }
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

export function describeUploads(kind: 'local' | 's3'): void {
  describe(`uploads on ${kind} storage`, () => {
    let storage: Storage;
    let app: FastifyInstance;
    let staticRoot: string | undefined;
    let base: string;
    let counter = 0;

    const athlete = async () => (await signIn(app, `upload-${kind}-${counter++}@example.nl`)).access_token;
    /** A body as it is, sent as multipart with the test boundary: for the bodies multipartBody() would not write. */
    const postMultipart = (token: string, payload: string | Buffer, route = 'video') =>
      app.inject({ method: 'POST', url: `/api/upload/${route}`, headers: multipartHeaders(token), payload });
    const upload = (token: string, route: string, fields: Record<string, string>, files: FilePart[]) =>
      postMultipart(token, multipartBody(fields, files), route);
    const video = (content = tinyMp4(), filename = 'wedstrijd.mp4', type = 'video/mp4'): FilePart => ({
      field: 'video',
      filename,
      type,
      content,
    });
    const uploaded = async (token: string, route = 'video', fields: Record<string, string> = {}, file = video()) => {
      const response = await upload(token, route, fields, [file]);
      expect(response.statusCode, response.body).toBe(201);
      return uploadResponseSchema.parse(response.json()).file;
    };
    const list = async (token: string, query = '') => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/upload/files${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return filesResponseSchema.parse(response.json()).files;
    };
    const remove = (token: string, id: string) =>
      app.inject({ method: 'DELETE', url: `/api/upload/file/${id}`, headers: { authorization: `Bearer ${token}` } });
    const profile = async (token: string) =>
      (
        await app.inject({ method: 'GET', url: '/api/profiles/me', headers: { authorization: `Bearer ${token}` } })
      ).json().profile;
    /** A link to our own content route, signed with the instance's secret as the service signs it. */
    const ownLink = async (id: string, expiresAt: Date) => {
      const [row] = await queryRows<{ value: string }>(
        app,
        sql`select value from tb_auth.instance_secrets where name = 'upload_url_key'`,
      );
      const { exp, sig } = createUrlSigner(row?.value ?? '').sign(id, expiresAt);
      return `/api/upload/file/${id}/content?exp=${exp}&sig=${sig}`;
    };
    const soon = () => new Date(Date.now() + 10 * 60 * 1000);

    beforeAll(async () => {
      storage = kind === 'local' ? await localStorage() : await s3Storage();
      // A shell to serve, for the page's CSP.
      staticRoot = createStaticFixture();
      app = await buildTestApp({
        AUTH_SERVICE_KEY: TEST_SERVICE_KEY,
        PUBLIC_ORIGIN: ORIGIN,
        STATIC_ROOT: staticRoot,
        ...storage.env,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    });
    afterAll(async () => {
      await app?.close();
      await storage?.stop();
      if (staticRoot) rmSync(staticRoot, { recursive: true, force: true });
    });

    it('needs a token for the API routes', async () => {
      const body = multipartBody({}, [video()]);
      const headers = { 'content-type': multipartHeaders('')['content-type'] };
      expect((await app.inject({ method: 'POST', url: '/api/upload/video', headers, payload: body })).statusCode).toBe(
        401,
      );
      expect((await app.inject({ method: 'GET', url: '/api/upload/files' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'DELETE', url: `/api/upload/file/${crypto.randomUUID()}` })).statusCode).toBe(
        401,
      );
    });

    it('stores a real MP4, answers 201 with the file, and lists files newest first', async () => {
      const token = await athlete();
      const content = tinyMp4(10_000);
      const first = await uploaded(
        token,
        'video',
        { title: 'Finale 2025', description: 'Tweede helft' },
        video(content),
      );
      expect(first).toMatchObject({
        title: 'Finale 2025',
        description: 'Tweede helft',
        originalName: 'wedstrijd.mp4',
        size: 10_000,
        mimeType: 'video/mp4',
        type: null,
      });
      if (storage.urlOrigin) expect(new URL(first.url).origin).toBe(storage.urlOrigin);
      else expect(first.url).toMatch(new RegExp(`^/api/upload/file/${first.id}/content\\?exp=\\d+&sig=[\\w-]{43}$`));

      const played = await fetchUrl(app, first.url);
      expect(played.status).toBe(200);
      expect(played.body.equals(content)).toBe(true);

      const image = await uploaded(
        token,
        'image',
        {},
        { field: 'image', filename: 'pas.png', type: 'image/png', content: PNG_1X1 },
      );
      const document = await uploaded(
        token,
        'document',
        { type: 'cijferlijst' },
        {
          field: 'document',
          filename: 'cijfers.pdf',
          type: 'application/pdf',
          content: PDF,
        },
      );
      expect(image).toMatchObject({ mimeType: 'image/png', title: 'pas.png' });
      expect(document).toMatchObject({ mimeType: 'application/pdf', type: 'cijferlijst' });
      expect((await list(token)).map((file) => file.id)).toEqual([document.id, image.id, first.id]);
      expect((await list(token, '?type=cijferlijst')).map((file) => file.id)).toEqual([document.id]);
    });

    it('reads the fields whether they come before or after the file', async () => {
      const token = await athlete();
      const closing = `--${BOUNDARY}--\r\n`;
      const after = await postMultipart(
        token,
        Buffer.concat([
          multipartBody({}, [video()]).subarray(0, -closing.length),
          Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nNa het bestand\r\n`),
          Buffer.from(closing),
        ]),
      );
      expect(after.statusCode, after.body).toBe(201);
      expect(after.json().file.title).toBe('Na het bestand');
    });

    it('refuses a text file renamed to .mp4 by its first bytes, and stores nothing', async () => {
      const token = await athlete();
      const before = storage.storedFiles().length;
      const renamed = await upload(token, 'video', {}, [
        video(Buffer.from('Dit is geen video, maar tekst.\n'.repeat(200)), 'film.mp4'),
      ]);
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().error).toBe(UPLOAD_TYPE_MESSAGES.video);
      // A real PNG declared as PNG is still no video; a real MP4 declared as text is refused too.
      const png = await upload(token, 'video', {}, [video(PNG_1X1, 'pas.png', 'image/png')]);
      expect(png.statusCode).toBe(400);
      const declared = await upload(token, 'video', {}, [video(tinyMp4(), 'film.mp4', 'text/plain')]);
      expect(declared.statusCode).toBe(400);
      const pdfAsImage = await upload(token, 'image', {}, [
        { field: 'image', filename: 'foto.jpg', type: 'image/jpeg', content: PDF },
      ]);
      expect(pdfAsImage.json()).toMatchObject({ error: UPLOAD_TYPE_MESSAGES.image });
      const empty = await upload(token, 'video', {}, [video(Buffer.alloc(0))]);
      expect(empty.statusCode).toBe(400);
      expect(await list(token)).toEqual([]);
      expect(storage.storedFiles().length).toBe(before);
    });

    it('wants exactly one file, in the field of its kind, as multipart', async () => {
      const token = await athlete();
      const none = await upload(token, 'video', { title: 'Zonder bestand' }, []);
      expect(none.statusCode).toBe(400);
      expect(none.json().error).toBe(NO_FILE);
      const wrongField = await upload(token, 'video', {}, [{ ...video(), field: 'document' }]);
      expect(wrongField.statusCode).toBe(400);
      const two = await upload(token, 'video', {}, [video(), video()]);
      expect(two.statusCode).toBe(413);
      const json = await app.inject({
        method: 'POST',
        url: '/api/upload/video',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"video":"x"}',
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toHaveProperty('error');
      const truncated = await postMultipart(token, multipartBody({}, [video()]).subarray(0, 200));
      expect(truncated.statusCode).toBe(400);
      expect(truncated.json()).toHaveProperty('error');
      const garbage = await postMultipart(token, '{"video": "niet multipart"}');
      expect(garbage.statusCode).toBe(400);
      const nul = await upload(token, 'video', { title: 'a\u0000b' }, [video()]);
      expect(nul.statusCode).toBe(400);
      const highlightImage = await upload(token, 'image', { type: 'highlight' }, [
        { field: 'image', filename: 'pas.png', type: 'image/png', content: PNG_1X1 },
      ]);
      expect(highlightImage.statusCode).toBe(400);
      expect(await list(token)).toEqual([]);
    });

    it('keeps the client’s name out of storage, cleaned for display', async () => {
      const token = await athlete();
      const file = await uploaded(token, 'video', {}, video(tinyMp4(), '../../etc/\u202egnp.mp4'));
      expect(file.originalName).toBe('gnp.mp4');
      expect(storage.storedFiles().some((path) => path.includes('gnp') || path.includes('etc'))).toBe(false);
      const served = await fetchUrl(app, file.url);
      expect(served.headers['content-disposition']).toBe(`inline; filename="gnp.mp4"; filename*=UTF-8''gnp.mp4`);
    });

    it('answers 404 for another athlete’s file, everywhere', async () => {
      const owner = await athlete();
      const stranger = await athlete();
      const file = await uploaded(owner, 'video', { type: 'highlight' });
      expect(await list(stranger)).toEqual([]);
      const deleted = await remove(stranger, file.id);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json()).toEqual({ error: FILE_NOT_FOUND });
      // The stable URL opens only a highlight some profile shows; the owner has no profile.
      expect((await app.inject(`/api/upload/file/${file.id}/content`)).statusCode).toBe(404);
      expect((await remove(stranger, crypto.randomUUID())).statusCode).toBe(404);
      expect((await remove(stranger, 'geen-uuid')).statusCode).toBe(404);
      expect((await list(owner)).map((item) => item.id)).toEqual([file.id]);
    });

    it('deletes the file and its stored bytes', async () => {
      const token = await athlete();
      const before = storage.storedFiles().length;
      const file = await uploaded(token);
      expect(storage.storedFiles().filter((path) => path.includes(file.id)).length).toBeGreaterThan(0);
      const link = await ownLink(file.id, soon());
      const deleted = await remove(token, file.id);
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      expect(await list(token)).toEqual([]);
      expect(storage.storedFiles().length).toBe(before);
      expect((await app.inject(link)).statusCode).toBe(404);
      expect((await remove(token, file.id)).statusCode).toBe(404);
      // The upload settled its pending write with its row, the delete its pending removal with the bytes.
      expect(await queryRows(app, sql`select storage_key from pending_objects`)).toEqual([]);
    });

    it('serves the bytes with range requests, the stored type and safe headers', async () => {
      const token = await athlete();
      const content = tinyMp4(100_000);
      const file = await uploaded(token, 'video', {}, video(content, 'Zoë finale;1%.mp4'));
      const link = await ownLink(file.id, soon());

      const whole = await app.inject(link);
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(content)).toBe(true);
      expect(whole.headers).toMatchObject({
        'content-type': 'video/mp4',
        'content-length': '100000',
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
        'content-disposition': `inline; filename="Zoe finale_1_.mp4"; filename*=UTF-8''Zo%C3%AB%20finale%3B1%25.mp4`,
      });
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(whole.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThan(9 * 60);
      expect(maxAge).toBeLessThanOrEqual(10 * 60);

      const range = async (value: string, extra: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url: link, headers: { range: value, ...extra } });
      const first = await range('bytes=0-99');
      expect(first.statusCode).toBe(206);
      expect(first.headers['content-range']).toBe('bytes 0-99/100000');
      expect(first.headers['content-length']).toBe('100');
      expect(first.rawPayload.equals(content.subarray(0, 100))).toBe(true);
      const middle = await range('bytes=50000-50009');
      expect(middle.rawPayload.equals(content.subarray(50_000, 50_010))).toBe(true);
      const open = await range('bytes=99990-');
      expect(open.headers['content-range']).toBe('bytes 99990-99999/100000');
      expect(open.rawPayload.equals(content.subarray(99_990))).toBe(true);
      const suffix = await range('bytes=-500');
      expect(suffix.statusCode).toBe(206);
      expect(suffix.headers['content-range']).toBe('bytes 99500-99999/100000');
      expect(suffix.rawPayload.equals(content.subarray(-500))).toBe(true);
      const past = await range('bytes=100000-');
      expect(past.statusCode, past.body.slice(0, 300)).toBe(416);
      expect(past.headers['content-range']).toBe('bytes */100000');
      expect(past.json()).toHaveProperty('error');
      expect((await range('bytes=-0')).statusCode).toBe(416);
      // Several ranges, or an If-Range of another version: the whole file.
      expect((await range('bytes=0-1,5-6')).statusCode).toBe(200);
      expect((await range('bytes=0-1', { 'if-range': '"iets-anders"' })).statusCode).toBe(200);
      expect((await range('bytes=0-1', { 'if-range': String(whole.headers.etag) })).statusCode).toBe(206);

      const head = await app.inject({ method: 'HEAD', url: link });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe('100000');
      expect(head.body).toBe('');
    });

    it('plays a range of the file from its url, as a <video> would', async () => {
      const token = await athlete();
      const content = tinyMp4(300_000);
      const file = await uploaded(token, 'video', {}, video(content));
      const part = await fetchUrl(app, file.url, { range: 'bytes=1000-1999' });
      expect(part.status).toBe(206);
      expect(part.body.equals(content.subarray(1000, 2000))).toBe(true);
      const document = await uploaded(
        token,
        'document',
        {},
        {
          field: 'document',
          filename: 'brief.pdf',
          type: 'application/pdf',
          content: PDF,
        },
      );
      const download = await fetchUrl(app, document.url);
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="brief.pdf"/);
      expect(download.headers['content-type']).toBe('application/pdf');
    });

    it('refuses a tampered or expired link', async () => {
      const token = await athlete();
      const file = await uploaded(token);
      const link = await ownLink(file.id, soon());
      const tampered = link.replace(/sig=(.)/, (_match, char: string) => `sig=${char === 'A' ? 'B' : 'A'}`);
      expect((await app.inject(tampered)).json()).toEqual({ error: LINK_INVALID });
      expect((await app.inject(tampered)).statusCode).toBe(403);
      const longer = link.replace(/exp=(\d+)/, (_match, exp: string) => `exp=${Number(exp) + 3600}`);
      expect((await app.inject(longer)).statusCode).toBe(403);
      const other = await uploaded(token);
      expect((await app.inject(link.replace(file.id, other.id))).statusCode).toBe(403);
      const expired = await app.inject(await ownLink(file.id, new Date(Date.now() - 1000)));
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ error: LINK_EXPIRED });
      expect((await app.inject(`/api/upload/file/${file.id}/content?exp=1&sig=x`)).statusCode).toBe(403);
    });

    it('serves a link only as it was written, not the three other spellings of its last character', async () => {
      const file = await uploaded(await athlete());
      const link = await ownLink(file.id, soon());
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const last = alphabet.indexOf(link.slice(-1));
      for (const bits of [0, 1, 2, 3]) {
        const spelling = `${link.slice(0, -1)}${alphabet[(last & ~3) | bits]}`;
        const response = await app.inject(spelling);
        if (spelling === link) expect(response.statusCode).toBe(200);
        else expect(response.json(), spelling).toEqual({ error: LINK_INVALID });
      }
    });

    it('shows a highlight video on the profile by a stable URL, and falls back when it is deleted', async () => {
      const token = await athlete();
      const created = await app.inject({
        method: 'POST',
        url: '/api/profiles',
        headers: { authorization: `Bearer ${token}` },
        payload: { first_name: 'Fleur', highlight_video_url: 'https://www.youtube.com/watch?v=abc123' },
      });
      expect(created.statusCode).toBe(201);
      const content = tinyMp4(5000);
      const first = await uploaded(
        token,
        'video',
        { type: 'highlight', title: 'finale.mp4' },
        video(content, 'finale.mp4'),
      );
      const stable = `${ORIGIN}/api/upload/file/${first.id}/content`;
      expect((await profile(token)).highlight_video_url).toBe(stable);

      // A coach opening the profile later: the stable URL signs a fresh link on every visit.
      const visit = await app.inject(new URL(stable).pathname);
      expect(visit.statusCode).toBe(302);
      expect(visit.headers['cache-control']).toBe('no-store');
      const played = await fetchUrl(app, String(visit.headers.location));
      expect(played.status).toBe(200);
      expect(played.body.equals(content)).toBe(true);
      // Only the video the profile shows: another file of the athlete has no stable URL.
      const other = await uploaded(token);
      expect((await app.inject(`/api/upload/file/${other.id}/content`)).statusCode).toBe(404);

      const second = await uploaded(token, 'video', { type: 'highlight' });
      expect((await profile(token)).highlight_video_url).toBe(`${ORIGIN}/api/upload/file/${second.id}/content`);
      expect((await app.inject(`/api/upload/file/${first.id}/content`)).statusCode).toBe(404);
      expect((await list(token, '?type=highlight')).map((file) => file.id)).toEqual([second.id, first.id]);

      // Deleting the video shown falls back to the newest highlight left, then to the athlete's own link.
      expect((await remove(token, second.id)).statusCode).toBe(204);
      expect((await profile(token)).highlight_video_url).toBe(stable);
      expect((await remove(token, other.id)).statusCode).toBe(204);
      expect((await profile(token)).highlight_video_url).toBe(stable);
      expect((await remove(token, first.id)).statusCode).toBe(204);
      expect((await profile(token)).highlight_video_url).toBe('https://www.youtube.com/watch?v=abc123');
      expect((await app.inject(new URL(stable).pathname)).statusCode).toBe(404);
    });

    it('counts an uploaded highlight for the dashboard suggestions, even when the profile no longer links it', async () => {
      const token = await athlete();
      const headers = { authorization: `Bearer ${token}` };
      expect(
        (await app.inject({ method: 'POST', url: '/api/profiles', headers, payload: { first_name: 'Fleur' } }))
          .statusCode,
      ).toBe(201);
      const asksForVideo = async () =>
        (await app.inject({ url: '/api/ai/suggestions', headers }))
          .json<{ suggestions: { title: string }[] }>()
          .suggestions.some((suggestion) => suggestion.title === 'Zet je highlightvideo op je profiel');
      expect(await asksForVideo()).toBe(true);
      await uploaded(token, 'video', { type: 'highlight' });
      await app.inject({ method: 'PATCH', url: '/api/profiles/me', headers, payload: { highlight_video_url: null } });
      expect(await asksForVideo()).toBe(false);
    });

    it('leaves a profile link the athlete set by hand alone', async () => {
      const token = await athlete();
      await app.inject({
        method: 'POST',
        url: '/api/profiles',
        headers: { authorization: `Bearer ${token}` },
        payload: { first_name: 'Sem' },
      });
      const file = await uploaded(token, 'video', { type: 'highlight' });
      const youtube = 'https://www.youtube.com/watch?v=xyz';
      await app.inject({
        method: 'PATCH',
        url: '/api/profiles/me',
        headers: { authorization: `Bearer ${token}` },
        payload: { highlight_video_url: youtube },
      });
      expect((await remove(token, file.id)).statusCode).toBe(204);
      expect((await profile(token)).highlight_video_url).toBe(youtube);
    });

    it("keeps the onboarding's YouTube link beside an uploaded highlight, and lets the athlete choose which one shows", async () => {
      const token = await athlete();
      const headers = { authorization: `Bearer ${token}` };
      const youtube = 'https://www.youtube.com/watch?v=abc123';
      const submitted = await app.inject({
        method: 'POST',
        url: '/api/onboarding/submit',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(toSubmitBody(exampleOnboardingData())),
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      expect(await profile(token)).toMatchObject({ highlight_video_url: youtube, video_link: youtube });

      // The upload becomes the highlight; the link stays.
      const file = await uploaded(token, 'video', { type: 'highlight', title: 'finale.mp4' });
      const stable = `${ORIGIN}/api/upload/file/${file.id}/content`;
      expect(await profile(token)).toMatchObject({ highlight_video_url: stable, video_link: youtube });

      // The athlete picks the link again: the upload stays listed, and no longer shows without a signature.
      const chooseLink = await app.inject({
        method: 'PATCH',
        url: '/api/profiles/me',
        headers,
        payload: { highlight_video_url: youtube },
      });
      expect(chooseLink.statusCode).toBe(200);
      expect(await profile(token)).toMatchObject({ highlight_video_url: youtube, video_link: youtube });
      expect((await list(token, '?type=highlight')).map((listed) => listed.id)).toEqual([file.id]);
      expect((await app.inject(new URL(stable).pathname)).statusCode).toBe(404);

      // And the upload again.
      const chooseVideo = await app.inject({ method: 'PUT', url: `/api/upload/file/${file.id}/highlight`, headers });
      expect(chooseVideo.statusCode).toBe(200);
      expect(chooseVideo.json().profile).toMatchObject({ highlight_video_url: stable, video_link: youtube });
      expect((await app.inject(new URL(stable).pathname)).statusCode).toBe(302);

      // A new link while the video shows: the video stays chosen.
      const vimeo = 'https://vimeo.com/123456789';
      await app.inject({ method: 'PATCH', url: '/api/profiles/me', headers, payload: { video_link: vimeo } });
      expect(await profile(token)).toMatchObject({ highlight_video_url: stable, video_link: vimeo });

      // Another athlete cannot put this video on their profile; a document is no highlight.
      const stranger = await athlete();
      await app.inject({
        method: 'POST',
        url: '/api/profiles',
        headers: { authorization: `Bearer ${stranger}` },
        payload: { first_name: 'Mila' },
      });
      const foreign = await app.inject({
        method: 'PUT',
        url: `/api/upload/file/${file.id}/highlight`,
        headers: { authorization: `Bearer ${stranger}` },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: FILE_NOT_FOUND });

      // Deleting the video shown brings the link back.
      expect((await remove(token, file.id)).statusCode).toBe(204);
      expect(await profile(token)).toMatchObject({ highlight_video_url: vimeo, video_link: vimeo });
    });

    it('allows the bucket in the CSP only where files come from it', async () => {
      const page = await app.inject({ method: 'GET', url: '/profile', headers: { accept: 'text/html' } });
      const csp = String(page.headers['content-security-policy']);
      const media = csp.split('; ').find((directive) => directive.startsWith('media-src'));
      expect(media).toBe(storage.urlOrigin ? `media-src 'self' blob: ${storage.urlOrigin}` : "media-src 'self' blob:");
      if (storage.urlOrigin) expect(csp).toContain(`connect-src 'self' ${storage.urlOrigin}`);
    });

    describe('over a real connection', () => {
      it('refuses 100 MB + 1 byte with 413, and nothing stays stored', { timeout: 120_000 }, async () => {
        const token = await athlete();
        const before = storage.storedFiles();
        const answer = await postStreamed(`${base}/api/upload/video`, token, 'video', UPLOAD_MAX_BYTES + 1);
        expect(answer?.status).toBe(413);
        expect(JSON.parse(answer?.body ?? '{}')).toEqual({ error: uploadTooLargeMessage() });
        expect(storage.storedFiles()).toEqual(before);
        expect(await list(token)).toEqual([]);
      });

      it('takes exactly 100 MB', { timeout: 120_000 }, async () => {
        const token = await athlete();
        const answer = await postStreamed(`${base}/api/upload/video`, token, 'video', UPLOAD_MAX_BYTES);
        expect(answer?.status, answer?.body).toBe(201);
        const { file } = uploadResponseSchema.parse(JSON.parse(answer?.body ?? '{}'));
        expect(file.size).toBe(UPLOAD_MAX_BYTES);
        // An explicit range: s3rver (unlike S3) does not read suffix ranges; ours are tested above.
        const tail = await fetchUrl(app, file.url, { range: `bytes=${UPLOAD_MAX_BYTES - 10}-${UPLOAD_MAX_BYTES - 1}` });
        expect(tail.status).toBe(206);
        expect(tail.body.equals(Buffer.alloc(10))).toBe(true);
        expect((await remove(token, file.id)).statusCode).toBe(204);
      });

      it('removes what a client that goes away half-way had sent', { timeout: 60_000 }, async () => {
        const token = await athlete();
        const before = storage.storedFiles();
        const answer = await postStreamed(`${base}/api/upload/video`, token, 'video', 40 * MB, {
          abortAfter: 20 * MB,
        });
        expect(answer).toBeNull();
        // The server learns of the abort a moment later; then its part file or multipart upload goes.
        for (let waited = 0; waited < 10_000 && storage.storedFiles().length !== before.length; waited += 50) {
          await sleep(50);
        }
        expect(storage.storedFiles()).toEqual(before);
        expect(await list(token)).toEqual([]);
        // Its pending row goes after the bytes (a crash in between leaves the row for the sweep).
        await vi.waitFor(
          async () => expect(await queryRows(app, sql`select storage_key from pending_objects`)).toEqual([]),
          { timeout: 10_000, interval: 50 },
        );
      });
    });
  });

  describe(`the storage quota on ${kind} storage`, () => {
    let storage: Storage;
    let app: FastifyInstance;

    beforeAll(async () => {
      storage = kind === 'local' ? await localStorage() : await s3Storage();
      app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY, UPLOAD_QUOTA_MB: '1', ...storage.env });
    });
    afterAll(async () => {
      await app?.close();
      await storage?.stop();
    });

    const send = (token: string, size: number) =>
      app.inject({
        method: 'POST',
        url: '/api/upload/video',
        headers: multipartHeaders(token),
        payload: multipartBody({}, [
          { field: 'video', filename: 'clip.mp4', type: 'video/mp4', content: tinyMp4(size) },
        ]),
      });

    it('refuses what does not fit in 1 MB per athlete with a Dutch 413, storing nothing of it', async () => {
      const token = (await signIn(app, `quota-${kind}@example.nl`)).access_token;
      expect((await send(token, 700 * 1024)).statusCode).toBe(201);
      const before = storage.storedFiles();
      const full = await send(token, 700 * 1024);
      expect(full.statusCode).toBe(413);
      expect(full.json()).toEqual({
        error: 'Je opslag is vol: je gebruikt 700,0 KB van 1,0 MB. Verwijder eerst een bestand.',
      });
      expect(storage.storedFiles()).toEqual(before);
      expect((await send(token, 200 * 1024)).statusCode).toBe(201);
      expect((await send(token, 124 * 1024)).statusCode).toBe(201);
      // Exactly full: refused before the body is read.
      const refused = await send(token, 1000);
      expect(refused.statusCode).toBe(413);
      expect(refused.json().error).toMatch(/^Je opslag is vol: je gebruikt 1,0 MB van 1,0 MB\./);
      // Another athlete has a quota of their own.
      const other = (await signIn(app, `quota-${kind}-2@example.nl`)).access_token;
      expect((await send(other, 900 * 1024)).statusCode).toBe(201);
    });

    it('lets only one of two uploads side by side take the last room', async () => {
      const token = (await signIn(app, `quota-${kind}-3@example.nl`)).access_token;
      const answers = await Promise.all([send(token, 600 * 1024), send(token, 600 * 1024)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413]);
      const files = filesResponseSchema.parse(
        (
          await app.inject({ method: 'GET', url: '/api/upload/files', headers: { authorization: `Bearer ${token}` } })
        ).json(),
      ).files;
      expect(files).toHaveLength(1);
    });
  });
}
