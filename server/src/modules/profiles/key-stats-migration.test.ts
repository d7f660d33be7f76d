import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder } from '../../testing/migrations.ts';

const KEY_STATS_TAG = '0021_profile_key_stats';

describe(`migration ${KEY_STATS_TAG}`, () => {
  const before = migrationsBefore(KEY_STATS_TAG);
  const client = new PGlite();
  const db = drizzle({ client });
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  // A new in-memory PGlite runs initdb and every migration: about 10 s on the 2-core machine, more under load.
  it("gives athletes who submitted before it the key stats of their newest submission, and nobody else's", async () => {
    await migrate(db, { migrationsFolder: before });
    const roos = '00000000-0000-4000-8000-0000000000a1';
    const sem = '00000000-0000-4000-8000-0000000000a2';
    const eva = '00000000-0000-4000-8000-0000000000a3';
    for (const id of [roos, sem, eva]) await db.execute(sql`insert into profiles (user_id) values (${id})`);
    const submit = (userId: string, keyStats: string | null, at: string) =>
      db.execute(sql`
        insert into onboarding_submissions
          (user_id, body, consent_accepted, consent_ip, consent_terms_version, consent_at, created_at)
        values (${userId}, ${JSON.stringify({ data: { sport: keyStats === null ? {} : { keyStats } } })}::jsonb,
          true, '127.0.0.1', '2026-01', ${at}, ${at})`);
    await submit(roos, '2k ergo 7:30', '2026-03-01T10:00:00Z');
    await submit(roos, '  2k ergo 7:18,4, 6k 23:40\n', '2026-06-01T10:00:00Z');
    await submit(sem, '   ', '2026-06-01T10:00:00Z');
    // Eva never submitted; a body without the answer leaves the profile as it was too.
    await submit(eva, null, '2026-06-01T10:00:00Z');

    await migrate(db, { migrationsFolder });
    const { rows } = await db.execute<{ user_id: string; key_stats: string | null }>(
      sql`select user_id, key_stats from profiles order by user_id`,
    );
    expect(rows).toEqual([
      { user_id: roos, key_stats: '2k ergo 7:18,4, 6k 23:40' },
      { user_id: sem, key_stats: null },
      { user_id: eva, key_stats: null },
    ]);
  }, 60_000);
});
