// The SMTP server of the production run: it accepts every message the API sends through SMTP_URL
// and shows them over HTTP in Mailpit's API shape (the dev inbox's shape too), so the e2e suite
// reads confirmation and reset mails from it as it reads the dev inbox (E2E_MAIL_API_URL).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { listen } from './net.mjs';

const addresses = (field) => (field ? [field].flat().flatMap((group) => group.value) : []);
const people = (field) => addresses(field).map((a) => ({ Name: a.name ?? '', Address: a.address ?? '' }));

/** Starts the sink on two loopback ports: SMTP (no TLS, no auth) and its HTTP API under /api/v1. */
export async function startSmtpSink({ smtpPort = 0, httpPort = 0 } = {}) {
  const mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.unshift({
            ID: randomUUID(),
            From: people(parsed.from)[0] ?? { Name: '', Address: session.envelope.mailFrom?.address ?? '' },
            // The envelope says who it was delivered to, whatever the headers claim.
            To: session.envelope.rcptTo.map((r) => ({ Name: '', Address: r.address })),
            Subject: parsed.subject ?? '',
            Created: new Date().toISOString(),
            Text: parsed.text ?? '',
            HTML: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/api/v1/messages') {
      const limit = Math.min(1000, Number(url.searchParams.get('limit') ?? 50) || 50);
      const messages = mails.slice(0, limit).map(({ Text: _t, HTML: _h, ...summary }) => summary);
      return json(200, { total: mails.length, count: messages.length, start: 0, messages });
    }
    const id = /^\/api\/v1\/message\/([\w-]+)$/.exec(url.pathname)?.[1];
    const mail = id && mails.find((m) => m.ID === id);
    if (req.method === 'GET' && mail) return json(200, mail);
    return json(404, { error: 'not found' });
  });
  const smtpAddress = await listen(smtp.server, smtpPort);
  const httpAddress = await listen(http, httpPort);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpAddress.port}`,
    apiUrl: `http://127.0.0.1:${httpAddress.port}/api/v1`,
    count: () => mails.length,
    async stop() {
      http.closeAllConnections();
      await Promise.all([new Promise((resolve) => http.close(resolve)), new Promise((resolve) => smtp.close(resolve))]);
    },
  };
}
