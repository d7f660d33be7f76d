import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { accountExportSchema, EXPORT_FILE_NAME, EXPORT_JSON_NAME } from '@talentbrug/domain/contracts/account';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_SERVICE_KEY, type TestSession } from '../../testing/sign-in.ts';
import { buildTestApp, queryRows, tempDir } from '../../testing/test-app.ts';
import { multipartBody, multipartHeaders, PDF, tinyMp4 } from '../uploads/testing/fixtures.ts';
import { readZip } from './testing/read-zip.ts';

/** The export when the store no longer holds a file as its row says, on the local disk store. */
describe('the export, when a stored file is gone or cannot be read', () => {
  let app: FastifyInstance;
  let uploadDir: string;
  let athlete: TestSession;
  const video = tinyMp4(64 * 1024);

  const upload = async (route: 'video' | 'document', content: Buffer, filename: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/upload/${route}`,
      headers: multipartHeaders(athlete.access_token),
      payload: multipartBody({ title: `Mijn ${route}` }, [
        { field: route, filename, type: route === 'video' ? 'video/mp4' : 'application/pdf', content },
      ]),
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const exportNow = () =>
    app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { authorization: `Bearer ${athlete.access_token}` },
    });
  const objectOf = async (kind: 'video' | 'document') => {
    const [row] = await queryRows<{ storage_key: string }>(
      app,
      sql`select storage_key from uploads where user_id = ${athlete.user.id} and kind = ${kind}`,
    );
    if (!row) throw new Error(`no ${kind} upload`);
    return join(uploadDir, 'objects', row.storage_key);
  };

  beforeAll(async () => {
    uploadDir = tempDir('talentbrug-export-');
    app = await buildTestApp({ UPLOAD_DIR: uploadDir, AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
    athlete = await signIn(app, 'bewaard@example.nl');
    await upload('video', video, 'wedstrijd.mp4');
    await upload('document', PDF, 'cijferlijst.pdf');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('leaves out a file whose object is gone, and says so in gegevens.json', async () => {
    rmSync(await objectOf('document'));
    const response = await exportNow();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${EXPORT_FILE_NAME}"`);
    const files = await readZip(response.rawPayload);
    const data = accountExportSchema.parse(JSON.parse(files.get(EXPORT_JSON_NAME)?.toString('utf8') ?? ''));
    const byKind = Object.fromEntries(data.uploads.map((row) => [row.kind, row.bestand]));
    expect(byKind.document).toBeNull();
    expect(byKind.video).toMatch(/^bestanden\/.+-wedstrijd\.mp4$/);
    expect([...files.keys()].sort()).toEqual([byKind.video, EXPORT_JSON_NAME].sort());
    expect(files.get(byKind.video ?? '')?.equals(video)).toBe(true);
  });

  it('fails the download when a stored file cannot be read, rather than ending it as a short zip that looks whole', async () => {
    // A directory where the video's bytes were: it opens, and its first read fails.
    const object = await objectOf('video');
    rmSync(object);
    mkdirSync(object);
    // The zip's first bytes usually left before the read failed: the connection is cut. Had the
    // failure come first, the answer would be the error handler's JSON.
    const outcome = await exportNow().then(
      (response) => ({ status: response.statusCode, body: response.json() as unknown }),
      (error: Error) => ({ cut: error.message }),
    );
    if ('cut' in outcome) expect(outcome.cut).toBe('response destroyed before completion');
    else expect(outcome).toEqual({ status: 500, body: { error: expect.any(String) } });
  });
});
