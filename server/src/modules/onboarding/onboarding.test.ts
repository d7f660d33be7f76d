import { TERMS_VERSION } from '@talentbrug/domain/constants';
import { CONSENT_TEXTS, SHARING_CONSENT_VERSION } from '@talentbrug/domain/onboarding/consent';
import { setValue, updateField } from '@talentbrug/domain/onboarding/data';
import { exampleOnboardingData, exampleUnder16OnboardingData } from '@talentbrug/domain/onboarding/example';
import { toSubmitBody } from '@talentbrug/domain/onboarding/payload';
import { ONBOARDING_STEPS } from '@talentbrug/domain/onboarding/steps';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp, queryRows } from '../../testing/test-app.ts';

const validBody = () => toSubmitBody(exampleOnboardingData());
let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${keyCounter++}`;

describe('onboarding submit and progress', () => {
  let app: FastifyInstance;
  let token: string;
  let userId: string;
  let counter = 0;
  const athlete = async () => signIn(app, `atleet${counter++}@example.nl`);

  const submit = (body: unknown, auth: string | null, key: string | null = newKey(), remoteAddress = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: '/api/onboarding/submit',
      remoteAddress,
      headers: {
        'content-type': 'application/json',
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: JSON.stringify(body),
    });
  const get = (url: string, auth: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${auth}` } });
  const count = async (table: string, user: string) =>
    (
      await queryRows<{ n: number }>(
        app,
        sql.raw(
          `select count(*)::int as n from ${table} where ${table === 'outbox' ? `payload->>'user_id'` : 'user_id'} = '${user}'`,
        ),
      )
    )[0]?.n;

  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
    const session = await athlete();
    token = session.access_token;
    userId = session.user.id;
  });
  afterAll(() => app.close());

  it('stores the submission, fills in the profile and queues the talent managers event', async () => {
    const body = validBody();
    const response = await submit(body, token);
    expect(response.statusCode).toBe(201);
    const { submission, profile } = response.json();
    expect(submission.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(profile).toMatchObject({
      user_id: userId,
      first_name: body.personal.first_name,
      sport: body.sport.sport,
      team: body.sport.team,
      competition_level: body.sport.competition_level,
      education_level: body.academics.education_level,
      highlight_video_url: body.media.highlight_video_url,
    });

    const mine = await get('/api/profiles/me', token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().profile).toEqual(profile);

    const [row] = await queryRows<{ consent_ip: string; body: { consent: { ip: string }; data: unknown } }>(
      app,
      sql`select consent_ip, body from onboarding_submissions where id = ${submission.id}`,
    );
    // The consent records the address the server saw, never the client's placeholder.
    expect(row?.consent_ip).toBe('203.0.113.7');
    expect(row?.body.consent.ip).toBe('203.0.113.7');
    expect(row?.body.data).toEqual(body.data);

    const [event] = await queryRows<{ type: string; payload: { submission_id: string } }>(
      app,
      sql`select type, payload from outbox where payload->>'submission_id' = ${submission.id}`,
    );
    expect(event?.type).toBe('onboarding.completed');
  });

  it('records each consent with its moment and version: the terms in the columns, the sharing in the body and the event', async () => {
    const session = await athlete();
    const termsAt = new Date('2026-11-20T10:00:00.000Z');
    const sharingAt = new Date('2026-11-20T10:01:30.000Z');
    const data = updateField(exampleOnboardingData(termsAt), 'consent.sharing.accepted', true, sharingAt);
    const response = await submit(toSubmitBody(data), session.access_token);
    expect(response.statusCode).toBe(201);
    const { submission } = response.json();

    const [row] = await queryRows<{
      consent_accepted: boolean;
      consent_terms_version: string;
      consent_at: Date;
      body: { consent: { accepted_at: string; sharing: unknown } };
    }>(
      app,
      sql`select consent_accepted, consent_terms_version, consent_at, body from onboarding_submissions where id = ${submission.id}`,
    );
    expect(row?.consent_accepted).toBe(true);
    expect(row?.consent_terms_version).toBe(TERMS_VERSION);
    expect(new Date(row?.consent_at ?? 0).toISOString()).toBe(termsAt.toISOString());
    expect(row?.body.consent.accepted_at).toBe(termsAt.toISOString());
    expect(row?.body.consent.sharing).toEqual({
      accepted: true,
      accepted_at: sharingAt.toISOString(),
      version: SHARING_CONSENT_VERSION,
    });

    // The talent managers learn from the event that, when and to which text the athlete agreed.
    const [event] = await queryRows<{ payload: { submission: { consent: { sharing: unknown } } } }>(
      app,
      sql`select payload from outbox where payload->>'submission_id' = ${submission.id}`,
    );
    expect(event?.payload.submission.consent.sharing).toEqual(row?.body.consent.sharing);
  });

  it('refuses a body without the sharing consent, as an older wizard sends it: a 400 naming it, nothing stored', async () => {
    const session = await athlete();
    const body = validBody() as unknown as {
      consent: Record<string, unknown>;
      data: { consent: Record<string, unknown> };
    };
    delete body.consent.sharing;
    delete body.data.consent.sharing;
    const response = await submit(body, session.access_token);
    expect(response.statusCode).toBe(400);
    const { fields } = response.json();
    expect(fields['consent.sharing']).toBe(CONSENT_TEXTS.sharingRequired);
    expect(fields['data.consent.sharing.accepted']).toBe(CONSENT_TEXTS.sharingRequired);
    expect(await count('onboarding_submissions', session.user.id)).toBe(0);
    expect(await count('outbox', session.user.id)).toBe(0);
  });

  it('reports the progress of the latest submission', async () => {
    const fresh = await athlete();
    const before = (await get('/api/onboarding/progress', fresh.access_token)).json();
    expect(before.percentage).toBe(0);
    expect(before.submitted_at).toBeNull();
    expect(before.steps).toHaveLength(6);
    expect(before.steps.every((s: { completed: boolean }) => !s.completed)).toBe(true);

    await submit(validBody(), fresh.access_token);
    const after = (await get('/api/onboarding/progress', fresh.access_token)).json();
    expect(after.percentage).toBe(100);
    expect(after.submitted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The domain's six steps in its order, each by the name the wizard shows (the steps' titles are the domain's, ADR 0021).
    expect(after.steps.map((s: { id: string; title: string }) => [s.id, s.title])).toEqual(
      ONBOARDING_STEPS.map((step) => [step.id, step.title]),
    );
    expect(after.steps.every((s: { completed: boolean }) => s.completed)).toBe(true);
  });

  it('replays a retry with the same Idempotency-Key instead of creating a second submission', async () => {
    const session = await athlete();
    const key = newKey();
    const body = validBody();
    const first = await submit(body, session.access_token, key);
    const second = await submit(body, session.access_token, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().submission).toEqual(first.json().submission);
    expect(await count('onboarding_submissions', session.user.id)).toBe(1);
    expect(await count('outbox', session.user.id)).toBe(1);

    // Edited after a response that never arrived: the first submission stands and is replayed.
    const edited = exampleOnboardingData();
    edited.personal.firstName = 'Anders';
    const again = await submit(toSubmitBody(edited), session.access_token, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().submission).toEqual(first.json().submission);
    expect(again.json().profile.first_name).toBe(first.json().profile.first_name);
    expect(await count('onboarding_submissions', session.user.id)).toBe(1);
  });

  it('sending the onboarding again keeps what the athlete changed on the profile since, unless changed in the wizard', async () => {
    const session = await athlete();
    const patch = (body: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: '/api/profiles/me',
        headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const data = exampleOnboardingData();
    expect((await submit(toSubmitBody(data), session.access_token)).json().profile.budget_eur_min).toBe(12000);

    // On /profile, after the onboarding, the athlete empties the budget; the same answers sent again
    // (an old draft, five times 'Volgende stap') leave it empty.
    expect((await patch({ budget_eur_min: null })).statusCode).toBe(200);
    const again = await submit(toSubmitBody(data), session.access_token);
    expect(again.statusCode).toBe(201);
    expect(again.json().profile.budget_eur_min).toBeNull();

    // Raised to 30.000 on /profile: sent again, the profile still says 30.000.
    expect((await patch({ budget_eur_min: 30000 })).statusCode).toBe(200);
    expect((await submit(toSubmitBody(data), session.access_token)).json().profile.budget_eur_min).toBe(30000);
    expect((await get('/api/profiles/me', session.access_token)).json().profile.budget_eur_min).toBe(30000);

    // An answer changed in the wizard is the newer word, and the other answers still follow the wizard.
    const changed = setValue(setValue(data, 'preferences.budget', '40.000'), 'sport.position', 'Aanval');
    const third = await submit(toSubmitBody(changed), session.access_token);
    expect(third.json().profile).toMatchObject({ budget_eur_min: 40000, position: 'Aanval' });
  });

  it('holds under concurrent retries with one key', async () => {
    const session = await athlete();
    const key = newKey();
    const body = validBody();
    const answers = await Promise.all([1, 2, 3].map(() => submit(body, session.access_token, key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().submission.id)).size).toBe(1);
    expect(await count('onboarding_submissions', session.user.id)).toBe(1);
  });

  it.each([
    [
      'personal.email',
      (b: ReturnType<typeof validBody>) => (b.personal.email = 'geen-email'),
      'Voer een geldig e-mailadres in.',
    ],
    ['personal.first_name', (b: ReturnType<typeof validBody>) => (b.personal.first_name = '  '), 'Vul je voornaam in.'],
    [
      'media.highlight_video_url',
      (b: ReturnType<typeof validBody>) => (b.media.highlight_video_url = 'ftp://x.nl/v.mp4'),
      null,
    ],
    [
      'consent.accepted',
      (b: ReturnType<typeof validBody>) => ((b.consent as { accepted: boolean }).accepted = false),
      null,
    ],
    [
      'sport.height_cm',
      (b: ReturnType<typeof validBody>) => ((b.sport as { height_cm: unknown }).height_cm = 'lang'),
      null,
    ],
    [
      'data.media.highlightVideo',
      (b: ReturnType<typeof validBody>) => (b.data.media.highlightVideo = 'javascript:alert(1)'),
      null,
    ],
    ['data.consent.accepted', (b: ReturnType<typeof validBody>) => (b.data.consent.accepted = false), null],
  ])('refuses an invalid %s with a 400 naming the field', async (path, mutate, message) => {
    const session = await athlete();
    const body = validBody();
    mutate(body);
    const response = await submit(body, session.access_token);
    expect(response.statusCode).toBe(400);
    const { error, fields } = response.json();
    expect(typeof error).toBe('string');
    expect(Object.keys(fields)).toContain(path);
    if (message) expect(fields[path]).toBe(message);
    expect(await count('onboarding_submissions', session.user.id)).toBe(0);
    expect((await get('/api/profiles/me', session.access_token)).statusCode).toBe(404);
  });

  it('refuses a college level the wizard does not offer: a 400 in Dutch at its field, nothing stored', async () => {
    const session = await athlete();
    const response = await submit(
      toSubmitBody(setValue(exampleOnboardingData(), 'preferences.divisions', 'd1,ivy')),
      session.access_token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Ongeldige invoer',
      fields: { 'data.preferences.divisions': 'Kies een van de opties uit de lijst.' },
    });
    expect(await count('onboarding_submissions', session.user.id)).toBe(0);
  });

  it('refuses garbage bodies and bad keys without a 5xx', async () => {
    for (const body of [null, [], 'tekst', { personal: 1 }, {}]) {
      const response = await submit(body, token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
    const badKey = await submit(validBody(), token, 'kort');
    expect(badKey.statusCode).toBe(400);
  });

  it('needs a valid token, and one athlete never sees or changes another', async () => {
    expect((await submit(validBody(), null)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/onboarding/progress' })).statusCode).toBe(401);
    expect((await submit(validBody(), 'not-a-token')).statusCode).toBe(401);

    const other = await athlete();
    const before = (await get('/api/profiles/me', token)).json().profile;
    expect((await get('/api/profiles/me', other.access_token)).statusCode).toBe(404);
    const data = exampleOnboardingData();
    data.personal.firstName = 'Noor';
    expect((await submit(toSubmitBody(data), other.access_token)).statusCode).toBe(201);
    expect((await get('/api/profiles/me', other.access_token)).json().profile.first_name).toBe('Noor');
    expect((await get('/api/profiles/me', token)).json().profile).toEqual(before);
  });

  describe('the consent of a parent or guardian below 16', () => {
    /** The minor's body without the parent's block, as a wizard that skipped it would send it. */
    const withoutGuardian = () => {
      const body = toSubmitBody(exampleUnder16OnboardingData());
      return { ...body, consent: { ...body.consent, guardian: null } };
    };

    it('refuses a fifteen-year-old without it: a 400 in Dutch naming consent.guardian, nothing stored', async () => {
      const session = await athlete();
      const response = await submit(withoutGuardian(), session.access_token);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const { error, fields } = response.json();
      expect(error).toBe(
        'Je bent jonger dan 16, dus ook je ouder of voogd moet toestemming geven. Laat je ouder of voogd de laatste stap samen met je invullen.',
      );
      expect(fields['consent.guardian']).toBe(error);
      expect(await count('onboarding_submissions', session.user.id)).toBe(0);
      expect(await count('outbox', session.user.id)).toBe(0);
      expect((await get('/api/profiles/me', session.access_token)).statusCode).toBe(404);
    });

    it.each([
      ['not ticked', (b: ReturnType<typeof toSubmitBody>) => (b.data.consent.guardian.accepted = false)],
      [
        'without accepted_at',
        (b: ReturnType<typeof toSubmitBody>) => {
          if (b.consent.guardian) b.consent.guardian.accepted_at = null;
        },
      ],
      [
        'without the block at all',
        (b: ReturnType<typeof toSubmitBody>) => delete (b.consent as { guardian?: unknown }).guardian,
      ],
    ])('refuses a fifteen-year-old whose parent consent is %s', async (_case, mutate) => {
      const session = await athlete();
      const body = toSubmitBody(exampleUnder16OnboardingData());
      mutate(body);
      const response = await submit(body, session.access_token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/ouder of voogd/);
      expect(await count('onboarding_submissions', session.user.id)).toBe(0);
    });

    it("refuses the athlete's own e-mail address as the parent's, with the wizard's message at its field", async () => {
      const session = await athlete();
      const data = setValue(exampleUnder16OnboardingData(), 'consent.guardian.email', 'Noor.Bakker@example.nl');
      const response = await submit(toSubmitBody(data), session.access_token);
      expect(response.statusCode).toBe(400);
      const { error, fields } = response.json();
      expect(error).toBe('Controleer de gegevens van je ouder of voogd bij de stap Toestemming.');
      expect(fields['data.consent.guardian.email']).toBe(
        'Dit is je eigen e-mailadres. Vul het e-mailadres van je ouder of voogd in.',
      );
    });

    it('stores the submission with the parent consent, and counts its fields in the progress', async () => {
      const session = await athlete();
      const body = toSubmitBody(exampleUnder16OnboardingData());
      const response = await submit(body, session.access_token);
      expect(response.statusCode).toBe(201);
      const { submission, profile } = response.json();
      expect(profile.first_name).toBe('Noor');
      expect(profile.date_of_birth).toBe(body.personal.date_of_birth);

      const [row] = await queryRows<{
        body: { consent: { guardian: unknown }; data: { consent: { guardian: unknown } } };
      }>(app, sql`select body from onboarding_submissions where id = ${submission.id}`);
      expect(row?.body.consent.guardian).toEqual({
        name: 'Marieke Bakker',
        email: 'marieke.bakker@example.nl',
        accepted_at: body.consent.guardian?.accepted_at,
      });
      expect(body.consent.guardian?.accepted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(row?.body.data.consent.guardian).toEqual(body.data.consent.guardian);
      // The talent managers' event carries it too: they must know a parent consented.
      const [event] = await queryRows<{ payload: { submission: { consent: { guardian: { name: string } } } } }>(
        app,
        sql`select payload from outbox where payload->>'submission_id' = ${submission.id}`,
      );
      expect(event?.payload.submission.consent.guardian.name).toBe('Marieke Bakker');

      const progress = (await get('/api/onboarding/progress', session.access_token)).json();
      expect(progress.percentage).toBe(100);
      // The terms, the sharing and the parent's three fields.
      expect(progress.steps.at(-1)).toMatchObject({ id: 'consent', filled: 5, required: 5, completed: true });
    });

    it('asks nothing of an athlete who turned 16 yesterday', async () => {
      const session = await athlete();
      const born = new Date();
      born.setUTCFullYear(born.getUTCFullYear() - 16);
      born.setUTCDate(born.getUTCDate() - 1);
      const data = setValue(exampleOnboardingData(), 'personal.dateOfBirth', born.toISOString().slice(0, 10));
      const body = toSubmitBody(data);
      expect(body.consent.guardian).toBeNull();
      const response = await submit(body, session.access_token);
      expect(response.statusCode).toBe(201);
      const progress = (await get('/api/onboarding/progress', session.access_token)).json();
      expect(progress.steps.at(-1)).toMatchObject({ id: 'consent', required: 2, completed: true });
    });

    it('a refused attempt does not use up the Idempotency-Key: the retry with the parent consent is stored once', async () => {
      const session = await athlete();
      const key = newKey();
      expect((await submit(withoutGuardian(), session.access_token, key)).statusCode).toBe(400);
      const body = toSubmitBody(exampleUnder16OnboardingData());
      const first = await submit(body, session.access_token, key);
      const again = await submit(body, session.access_token, key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().submission).toEqual(first.json().submission);
      expect(await count('onboarding_submissions', session.user.id)).toBe(1);
    });
  });

  it('writes the event in the same transaction: a failed profile write leaves no submission and no event', async () => {
    const session = await athlete();
    // A real database failure inside the transaction, after the submission row was written.
    await app.database.db.execute(
      sql.raw(`
      create or replace function refuse_profile() returns trigger language plpgsql as $$
      begin
        if new.user_id = '${session.user.id}' then raise exception 'profile write refused'; end if;
        return new;
      end $$`),
    );
    await app.database.db.execute(
      sql.raw(
        'create trigger refuse_profile before insert or update on profiles for each row execute function refuse_profile()',
      ),
    );
    try {
      const response = await submit(validBody(), session.access_token);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'Er ging iets mis' });
      expect(await count('onboarding_submissions', session.user.id)).toBe(0);
      expect(await count('outbox', session.user.id)).toBe(0);
    } finally {
      await app.database.db.execute(sql.raw('drop trigger refuse_profile on profiles'));
      await app.database.db.execute(sql.raw('drop function refuse_profile()'));
    }
  });
});
