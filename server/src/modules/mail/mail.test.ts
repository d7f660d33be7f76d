import { createServer, type Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.ts';
import { dutchDuration, recoveryMail, signupConfirmationMail } from './mail-templates.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };

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

describe('where the dev inbox exists', () => {
  it('is off under NODE_ENV=production unless DEV_INBOX=true', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production' });
    try {
      expect((await production.inject('/dev/inbox/api/v1/messages')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
    const optedIn = await buildTestApp({ NODE_ENV: 'production', DEV_INBOX: 'true' });
    try {
      expect((await optedIn.inject('/dev/inbox/api/v1/messages')).statusCode).toBe(200);
    } finally {
      await optedIn.close();
    }
  });
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

describe('mail templates', () => {
  const input = {
    firstName: '<b>Lotte</b>',
    link: 'https://talentbrug.nl/auth/v1/verify?token=abc&type=signup&redirect_to=x',
    code: '042517',
    validForSeconds: 3600,
  };

  it('write warm Dutch with the link, the code and how long they last, in text and HTML', () => {
    for (const mail of [signupConfirmationMail(input), recoveryMail(input)]) {
      expect(mail.text).toContain('Hoi <b>Lotte</b>,');
      expect(mail.text).toContain(input.link);
      expect(mail.text).toContain('042517');
      expect(mail.text).toContain('1 uur geldig');
      expect(mail.text).toContain('Het team van Talentbrug');
      expect(mail.html).toContain('Hoi &#60;b&#62;Lotte&#60;/b&#62;,');
      expect(mail.html).not.toContain('<b>Lotte</b>');
      expect(mail.html).toContain(
        'href="https://talentbrug.nl/auth/v1/verify?token=abc&#38;type=signup&#38;redirect_to=x"',
      );
    }
    expect(signupConfirmationMail({ ...input, firstName: null }).text.startsWith('Hoi,\n')).toBe(true);
  });

  it('say durations as a person would', () => {
    expect(dutchDuration(3600)).toBe('1 uur');
    expect(dutchDuration(86_400)).toBe('24 uur');
    expect(dutchDuration(1800)).toBe('30 minuten');
    expect(dutchDuration(60)).toBe('1 minuut');
  });
});
