/**
 * Backups of everything the server keeps, and their restore into a fresh server
 * (docs/backup-restore.md): the database (pg_dump of the product's schema and tb_auth on
 * PostgreSQL; the running server's own copy of its data folder on PGlite) and the uploaded files
 * on disk. A backup is a folder: the database file, `uploads/`, and `manifest.json` with the
 * sizes and SHA-256 sums a check compares against.
 */

import { execFile as execFileCallback } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { BACKUP_HEADER, BACKUP_PATH } from './backup-routes.ts';

const execFile = promisify(execFileCallback);

/** The embedded auth service's schema; the product's tables live in the connection's current schema. */
const AUTH_SCHEMA = 'tb_auth';
const MANIFEST = 'manifest.json';
const POSTGRES_FILE = 'database.dump';
const PGLITE_FILE = 'pglite.tar.gz';
const UPLOADS_FOLDER = 'uploads';
/** Where the local store keeps finished files; `partial/` holds uploads still running and is left out. */
const OBJECTS = 'objects';

const fileFacts = z.object({ file: z.string(), bytes: z.number().int().min(0), sha256: z.string().length(64) });
const manifestSchema = z.object({
  format: z.literal('talentbrug-backup/1'),
  createdAt: z.iso.datetime(),
  database: z.discriminatedUnion('kind', [
    fileFacts.extend({ kind: z.literal('postgres'), schemas: z.array(z.string()).min(1) }),
    fileFacts.extend({ kind: z.literal('pglite') }),
  ]),
  uploads: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('disk'),
      folder: z.string(),
      files: z.number().int().min(0),
      bytes: z.number().int().min(0),
    }),
    z.object({ kind: z.literal('s3'), bucket: z.string() }),
    z.object({ kind: z.literal('none') }),
  ]),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A backup or restore that cannot go ahead, with what the operator should do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

type Log = (line: string) => void;

export interface BackupOptions {
  config: Config;
  /** A new or empty folder. */
  out: string;
  /** Origin of the running server on PGlite; default http://127.0.0.1:PORT. */
  server?: string | undefined;
  /** PGlite only: the server is stopped and the folder is opened here. */
  offline?: boolean | undefined;
  log?: Log;
}

export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const { config, out, log = () => {} } = options;
  await emptyFolder(out, 'The backup folder');
  const started = performance.now();

  let database: BackupManifest['database'];
  if (config.database.kind === 'postgres') {
    const file = join(out, POSTGRES_FILE);
    const schemas = await dumpPostgres(config.database.url, file);
    database = { kind: 'postgres', schemas, ...(await facts(file)) };
  } else {
    if (!config.database.dir)
      throw new BackupError('DATA_DIR=memory keeps nothing on disk: there is nothing to back up.');
    const file = join(out, PGLITE_FILE);
    if (options.offline) await copyStoppedPglite(config.database.dir, file, serverOrigin(config, options.server));
    else await fetchPgliteSnapshot(serverOrigin(config, options.server), file);
    database = { kind: 'pglite', ...(await facts(file)) };
  }
  log(`database (${database.kind}): ${database.file}, ${database.bytes} bytes`);

  // After the database: a file uploaded in between is a file without a row, which nothing
  // shows; the other order would give rows whose file is missing.
  let uploads: BackupManifest['uploads'];
  if (config.uploads.s3) {
    uploads = { kind: 's3', bucket: config.uploads.s3.bucket };
    log(`uploads: in the S3 bucket ${uploads.bucket}, not copied (see docs/backup-restore.md)`);
  } else if (config.uploads.dir) {
    const from = join(config.uploads.dir, OBJECTS);
    const to = join(out, UPLOADS_FOLDER, OBJECTS);
    if (existsSync(from)) await cp(from, to, { recursive: true, preserveTimestamps: true });
    else await mkdir(to, { recursive: true });
    const counted = await countFiles(to);
    uploads = { kind: 'disk', folder: UPLOADS_FOLDER, ...counted };
    log(`uploads: ${counted.files} files, ${counted.bytes} bytes`);
  } else {
    uploads = { kind: 'none' };
  }

  const manifest: BackupManifest = {
    format: 'talentbrug-backup/1',
    createdAt: new Date().toISOString(),
    database,
    uploads,
  };
  await writeFile(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`backup written to ${out} in ${Math.round(performance.now() - started)} ms`);
  return manifest;
}

/**
 * What is wrong with a backup folder, empty when nothing: the manifest, each file's size and
 * SHA-256, the uploads' count and size, and for a pg_dump archive its table of contents.
 */
