import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DELETE_CONFIRMATION } from '@talentbrug/domain/contracts/account';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { toSubmitBody } from '@talentbrug/domain/onboarding/payload';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { isAccountGone } from '../../errors.ts';
import { signIn, TEST_SERVICE_KEY, type TestSession } from '../../testing/sign-in.ts';
import { buildTestApp, isolatedDatabase, queryRows, tempDir } from '../../testing/test-app.ts';
import { filesUnder, multipartBody, multipartHeaders, postStreamed, tinyMp4 } from '../uploads/testing/fixtures.ts';
import { count, OWNED, type StorageUnderTest, storages } from './testing/athlete-data.ts';

/**
 * Deletion is final (issue 32): once `DELETE /api/account` has answered, nothing of the athlete
 * is written any more, also by requests that began before it, and what such a request wrote
 * before the deletion is gone with the rest. Each test starts the writes, deletes in the middle
 * of them and then looks at every table, the store and the signed links.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const GONE = { error: 'Dit account is verwijderd.' };

/**
 * The athlete's rows left in any table that holds an athlete's data, by table (none: {}): one
 * query counting in every table, not a query per table (about 30, each time it is asked).
 */
async function leftovers(app: FastifyInstance, session: TestSession): Promise<Record<string, number>> {
  const counts = Object.entries(OWNED).map(([table, where]) => {
    const [schema, name] = table.split('.');
    return sql`select ${table}::text as "table", count(*) as n from ${sql.identifier(schema ?? '')}.${sql.identifier(name ?? '')} where ${where(session.user.id, session.user.email)}`;
  });
  const rows = await queryRows<{ table: string; n: number | string }>(app, sql.join(counts, sql` union all `));
  expect(rows).toHaveLength(counts.length);
  return Object.fromEntries(rows.filter((row) => Number(row.n) > 0).map((row) => [row.table, Number(row.n)]));
}

const deleteAccount = (app: FastifyInstance, session: TestSession) =>
  app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: bearer(session.access_token),
    payload: { confirmation: DELETE_CONFIRMATION },
  });

