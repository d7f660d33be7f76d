// What two API instances on one PostgreSQL must guarantee, checked against the running production
// setup of `npm run test:production` (it sets the PROD_* variables): both answer through the proxy,
// a login limit counts across them, an upload stored through one is read through the other, and
// the outbox delivers every event once while one of them is killed in the middle of delivering.
// The last test kills an instance, so it runs last and nothing runs after it.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { bornYearsAgo, FLEUR } from '@talentbrug/domain/testing/athletes';

const root = join(import.meta.dirname, '..', '..');
const postgres = createRequire(join(root, 'server', 'package.json'))('postgres');

const PROXY = process.env.PROD_PROXY_URL;
const INSTANCES = JSON.parse(process.env.PROD_INSTANCES ?? '[]');
const RECEIVER = process.env.PROD_RECEIVER_URL;
const MAIL_API = process.env.PROD_MAIL_API_URL;
const DATABASE_URL = process.env.PROD_DATABASE_URL;
if (!PROXY || INSTANCES.length !== 2 || !RECEIVER || !MAIL_API || !DATABASE_URL) {
  throw new Error('Run through `npm run test:production`: it starts the setup and sets the PROD_* variables.');
}
const [A, B] = INSTANCES;
const PASSWORD = 'Sportbeurs-2026';
/** A minimal PDF that the upload's file-signature check accepts. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

let sql;
let apikey;
before(async () => {
  sql = postgres(DATABASE_URL, { onnotice: () => {} });
  ({ supabasePublishableKey: apikey } = await (await fetch(`${PROXY}/app-config.json`)).json());
});
after(() => sql.end());

let counter = 0;
const uniqueEmail = (label) => `${label}-${Date.now().toString(36)}-${++counter}@voorbeeld.nl`;

/** A call of the embedded auth service, as supabase-js makes it. */
const auth = (origin, path, body) =>
  fetch(`${origin}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const api = (origin, path, token, init = {}) =>
  fetch(`${origin}/api${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
  });