export async function verifyBackup(dir: string): Promise<{ manifest: BackupManifest | null; problems: string[] }> {
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')));
  } catch {
    return { manifest: null, problems: [`${join(dir, MANIFEST)} is missing or not a Talentbrug backup manifest`] };
  }
  const problems: string[] = [];
  const { database, uploads } = manifest;
  const file = join(dir, database.file);
  if (!existsSync(file)) problems.push(`${database.file} is missing`);
  else {
    const found = await facts(file);
    if (found.bytes !== database.bytes || found.sha256 !== database.sha256) {
      problems.push(`${database.file} is not the file the backup wrote (size or SHA-256 differs)`);
    } else if (database.kind === 'postgres') {
      try {
        await pgTool('pg_restore', ['--list', file], {});
      } catch (error) {
        problems.push(`${database.file} is not a readable pg_dump archive: ${(error as Error).message}`);
      }
    }
  }
  if (uploads.kind === 'disk') {
    const counted = await countFiles(join(dir, uploads.folder, OBJECTS));
    if (counted.files !== uploads.files || counted.bytes !== uploads.bytes) {
      problems.push(
        `${uploads.folder}/ holds ${counted.files} files (${counted.bytes} bytes); the backup wrote ${uploads.files} (${uploads.bytes} bytes)`,
      );
    }
  }
  return { manifest, problems };
}

export interface RestoreOptions {
  config: Config;
  /** A backup folder written by createBackup. */
  from: string;
  log?: Log;
}

