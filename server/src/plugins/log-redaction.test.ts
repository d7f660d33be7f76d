import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { toSubmitBody } from '@talentbrug/domain/onboarding/payload';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { signIn, TEST_SERVICE_KEY } from '../testing/sign-in.ts';
import { buildTestApp, queryRows, tempDir, templatedDataDir } from '../testing/test-app.ts';
import { redactUrl, serializeError } from './log-redaction.ts';

const EMAIL = 'lisa.devries@example.nl';
const PHONE = '06 12345678';
/** Every way the test's personal data could show up in a log line. */
const PERSONAL = [EMAIL, 'lisa.devries', PHONE, '0612345678', '12345678'];

function expectNoPersonalData(text: string) {
  for (const value of PERSONAL) expect(text).not.toContain(value);
  expect(text).not.toMatch(/params:|"parameters"|"params"|"detail"/);
}

/** The error drizzle throws for a query that PostgreSQL refuses: `.params` holds every value. */
async function failingQueryError(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<Error> {
  try {
    await app.database.db.execute(query);
  } catch (error) {
    return error as Error;
  }
  throw new Error('the query did not fail');
}

describe('redactUrl', () => {
  it('replaces credential-bearing query values and leaves the rest', () => {
    expect(redactUrl('/auth/v1/verify?token=abc123&type=signup&redirect_to=https%3A%2F%2Fx.nl%2Fdashboard')).toBe(
      '/auth/v1/verify?token=%5Bredacted%5D&type=signup&redirect_to=https%3A%2F%2Fx.nl%2Fdashboard',
    );
    expect(redactUrl('/x?apikey=sb_secret_abc&CODE=1')).not.toMatch(/sb_secret_abc|CODE=1/);
    expect(redactUrl('/health')).toBe('/health');
  });

  it("replaces a path segment that is itself a credential: a dossier link and its PDF, a trainer's reference link, a calendar subscription, an unsubscribe address", () => {
    const token = 'Ab3_-xYz0123456789Ab3_-xYz012345';
    expect(redactUrl(`/r/${token}`)).toBe('/r/[redacted]');
    expect(redactUrl(`/r/${token}.pdf`)).toBe('/r/[redacted].pdf');
    expect(redactUrl(`/r/${token}?utm=mail`)).toBe('/r/[redacted]?utm=mail');
    expect(redactUrl(`/api/outreach/calendar/0b6f.${token}.ics`)).toBe('/api/outreach/calendar/[redacted].ics');
    expect(redactUrl(`/referentie/${token}`)).toBe('/referentie/[redacted]');
    expect(redactUrl(`/referentie/${token}/withdraw`)).toBe('/referentie/[redacted]/withdraw');
    expect(redactUrl(`/api/outreach/reminders/unsubscribe/${token}`)).toBe(
      '/api/outreach/reminders/unsubscribe/[redacted]',
    );
    expect(redactUrl('/api/outreach/calendar')).toBe('/api/outreach/calendar');
    expect(redactUrl('/api/outreach/calendar/reset')).toBe('/api/outreach/calendar/reset');
    expect(redactUrl('/api/outreach/calendar.ics')).toBe('/api/outreach/calendar.ics');
    expect(redactUrl('/dossier')).toBe('/dossier');
  });
});

describe('the server log of a real run', () => {
  // The database is a copy of the test template (migrated, dataset loaded): this is about the log, not a first start.
  let dataDir = '';
  const service = `sb_secret_${'l'.repeat(43)}`;
  const password = 'Hockey-Geheim-77';
  let server: ChildProcess;
  let output = '';
  let origin = '';

  beforeAll(async () => {
    dataDir = await templatedDataDir();
    server = spawn(process.execPath, [fileURLToPath(new URL('../main.ts', import.meta.url))], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        AUTH_SERVICE_KEY: service,
        PUBLIC_ORIGIN: 'http://127.0.0.1:1',
      },
    });
    server.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    // From its sources: a few seconds idle, over half a minute beside a second test pass (testing/server-process.ts).
    const deadline = Date.now() + 75_000;
    while (!origin && Date.now() < deadline) {
      const port = /listening on 127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) origin = `http://127.0.0.1:${port}`;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!origin) throw new Error(`server did not start:\n${output}`);
  }, 90_000);
  afterAll(() => {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  // biome-ignore lint/suspicious/noExplicitAny: JSON straight off the wire, read like a client would.
  const json = async (response: Response): Promise<any> => response.json();

  it('holds no password, token, key or mail-link token after a full sign-up and sign-in', async () => {
    const { supabasePublishableKey: apikey } = await json(await fetch(`${origin}/app-config.json`));
    const headers = { apikey, 'content-type': 'application/json' };
    const email = 'log-check@example.com';
    await fetch(`${origin}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    const list = await json(await fetch(`${origin}/dev/inbox/api/v1/messages`));
    const mail = await json(await fetch(`${origin}/dev/inbox/api/v1/message/${list.messages[0].ID}`));
    const link = new URL(/http\S+\/auth\/v1\/verify\?\S+/.exec(mail.Text)?.[0] ?? '');
    const linkToken = link.searchParams.get('token') ?? '';
    await fetch(`${origin}${link.pathname}${link.search}`, { redirect: 'manual' });
    const session = await json(
      await fetch(`${origin}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password }),
      }),
    );
    await fetch(`${origin}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: `${password}-wrong` }),
    });
    await fetch(`${origin}/api/me`, { headers: { authorization: `Bearer ${session.access_token}` } });
    await fetch(`${origin}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    // The refresh's line is the last to be written: until it is there, the log is not whole.
    await vi.waitFor(() => expect(output).toMatch(/grant_type=refresh_token.*request completed/), {
      timeout: 10_000,
      interval: 20,
    });

    expect(output).toContain('/auth/v1/verify?token=%5Bredacted%5D');
    for (const secret of [password, session.access_token, session.refresh_token, apikey, service, linkToken]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(output).not.toContain(secret);
    }
    expect(output.toLowerCase()).not.toContain('authorization');
  });
});

