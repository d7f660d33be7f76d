import { createServer, type Server } from 'node:net';
import { CONTACT_EMAIL } from '@talentbrug/domain/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema/outbox.ts';
import { buildTestApp, mailQueueEmpty } from '../../testing/test-app.ts';
import { devInboxWarnings, isLoopbackAddress } from './dev-inbox-routes.ts';
import * as templates from './mail-templates.ts';
import { dutchDuration, recoveryMail, signupConfirmationMail } from './mail-templates.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * An app under NODE_ENV=production that opted in with DEV_INBOX=true, built once for the two tests
 * that ask for its (empty) inbox and write nothing.
 */
let optedInApp: Promise<FastifyInstance> | undefined;
const optedIn = () => {
  optedInApp ??= buildTestApp({ NODE_ENV: 'production', DEV_INBOX: 'true' });
  return optedInApp;
};
afterAll(async () => {
  await (await optedInApp)?.close();
});

/** Asks for a reset link and waits until the mail is out: the service sends it after it answered. */
async function triggerRecovery(app: FastifyInstance, email: string) {
  const { supabasePublishableKey: apikey } = (await app.inject('/app-config.json')).json();
  const service = `sb_secret_${'i'.repeat(43)}`;
  await app.inject({
    method: 'POST',
    url: '/auth/v1/admin/users',
    headers: { apikey: service, authorization: `Bearer ${service}`, ...JSON_HEADERS },
    payload: { email, password: 'Basketbal-1', email_confirm: true },
  });
  const response = await app.inject({
    method: 'POST',
    url: '/auth/v1/recover',
    headers: { apikey, ...JSON_HEADERS },
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  await mailQueueEmpty(app);
}

describe('dev inbox (Mailpit-shaped)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: `sb_secret_${'i'.repeat(43)}` });
  });
  afterAll(() => app.close());

  it('lists newest first, reads one message, and deletes by ID or all', async () => {
    await triggerRecovery(app, 'eerste@example.com');
    await triggerRecovery(app, 'tweede@example.com');

    const list = await app.inject('/dev/inbox/api/v1/messages');
    expect(list.headers['cache-control']).toBe('no-store');
    const body = list.json();
    expect(body.total).toBe(2);
    expect(body.messages.map((message: { To: { Address: string }[] }) => message.To[0]?.Address)).toEqual([
      'tweede@example.com',
      'eerste@example.com',
    ]);
    const [newest] = body.messages;
    expect(newest).toEqual({
      ID: expect.any(String),
      From: { Name: 'Talentbrug', Address: 'no-reply@localhost' },
      To: [{ Name: '', Address: 'tweede@example.com' }],
      Subject: 'Stel een nieuw wachtwoord in voor Talentbrug',
      Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      Snippet: expect.stringContaining('Hoi,'),
    });

    const message = (await app.inject(`/dev/inbox/api/v1/message/${newest.ID}`)).json();
    expect(message).toMatchObject({ ID: newest.ID, Subject: newest.Subject, Date: newest.Created });
    expect(message.Text).toContain('/auth/v1/verify?token=');
    expect(message.HTML).toContain('<html lang="nl">');
    expect((await app.inject('/dev/inbox/api/v1/message/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const one = await app.inject({
      method: 'DELETE',
      url: '/dev/inbox/api/v1/messages',
      headers: JSON_HEADERS,
      payload: { IDs: [newest.ID] },
    });
    expect(one.body).toBe('ok');
    expect((await app.inject('/dev/inbox/api/v1/messages')).json().total).toBe(1);
    await app.inject({ method: 'DELETE', url: '/dev/inbox/api/v1/messages', headers: JSON_HEADERS, payload: '' });
    expect((await app.inject('/dev/inbox/api/v1/messages')).json()).toMatchObject({ total: 0, messages: [] });
  });
});

