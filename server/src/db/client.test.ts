import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { createDbClient, type DbClient } from './client.ts';

async function tableCount(client: DbClient): Promise<number> {
  const result = (await client.db.execute(
    sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'tb_auth')`,
  )) as unknown as { n: number }[] | { rows: { n: number }[] };
  return (Array.isArray(result) ? result : result.rows)[0]?.n ?? 0;
}

describe('createDbClient', () => {
  it('migrates a new PGlite folder, and opening it again finds the same tables', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'talentbrug-db-'));
    try {
      const first = await createDbClient({ kind: 'pglite', dir });
      const tables = await tableCount(first);
      expect(tables).toBeGreaterThan(10);
      await first.close();
      const again = await createDbClient({ kind: 'pglite', dir });
      expect(await tableCount(again)).toBe(tables);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  // Two API instances on one PostgreSQL (docs/deployment.md) start at the same moment; on PGlite
  // one process owns the folder, so this only exists in the DATABASE_URL pass of the suite.
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    it('lets three instances start at once on a new PostgreSQL database: one migrates, none fails', async () => {
      const name = `test_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database "${name}"`);
      const scoped = new URL(url);
      scoped.pathname = `/${name}`;
      try {
        const clients = await Promise.all(
          [1, 2, 3].map(() => createDbClient({ kind: 'postgres', url: scoped.toString() })),
        );
        const counts = await Promise.all(clients.map(tableCount));
        expect(new Set(counts).size).toBe(1);
        expect(counts[0]).toBeGreaterThan(10);
        await Promise.all(clients.map((client) => client.close()));
      } finally {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    }, 60_000);
  }
});
