import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createDbClient, type DbClient } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { videoAnalyses } from '../../db/schema/video.ts';
import { isolatedDatabase, tempDir } from '../../testing/test-app.ts';
import { createVideoRepository } from './video-repository.ts';

/**
 * The queue as several instances meet it: two database clients (two connection pools on
 * PostgreSQL, as two servers have; on PGlite the one process's database) claim side by side until
 * nothing is due. Every video is claimed exactly once; a lease that ran out is claimed again; a
 * claim of a dead process on this host is released at once.
 */
describe('the video analysis queue', () => {
  const clients: DbClient[] = [];
  let drop: () => Promise<void> = async () => {};
  const userId = randomUUID();

  beforeAll(async () => {
    const isolated = await isolatedDatabase();
    drop = isolated.drop;
    // On PGlite the isolated database's folder, a copy of the migrated template (a fresh folder ran
    // initdb and every migration here, past the hook's limit under the suite's load).
    const config = loadConfig({ ...isolated.env, STATIC_ROOT: tempDir() });
    clients.push(await createDbClient(config.database));
    clients.push(
      config.database.kind === 'postgres' ? await createDbClient(config.database) : (clients[0] as DbClient),
    );
  });

  afterAll(async () => {
    for (const client of new Set(clients)) await client.close();
    await drop();
  });

  async function queue(count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    const db = (clients[0] as DbClient).db;
    await db.insert(uploads).values(
      ids.map((id) => ({
        id,
        userId,
        kind: 'video',
        title: 'Wedstrijd',
        originalName: 'wedstrijd.mp4',
        mimeType: 'video/mp4',
        size: 1000,
        storageKey: `files/${id}`,
      })),
    );
    await db.insert(videoAnalyses).values(ids.map((uploadId) => ({ uploadId, userId })));
    return ids;
  }

  it('gives each due video to exactly one of two instances claiming side by side', async () => {
    const ids = await queue(12);
    const [a, b] = clients.map((client) => createVideoRepository(client.db));
    const claimed: string[] = [];
    const worker = async (repository: ReturnType<typeof createVideoRepository>, name: string) => {
      for (;;) {
        const job = await repository.claimNext(`${name}.1/${randomUUID()}`, 60_000);
        if (!job) return;
        claimed.push(job.uploadId);
        expect(job.attempts).toBe(1);
      }
    };
    await Promise.all([
      worker(a as never, 'a'),
      worker(b as never, 'b'),
      worker(a as never, 'a'),
      worker(b as never, 'b'),
    ]);
    expect(claimed.sort()).toEqual([...ids].sort());
  });

  it('claims a running job again once its lease ran out, and at once when its process on this host is gone', async () => {
    const repository = createVideoRepository((clients[0] as DbClient).db);
    const [id] = await queue(1);
    const first = await repository.claimNext('host-a.4242/one', 60_000);
    expect(first?.uploadId).toBe(id);
    // Leased: nobody else takes it.
    expect(await repository.claimNext('host-b.7/two', 60_000)).toBeNull();
    // Host a restarts: its process 4242 is gone, its claim is released.
    expect(await repository.releaseDeadClaims('host-a', (pid) => pid === 4242)).toBe(1);
    const second = await repository.claimNext('host-a.5/three', 1);
    expect(second).toMatchObject({ uploadId: id, attempts: 2 });
    // The first run cannot record anything any more: its claim is not the current one.
    expect(await repository.heartbeat(id as string, first?.claimId as string, 50, 60_000)).toBe(false);
    expect(
      await repository.finish({ uploadId: id as string, userId, claimId: first?.claimId as string }, {}, [], {
        writer: 'host-a.4242',
        instance: randomUUID(),
      }),
    ).toBeNull();
    // A lease of a millisecond runs out: another instance takes it over (asked until the database's clock has passed it).
    await expect
      .poll(() => repository.claimNext('host-b.7/two', 60_000), { timeout: 5000, interval: 5 })
      .toMatchObject({ uploadId: id, attempts: 3 });
  });
});