/**
 * Restores a backup into the configured, empty database and upload folder; a server started on
 * them afterwards serves the same athletes, who sign in with the same passwords (the auth
 * service's signing keys and API keys are in the database too, so tokens issued before stay
 * valid). It never writes over data: a target that holds anything is refused.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const { config, from, log = () => {} } = options;
  const { manifest, problems } = await verifyBackup(from);
  if (!manifest || problems.length > 0)
    throw new BackupError(`The backup does not check out:\n  - ${problems.join('\n  - ')}`);
  const { database, uploads } = manifest;
  if (database.kind !== config.database.kind) {
    throw new BackupError(
      `The backup holds a ${database.kind} database and this server is configured for ${config.database.kind}` +
        ` (${database.kind === 'postgres' ? 'set DATABASE_URL' : 'unset DATABASE_URL and set DATA_DIR'}).`,
    );
  }
  const started = performance.now();

  // Checked before anything is written, so a refusal leaves both targets as they were.
  const uploadTarget = uploads.kind === 'disk' ? uploadFolderFor(config) : null;
  if (uploadTarget) await emptyFolder(join(uploadTarget, OBJECTS), 'The upload folder');

  if (database.kind === 'postgres' && config.database.kind === 'postgres') {
    await restorePostgres(config.database.url, join(from, database.file), database.schemas);
  } else if (config.database.kind === 'pglite') {
    const dir = config.database.dir;
    if (!dir)
      throw new BackupError('DATA_DIR=memory keeps nothing on disk: set DATA_DIR to the folder to restore into.');
    await emptyFolder(dir, 'The PGlite data folder');
    const tarball = new Blob([await readFile(join(from, database.file))], { type: 'application/gzip' });
    const client = new PGlite(dir, { loadDataDir: tarball });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
  }
  log(`database (${database.kind}) restored`);

  if (uploads.kind === 'disk' && uploadTarget) {
    await cp(join(from, uploads.folder, OBJECTS), join(uploadTarget, OBJECTS), {
      recursive: true,
      preserveTimestamps: true,
    });
    log(`uploads: ${uploads.files} files restored to ${uploadTarget}`);
  } else if (uploads.kind === 's3') {
    log(`uploads: the files are in the S3 bucket ${uploads.bucket}; point S3_BUCKET at it (or at its replica)`);
  }
  log(`restored in ${Math.round(performance.now() - started)} ms; start the server on it`);
  return manifest;
}

function uploadFolderFor(config: Config): string {
  if (config.uploads.s3) {
    throw new BackupError(
      'The backup holds uploads from disk and this server uses S3: unset S3_BUCKET, or copy the files to the bucket yourself.',
    );
  }
  if (!config.uploads.dir) throw new BackupError('Set DATA_DIR or UPLOAD_DIR to the folder the uploads go to.');
  return config.uploads.dir;
}

function serverOrigin(config: Config, server: string | undefined): string {
  return (server ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '');
}

/** The running server copies its own folder (backup-snapshot.ts) and streams it here. */
async function fetchPgliteSnapshot(origin: string, file: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${origin}${BACKUP_PATH}`, { method: 'POST', headers: { [BACKUP_HEADER]: '1' } });
  } catch {
    throw new BackupError(
      `No server answers at ${origin}. Start it (or pass --server with its loopback address); ` +
        'if it is stopped on purpose, use --offline. Never copy the folder by hand while it runs.',
    );
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new BackupError(
      `The server at ${origin} answered ${response.status} to the backup request: it copies its folder only on PGlite and for a client on its own machine.`,
    );
  }
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), createWriteStream(file));
}

/**
 * The data folder of a stopped server. PGlite takes no lock on its folder, so opening it while
 * the server runs would let two writers corrupt it: refuse when the server still answers.
 */
async function copyStoppedPglite(dir: string, file: string, origin: string): Promise<void> {
  const running = await fetch(`${origin}/health`).then(
    () => true,
    () => false,
  );
  if (running) {
    throw new BackupError(
      `A server answers at ${origin}: stop it before --offline, or leave --offline out to let it copy its folder.`,
    );
  }
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new BackupError(`${dir} is not a PGlite data folder.`);
  const client = new PGlite(dir);
  try {
    await client.query('checkpoint');
    const tarball = await client.dumpDataDir('gzip');
    await pipeline(
      Readable.fromWeb(tarball.stream() as import('node:stream/web').ReadableStream),
      createWriteStream(file),
    );
  } finally {
    await client.close();
  }
}

/**
 * The pieces of DATABASE_URL the PostgreSQL tools take: libpq knows no `search_path` parameter
 * (postgres.js passes it on), and the password goes by PGPASSWORD rather than the command line,
 * where `ps` would show it.
 */
function libpq(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  parsed.searchParams.delete('search_path');
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: Record<string, string>): Promise<void> {
  try {
    await execFile(tool, args, { env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupError(
        `${tool} is not installed: install the PostgreSQL client tools of the server's major version or newer (Debian: postgresql-client).`,
      );
    }
    throw new BackupError(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

/** The schema the server's tables and its migration bookkeeping live in (db/client.ts), read as the server reads it. */
async function withDatabase<T>(url: string, use: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await use(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function currentSchema(sql: postgres.Sql): Promise<string> {
  const [row] = await sql<{ schema: string | null }[]>`select current_schema() as schema`;
  if (!row?.schema) throw new BackupError('The search_path of DATABASE_URL names no existing schema.');
  return row.schema;
}

/**
 * pg_dump of the product's schema (its tables and drizzle's __drizzle_migrations, so a server
 * started on the restore applies only the migrations that are newer) and tb_auth, in the custom
 * format pg_restore reads. Other schemas of the database (Supabase's own `auth`, `storage`) are
 * not ours and stay out. pg_dump reads one snapshot, so a running server needs no pause.
 */
async function dumpPostgres(url: string, file: string): Promise<string[]> {
  const schemas = [await withDatabase(url, currentSchema), AUTH_SCHEMA];
  const { dbname, env } = libpq(url);
  await pgTool(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      ...schemas.map((schema) => `--schema=${schema}`),
      `--file=${file}`,
      `--dbname=${dbname}`,
    ],
    env,
  );
  return schemas;
}

/**
 * pg_restore into an empty database, in one transaction (a failure leaves it empty). A schema
 * that exists already (`public` in every new database) is not created again; its comment is
 * left out too, as only its owner may set that and on a managed database that is not us.
 */
async function restorePostgres(url: string, file: string, schemas: string[]): Promise<void> {
  const existing = await withDatabase(url, async (sql) => {
    const schema = await currentSchema(sql);
    if (schema !== schemas[0]) {
      throw new BackupError(
        `The backup's tables belong in the schema ${schemas[0]} and DATABASE_URL's search_path starts with ${schema}.`,
      );
    }
    const [row] = await sql<{ count: number }[]>`
      select count(*)::int as count from information_schema.tables where table_schema in ${sql(schemas)}`;
    if ((row?.count ?? 0) > 0) {
      throw new BackupError('The target database already holds Talentbrug tables: restore into a new, empty database.');
    }
    const rows = await sql<{ name: string }[]>`select nspname as name from pg_namespace`;
    return new Set(rows.map((r) => r.name));
  });

  const { dbname, env } = libpq(url);
  const { stdout } = await execFile('pg_restore', ['--list', file], { maxBuffer: 16 * 1024 * 1024 });
  const entry = /^\d+; \d+ \d+ (?:SCHEMA - (\S+)|COMMENT - SCHEMA (\S+)) /;
  const list = stdout
    .split('\n')
    .filter((line) => {
      const match = entry.exec(line);
      const schema = match?.[1] ?? match?.[2];
      return !(schema && existing.has(schema));
    })
    .join('\n');
  const listFile = join(tmpdir(), `talentbrug-restore-${process.pid}-${Date.now()}.list`);
  await writeFile(listFile, list);
  try {
    await pgTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--use-list=${listFile}`,
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
  } finally {
    await rm(listFile, { force: true });
  }
}

async function emptyFolder(dir: string, what: string): Promise<void> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0)
    throw new BackupError(`${what} ${dir} is not empty: choose a new one, nothing is overwritten.`);
  await mkdir(dir, { recursive: true });
}

async function facts(file: string): Promise<{ file: string; bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { file: basename(file), bytes, sha256: hash.digest('hex') };
}

async function countFiles(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}
