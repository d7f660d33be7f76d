import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import type { DatabaseConfig } from '../config.ts';
import { createDbClient } from '../db/client.ts';
import { readDatasetFile } from '../modules/matches/dataset-file.ts';
import { createMatchesRepository } from '../modules/matches/matches-repository.ts';

/*
 * What every test app's first start makes before anything else, made once and copied: the
 * migrations applied and the university dataset loaded. A new in-memory PGlite runs initdb and
 * every migration, then inserts 1,772 schools: 7-8 s a test app on the 2-core machine under the
 * suite's load, against 0.2 s to copy a folder and 0.5-1.4 s to open it (measured side by side).
 * On PostgreSQL, CREATE DATABASE ... TEMPLATE copies the files instead of replaying the work.
 *
 * A template is named by what it holds (the migration files, the dataset's version, the PGlite
 * release), so a changed migration or dataset makes a new one and a stale one is never used.
 * Test files in parallel processes may each build it at once: each builds under a name of its
 * own and renames it into place; the first rename wins and the others drop theirs.
 */

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

let key: string | undefined;
function templateKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const path = join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path));
  }
  hash.update(readDatasetFile().version);
  hash.update(pgliteVersion());
  key = hash.digest('hex').slice(0, 16);
  return key;
}

/** PGlite's release (its package.json is not among its exports: found above its entry file). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Migrates the database and loads the dataset, as the app's start does (db/client.ts, matches-module.ts). */
async function fill(config: DatabaseConfig): Promise<void> {
  const client = await createDbClient(config);
  try {
    const dataset = readDatasetFile();
    await createMatchesRepository(client.db).loadDataset(dataset.version, dataset.rows);
  } finally {
    await client.close();
  }
}

let pglite: Promise<string> | undefined;

/** A PGlite data folder to copy (cpSync) into a test's DATA_DIR/pglite. */
export function pgliteTemplate(): Promise<string> {
  pglite ??= (async () => {
    const folder = join(tmpdir(), `talentbrug-pglite-template-${templateKey()}`);
    if (existsSync(join(folder, 'PG_VERSION'))) return folder;
    const work = mkdtempSync(join(tmpdir(), 'talentbrug-pglite-template-work-'));
    try {
      await fill({ kind: 'pglite', dir: join(work, 'pglite') });
      try {
        renameSync(join(work, 'pglite'), folder);
      } catch (error) {
        // Another test process put its copy in place first: the same content.
        if (!existsSync(join(folder, 'PG_VERSION'))) throw error;
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    return folder;
  })();
  return pglite;
}

type Sql = ReturnType<typeof postgres>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** PostgreSQL's answer while another session is still connected to a database it must copy or rename. */
const IN_USE = '55006';

/** Retries `run` while PostgreSQL says the database is still in use (a closing connection lingers a moment). */
async function whileInUse<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code !== IN_USE || attempt >= 50) throw error;
      await sleep(100);
    }
  }
}

const postgresTemplates = new Map<string, Promise<string>>();

/** The name of a database in the PostgreSQL of `url` that CREATE DATABASE may copy (createDatabaseFrom). */
export function postgresTemplate(url: string): Promise<string> {
  let template = postgresTemplates.get(url);
  if (!template) {
    template = buildPostgresTemplate(url);
    postgresTemplates.set(url, template);
  }
  return template;
}

async function buildPostgresTemplate(url: string): Promise<string> {
  const name = `talentbrug_template_${templateKey()}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (found) return name;
    const work = `${name}_${randomUUID().slice(0, 8)}`;
    await admin.unsafe(`create database "${work}"`);
    try {
      const scoped = new URL(url);
      scoped.pathname = `/${work}`;
      await fill({ kind: 'postgres', url: scoped.toString() });
      await whileInUse(() => admin.unsafe(`alter database "${work}" rename to "${name}"`));
    } catch (error) {
      await admin.unsafe(`drop database if exists "${work}" with (force)`);
      // Another test process renamed its copy into place first: the same content.
      const [now] = await admin`select 1 from pg_database where datname = ${name}`;
      if (!now) throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** CREATE DATABASE `name` as a copy of `template` (postgresTemplate). */
export async function createDatabaseFrom(admin: Sql, name: string, template: string): Promise<void> {
  await whileInUse(() => admin.unsafe(`create database "${name}" template "${template}"`));
}