async function until(what, check, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** The link of the confirmation mail, read from the SMTP sink the instances send through. */
async function confirmationLink(email) {
  return until(`the confirmation mail to ${email}`, async () => {
    const { messages } = await (await fetch(`${MAIL_API}/messages?limit=200`)).json();
    const found = messages.find((m) => m.To.some((to) => to.Address === email));
    if (!found) return null;
    const mail = await (await fetch(`${MAIL_API}/message/${found.ID}`)).json();
    return mail.Text.match(/https?:\/\/\S+\/auth\/v1\/verify\S*/)?.[0].replace(/&amp;/g, '&') ?? null;
  });
}

/** A new athlete through the proxy: signed up, confirmed from the mail, signed in; answers the access token. */
async function athlete(label) {
  const email = uniqueEmail(label);
  const signup = await auth(PROXY, '/signup', { email, password: PASSWORD, data: { first_name: 'Fleur' } });
  assert.equal(signup.status, 200, await signup.clone().text());
  const confirmed = await fetch(await confirmationLink(email), { redirect: 'manual' });
  assert.equal(confirmed.status, 303);
  const login = await auth(PROXY, '/token?grant_type=password', { email, password: PASSWORD });
  assert.equal(login.status, 200);
  const { access_token: token, user } = await login.json();
  return { email, token, userId: user.id };
}

test('the proxy hands requests to both instances', async () => {
  const servedBy = new Set();
  for (let i = 0; i < 6; i++) {
    const res = await fetch(`${PROXY}/health`);
    assert.equal(res.status, 200);
    servedBy.add(res.headers.get('x-served-by'));
  }
  assert.deepEqual([...servedBy].sort(), [A.name, B.name].sort());
});

test('failed logins count across both instances: the back-off holds on either one', async () => {
  const email = uniqueEmail('limiet');
  assert.equal((await auth(PROXY, '/signup', { email, password: PASSWORD })).status, 200);
  const servedBy = new Set();
  // Five failures are free (abuse.ts); split over two instances, each alone would have seen at most three.
  for (let i = 0; i < 5; i++) {
    const res = await auth(PROXY, '/token?grant_type=password', { email, password: `fout-${i}-wachtwoord` });
    assert.equal(res.status, 400);
    assert.equal((await res.json()).error_code, 'invalid_credentials');
    servedBy.add(res.headers.get('x-served-by'));
  }
  assert.deepEqual([...servedBy].sort(), [A.name, B.name].sort());
  // Past the free ones each failure doubles the wait (1 s, 2 s, then 4 s): two more, each after its
  // wait, leave a 4 s back-off, long enough to ask all three below on a busy machine.
  for (const waitMs of [1100, 2100]) {
    await sleep(waitMs);
    const res = await auth(PROXY, '/token?grant_type=password', { email, password: 'nog-een-fout-wachtwoord' });
    assert.equal(res.status, 400);
  }
  // Even the right password waits now, whichever instance is asked (directly: the same client IP).
  for (const origin of [PROXY, A.url, B.url]) {
    const res = await auth(origin, '/token?grant_type=password', { email, password: PASSWORD });
    assert.equal(res.status, 429, `${origin} let the login through`);
    assert.equal((await res.json()).error_code, 'over_request_rate_limit');
    assert.ok(Number(res.headers.get('retry-after')) >= 1);
  }
});

test('a file uploaded through one instance is listed and read through the other, from the bucket', async () => {
  const { token } = await athlete('upload');
  const form = new FormData();
  form.set('title', 'Cijferlijst');
  form.set('document', new Blob([PDF], { type: 'application/pdf' }), 'cijferlijst.pdf');
  const uploaded = await api(A.url, '/upload/document', token, { method: 'POST', body: form });
  assert.equal(uploaded.status, 201, await uploaded.clone().text());
  const { file } = await uploaded.json();

  const listed = await api(B.url, '/upload/files', token);
  assert.equal(listed.status, 200);
  const onB = (await listed.json()).files.find((f) => f.id === file.id);
  assert.ok(onB, 'the other instance does not list the file');
  // A signed URL of the object storage, not of either instance: no instance keeps the bytes.
  assert.ok(!onB.url.startsWith(A.url) && !onB.url.startsWith(B.url) && !onB.url.startsWith(PROXY), onB.url);
  const body = await fetch(onB.url);
  assert.equal(body.status, 200);
  assert.deepEqual(Buffer.from(await body.arrayBuffer()), PDF);
});

test('the outbox delivers every event once while an instance is killed in the middle of delivering', async (t) => {
  const { token, userId } = await athlete('outbox');
  const profile = await api(PROXY, '/profiles', token, {
    method: 'POST',
    // 17 on record: sharing with a university needs a parent's consent under 16 or without a date of birth.
    body: JSON.stringify({ ...FLEUR.profile, date_of_birth: bornYearsAgo(17) }),
  });
  assert.equal(profile.status, 201);
  const generated = await api(PROXY, '/matches/generate', token, { method: 'POST' });
  assert.equal(generated.status, 200);
  const matchIds = (await generated.json()).matches.map((m) => m.id);
  assert.ok(matchIds.length >= 12);

  const ours = async () =>
    sql`select id, delivered_at from outbox where channel = 'webhook' and payload->>'user_id' = ${userId}`;
  const deliveries = async () => {
    const ids = new Set((await ours()).map((row) => row.id));
    return (await (await fetch(`${RECEIVER}/deliveries`)).json()).filter((d) => ids.has(d.id));
  };
  const held = (all, instance) => all.some((d) => d.instance === instance && !d.answered && !d.aborted);

  // The receiver holds its answers: every delivery attempt stays in flight until the gate opens.
  await fetch(`${RECEIVER}/gate/close`, { method: 'POST' });
  let shared = 0;
  const share = async (origin) => {
    const res = await api(origin, `/matches/${matchIds[shared++]}/share`, token, { method: 'POST', body: '{}' });
    assert.equal(res.status, 201);
  };
  // Events through each instance directly, until each has an attempt in flight (its own /hooks/<name>).
  await until(
    'an attempt in flight from each instance',
    async () => {
      if (shared >= 8) throw new Error('no attempt in flight from both instances after 8 events');
      await share(shared % 2 === 0 ? A.url : B.url);
      await sleep(300);
      const all = await deliveries();
      return held(all, A.name) && held(all, B.name);
    },
    20_000,
  );
  // More events through the proxy while both dispatchers are busy.
  for (let i = 0; i < 4; i++) await share(PROXY);

  process.kill(A.pid, 'SIGKILL');
  await until('the killed instance to drop its attempts', async () =>
    (await deliveries()).some((d) => d.instance === A.name && d.aborted),
  );
  await fetch(`${RECEIVER}/gate/open`, { method: 'POST' });

  // The killed instance's claims come free after their lease (WEBHOOK_TIMEOUT_MS + 5 s).
  const rows = await until(
    'every event delivered',
    async () => {
      const all = await ours();
      return all.length === shared && all.every((row) => row.delivered_at) ? all : null;
    },
    60_000,
  );
  const all = await deliveries();
  const answered = all.filter((d) => d.answered);
  assert.deepEqual(answered.map((d) => d.id).sort(), rows.map((row) => row.id).sort(), 'lost or doubled');
  assert.ok(
    all.every((d) => d.valid),
    'a delivery without a valid signature',
  );
  // What the killed instance had in flight came again from the other one, with the same id and body.
  const cut = all.filter((d) => d.aborted && d.instance === A.name);
  assert.ok(cut.length >= 1);
  for (const attempt of cut) {
    const again = answered.find((d) => d.id === attempt.id);
    assert.equal(again?.instance, B.name);
    assert.equal(again.body, attempt.body);
  }
  t.diagnostic(
    `${rows.length} events, ${all.length} attempts seen, ${cut.length} cut off by the kill and delivered again by ${B.name}`,
  );
  // And the proxy went on answering through the instance that is left.
  for (let i = 0; i < 4; i++) {
    const res = await fetch(`${PROXY}/health`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-served-by'), B.name);
  }
});
