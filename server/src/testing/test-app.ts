import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { type BuildOptions, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { outbox } from '../db/schema/outbox.ts';
import { createDatabaseFrom, pgliteTemplate, postgresTemplate } from './database-template.ts';

type Env = Record<string, string>;

export function tempDir(prefix = 'talentbrug-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Writes `files` (relative path -> content) under a new temp directory and returns its path. */
export function tempTree(files: Record<string, string>): string {
  const root = tempDir();
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/**
 * A new DATA_DIR whose PGlite folder is a copy of the template (database-template.ts), for a test
 * that starts a real server process on its own folder but does not test a first start.
 */
export async function templatedDataDir(prefix = 'talentbrug-db-'): Promise<string> {
  const dataDir = tempDir(prefix);
  cpSync(await pgliteTemplate(), join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/**
 * A database of the test's own: a PGlite data folder, or, when DATABASE_URL is set, a fresh
 * database in that PostgreSQL (dropped afterwards), so test files running in parallel and
 * concurrent runs never see each other's rows. A database rather than a schema, because the
 * embedded auth service keeps its tables in a schema of their own (tb_auth).
 *
 * Each starts as a copy of a template that holds what every start makes first: the migrations
 * and the university dataset (database-template.ts). The app's own start still runs the migrator
 * and the dataset's version check on it, and finds nothing to do; a test of a first start opens
 * its own empty folder or database.
 */
export async function isolatedDatabase(): Promise<{ env: Env; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = await templatedDataDir();
    return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }

  const template = await postgresTemplate(url);
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await createDatabaseFrom(admin, name, template);
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: scoped.toString() },
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * The real app on an isolated database. STATIC_ROOT defaults to an empty directory, i.e. the
 * apps are not built. Close it with `app.close()`, which also drops what it created.
 */
export async function buildTestApp(env: Env = {}, options: BuildOptions = { logger: false }): Promise<FastifyInstance> {
  const database = await isolatedDatabase();
  const staticRoot = tempDir();
  const cleanup = async () => {
    rmSync(staticRoot, { recursive: true, force: true });
    await database.drop();
  };
  try {
    const app = await buildApp(loadConfig({ STATIC_ROOT: staticRoot, ...database.env, ...env }), options);
    app.addHook('onClose', cleanup);
    return app;
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** Rows of a raw query; the two drivers shape their results differently. */
export async function queryRows<T>(app: FastifyInstance, query: SQL): Promise<T[]> {
  const result = (await app.database.db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** A loopback port that was free a moment ago, for a test that starts a real listener itself. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** /recover and /resend mail after they answer (auth/mail-queue.ts): waits until the queue has sent everything. */
export async function mailQueueEmpty(app: FastifyInstance): Promise<void> {
  for (let i = 0; i < 250; i++) {
    const rows = await app.database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.channel, 'auth-mail'));
    if (rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The link mail queue did not empty within 5 s');
}
