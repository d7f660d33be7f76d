import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';
import { addLenientJsonParser } from '../../plugins/lenient-json.ts';
import { isLoopbackAddress } from '../../plugins/local-client.ts';
import { operatorOnly } from '../../plugins/operator-only.ts';
import type { MailboxRepository, StoredMail } from './mailbox-repository.ts';

const listQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});
const idParams = z.object({ id: z.uuid() });
const deleteBody = z
  .object({ IDs: z.array(z.uuid()).optional() })
  .loose()
  .nullish();

export { isLoopbackAddress };

const snippet = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 250);

function summary(mail: StoredMail) {
  return {
    ID: mail.id,
    From: mail.from,
    To: mail.to,
    Subject: mail.subject,
    Created: mail.createdAt.toISOString(),
    Snippet: snippet(mail.text),
  };
}

/**
 * What the operator must hear at start-up about the dev inbox. It answers clients on this
 * machine only, wherever the server listens; a server that listens beyond loopback or runs in
 * production with it on is still one mistake (a local reverse proxy without X-Forwarded-For)
 * away from showing every reset link, so it says so. A warning rather than a refusal: a
 * developer may open the apps to a phone on the same network on purpose.
 */
export function devInboxWarnings(options: {
  devInbox: boolean;
  production: boolean;
  /** The addresses the server listens on. */
  addresses: readonly string[];
}): string[] {
  if (!options.devInbox) return [];
  const warnings: string[] = [];
  const open = options.addresses.filter((address) => !isLoopbackAddress(address));
  if (open.length > 0) {
    warnings.push(
      `The dev inbox (/dev/inbox) is on and the server listens on ${open.join(', ')}: it answers only clients on ` +
        'this machine, but it shows every reset link. Set HOST=127.0.0.1, or turn it off with DEV_INBOX=false or SMTP_URL.',
    );
  }
  if (options.production) {
    warnings.push(
      'DEV_INBOX=true under NODE_ENV=production: the dev inbox shows every mail, reset links included, to clients ' +
        'on this machine. Set SMTP_URL and remove DEV_INBOX before real users sign up.',
    );
  }
  return warnings;
}

/**
 * The local mailbox, shaped like Mailpit's API so tools written for Mailpit read it as is.
 * app.ts registers it only in embedded mode without SMTP and outside production (DEV_INBOX).
 * It shows every reset link, so it answers clients on this machine only, whatever HOST,
 * TRUST_PROXY or NODE_ENV say; anyone else gets the 404 of an unknown path, not a hint that it
 * exists (operator-only.ts).
 */
export const devInboxRoutes: FastifyPluginAsync<{ mailbox: MailboxRepository }> = async (app, { mailbox }) => {
  operatorOnly(app);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  addLenientJsonParser(app, null);

  app.get('/messages', async (request) => {
    const { start, limit } = listQuery.parse(request.query);
    const { total, mails } = await mailbox.list({ start, limit });
    return { total, count: mails.length, start, messages: mails.map(summary) };
  });

  app.get('/message/:id', async (request) => {
    const { id } = idParams.parse(request.params);
    const mail = await mailbox.get(id);
    if (!mail) throw new NotFoundError('Bericht niet gevonden');
    return { ...summary(mail), Date: mail.createdAt.toISOString(), Text: mail.text, HTML: mail.html };
  });

  app.delete('/messages', async (request, reply) => {
    const body = deleteBody.parse(request.body);
    // As in Mailpit, no IDs (or an empty list) means every message.
    await mailbox.delete(body?.IDs?.length ? body.IDs : null);
    return reply.type('text/plain; charset=utf-8').send('ok');
  });
};