describe('serializeError', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.database.db.execute(sql`create table log_check (email text, phone text check (phone is null))`);
  });
  afterAll(() => app.close());

  it('keeps the query and the database error code of a real failing query, never its values', async () => {
    const error = await failingQueryError(app, sql`insert into log_check (email, phone) values (${EMAIL}, ${PHONE})`);
    expect(error.message).toContain(EMAIL); // what pino's own serializer would have written
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expectNoPersonalData(text);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringContaining('insert into log_check'),
      stack: expect.stringContaining('    at '),
      cause: { code: '23514' },
    });
  });

  it('scrubs e-mail addresses and phone numbers the database quotes in its own message', async () => {
    const error = await failingQueryError(app, sql`select ${EMAIL}::int, ${PHONE}::int`);
    expect(JSON.stringify({ message: error.message, cause: String(error.cause) })).toContain(EMAIL);
    const logged = serializeError(error);
    expectNoPersonalData(JSON.stringify(logged));
    expect(logged).toMatchObject({
      cause: { code: '22P02', message: expect.stringContaining('invalid input syntax') },
    });
  });

  it('drops every field but the known safe ones, on the error and down its causes', () => {
    const driver = Object.assign(new Error(`duplicate key: ${EMAIL}`), {
      code: '23505',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      parameters: [EMAIL, PHONE],
      query: 'insert into users (email, phone) values ($1, $2)',
      constraint_name: 'users_email_key',
    });
    const wrapped = Object.assign(
      new Error(`Failed query: insert into users\nparams: ${EMAIL},${PHONE}`, { cause: driver }),
      {
        name: 'DrizzleQueryError',
        params: [EMAIL, PHONE],
        body: { email: EMAIL, phone: PHONE },
        statusCode: 500,
      },
    );
    const logged = serializeError(wrapped);
    expectNoPersonalData(JSON.stringify(logged));
    expect(logged).toEqual({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into users',
      stack: expect.any(String),
      statusCode: 500,
      cause: {
        type: 'Error',
        message: 'duplicate key: [e-mail]',
        stack: expect.any(String),
        code: '23505',
        constraint: 'users_email_key',
      },
    });
  });

  it('scrubs Dutch and international phone numbers but leaves dates, ids and counts readable', () => {
    const message = [
      'bel 06-12345678, +31 6 1234 5678, 0031612345678, 020 123 4567 of (020) 1234567, 0612345678 2 keer',
      'op 2026-01-15T10:00:00.000Z voor 00000000-0000-4000-8000-000000000000, 3 van 50 events, poort 5432',
    ].join('; ');
    const { message: logged } = serializeError(new Error(message)) as { message: string };
    expect(logged).not.toMatch(/12345678|1234 5678|612345678|123 4567|1234567/);
    expect(logged).toContain('2026-01-15T10:00:00.000Z');
    expect(logged).toContain('00000000-0000-4000-8000-000000000000');
    expect(logged).toContain('3 van 50 events, poort 5432');
  });

  it('survives what is not an Error, a cause that loops, and an error without a stack', () => {
    expect(serializeError(`mislukt voor ${EMAIL}`)).toEqual({
      type: 'string',
      message: 'mislukt voor [e-mail]',
      stack: '',
    });
    expect(serializeError(null)).toEqual({ type: 'null', message: '', stack: '' });
    const looped = new Error('a') as Error & { cause?: unknown };
    looped.cause = looped;
    expect(() => JSON.stringify(serializeError(looped))).not.toThrow();
    const bare = new Error(EMAIL);
    bare.stack = undefined;
    expectNoPersonalData(JSON.stringify(serializeError(bare)));
  });
});

describe('the error log of the real app when a database query fails', () => {
  let app: FastifyInstance;
  let dataDir = '';
  const lines: string[] = [];
  // pino writes to process.stdout itself (not to fd 1) when its write is replaced, as here.
  const write = vi.spyOn(process.stdout, 'write');

  beforeAll(async () => {
    write.mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    // On a copy of the migrated test template, not a first start in memory.
    dataDir = await templatedDataDir();
    app = await buildApp(
      loadConfig({ DATA_DIR: dataDir, STATIC_ROOT: tempDir(), LOG_LEVEL: 'info', AUTH_SERVICE_KEY: TEST_SERVICE_KEY }),
    );
  }, 60_000);
  afterAll(async () => {
    await app.close();
    write.mockRestore();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the failing query but holds no e-mail address, phone number or body of the submission', async () => {
    const session = await signIn(app, 'atleet.log@example.nl');
    // The database refuses every new submission, as it would a disk that is full.
    await queryRows(app, sql`alter table onboarding_submissions add constraint log_check check (false) not valid`);
    const response = await app.inject({
      method: 'POST',
      url: '/api/onboarding/submit',
      headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(toSubmitBody(exampleOnboardingData())),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Er ging iets mis' });
    // The log leaves once per turn of the event loop (log-destination.ts).
    await new Promise((resolve) => setImmediate(resolve));

    const log = lines.join('');
    const failure = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'Request failed');
    expect(failure?.err).toMatchObject({ type: 'DrizzleQueryError', message: expect.stringContaining('insert into') });
    expectNoPersonalData(log);
    expect(log).not.toContain('Middenveld');
    expect(log).not.toContain('atleet.log');
  });
});
