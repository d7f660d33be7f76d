import { readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { DELETE_CONFIRMATION, EXPORT_FILE_NAME } from '@talentbrug/domain/contracts/account';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_SERVICE_KEY, type TestSession } from '../../testing/sign-in.ts';
import { buildTestApp, queryRows, tempDir } from '../../testing/test-app.ts';
import { multipartBody, multipartHeaders, PDF } from '../uploads/testing/fixtures.ts';
import { makeInfoCard } from '../video/testing/make-videos.ts';
import { deleteAccount, exportAccount } from './testing/account-rights.ts';
import { count, EXCLUDED, OWNED, type StorageUnderTest, storages } from './testing/athlete-data.ts';

const OTHER_IP = '203.0.113.7';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs the token's claims again with the service's key, changed: a sign-in of another moment. */
async function resign(app: FastifyInstance, token: string, changes: Record<string, unknown>): Promise<string> {
  const [row] = await queryRows<{ kid: string; private_jwk: Record<string, unknown> }>(
    app,
    sql`select kid, private_jwk from tb_auth.signing_keys where retired_at is null limit 1`,
  );
  if (!row) throw new Error('no signing key');
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  return new SignJWT({ ...claims, ...changes })
    .setProtectedHeader({ alg: 'ES256', kid: row.kid, typ: 'JWT' })
    .sign(await importJWK(row.private_jwk, 'ES256'));
}

