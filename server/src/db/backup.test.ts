import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { appendFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { PDF } from '../modules/uploads/testing/fixtures.ts';
import { freePort, tempDir, templatedDataDir } from '../testing/test-app.ts';

/*
 * Backups as an operator makes them: real server processes (node src/main.ts), the backup and
 * restore CLI as separate processes, and a fresh server on the restored data that must serve the
 * same athlete. Each part runs in its own pass of the suite (scripts/tasks/test.mjs runs it on PGlite,
 * then on PostgreSQL with DATABASE_URL): the PGlite part sets its own database (DATABASE_URL ''),
 * so the PostgreSQL pass would only run it a second time, the same way (about 90 s under load).
 */

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const cli = fileURLToPath(new URL('./backup-cli.ts', import.meta.url));
const run = promisify(execFile);
// Tokens name their issuer (PUBLIC_ORIGIN/auth/v1): a restored deployment keeps its public address.
const PUBLIC_ORIGIN = 'https://talentbrug.example';
const PASSWORD = 'Hockey-2025!';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function folder(): string {
  const dir = tempDir('talentbrug-backup-test-');
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A data folder for a server's start, its database copied from the template (no first start to test here). */
async function startedFolder(): Promise<string> {
  const dir = await templatedDataDir('talentbrug-backup-test-');
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A server process on its own port, as `npm start` runs it, with `env` on top of an empty database setting. */
async function startServer(env: Record<string, string>): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN,
      STATIC_ROOT: folder(),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  cleanups.push(() => stop(child));
  const origin = `http://127.0.0.1:${port}`;
  const end = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    const up = await fetch(`${origin}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, stop: () => stop(child) };
    if (Date.now() > end) throw new Error(`server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The backup CLI as `npm run backup`/`restore` runs it, with the environment of the server it serves. */
async function backupCli(args: string[], env: Record<string, string>) {
  return run(process.execPath, [cli, ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

async function signInWithPassword(origin: string, email: string): Promise<string> {
  const { supabasePublishableKey: apikey } = (await (await fetch(`${origin}/app-config.json`)).json()) as {
    supabasePublishableKey: string;
  };
  const response = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const api = async (origin: string, token: string, path: string, init: RequestInit = {}) => {
  const response = await fetch(`${origin}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

interface Athlete {
  email: string;
  token: string;
  userId: string;
  profile: Record<string, unknown>;
  files: { id: string; name: string }[];
}

/** Signs up, fills a profile and uploads a document, as the athlete's browser would. */
async function athleteWithData(origin: string, email: string): Promise<Athlete> {
  const { supabasePublishableKey: apikey } = (await (await fetch(`${origin}/app-config.json`)).json()) as {
    supabasePublishableKey: string;
  };
  const signup = await fetch(`${origin}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(signup.status).toBe(200);
  const token = await signInWithPassword(origin, email);
  const created = await api(origin, token, '/api/profiles', {
    method: 'POST',
    body: JSON.stringify({ first_name: 'Fenna', last_name: 'Bakker', sport: 'Hockey', current_team: 'HC Rotterdam' }),
  });
  expect(created.status).toBe(201);
  const form = new FormData();
  form.append('document', new Blob([PDF], { type: 'application/pdf' }), 'cijferlijst.pdf');
  const uploaded = await fetch(`${origin}/api/upload/document`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const me = await api(origin, token, '/api/me');
  const files = await api(origin, token, '/api/upload/files');
  return {
    email,
    token,
    userId: me.body.id as string,
    profile: created.body.profile as Record<string, unknown>,
    files: (files.body.files as { id: string; name: string }[]).map(({ id, name }) => ({ id, name })),
  };
}

/**
 * The restored server serves the athlete: the token from before the backup still verifies (the
 * signing keys came along), the password signs in, and the profile and the file are there, the
 * file's bytes included.
 */
async function expectSameAthlete(
  origin: string,
  athlete: Athlete,
  profile: (restored: Record<string, unknown>) => void,
) {
  const me = await api(origin, athlete.token, '/api/me');
  expect(me).toMatchObject({ status: 200, body: { id: athlete.userId, email: athlete.email } });
  const token = await signInWithPassword(origin, athlete.email);
  const restored = await api(origin, token, '/api/profiles/me');
  expect(restored.status).toBe(200);
  profile(restored.body.profile as Record<string, unknown>);
  const listed = await api(origin, token, '/api/upload/files');
  const files = listed.body.files as { id: string; name: string; url: string }[];
  expect(files.map(({ id, name }) => ({ id, name }))).toEqual(athlete.files);
  const content = await fetch(new URL(files[0]?.url ?? '', origin));
  expect(content.status).toBe(200);
  expect(Buffer.from(await content.arrayBuffer())).toEqual(PDF);
}

const databaseUrl = process.env.DATABASE_URL;

// Defined in the suite's PGlite pass only, as the PostgreSQL part below in its DATABASE_URL pass.
if (!databaseUrl) {
  describe('backup and restore on PGlite', () => {
    it('copies the data folder while the server answers writes, and a fresh server on the copy serves the same athlete', async () => {
      const dataDir = await startedFolder();
      const server = await startServer({ DATA_DIR: dataDir });
      const athlete = await athleteWithData(server.origin, 'fenna@example.nl');
      const port = new URL(server.origin).port;

      // Writes go on during the whole backup; each must be answered, none refused.
      const written: { team: string; status: number; ms: number }[] = [];
      let backingUp = true;
      const writer = (async () => {
        for (let i = 0; backingUp; i++) {
          const started = performance.now();
          const team = `Team ${i}`;
          const { status } = await api(server.origin, athlete.token, '/api/profiles/me', {
            method: 'PATCH',
            body: JSON.stringify({ current_team: team }),
          });
          written.push({ team, status, ms: performance.now() - started });
        }
      })();
      const backup = join(folder(), 'backup');
      const made = await backupCli(['backup', '--out', backup], { DATA_DIR: dataDir, PORT: port });
      backingUp = false;
      await writer;
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      expect(made.stdout).toMatch(/uploads: 1 files/);
      expect(written.length).toBeGreaterThan(0);
      expect(written.every(({ status }) => status === 200)).toBe(true);
      console.info(
        `PGlite backup: ${written.length} writes answered during it, the slowest in ${Math.round(Math.max(...written.map(({ ms }) => ms)))} ms`,
      );

      expect((await backupCli(['backup', '--verify', backup], {})).code).toBe(0);

      const restoredDir = folder();
      const restored = await backupCli(['restore', backup], { DATA_DIR: restoredDir });
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      const fresh = await startServer({ DATA_DIR: restoredDir });
      await expectSameAthlete(fresh.origin, athlete, (profile) => {
        expect(profile).toMatchObject({ first_name: 'Fenna', last_name: 'Bakker', sport: 'Hockey' });
        // The copy is one moment of the database: the team of one of the committed writes (or of before them).
        expect(['HC Rotterdam', ...written.map(({ team }) => team)]).toContain(profile.current_team);
      });

      // Nothing is ever written over: a second restore into the same folder is refused.
      const again = await backupCli(['restore', backup], { DATA_DIR: restoredDir });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/is not empty/);
      await server.stop();
      await fresh.stop();
    }, 300_000);

    it('answers the backup request only to a client on its own machine, and the check finds a changed file', async () => {
      const dataDir = await startedFolder();
      const server = await startServer({ DATA_DIR: dataDir });
      const url = `${server.origin}/admin/backup/pglite`;
      const forwarded = await fetch(url, {
        method: 'POST',
        headers: { 'x-talentbrug-backup': '1', 'x-forwarded-for': '203.0.113.7' },
      });
      expect(forwarded.status).toBe(404);
      const withoutHeader = await fetch(url, { method: 'POST' });
      expect(withoutHeader.status).toBe(404);
      expect(await withoutHeader.json()).toHaveProperty('error');

      // A server that is not running is never copied by hand: the CLI says what to do instead.
      const backup = join(folder(), 'backup');
      const unreachable = await backupCli(['backup', '--out', backup], {
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
      });
      expect(unreachable.code).toBe(1);
      expect(unreachable.stderr).toMatch(/No server answers at .*--offline/);

      const port = new URL(server.origin).port;
      expect((await backupCli(['backup', '--out', backup], { DATA_DIR: dataDir, PORT: port })).code).toBe(0);
      // Offline is refused while the server runs: two processes on one PGlite folder corrupt it.
      const offline = await backupCli(['backup', '--offline', '--out', join(folder(), 'b')], {
        DATA_DIR: dataDir,
        PORT: port,
      });
      expect(offline.code).toBe(1);
      expect(offline.stderr).toMatch(/stop it before --offline/);
      await server.stop();
      const stopped = await backupCli(['backup', '--offline', '--out', join(folder(), 'c')], {
        DATA_DIR: dataDir,
        PORT: port,
      });
      expect(stopped.code).toBe(0);

      appendFileSync(join(backup, 'pglite.tar.gz'), 'x');
      const checked = await backupCli(['backup', '--verify', backup], {});
      expect(checked.code).toBe(1);
      expect(checked.stderr).toMatch(/pglite\.tar\.gz is not the file the backup wrote/);
      const refused = await backupCli(['restore', backup], { DATA_DIR: folder() });
      expect(refused.code).toBe(1);
    }, 300_000);
  });
}

// Defined in the suite's DATABASE_URL pass only (scripts/tasks/test.mjs runs the server suite twice).
if (databaseUrl) {
  describe('backup and restore on PostgreSQL', () => {
    async function scratchDatabase(): Promise<string> {
      const name = `backup_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      const admin = postgres(databaseUrl as string, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database "${name}"`);
      cleanups.push(async () => {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      });
      const url = new URL(databaseUrl as string);
      url.pathname = `/${name}`;
      return url.toString();
    }

    it('pg_dump of the product and auth schemas, restored into a new database, serves the same athlete', async () => {
      const source = { DATABASE_URL: await scratchDatabase(), UPLOAD_DIR: join(folder(), 'uploads') };
      const server = await startServer(source);
      const athlete = await athleteWithData(server.origin, 'daan@example.nl');

      // PostgreSQL needs no help from the server: its copy route says so, to the operator only.
      const asked = await fetch(`${server.origin}/admin/backup/pglite`, {
        method: 'POST',
        headers: { 'x-talentbrug-backup': '1' },
      });
      expect(asked.status).toBe(409);
      expect(await asked.json()).toEqual({ error: expect.stringMatching(/pg_dump/) });

      const backup = join(folder(), 'backup');
      const made = await backupCli(['backup', '--out', backup], source);
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      expect(readdirSync(backup).sort()).toEqual(['database.dump', 'manifest.json', 'uploads']);
      expect((await backupCli(['backup', '--verify', backup], {})).code).toBe(0);
      await server.stop();

      const target = { DATABASE_URL: await scratchDatabase(), UPLOAD_DIR: join(folder(), 'uploads') };
      const restored = await backupCli(['restore', backup], target);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      // The migration bookkeeping came along: the server starts without applying anything twice.
      const fresh = await startServer(target);
      await expectSameAthlete(fresh.origin, athlete, (profile) => {
        expect(profile).toMatchObject({ first_name: 'Fenna', sport: 'Hockey', current_team: 'HC Rotterdam' });
      });

      const again = await backupCli(['restore', backup], { ...target, UPLOAD_DIR: join(folder(), 'uploads') });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already holds Talentbrug tables/);
      await fresh.stop();
    }, 300_000);
  });
}
