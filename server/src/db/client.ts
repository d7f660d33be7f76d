import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { DatabaseConfig } from '../config.ts';

export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = DatabaseConfig['kind'];

export interface DbClient {
  db: Database;
  kind: DatabaseKind;
  ping(): Promise<void>;
  /** Idempotent, so a caller may close early and the app's shutdown may close again. */
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database and brings its schema up to date. Both drivers apply the same migration
 * folder, so PGlite and PostgreSQL always hold the same tables.
 */
export async function createDbClient(config: DatabaseConfig): Promise<DbClient> {
  if (config.kind === 'postgres') {
    // Notices such as "schema already exists, skipping" would otherwise go to stdout.
    const client = postgres(config.url, { onnotice: () => {} });
    const db = drizzlePostgres({ client });
    try {
      const [row] = await client<{ schema: string | null }[]>`select current_schema() as schema`;
      await migratePostgres(db, { migrationsFolder, migrationsSchema: migrationsSchema(row?.schema) });
    } catch (error) {
      await client.end();
      throw error;
    }
    return wrap(db, 'postgres', () => client.end({ timeout: 5 }));
  }

  if (config.dir) mkdirSync(config.dir, { recursive: true });
  const client = config.dir ? new PGlite(config.dir) : new PGlite();
  const db = drizzlePglite({ client });
  try {
    const { rows } = await client.query<{ schema: string | null }>('select current_schema() as schema');
    await migratePglite(db, { migrationsFolder, migrationsSchema: migrationsSchema(rows[0]?.schema) });
  } catch (error) {
    await client.close();
    throw error;
  }
  return wrap(db, 'pglite', () => client.close());
}

/**
 * The migration bookkeeping lives beside the tables it describes, in the first schema of the
 * search_path, so one PostgreSQL database can hold isolated instances (a DATABASE_URL with
 * `?search_path=<schema>`). The embedded auth tables live in their own schema (tb_auth), which
 * such instances would share: the test suite therefore gives each test file its own database.
 */
function migrationsSchema(currentSchema: string | null | undefined): string {
  if (!currentSchema) throw new Error('The search_path of the database names no existing schema');
  return currentSchema;
}

function wrap(db: Database, kind: DatabaseKind, end: () => Promise<void>): DbClient {
  let closing: Promise<void> | undefined;
  return {
    db,
    kind,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => {
      closing ??= end();
      return closing;
    },
  };
}
