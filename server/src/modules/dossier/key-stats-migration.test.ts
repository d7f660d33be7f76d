import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder } from '../../testing/migrations.ts';
import { createDossierRepository } from './dossier-repository.ts';
import { publicFieldsOf } from './public-view.ts';

const KEY_STATS_TAG = '0022_dossier_key_stats';

describe(`migration ${KEY_STATS_TAG}`, () => {
  const before = migrationsBefore(KEY_STATS_TAG);
  const client = new PGlite();
  const db = drizzle({ client });
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  // A new in-memory PGlite runs initdb and every migration: about 10 s on the 2-core machine, more under load.
  it("keeps every dossier as it was, without key stats: nothing of the profile's Dutch is copied to the page", async () => {
    await migrate(db, { migrationsFolder: before });
    const fleur = '00000000-0000-4000-8000-0000000000b1';
    await db.execute(
      sql`insert into profiles (user_id, key_stats) values (${fleur}, '14 doelpunten in 22 wedstrijden')`,
    );
    await db.execute(sql`
      insert into dossiers (user_id, public_fields, about_en, published, published_at)
      values (${fleur}, '{"about": false, "club": false}'::jsonb, 'Left back.', true, now())`);

    await migrate(db, { migrationsFolder });
    const { rows } = await db.execute<{ about_en: string; key_stats_en: string | null; published: boolean }>(
      sql`select about_en, key_stats_en, published from dossiers where user_id = ${fleur}`,
    );
    expect(rows).toEqual([{ about_en: 'Left back.', key_stats_en: null, published: true }]);

    // The stored switches know nothing of the new part: it takes its default, on, and shows once written.
    const repository = createDossierRepository(db);
    const row = await repository.find(fleur);
    expect(row).toMatchObject({ keyStatsEn: null, aboutEn: 'Left back.' });
    expect(publicFieldsOf(row?.publicFields)).toMatchObject({ key_stats: true, about: false, club: false });
  }, 60_000);
});
