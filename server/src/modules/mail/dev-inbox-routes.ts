import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';
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
 * The local mailbox, shaped like Mailpit's API so tools written for Mailpit read it as is.
 * app.ts registers it only in embedded mode without SMTP and outside production (DEV_INBOX):
 * it shows every reset link, so it must never be reachable on a real deployment.
 */
export const devInboxRoutes: FastifyPluginAsync<{ mailbox: MailboxRepository }> = async (app, { mailbox }) => {
  // DELETE /messages arrives with a JSON content type and, meaning "all", no body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, null);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Invalid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }));
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

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