describe.each(storages)('data rights on the %s', (_name, startStorage) => {
  let storage: StorageUnderTest;
  let app: FastifyInstance;
  let apikey: string;
  let athlete: TestSession;
  let other: TestSession;
  const email = 'sprinter@example.nl';
  // A real video, so its analysis makes a poster and thumbnails: files the rights cover too.
  const videos = tempDir('talentbrug-rights-video-');
  const uploaded = { video: Buffer.alloc(0), document: PDF };

  const upload = async (token: string, route: 'video' | 'document', content: Buffer, filename: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/upload/${route}`,
      headers: multipartHeaders(token),
      payload: multipartBody({ title: `Mijn ${route}` }, [
        { field: route, filename, type: route === 'video' ? 'video/mp4' : 'application/pdf', content },
      ]),
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const authCall = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { apikey, 'content-type': 'application/json', ...headers }, payload });

  async function fill(session: TestSession, mail: string): Promise<void> {
    const id = session.user.id;
    const token = session.access_token;
    /** The athlete's own request, which must answer `status`. */
    const send = async (method: 'POST' | 'PUT', url: string, payload: object, status: number) => {
      const response = await app.inject({ method, url, headers: bearer(token), payload });
      expect(response.statusCode, response.body).toBe(status);
    };
    await upload(token, 'video', uploaded.video, 'wedstrijd.mp4');
    await upload(token, 'document', uploaded.document, 'cijferlijst.pdf');
    await send('POST', '/api/ai/chat', { message: 'Hoe werkt het visumproces?' }, 200);
    await send('POST', '/api/profiles', { first_name: 'Sanne', key_stats: '2k ergo 7:18,4, 6k 23:40' }, 201);
    const [institution] = await queryRows<{ id: string }>(app, sql`select id from institutions limit 1`);
    const school = institution?.id ?? 'none';
    await app.database.db.execute(sql`
      insert into onboarding_submissions (user_id, body, consent_accepted, consent_ip, consent_terms_version, consent_at)
      values (${id}, ${JSON.stringify({ guardian: { name: 'Ouder' } })}::jsonb, true, '127.0.0.1', '2026-01', now())`);
    await app.database.db.execute(
      sql`insert into onboarding_drafts (user_id, draft) values (${id}, ${JSON.stringify({ step: 3 })}::jsonb)`,
    );
    await app.database.db.execute(sql`
      insert into matches (user_id, institution_id, rank, score, details, status, favourite, generated_at)
      values (${id}, ${school}, 1, 88, '{}'::jsonb, 'interested', true, now())`);
    await app.database.db.execute(sql`
      insert into university_shares (user_id, institution_id, terms_version, consent_ip)
      values (${id}, ${school}, '2026-01', '127.0.0.1')`);
    await app.database.db.execute(sql`
      insert into analytics_events (name, user_id, occurred_at) values ('onboarding_completed', ${id}, now())`);
    // The Dutch transcript (issue 37).
    const transcript = {
      track: 'havo',
      profile: 'ng',
      subjects: [{ subject: 'biologie', grades: [{ year: 4, grade: 7.4 }] }],
    };
    await send('PUT', '/api/academics/transcript', transcript, 200);
    // The recruiting dossier, a link for one school and a view of it.
    await send('PUT', '/api/dossier', { about_en: 'Defender from Haarlem.' }, 200);
    await send('POST', '/api/dossier/links', { label: 'Coach Smith' }, 201);
    await app.database.db.execute(
      sql`insert into dossier_views (link_id, user_id) select id, user_id from dossier_links where user_id = ${id}`,
    );
    // The club trainer's reference, written and approved (issue 37, item 6).
    await app.database.db.execute(sql`
      insert into dossier_references (user_id, token_hash, trainer_email, expires_at, author_name, club, role, language, body, written_at, approved_at)
      values (${id}, ${`${'f'.repeat(32)}${id.replaceAll('-', '')}`}, 'trainer@hcbloemendaal.nl', now() + interval '14 days', 'Marieke Jansen', 'HC Bloemendaal',
        'Hoofdtrainer', 'nl', 'Een echte leider.', now(), now())`);
    // Outreach to one school (issue 38), with the coach's address the athlete typed.
    await app.database.db.execute(sql`
      insert into outreach_entries (user_id, institution_id, status, coach_email)
      values (${id}, '199120', 'contacted', 'coach.smith@example.edu')`);
    // Weekly reminders on, to the account's address, and one reminder claimed (issue 38).
    await app.database.db.execute(sql`
      insert into outreach_settings (user_id, reminder_email, reminder_address, calendar_version)
      values (${id}, true, ${mail}, 1)`);
    await app.database.db.execute(sql`
      insert into outreach_reminders (user_id, week, schools, claimed_at)
      values (${id}, '2026-W49', '[{"institution_id":"199120","school_name":"UNC","step":"follow_up"}]'::jsonb, now())`);
    await app.database.db.execute(sql`
      insert into outbox (type, payload) values ('onboarding.completed', ${JSON.stringify({ user_id: id })}::jsonb)`);
    // A reset mail not sent yet (the queue deletes a job once it is handled; this one is due tomorrow).
    await app.database.db.execute(sql`
      insert into outbox (type, channel, payload, next_attempt_at)
      values ('link-mail', 'auth-mail', ${JSON.stringify({ type: 'recovery', email: mail })}::jsonb, now() + interval '1 day')`);
    // The auth service's own traces: a TOTP factor being set up and challenged, a reset mail asked
    // with PKCE (link token, flow state, mail job and the mail), wrong passwords from two networks.
    const enrolled = await authCall('POST', '/auth/v1/factors', { factor_type: 'totp' }, bearer(token));
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const challenged = await authCall('POST', `/auth/v1/factors/${enrolled.json().id}/challenge`, {}, bearer(token));
    expect(challenged.statusCode, challenged.body).toBe(200);
    const recover = await authCall('POST', '/auth/v1/recover', {
      email: mail,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 's256',
    });
    expect(recover.statusCode, recover.body).toBe(200);
    for (const remoteAddress of ['127.0.0.1', OTHER_IP]) {
      const wrong = await app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        remoteAddress,
        headers: { apikey, 'content-type': 'application/json' },
        payload: { email: mail, password: 'Verkeerd-wachtwoord-1' },
      });
      expect(wrong.statusCode).toBe(400);
    }
  }

  beforeAll(async () => {
    uploaded.video = readFileSync((await makeInfoCard(videos)).file);
    storage = await startStorage();
    app = await buildTestApp({ ...storage.env, AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
    apikey = (await app.inject('/app-config.json')).json().supabasePublishableKey;
    athlete = await signIn(app, email);
    other = await signIn(app, 'keeper@example.nl');
    await fill(athlete, email);
    await fill(other, 'keeper@example.nl');
    // The reset mail goes out after /recover answered: wait for it, so the mailbox is filled too.
    for (let i = 0; i < 50 && (await count(app, 'tb_auth.mailbox', sql`true`)) < 2; i++) await sleep(100);
    // And the videos' analyses, so their images are stored.
    const analysed = sql`status in ('done', 'failed')`;
    for (let i = 0; i < 600 && (await count(app, 'public.video_analyses', analysed)) < 2; i++) await sleep(100);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await storage?.stop();
    rmSync(videos, { recursive: true, force: true });
  });

  it('covers every table: each holds rows of the athlete, or is listed as not personal with a reason', async () => {
    const tables = await queryRows<{ name: string }>(
      app,
      sql`select table_schema || '.' || table_name as name from information_schema.tables
          where table_schema in ('public', 'tb_auth') and table_type = 'BASE TABLE' order by 1`,
    );
    const uncovered = tables.map((t) => t.name).filter((name) => !(name in OWNED) && !(name in EXCLUDED));
    expect(uncovered).toEqual([]);
    for (const [table, where] of Object.entries(OWNED)) {
      expect(await count(app, table, where(athlete.user.id, email)), table).toBeGreaterThan(0);
    }
  });

  it('exports everything in one zip: a readable gegevens.json without secrets, and the files themselves', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);

    const { response, files, json, data } = await exportAccount(app, athlete.access_token);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${EXPORT_FILE_NAME}"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const id = athlete.user.id;

    expect(data.account).toMatchObject({ id, email });
    expect(data.account.sessions.length).toBeGreaterThan(0);
    expect(data.account.mfa_factors).toHaveLength(1);
    expect(data.profile).toMatchObject({ userId: id, firstName: 'Sanne', keyStats: '2k ergo 7:18,4, 6k 23:40' });
    expect(data.onboarding_draft).toMatchObject({ userId: id, draft: { step: 3 } });
    expect(data.onboarding_submissions[0]).toMatchObject({ consentAccepted: true, consentTermsVersion: '2026-01' });
    expect(data.matches[0]).toMatchObject({ status: 'interested', favourite: true, score: 88 });
    // Section by section, the same rows the database holds for the athlete, and nobody else's.
    const sections: [keyof typeof data, string][] = [
      ['onboarding_submissions', 'public.onboarding_submissions'],
      ['matches', 'public.matches'],
      ['university_shares', 'public.university_shares'],
      ['coach_messages', 'public.coach_messages'],
      ['uploads', 'public.uploads'],
      ['analytics_events', 'public.analytics_events'],
      ['outbox_events', 'public.outbox'],
    ];
    for (const [section, table] of sections) {
      const [schema, name] = table.split('.');
      const rows = await queryRows<{ id: string }>(
        app,
        sql`select id from ${sql.identifier(schema ?? '')}.${sql.identifier(name ?? '')} where ${OWNED[table]?.(id, email)}`,
      );
      const exported = (data[section] as { id: string }[]).map((row) => row.id).sort();
      expect(exported, section).toEqual(rows.map((row) => row.id).sort());
    }
    expect(data.coach_messages.map((m) => m.role)).toEqual(['user', 'ai']);
    expect(data.outbox_events.some((e) => e.channel === 'auth-mail')).toBe(true);

    // The files, byte for byte, where the JSON says they are.
    expect(data.uploads).toHaveLength(2);
    for (const upload of data.uploads) {
      const expected = upload.kind === 'video' ? uploaded.video : uploaded.document;
      expect(upload.bestand).toMatch(/^bestanden\//);
      expect(files.get(upload.bestand ?? '')?.equals(expected), upload.bestand ?? '').toBe(true);
      expect(upload).not.toHaveProperty('storageKey');
    }
    // What the analysis made of the video (poster, a thumbnail per clip), byte for byte, and what it measured.
    const derived = await queryRows<{ storage_key: string; kind: string }>(
      app,
      sql`select storage_key, kind from upload_derivatives where user_id = ${id}`,
    );
    expect(derived.length).toBeGreaterThanOrEqual(3);
    expect(data.upload_derivatives).toHaveLength(derived.length);
    for (const made of data.upload_derivatives) {
      expect(made).not.toHaveProperty('storageKey');
      expect(made.bestand).toMatch(/^bestanden\/afgeleid\/.+\.jpg$/);
      expect(
        files
          .get(made.bestand ?? '')
          ?.subarray(0, 2)
          .equals(Buffer.from([0xff, 0xd8])),
      ).toBe(true);
    }
    expect(data.video_analyses).toEqual([expect.objectContaining({ userId: id, status: 'done' })]);
    expect(data.video_analyses[0]).not.toHaveProperty('claimId');
    expect(data.academic_transcript).toMatchObject({
      userId: id,
      track: 'havo',
      transcript: { profile: 'ng', subjects: [{ subject: 'biologie', grades: [{ year: 4, grade: 7.4 }] }] },
    });
    expect(data.toelichting).toContain('"academic_transcript": je cijferlijst');
    expect(data.dossier.dossier).toMatchObject({ userId: id, aboutEn: 'Defender from Haarlem.' });
    expect(data.dossier.links).toEqual([expect.objectContaining({ label: 'Coach Smith', revokedAt: null })]);
    expect(data.dossier.views).toEqual([expect.objectContaining({ linkId: data.dossier.links[0]?.id })]);
    expect(data.dossier.references).toEqual([
      expect.objectContaining({ trainerEmail: 'trainer@hcbloemendaal.nl', body: 'Een echte leider.', language: 'nl' }),
    ]);
    expect(json).not.toContain('f'.repeat(32));
    // Outreach (issue 38): the school with the typed address, the reminders' setting and the one claimed.
    expect(data.outreach).toEqual([
      expect.objectContaining({ institutionId: '199120', coachEmail: 'coach.smith@example.edu' }),
    ]);
    expect(data.outreach_settings).toMatchObject({
      userId: id,
      reminderEmail: true,
      reminderAddress: email,
      calendarVersion: 1,
    });
    expect(data.outreach_reminders).toEqual([expect.objectContaining({ userId: id, week: '2026-W49' })]);
    expect(files.size).toBe(3 + derived.length);

    // No secret of any kind: hashes, TOTP secrets, refresh tokens, the other athlete.
    for (const secret of ['password_hash', 'passwordHash', 'secret', 'token_hash', 'tokenHash', 'sealed']) {
      expect(json).not.toContain(secret);
    }
    expect(json).not.toContain(athlete.access_token);
    expect(json).not.toContain((athlete as unknown as { refresh_token: string }).refresh_token);
    expect(json).not.toContain(other.user.id);
    expect(json).not.toContain('keeper@example.nl');

    const audit = await queryRows<{ action: string; details: Record<string, unknown> }>(
      app,
      sql`select action, details from audit_log where user_id = ${id}`,
    );
    expect(audit).toEqual([{ action: 'account_exported', details: expect.objectContaining({ uploads: 2 }) }]);
  });

  it('refuses a deletion without a typed confirmation or without a sign-in of a moment ago', async () => {
    const del = (token: string | null, payload: unknown) =>
      app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: token ? bearer(token) : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    expect((await del(null, { confirmation: DELETE_CONFIRMATION })).statusCode).toBe(401);
    for (const payload of [undefined, {}, { confirmation: 'verwijder' }, { confirmation: 'JA' }, []]) {
      const response = await del(athlete.access_token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String), fields: expect.any(Object) });
    }
    const now = Math.floor(Date.now() / 1000);
    const stale = [
      [{ method: 'password', timestamp: now - 3600 }],
      // A mail link or code is not the password: whoever reads the mail is not necessarily the athlete.
      [{ method: 'otp', timestamp: now }],
      [{ method: 'recovery', timestamp: now }],
      [],
    ];
    for (const amr of stale) {
      const response = await del(await resign(app, athlete.access_token, { amr }), {
        confirmation: DELETE_CONFIRMATION,
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['x-sb-error-code']).toBe('reauthentication_needed');
      expect(response.json()).toEqual({ error: 'Log opnieuw in met je wachtwoord om je account te verwijderen.' });
    }
    expect(await count(app, 'tb_auth.users', sql`id = ${athlete.user.id}`)).toBe(1);
  });

  it('deletes every row and stored file of the athlete in one go, leaves the other athlete alone, and old tokens stop working', async () => {
    const id = athlete.user.id;
    const keys = (
      await queryRows<{ storage_key: string }>(app, sql`select storage_key from uploads where user_id = ${id}`)
    ).map((row) => row.storage_key.split('/').pop() ?? '');
    // The files made from the video go with it (keys derived/<video id>/<run>/<name>).
    const madeKeys = (
      await queryRows<{ storage_key: string }>(
        app,
        sql`select storage_key from upload_derivatives where user_id = ${id}`,
      )
    ).map((row) => row.storage_key.split('/').slice(1).join('/'));
    expect(madeKeys.length).toBeGreaterThan(0);
    const stored = (key: string) => storage.storedFiles().filter((path) => path.includes(key));
    for (const key of madeKeys) expect(stored(key).length, key).toBeGreaterThan(0);
    const otherStored = storage.storedFiles().filter((path) => !keys.some((key) => path.includes(key)));
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(stored(key).length, key).toBeGreaterThan(0);
    const otherBefore: Record<string, number> = {};
    for (const [table, where] of Object.entries(OWNED)) {
      otherBefore[table] = await count(app, table, where(other.user.id, 'keeper@example.nl'));
    }
    const refresh = (athlete as unknown as { refresh_token: string }).refresh_token;

    const response = await deleteAccount(app, athlete.access_token);
    expect(response.json()).toEqual({ deleted: true, files: 2 });
    // The files' removals were recorded with the rows' delete and settled once their bytes were gone.
    expect(await queryRows(app, sql`select storage_key from pending_objects`)).toEqual([]);

    for (const [table, where] of Object.entries(OWNED)) {
      expect(await count(app, table, where(id, email)), table).toBe(0);
      expect(await count(app, table, where(other.user.id, 'keeper@example.nl')), table).toBe(otherBefore[table]);
    }
    // No row anywhere still names the athlete, but the audit and the talent managers' event.
    for (const table of [...Object.keys(OWNED), ...Object.keys(EXCLUDED)]) {
      const [schema, name] = table.split('.');
      const t = sql`${sql.identifier(schema ?? '')}.${sql.identifier(name ?? '')}`;
      const where = sql`(position(${id} in t::text) > 0 or position(${email} in lower(t::text)) > 0)`;
      const kept =
        table === 'public.audit_log'
          ? sql` and false`
          : table === 'public.outbox'
            ? sql` and t.type <> 'athlete.deleted'`
            : sql``;
      const rows = await queryRows<{ n: string | number }>(
        app,
        sql`select count(*) as n from ${t} as t where ${where}${kept}`,
      );
      expect(Number(rows[0]?.n), table).toBe(0);
    }
    for (const key of [...keys, ...madeKeys]) expect(stored(key), key).toEqual([]);
    expect(storage.storedFiles()).toEqual(otherStored.filter((path) => !madeKeys.some((key) => path.includes(key))));

    const audit = await queryRows<{ action: string; details: Record<string, unknown> }>(
      app,
      sql`select action, details from audit_log where user_id = ${id} order by at`,
    );
    expect(audit.map((row) => row.action)).toEqual(['account_exported', 'account_deleted']);
    expect(JSON.stringify(audit)).not.toContain(email);
    const events = await queryRows<{ payload: Record<string, unknown> }>(
      app,
      sql`select payload from outbox where type = 'athlete.deleted'`,
    );
    expect(events).toEqual([{ payload: { user_id: id, deleted_at: expect.any(String) } }]);

    // The old token: the auth service and every data route say the user is gone, and nothing comes back.
    const user = await authCall('GET', '/auth/v1/user', undefined, bearer(athlete.access_token));
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ error_code: 'user_not_found' });
    for (const [method, url, payload] of [
      ['GET', '/api/profiles/me', undefined],
      ['PATCH', '/api/profiles/me', { first_name: 'Terug' }],
      ['POST', '/api/profiles', { first_name: 'Terug' }],
      ['POST', '/api/ai/chat', { message: 'Ben ik er nog?' }],
      ['GET', '/api/account/export', undefined],
      ['DELETE', '/api/account', { confirmation: DELETE_CONFIRMATION }],
      ['GET', '/api/me', undefined],
    ] as const) {
      const answer = await app.inject({ method, url, headers: bearer(athlete.access_token), payload });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.headers['x-sb-error-code']).toBe('user_not_found');
      expect(answer.json()).toEqual({ error: 'Dit account is verwijderd.' });
    }
    expect(await count(app, 'public.profiles', sql`user_id = ${id}`)).toBe(0);
    expect(await count(app, 'public.coach_messages', sql`user_id = ${id}`)).toBe(0);
    expect(
      (await authCall('POST', '/auth/v1/token?grant_type=refresh_token', { refresh_token: refresh })).statusCode,
    ).toBe(400);
    const login = await authCall('POST', '/auth/v1/token?grant_type=password', { email, password: 'Tennis-2025' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ error_code: 'invalid_credentials' });

    // The other athlete carries on.
    expect(
      (await app.inject({ method: 'GET', url: '/api/profiles/me', headers: bearer(other.access_token) })).statusCode,
    ).toBe(200);
  });
});