describe('who the dev inbox answers', () => {
  const service = `sb_secret_${'i'.repeat(43)}`;
  let app: FastifyInstance;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: service });
    proxied = await buildTestApp({ AUTH_SERVICE_KEY: service, TRUST_PROXY: 'true' });
    await triggerRecovery(app, 'slachtoffer@example.com');
    await triggerRecovery(proxied, 'slachtoffer@example.com');
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
  });

  const total = async (target: FastifyInstance) =>
    (await target.inject('/dev/inbox/api/v1/messages')).json().total as number;

  it('answers a client on this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const response = await app.inject({ url: '/dev/inbox/api/v1/messages', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.json().total).toBe(1);
    }
    const viaName = await app.inject({ url: '/dev/inbox/api/v1/messages', headers: { host: '127.0.0.1:9010' } });
    expect(viaName.statusCode).toBe(200);
  });

  it('is an unknown path to anyone else: the reset link cannot be read nor the inbox emptied', async () => {
    const unknown = await app.inject({ url: '/dev/no-such-thing', remoteAddress: '10.0.0.5' });
    expect(unknown.statusCode).toBe(404);
    const [newest] = (await app.inject('/dev/inbox/api/v1/messages')).json().messages;
    const attempts = [
      { url: '/dev/inbox/api/v1/messages' },
      { url: `/dev/inbox/api/v1/message/${newest.ID}` },
      { method: 'DELETE' as const, url: '/dev/inbox/api/v1/messages', headers: JSON_HEADERS, payload: '' },
    ];
    for (const remoteAddress of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1', '128.0.0.1']) {
      for (const attempt of attempts) {
        const response = await app.inject({ ...attempt, remoteAddress });
        expect(response.statusCode, `${remoteAddress} ${attempt.url}`).toBe(404);
        expect(response.json()).toEqual(unknown.json());
        expect(response.headers['cache-control']).toBe(unknown.headers['cache-control']);
        expect(response.body).not.toContain('verify?token=');
      }
    }
    expect(await total(app)).toBe(1);
  });

  it('ignores X-Forwarded-For under TRUST_PROXY: only the socket says where a client is', async () => {
    const response = await proxied.inject({
      url: '/dev/inbox/api/v1/messages',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
    expect(await total(proxied)).toBe(1);
  });

  it('refuses what a reverse proxy or a rebinding web page on this machine passes on', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { host: 'talentbrug.nl' },
      { host: 'rebind.attacker.example:9010' },
    ]) {
      for (const target of [app, proxied]) {
        const response = await target.inject({
          url: '/dev/inbox/api/v1/messages',
          remoteAddress: '127.0.0.1',
          headers,
        });
        expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      }
    }
  });

  it('keeps to this machine under NODE_ENV=production with DEV_INBOX=true too', async () => {
    const app = await optedIn();
    expect((await app.inject({ url: '/dev/inbox/api/v1/messages', remoteAddress: '10.0.0.5' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/dev/inbox/api/v1/messages' })).statusCode).toBe(200);
    // Builds an app; on a loaded machine two in turn came close to the 15 s default.
  }, 30_000);
});

describe('isLoopbackAddress', () => {
  it('knows 127.0.0.0/8, ::1 and their IPv4-mapped forms, and nothing else', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '::1',
      '::ffff:127.0.0.1',
      '::FFFF:127.1.2.3',
      '0:0:0:0:0:0:0:1',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      '0.0.0.0',
      '::',
      '10.0.0.5',
      '128.0.0.1',
      '1.127.0.0',
      '127.0.0.1.evil.example',
      '::ffff:10.0.0.5',
      '::2',
      'fe80::1',
      'localhost',
      '',
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});

describe('devInboxWarnings', () => {
  it('warns when the inbox is on and the server listens beyond loopback, or in production', () => {
    const local = { devInbox: true, production: false, addresses: ['127.0.0.1', '::1'] };
    expect(devInboxWarnings(local)).toEqual([]);
    expect(devInboxWarnings({ ...local, addresses: ['0.0.0.0'] })).toEqual([expect.stringContaining('0.0.0.0')]);
    expect(devInboxWarnings({ ...local, addresses: ['127.0.0.1', '192.168.1.20'] })).toEqual([
      expect.stringContaining('192.168.1.20'),
    ]);
    expect(devInboxWarnings({ ...local, addresses: ['::'] })).toHaveLength(1);
    expect(devInboxWarnings({ ...local, production: true })).toEqual([expect.stringContaining('DEV_INBOX=true')]);
    expect(devInboxWarnings({ ...local, production: true, addresses: ['0.0.0.0'] })).toHaveLength(2);
    expect(devInboxWarnings({ devInbox: false, production: true, addresses: ['0.0.0.0'] })).toEqual([]);
  });
});

describe('where the dev inbox exists', () => {
  it('is off under NODE_ENV=production unless DEV_INBOX=true', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production' });
    try {
      expect((await production.inject('/dev/inbox/api/v1/messages')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
    expect((await (await optedIn()).inject('/dev/inbox/api/v1/messages')).statusCode).toBe(200);
    // Two apps in turn (the opted-in one may be built here), as in the test of who the inbox answers.
  }, 60_000);
});

/** The smallest SMTP server nodemailer will talk to: the edge of the system, so a stand-in here. */
function fakeSmtp(received: string[]): Server {
  return createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end = buffer.indexOf('\r\n');
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          } else received.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
        end = buffer.indexOf('\r\n');
      }
    });
  });
}

