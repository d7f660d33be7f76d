import { type OutreachEntry, outreachEntryResponseSchema, outreachResponseSchema } from '@talentbrug/domain/outreach';
import { FLEUR_DOSSIER } from '@talentbrug/domain/testing/athletes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type ApiMethod, callApi } from '../../testing/api.ts';
import { TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { athleteWithMatches } from './testing/athletes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const PROFILE = FLEUR_DOSSIER.profile;

interface Athlete {
  token: string;
  institutions: string[];
}

let counter = 0;

function client(app: FastifyInstance) {
  const call = (method: ApiMethod, url: string, token: string | null, payload?: unknown) =>
    callApi(app, method, url, token, payload);

  async function athlete(): Promise<Athlete> {
    const { token, matches } = await athleteWithMatches(app, `outreach-dev${counter++}@example.nl`, PROFILE);
    return { token, institutions: matches.map((match) => match.institution_id) };
  }

  async function sent(who: Athlete, institutionId: string, body: unknown = { sent: true }): Promise<OutreachEntry> {
    const response = await call('PATCH', `/api/outreach/${institutionId}`, who.token, body);
    expect(response.statusCode, response.body).toBe(200);
    return outreachEntryResponseSchema.parse(response.json()).entry;
  }

  async function entry(who: Athlete, institutionId: string): Promise<OutreachEntry | undefined> {
    const response = await call('GET', '/api/outreach', who.token);
    expect(response.statusCode, response.body).toBe(200);
    return outreachResponseSchema.parse(response.json()).entries.find((item) => item.institution_id === institutionId);
  }

  const backdate = (who: Athlete | null, institutionId: string, body: unknown, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: `/dev/outreach/${institutionId}/backdate`,
      headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  return { call, athlete, sent, entry, backdate };
}

const ms = (iso: string) => new Date(iso).getTime();

describe('the outreach clock of the e2e suite (dev only)', () => {
  let app: FastifyInstance;
  let api: ReturnType<typeof client>;
  let fleur: Athlete;
  let sem: Athlete;

  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
    api = client(app);
    fleur = await api.athlete();
    sem = await api.athlete();
  }, 120_000);
  afterAll(() => app.close());

  it('moves the caller’s own dates back: one follow-up after ten days, then the assistant, never a third', async () => {
    const school = fleur.institutions[0] as string;
    const first = await api.sent(fleur, school);
    expect(first.next_step.step).toBe('wait');

    const moved = await api.backdate(fleur, school, { days: 11 });
    expect(moved.statusCode, moved.body).toBe(200);
    const entry = outreachEntryResponseSchema.parse(moved.json()).entry;
    // Every recorded moment is exactly eleven days earlier; nothing else changed.
    expect(entry.sent.map((mail) => mail.kind)).toEqual(['first']);
    expect(ms(entry.sent[0]?.at ?? '')).toBe(ms(first.sent[0]?.at ?? '') - 11 * DAY_MS);
    expect(entry.status_history.map((change) => change.status)).toEqual(
      first.status_history.map((change) => change.status),
    );
    entry.status_history.forEach((change, index) => {
      expect(ms(change.at)).toBe(ms(first.status_history[index]?.at ?? '') - 11 * DAY_MS);
    });
    expect(entry.status).toBe('contacted');
    expect(entry.next_step.step).toBe('follow_up');
    expect(ms(entry.next_step.due_at ?? '')).toBe(ms(entry.sent[0]?.at ?? '') + 10 * DAY_MS);
    // GET /api/outreach says the same: the rule runs at the request's time.
    expect((await api.entry(fleur, school))?.next_step.step).toBe('follow_up');

    // The follow-up is sent; another silence of ten days and the rule suggests an assistant coach.
    expect((await api.sent(fleur, school)).next_step.step).toBe('wait');
    const again = await api.backdate(fleur, school, { days: 11 });
    expect(again.statusCode, again.body).toBe(200);
    expect(outreachEntryResponseSchema.parse(again.json()).entry.next_step.step).toBe('write_assistant');

    // Written to the assistant: nothing more, however long the silence.
    expect((await api.sent(fleur, school, { sent: true, sent_kind: 'assistant' })).next_step.step).toBe('none');
    const later = await api.backdate(fleur, school, { days: 60 });
    expect(later.statusCode, later.body).toBe(200);
    const last = outreachEntryResponseSchema.parse(later.json()).entry;
    expect(last.next_step).toEqual({ step: 'none', due_at: null });
    expect(last.sent.map((mail) => mail.kind)).toEqual(['first', 'follow_up', 'assistant']);
  });

  it('moves a reply back too, and a reply ends the rule', async () => {
    const school = fleur.institutions[1] as string;
    await api.sent(fleur, school);
    const replied = await api.sent(fleur, school, { status: 'replied' });
    const moved = await api.backdate(fleur, school, { days: 20 });
    expect(moved.statusCode, moved.body).toBe(200);
    const entry = outreachEntryResponseSchema.parse(moved.json()).entry;
    expect(ms(entry.replied_at ?? '')).toBe(ms(replied.replied_at ?? '') - 20 * DAY_MS);
    expect(entry.next_step.step).toBe('none');
  });

  it('cannot touch another athlete’s entry, nor make one: 404, and the entry stays as it was', async () => {
    const school = fleur.institutions[2] as string;
    const before = await api.sent(fleur, school);

    // Sem's token, Fleur's school: whether or not the school is among Sem's matches, he has no entry there.
    const foreign = await api.backdate(sem, school, { days: 11 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Deze school staat niet in je overzicht.' });
    expect((await api.entry(fleur, school))?.sent).toEqual(before.sent);

    // Once Sem writes to that school too (the same profile, so the same matches), his own entry
    // moves and Fleur's still does not.
    expect(sem.institutions).toContain(school);
    await api.sent(sem, school);
    const own = await api.backdate(sem, school, { days: 11 });
    expect(own.statusCode, own.body).toBe(200);
    expect(outreachEntryResponseSchema.parse(own.json()).entry.next_step.step).toBe('follow_up');
    expect((await api.entry(fleur, school))?.sent).toEqual(before.sent);
    expect((await api.entry(fleur, school))?.next_step.step).toBe('wait');

    // A school of Sem's own matches that he never wrote to: nothing to move, and no entry made.
    const untouched = sem.institutions.find(
      (id) => id !== school && !fleur.institutions.slice(0, 3).includes(id),
    ) as string;
    expect((await api.backdate(sem, untouched, { days: 11 })).statusCode).toBe(404);
    expect((await api.entry(sem, untouched))?.status_history).toEqual([]);

    // An id that is no school's.
    expect((await api.backdate(sem, 'not%20a%20school', { days: 11 })).statusCode).toBe(404);
  });

  it('wants the caller’s token and a whole number of days, and answers bad input with { error }', async () => {
    const school = fleur.institutions[0] as string;
    const before = await api.entry(fleur, school);

    const anonymous = await api.backdate(null, school, { days: 11 });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('error');

    for (const body of [
      {},
      { days: 0 },
      { days: -3 },
      { days: 1.5 },
      { days: '11' },
      { days: 366 },
      { days: 11, user_id: 'someone-else' },
      [11],
      '{"days":',
    ]) {
      const response = await api.backdate(fleur, school, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof response.json().error, JSON.stringify(body)).toBe('string');
    }
    expect((await api.entry(fleur, school))?.sent).toEqual(before?.sent);
  });

  it('answers only this machine: anyone else gets exactly an unknown path’s answer', async () => {
    const school = fleur.institutions[0] as string;
    for (const remoteAddress of ['203.0.113.7', '::ffff:10.0.0.5']) {
      const asked = await api.backdate(fleur, school, { days: 11 }, remoteAddress);
      const unknown = await app.inject({
        method: 'POST',
        url: `/dev/outreach/${school}/backdate-bestaat-niet`,
        headers: { authorization: `Bearer ${fleur.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ days: 11 }),
        remoteAddress,
      });
      expect(asked.statusCode).toBe(404);
      expect(asked.body).toBe(unknown.body);
    }
  });
});

describe('where the outreach clock exists', () => {
  it('is off under NODE_ENV=production and in any production shape, whatever else is set', () => {
    expect(loadConfig({}).devClock).toBe(true);
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:9010' }).devClock).toBe(true);
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://[::1]:9010' }).devClock).toBe(true);
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', DEV_INBOX: 'true' },
      { SMTP_URL: 'smtp://mail.example.nl:587' },
      { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abcdefghijklmnop' },
      { S3_BUCKET: 'talentbrug-uploads' },
      { WEBHOOK_URL: 'https://hooks.example.nl/tb', WEBHOOK_SECRET: `whsec_${'A'.repeat(44)}` },
      { TRUST_PROXY: 'true' },
      { PUBLIC_ORIGIN: 'https://talentbrug.nl' },
      { PUBLIC_ORIGIN: 'http://192.168.1.20:9010' },
    ]) {
      expect(loadConfig(env).devClock, JSON.stringify(env)).toBe(false);
    }
  });

  it('answers 404 in a production server, to the owner of the entry too, and moves nothing', async () => {
    const app = await buildTestApp({ NODE_ENV: 'production', AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
    try {
      const api = client(app);
      const fleur = await api.athlete();
      const school = fleur.institutions[0] as string;
      const before = await api.sent(fleur, school);
      const asked = await api.backdate(fleur, school, { days: 11 });
      expect(asked.statusCode).toBe(404);
      const unknown = await app.inject({
        method: 'POST',
        url: `/dev/outreach/${school}/backdate-bestaat-niet`,
        headers: { authorization: `Bearer ${fleur.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ days: 11 }),
      });
      expect(asked.body).toBe(unknown.body);
      const after = await api.entry(fleur, school);
      expect(after?.sent).toEqual(before.sent);
      expect(after?.next_step.step).toBe('wait');
    } finally {
      await app.close();
    }
  }, 60_000);
});
