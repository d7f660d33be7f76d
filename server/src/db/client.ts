import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { DatabaseConfig } from '../config.ts';
import type { QueryMetrics } from '../plugins/metrics.ts';
import { createGuardedPglite } from './pglite-guard.ts';

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
/** pg_advisory_lock's key for the migrations: any constant of ours, the same in every instance. */
const MIGRATION_LOCK = 7_424_117;

/**
 * Opens the database and brings its schema up to date. Both drivers apply the same migration
 * folder, so PGlite and PostgreSQL always hold the same tables.
 */
export async function createDbClient(config: DatabaseConfig, metrics?: QueryMetrics): Promise<DbClient> {
  if (config.kind === 'postgres') {
    // Notices such as "schema already exists, skipping" would otherwise go to stdout.
    const client = postgres(config.url, { onnotice: () => {} });
    metrics?.poolSize('postgres', client.options.max);
    const db = drizzlePostgres({ client: metrics ? timedPostgres(client, metrics) : client });
    try {
      const [row] = await client<{ schema: string | null }[]>`select current_schema() as schema`;
      // N instances may start at once on a new database: one migrates while the others wait on
      // the lock (held by one reserved connection), then find nothing left to do.
      const lock = await client.reserve();
      try {
        await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
        await migratePostgres(db, { migrationsFolder, migrationsSchema: migrationsSchema(row?.schema) });
      } finally {
        await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
        lock.release();
      }
    } catch (error) {
      await client.end();
      throw error;
    }
    return wrap(db, 'postgres', () => client.end({ timeout: 5 }));
  }

  if (config.dir) mkdirSync(config.dir, { recursive: true });
  // A PANIC on a full disk leaves a PGlite instance dead; the guard reopens it (pglite-guard.ts).
  // drizzle and the migrator call only query and transaction, which the guard forwards.
  const client = createGuardedPglite(config.dir) as unknown as PGlite;
  metrics?.poolSize('pglite', 1);
  const db = drizzlePglite({ client: metrics ? timedPglite(client, metrics) : client });
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

/*
 * Query time is taken at the driver, the one place every query of drizzle passes (transactions
 * included), so no repository needs to know about metrics. Each wrapper forwards everything else
 * untouched.
 */

type Settle = (ok: boolean) => void;

function timedPromise<T>(run: () => Promise<T>, done: Settle): Promise<T> {
  return run().then(
    (value) => {
      done(true);
      return value;
    },
    (error: unknown) => {
      done(false);
      throw error;
    },
  );
}

/** Replaces the callback's client (a transaction's or a savepoint's) with its timed twin. */
const withTimedClient = <C>(args: unknown[], timed: (client: C) => C) =>
  args.map((arg) => (typeof arg === 'function' ? (client: C) => arg(timed(client)) : arg));

type PostgresClient = ReturnType<typeof postgres>;

/**
 * postgres.js queries are lazy promises that run on their first `then` (drizzle awaits them after
 * `.values()`): the clock starts there, so the time is the query's, not the caller's.
 */
function timedPostgres(client: PostgresClient, metrics: QueryMetrics): PostgresClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (...args: Parameters<PostgresClient['unsafe']>) => {
          const query = target.unsafe(...args);
          const then = query.then;
          Object.defineProperty(query, 'then', {
            value(onFulfilled?: (value: unknown) => unknown, onRejected?: (error: unknown) => unknown) {
              const done = metrics.queryStarted();
              return then.call(
                query,
                (value) => {
                  done(true);
                  return onFulfilled ? onFulfilled(value) : value;
                },
                (error: unknown) => {
                  done(false);
                  if (onRejected) return onRejected(error);
                  throw error;
                },
              );
            },
          });
          return query;
        };
      }
      if (property === 'begin' || property === 'savepoint') {
        const open = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) =>
          open.apply(
            target,
            withTimedClient(args, (tx: PostgresClient) => timedPostgres(tx, metrics)),
          );
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

interface PgliteQueries {
  query: PGlite['query'];
}

function timedPglite<C extends PgliteQueries>(client: C, metrics: QueryMetrics): C {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === 'query') {
        return (...args: Parameters<PGlite['query']>) =>
          timedPromise(() => target.query(...args), metrics.queryStarted());
      }
      if (property === 'transaction') {
        return (...args: unknown[]) =>
          (value as (...inner: unknown[]) => unknown).apply(
            target,
            withTimedClient(args, (tx: PgliteQueries) => timedPglite(tx, metrics)),
          );
      }
      // PGlite's methods use private fields: they must run on the instance, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
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