describe.each(storages)('deletion is final on the %s', (_name, startStorage) => {
  let storage: StorageUnderTest;
  let app: FastifyInstance;
  let origin: string;
  let n = 0;
  const athlete = () => signIn(app, `race-${++n}@example.nl`);

  beforeAll(async () => {
    storage = await startStorage();
    app = await buildTestApp({ ...storage.env, AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await storage?.stop();
  });

  it('refuses, in the database itself, a row of a deleted account in every table that names an athlete', async () => {
    const session = await athlete();
    expect((await deleteAccount(app, session)).statusCode).toBe(200);
    // A table added later with an athlete id fails here until it has the trigger too (migration 0012).
    const tables = await queryRows<{ name: string }>(
      app,
      sql`select table_name as name from information_schema.columns
          where table_schema = 'public' and column_name = 'user_id' and table_name <> 'audit_log' order by 1`,
    );
    const guarded = await queryRows<{ name: string }>(
      app,
      sql`select distinct event_object_table as name from information_schema.triggers
          where trigger_schema = 'public' and action_statement like '%refuse_deleted_athlete%' and event_manipulation = 'INSERT'`,
    );
    expect(tables.length).toBeGreaterThan(5);
    expect(tables.map((t) => t.name).filter((name) => !guarded.some((g) => g.name === name))).toEqual([]);

    const refused = await app.database.db
      .execute(sql`insert into coach_messages (user_id, role, content) values (${session.user.id}, 'user', 'Hallo?')`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isAccountGone(refused)).toBe(true);
    expect(await leftovers(app, session)).toEqual({});
  });

  it('refuses an upload whose body was still arriving when the account was deleted, and removes its bytes', async () => {
    const session = await athlete();
    const storedBefore = storage.storedFiles();
    let rest!: () => void;
    const answer = postStreamed(`${origin}/api/upload/video`, session.access_token, 'video', 400 * 1024, {
      fields: { title: 'Wedstrijd', type: 'highlight' },
      pause: { bytes: 100 * 1024, until: new Promise<void>((resolve) => (rest = resolve)) },
    });
    // The server is storing the body: its key is recorded as a pending write.
    await expect
      .poll(async () => (await queryRows(app, sql`select 1 from pending_objects where action = 'write'`)).length)
      .toBe(1);

    const deleted = await deleteAccount(app, session);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, files: 0 });
    rest();

    const upload = await answer;
    expect(upload?.status, upload?.body).toBe(403);
    expect(JSON.parse(upload?.body ?? '{}')).toEqual(GONE);
    expect(await leftovers(app, session)).toEqual({});
    await expect.poll(async () => (await queryRows(app, sql`select 1 from pending_objects`)).length).toBe(0);
    expect(storage.storedFiles()).toEqual(storedBefore);
  });

  it('writes no coach exchange after the deletion when six questions and the deletion arrive at once', async () => {
    for (let round = 0; round < 2; round++) {
      const session = await athlete();
      const ask = () =>
        app.inject({
          method: 'POST',
          url: '/api/ai/chat',
          headers: bearer(session.access_token),
          payload: { message: 'Hoe werkt het visumproces?' },
        });
      const answers = await Promise.all([ask(), ask(), ask(), deleteAccount(app, session), ask(), ask(), ask()]);
      const deletion = answers.splice(3, 1)[0];
      expect(deletion?.statusCode, deletion?.body).toBe(200);
      for (const chat of answers) {
        // Answered before the deletion (and then deleted with it), or refused: never a 500.
        expect([200, 403], chat.body).toContain(chat.statusCode);
        if (chat.statusCode === 403) expect(chat.json()).toEqual(GONE);
      }
      expect(await leftovers(app, session)).toEqual({});
    }
  });

  it('leaves nothing of a draft save, a submit, a generation, a profile write and an export racing the deletion, and every signed link of the athlete answers 404', async () => {
    // The deletion starts a little after the writes, by a different margin each round, so that
    // it commits while some of them are between their token check and their own commit.
    for (const delayMs of [0, 1, 3, 6, 10]) {
      const session = await athlete();
      const headers = bearer(session.access_token);
      const upload = await app.inject({
        method: 'POST',
        url: '/api/upload/video',
        headers: multipartHeaders(session.access_token),
        payload: multipartBody({ title: 'Wedstrijd', type: 'highlight' }, [
          { field: 'video', filename: 'wedstrijd.mp4', type: 'video/mp4', content: tinyMp4(8192) },
        ]),
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const submitted = await app.inject({
        method: 'POST',
        url: '/api/onboarding/submit',
        headers: { ...headers, 'idempotency-key': 'race-submit-1' },
        payload: toSubmitBody(exampleOnboardingData()),
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const links = (
        (await app.inject({ method: 'GET', url: '/api/upload/files', headers })).json() as { files: { url: string }[] }
      ).files.map((file) => new URL(file.url, origin).toString());
      expect(links).toHaveLength(1);

      const writes = [
        app.inject({
          method: 'PUT',
          url: '/api/onboarding/draft',
          headers,
          payload: {
            data: { personal: { firstName: 'Daan' } },
            stepIndex: 2,
            chat: [],
            promptsShown: ['personal'],
            idempotencyKey: 'race-draft-1234',
          },
        }),
        app.inject({
          method: 'POST',
          url: '/api/onboarding/submit',
          headers: { ...headers, 'idempotency-key': 'race-submit-2' },
          payload: toSubmitBody(exampleOnboardingData()),
        }),
        app.inject({ method: 'POST', url: '/api/matches/generate', headers }),
        app.inject({ method: 'PATCH', url: '/api/profiles/me', headers, payload: { current_team: 'HC Bloemendaal' } }),
        app.inject({ method: 'GET', url: '/api/account/export', headers }),
      ];
      await sleep(delayMs);
      const [deletion, ...answers] = await Promise.all([deleteAccount(app, session), ...writes]);
      expect(deletion?.statusCode, deletion?.body).toBe(200);
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBeLessThan(500);
        if (answer.statusCode >= 400) expect(answer.statusCode, answer.body).toBe(403);
      }

      expect(await leftovers(app, session), `deletion ${delayMs} ms after the writes`).toEqual({});
      await expect.poll(async () => (await queryRows(app, sql`select 1 from pending_objects`)).length).toBe(0);
      for (const link of links) expect((await fetch(link)).status, link).toBe(404);
    }
  });
});

describe('the start-up sweep of deleted accounts', () => {
  it('removes the rows and files a deleted account still had when the server starts, and keeps the record of the deletion', async () => {
    const database = await isolatedDatabase();
    // On PGlite the database's own folder (a copy of the template): the second start is the test, not the first.
    const dataDir = database.env.DATA_DIR ?? tempDir('talentbrug-sweep-');
    const uploadDir = join(dataDir, 'uploads');
    const env = {
      STATIC_ROOT: tempDir(),
      ...database.env,
      UPLOAD_DIR: uploadDir,
      AUTH_SERVICE_KEY: TEST_SERVICE_KEY,
    };
    let app = await buildApp(loadConfig(env), { logger: false });
    try {
      const session = await signIn(app, 'left-behind@example.nl');
      const other = await signIn(app, 'stays@example.nl');
      for (const who of [session, other]) {
        const created = await app.inject({
          method: 'POST',
          url: '/api/profiles',
          headers: bearer(who.access_token),
          payload: { first_name: 'Sanne' },
        });
        expect(created.statusCode, created.body).toBe(201);
      }
      expect((await deleteAccount(app, session)).statusCode).toBe(200);

      // What an earlier version could leave behind: rows written after the deletion, and a file.
      const id = session.user.id;
      const key = `files/${crypto.randomUUID()}`;
      mkdirSync(dirname(join(uploadDir, 'objects', key)), { recursive: true });
      writeFileSync(join(uploadDir, 'objects', key), tinyMp4(4096));
      // The database refuses such rows itself now (migration 0012): only a replica's session, which
      // fires no triggers, can still write them, as an older version's server could.
      const statements = [
        sql`insert into profiles (user_id, first_name) values (${id}, 'Terug')`,
        sql`insert into coach_messages (user_id, role, content) values (${id}, 'user', 'Ben ik er nog?')`,
        sql`insert into uploads (id, user_id, kind, title, original_name, mime_type, size, storage_key)
            values (gen_random_uuid(), ${id}, 'video', 'Wedstrijd', 'wedstrijd.mp4', 'video/mp4', 4096, ${key})`,
        sql`insert into outbox (type, payload) values ('university.shared', ${JSON.stringify({ user_id: id })}::jsonb)`,
      ];
      await app.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        for (const statement of statements) await tx.execute(statement);
      });
      expect(await leftovers(app, session)).not.toEqual({});
      await app.close();

      app = await buildApp(loadConfig(env), { logger: false });
      await app.ready();
      expect(await leftovers(app, session)).toEqual({});
      expect(filesUnder(join(uploadDir, 'objects'))).toEqual([]);
      expect(await queryRows(app, sql`select 1 from pending_objects`)).toEqual([]);
      expect(await queryRows(app, sql`select action from audit_log where user_id = ${id}`)).toEqual([
        { action: 'account_deleted' },
      ]);
      expect(await count(app, 'public.outbox', sql`type = 'athlete.deleted' and payload->>'user_id' = ${id}`)).toBe(1);
      expect(await count(app, 'public.profiles', sql`user_id = ${other.user.id}`)).toBe(1);
    } finally {
      await app.close();
      await database.drop();
    }
  }, 60_000);
});