describe('SMTP_URL', () => {
  const received: string[] = [];
  let smtp: Server;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = fakeSmtp(received);
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    app = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, AUTH_SERVICE_KEY: `sb_secret_${'i'.repeat(43)}` });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => smtp.close(resolve));
  });

  it('sends through SMTP and keeps no local mailbox', async () => {
    await triggerRecovery(app, 'smtp@example.com');
    const message = received.join('\n');
    expect(message).toContain('To: smtp@example.com');
    expect(message).toMatch(/Subject: Stel een nieuw wachtwoord in voor Talentbrug/);
    expect((await app.inject('/dev/inbox/api/v1/messages')).statusCode).toBe(404);
  });
});

describe('SMTP_URL while the mail server is down', () => {
  const received: string[] = [];
  let smtp: Server;
  let port: number;
  let app: FastifyInstance;
  beforeAll(async () => {
    // A port that refuses connections now, and gets a mail server later on.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    port = typeof address === 'object' && address ? address.port : 0;
    await new Promise((resolve) => probe.close(resolve));
    app = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, AUTH_SERVICE_KEY: `sb_secret_${'i'.repeat(43)}` });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    if (smtp) await new Promise((resolve) => smtp.close(resolve));
  });

  it('still makes the account and its session, and mails the confirmation and a reset link once the server is back', async () => {
    const { supabasePublishableKey: apikey } = (await app.inject('/app-config.json')).json();
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { apikey, ...JSON_HEADERS },
      payload: { email: 'nomail@example.com', password: 'Basketbal-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ access_token: expect.any(String), user: { email: 'nomail@example.com' } });

    // A reset link asked for meanwhile fails the same way (it is sent after the answer).
    const recover = await app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      headers: { apikey, ...JSON_HEADERS },
      payload: { email: 'nomail@example.com' },
    });
    expect(recover.statusCode).toBe(200);
    // The queue tries both at once (20 ms after the answer) and fails; the server comes back after that.
    await vi.waitFor(
      async () => {
        const jobs = await app.database.db
          .select({ attempts: outbox.attempts })
          .from(outbox)
          .where(eq(outbox.channel, 'auth-mail'));
        expect(jobs.map((job) => job.attempts >= 1)).toEqual([true, true]);
      },
      { timeout: 10_000, interval: 20 },
    );

    smtp = fakeSmtp(received);
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    // The queue's first retries come after 5 s, well within the 60-second throttle: the failed
    // sends must not have counted as mails sent.
    await vi.waitFor(
      () => {
        const mail = received.join('\n');
        expect(mail).toMatch(/Subject: Bevestig/);
        expect(mail).toMatch(/Subject: Stel een nieuw wachtwoord in/);
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(received.join('\n')).toContain('To: nomail@example.com');
  }, 30_000);
});

