import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { toSubmitBody } from '@talentbrug/domain/onboarding/payload';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, uniqueEmail } from '../../auth/testing/harness.ts';
import { queryRows } from '../../testing/test-app.ts';

// The onboarding of an account whose address is not confirmed yet: the draft follows the athlete
// to any device, the submission is stored at once, and the talent managers hear of it only when
// the address is confirmed.
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const PASSWORD = 'Hockey-2026';
const draftOf = (overrides: Record<string, unknown> = {}) => ({
  data: { personal: { firstName: 'Daan', lastName: 'de Boer' } },
  stepIndex: 2,
  chat: [{ id: 'm1', from: 'ai', text: 'Welkom!' }],
  promptsShown: ['personal', 'sport'],
  idempotencyKey: 'draft-key-1234',
  ...overrides,
});

async function api(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${h.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

async function signUp(label: string) {
  const email = uniqueEmail(label);
  const { supabase } = h.client();
  const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD });
  if (error || !data.session || !data.user) throw new Error(`sign-up gave no session: ${error?.message}`);
  return { email, supabase, token: data.session.access_token, userId: data.user.id };
}

const events = async (userId: string) =>
  (
    await queryRows<{ n: number }>(
      h.app,
      sql`select count(*)::int as n from outbox where type = 'onboarding.completed' and payload->>'user_id' = ${userId}`,
    )
  )[0]?.n;

describe('the onboarding draft on the server', () => {
  it('keeps one draft per account that another device reads back, and refuses what is not a draft', async () => {
    const { email, token } = await signUp('draft');
    expect((await api(token, 'GET', '/onboarding/draft')).json).toEqual({
      draft: null,
      updated_at: null,
      submitted: null,
    });

    const saved = await api(token, 'PUT', '/onboarding/draft', draftOf());
    expect(saved.status).toBe(200);
    expect(saved.json.updated_at).toMatch(/^\d{4}-/);

    // The phone: another sign-in of the same account.
    const phone = await h.client().supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const phoneToken = phone.data.session?.access_token ?? '';
    const read = await api(phoneToken, 'GET', '/onboarding/draft');
    expect(read.status).toBe(200);
    expect(read.json.draft).toEqual(draftOf());

    await api(phoneToken, 'PUT', '/onboarding/draft', draftOf({ stepIndex: 3 }));
    expect((await api(token, 'GET', '/onboarding/draft')).json.draft.stepIndex).toBe(3);

    const bad = await api(token, 'PUT', '/onboarding/draft', { ...draftOf(), stepIndex: 'drie' });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBeTruthy();
    expect(bad.json.fields.stepIndex).toBeTruthy();

    const huge = await api(token, 'PUT', '/onboarding/draft', draftOf({ data: { notes: 'x'.repeat(300_000) } }));
    expect(huge.status).toBe(400);
    expect(huge.json.error).toContain('te groot');

    expect((await api(token, 'DELETE', '/onboarding/draft')).status).toBe(204);
    expect((await api(token, 'GET', '/onboarding/draft')).json.draft).toBeNull();
  });

  it('answers 401 without a token and never shows one athlete another athlete’s draft', async () => {
    const response = await fetch(`${h.baseUrl}/api/onboarding/draft`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBeTruthy();

    const a = await signUp('mine');
    const b = await signUp('theirs');
    await api(a.token, 'PUT', '/onboarding/draft', draftOf());
    expect((await api(b.token, 'GET', '/onboarding/draft')).json.draft).toBeNull();
  });
});

describe('submitting before the address is confirmed', () => {
  it('stores the submission and the profile at once, removes the draft, and holds the event until the code confirms', async () => {
    const { email, supabase, token, userId } = await signUp('held');
    await api(token, 'PUT', '/onboarding/draft', draftOf());
    const body = toSubmitBody(exampleOnboardingData());
    const submitted = await api(token, 'POST', '/onboarding/submit', body, { 'idempotency-key': 'held-submit-1' });
    expect(submitted.status).toBe(201);
    expect(submitted.json.profile.first_name).toBe(body.personal.first_name);
    expect(await events(userId)).toBe(0);

    // Opening the onboarding again: no draft, the submitted answers to edit.
    const after = await api(token, 'GET', '/onboarding/draft');
    expect(after.json.draft).toBeNull();
    expect(after.json.submitted.data.personal.firstName).toBe(exampleOnboardingData().personal.firstName);
    expect(after.json.submitted.submitted_at).toMatch(/^\d{4}-/);

    // The same request again (a retry) and the dashboard's reads change nothing.
    await api(token, 'POST', '/onboarding/submit', body, { 'idempotency-key': 'held-submit-1' });
    await api(token, 'GET', '/onboarding/draft');
    expect(await events(userId)).toBe(0);

    const mail = await h.latestMail(email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error('no code in the confirmation mail');
    expect((await supabase.auth.verifyOtp({ email, token: code, type: 'signup' })).error).toBeNull();
    await expect.poll(() => events(userId)).toBe(1);

    // Released once: later visits and a new submission after confirmation add only their own event.
    await api(token, 'GET', '/onboarding/draft');
    expect(await events(userId)).toBe(1);
    const again = await api(token, 'POST', '/onboarding/submit', body, { 'idempotency-key': 'held-submit-2' });
    expect(again.status).toBe(201);
    expect(await events(userId)).toBe(2);
    const [event] = await queryRows<{ payload: { submission: { data: unknown }; profile: { user_id: string } } }>(
      h.app,
      sql`select payload from outbox where type = 'onboarding.completed' and payload->>'user_id' = ${userId} order by created_at limit 1`,
    );
    expect(event?.payload.profile.user_id).toBe(userId);
    expect(event?.payload.submission.data).toEqual(body.data);
  });
});
