/**
 * The analysis queue survives a SIGKILL of the server in the middle of a run (issue 36): the real
 * server as a process, on PGlite in a data folder or on PostgreSQL when DATABASE_URL is set, with
 * the files on the disk. After the restart the job runs again at once (its claim belonged to a dead
 * process of this host), finishes, and every stored object is named by a row: what the killed run
 * had begun storing went with the sweep.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { filesResponseSchema, type UploadedFile } from '@talentbrug/domain/uploads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ServerProcess as Server, startServerProcess as startServer } from '../../testing/server-process.ts';
import { signInOverHttp, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { isolatedDatabase, tempDir, templatedDataDir } from '../../testing/test-app.ts';
import { filesUnder, multipartBody, multipartHeaders } from '../uploads/testing/fixtures.ts';
import { makeReel, type Reel } from './testing/make-videos.ts';

/** Whether process `pid` has an FFmpeg child right now (Linux: each process's /proc/<pid>/stat names its parent). */
function runsFfmpeg(pid: number): boolean {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // It ended while we looked.
    }
    // "pid (comm) state ppid ...": the name may hold spaces, so the fields are read after its ')'.
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === pid && name === 'ffmpeg') return true;
  }
  return false;
}

describe('a video analysis survives a SIGKILL of its server', () => {
  let dataDir = '';
  const videos = tempDir('talentbrug-video-crash-files-');
  const cleanups: Array<() => unknown> = [];
  let reel: Reel;
  let env: Record<string, string>;

  beforeAll(async () => {
    // On PGlite the database starts from the template (database-template.ts): the restart is the test, not a first start.
    dataDir = process.env.DATABASE_URL
      ? tempDir('talentbrug-video-crash-')
      : await templatedDataDir('talentbrug-video-crash-');
    reel = await makeReel(videos);
    let database: Record<string, string> = { DATABASE_URL: '' };
    if (process.env.DATABASE_URL) {
      const isolated = await isolatedDatabase();
      cleanups.push(isolated.drop);
      database = isolated.env;
    }
    env = {
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: 'https://talentbrug.nl',
      AUTH_SERVICE_KEY: TEST_SERVICE_KEY,
      ...database,
    };
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(videos, { recursive: true, force: true });
  });

  async function start(): Promise<Server> {
    const server = await startServer(env);
    cleanups.push(() => server.kill());
    return server;
  }

  async function file(origin: string, token: string, id: string): Promise<UploadedFile | undefined> {
    const response = await fetch(`${origin}/api/upload/files`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return filesResponseSchema.parse(await response.json()).files.find((f) => f.id === id);
  }

  it('runs again after the restart, finishes, and leaves no stored object without its row', async () => {
    const first = await start();
    const session = await signInOverHttp(first.origin, 'fleur@example.nl');
    const token = session.access_token;
    const uploaded = await fetch(`${first.origin}/api/upload/video`, {
      method: 'POST',
      headers: multipartHeaders(token),
      body: multipartBody({}, [
        { field: 'video', filename: 'reel.mp4', type: 'video/mp4', content: readFileSync(reel.file) },
      ]),
    });
    expect(uploaded.status).toBe(201);
    const { id } = ((await uploaded.json()) as { file: UploadedFile }).file;
    // Killed while FFmpeg works on it.
    const deadline = Date.now() + 60_000;
    while ((await file(first.origin, token, id))?.analysis?.status !== 'running') {
      if (Date.now() > deadline) throw new Error('the analysis never started');
      await new Promise((r) => setTimeout(r, 50));
    }
    await vi.waitFor(
      () => {
        if (!runsFfmpeg(first.child.pid as number)) throw new Error('FFmpeg is not working on the video');
      },
      { timeout: 60_000, interval: 10 },
    );
    await first.kill();

    const second = await start();
    const end = Date.now() + 120_000;
    let analysed = await file(second.origin, token, id);
    while (analysed?.analysis?.status !== 'done') {
      expect(analysed?.analysis?.status).not.toBe('failed');
      if (Date.now() > end) throw new Error(`not done: ${JSON.stringify(analysed?.analysis)}`);
      await new Promise((r) => setTimeout(r, 250));
      analysed = await file(second.origin, token, id);
    }
    const analysis = analysed.analysis;
    expect(Math.abs((analysis?.duration_s ?? 0) - reel.duration_s)).toBeLessThan(1);
    expect(analysis?.clips.length).toBe(reel.cuts.length + 1);
    // Every stored object is the video or one of its listed images.
    const images = [analysis?.poster_url, ...(analysis?.clips.map((clip) => clip.thumbnail_url) ?? [])];
    // What the killed run had begun storing goes with the sweep (at start, then once a minute).
    await expect
      .poll(() => filesUnder(join(dataDir, 'uploads', 'objects')).length, { timeout: 70_000 })
      .toBe(1 + images.length);
    for (const link of images) {
      const image = await fetch(`${second.origin}${link}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
    }
  }, 240_000);
});