describe('mail templates', () => {
  const input = {
    firstName: '<b>Lotte</b>',
    link: 'https://talentbrug.nl/auth/v1/verify?token=abc&type=signup&redirect_to=x',
    code: '042517',
    validForSeconds: 3600,
  };

  const signup = { ...input, signInUnconfirmed: true };

  it('write warm Dutch with the link and how long it lasts, in text and HTML', () => {
    for (const mail of [signupConfirmationMail(signup), recoveryMail(input)]) {
      expect(mail.text).toContain('Hoi <b>Lotte</b>,');
      expect(mail.text).toContain(input.link);
      expect(mail.text).toContain('1 uur geldig');
      expect(mail.text).toContain('Het team van Talentbrug');
      expect(mail.html).toContain('Hoi &#60;b&#62;Lotte&#60;/b&#62;,');
      expect(mail.html).not.toContain('<b>Lotte</b>');
      expect(mail.html).toContain(
        'href="https://talentbrug.nl/auth/v1/verify?token=abc&#38;type=signup&#38;redirect_to=x"',
      );
    }
    expect(signupConfirmationMail({ ...signup, firstName: null }).text.startsWith('Hoi,\n')).toBe(true);
  });

  it('offer the code only where it can be typed: the confirmation (/verify-email), not the reset', () => {
    const confirmation = signupConfirmationMail(signup);
    expect(confirmation.text).toContain('Liever een code? Vul dan deze code in: 042517');
    expect(confirmation.text).toContain('De link en de code zijn 1 uur geldig.');
    expect(confirmation.html).toContain('042517');

    // No screen of the reset takes a code: the mail offers the link alone.
    const reset = recoveryMail(input);
    for (const body of [reset.text, reset.html]) {
      expect(body).not.toContain('042517');
      expect(body).not.toMatch(/\bcode\b/i);
    }
    expect(reset.text).toContain('De link is 1 uur geldig.');
  });

  it('tell someone who did not sign up what is true under either sign-in setting', () => {
    // AUTH_ALLOW_UNVERIFIED_SIGNIN (the default): the account works before it is confirmed.
    const usable = signupConfirmationMail({ ...signup, signInUnconfirmed: true });
    expect(usable.text).not.toContain('geen account geactiveerd');
    expect(usable.text).toContain('Heb je je niet aangemeld bij Talentbrug?');
    expect(usable.text).toContain(CONTACT_EMAIL);
    expect(usable.html).toContain(CONTACT_EMAIL);
    // GoTrue's default: nobody signs in before the address is confirmed.
    const waiting = signupConfirmationMail({ ...signup, signInUnconfirmed: false });
    expect(waiting.text).toContain('Heb je je niet aangemeld bij Talentbrug? Dan kun je deze e-mail gewoon negeren');
    expect(waiting.text).toContain('zonder bevestiging kan niemand met dit e-mailadres inloggen');
    expect(waiting.text).not.toContain(CONTACT_EMAIL);
  });

  it('never mention a button in the plain text, which has none, and put every link of the HTML in it', () => {
    // Every template the module exports, so one added later is held to this too.
    const made = Object.entries(templates).filter(([name]) => name.endsWith('Mail'));
    expect(made.length).toBeGreaterThanOrEqual(2);
    for (const [name, template] of made) {
      const mail = (template as (sample: object) => templates.MailContent)({
        ...input,
        origin: 'https://talentbrug.nl',
      });
      expect(mail.text, name).not.toMatch(/knop|button/i);
      for (const [, href] of mail.html.matchAll(/href="([^"]+)"/g)) {
        expect(mail.text, name).toContain((href ?? '').replaceAll('&#38;', '&'));
      }
    }
  });

  it('say durations as a person would', () => {
    expect(dutchDuration(3600)).toBe('1 uur');
    expect(dutchDuration(86_400)).toBe('24 uur');
    expect(dutchDuration(1800)).toBe('30 minuten');
    expect(dutchDuration(60)).toBe('1 minuut');
  });
});
