// The talent managers' end of the webhooks in the production run: it checks each delivery's
// Standard Webhooks signature and records what arrived, per sending instance (the instances
// post to /hooks/<instance>), and whether its answer reached the sender. A gate holds the answers,
// so a test can kill an instance while its deliveries are in flight.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { listen } from './net.mjs';

/** A fresh secret in the form WEBHOOK_SECRET takes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

function signatureValid(secret, id, timestamp, body, header) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return (header ?? '').split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export async function startWebhookReceiver({ secret, port = 0 }) {
  /** Every request in order: { id, instance, type, body, valid, answered, aborted }. */
  const deliveries = [];
  let gate = null;
  const openGate = () => {
    gate?.resolve();
    gate = null;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver');
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/deliveries') return json(200, deliveries);
    if (req.method === 'POST' && url.pathname === '/gate/close') {
      gate ??= Promise.withResolvers();
      return json(200, { gate: 'closed' });
    }
    if (req.method === 'POST' && url.pathname === '/gate/open') {
      openGate();
      return json(200, { gate: 'open' });
    }
    const instance = /^\/hooks\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (req.method !== 'POST' || !instance) return json(404, { error: 'not found' });

    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString('utf8');
    const id = String(req.headers['webhook-id'] ?? '');
    const valid = signatureValid(
      secret,
      id,
      String(req.headers['webhook-timestamp'] ?? ''),
      body,
      String(req.headers['webhook-signature'] ?? ''),
    );
    let type = null;
    try {
      type = JSON.parse(body).type ?? null;
    } catch {}
    const delivery = { id, instance, type, body, valid, answered: false, aborted: false };
    deliveries.push(delivery);
    // The sender went away before its answer: it never learnt the event arrived.
    res.on('close', () => {
      if (!res.writableFinished) delivery.aborted = true;
    });
    if (gate) await gate.promise;
    if (res.destroyed) return;
    res.writeHead(valid ? 204 : 401).end();
    res.on('finish', () => {
      delivery.answered = true;
    });
  });
  const { port: bound } = await listen(server, port);
  const origin = `http://127.0.0.1:${bound}`;
  return {
    origin,
    urlFor: (instance) => `${origin}/hooks/${instance}`,
    deliveries: () => deliveries,
    async stop() {
      openGate();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
