import { PRODUCT_NAME } from '@talentbrug/domain/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { MailContent } from '../../infra/mail/mail-templates.ts';
import { createOutboxMailQueue } from '../../infra/outbox/outbox-mail-queue.ts';
import type { OutboxRepository } from '../../infra/outbox/outbox-repository.ts';
import { REFERENCE_MAIL_CHANNEL, type ReferenceMailJob } from './references-repository.ts';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The invitation to the trainer, in Dutch: who asks, their own words, the link and how long it works. */
export function referenceInviteMail(input: {
  athleteName: string | null;
  trainerName: string | null;
  message: string | null;
  link: string;
  validUntil: string;
}): MailContent {
  const who = input.athleteName ?? 'Een van je sporters';
  const subject = `${who} vraagt je om een referentie`;
  const hello = input.trainerName ? `Hoi ${input.trainerName},` : 'Hoi,';
  const lines = [
    `${who} maakt met ${PRODUCT_NAME} een sportprofiel voor Amerikaanse universiteiten en vraagt jou, als trainer, om een korte aanbeveling.`,
    'Je schrijft in het Nederlands of in het Engels, met je naam, club en rol. Pas als de sporter jouw tekst goedkeurt, staat hij op het profiel. Met dezelfde link kun je hem later aanpassen of intrekken.',
    `De link werkt tot en met ${input.validUntil}. Stuur hem niet door: wie de link heeft, kan de referentie schrijven.`,
  ];
  const own = input.message ? [`Bericht van ${who}:`, input.message] : [];
  const text = [
    hello,
    '',
    ...own,
    ...(own.length ? [''] : []),
    ...lines.flatMap((line) => [line, '']),
    input.link,
    '',
    'Sportieve groet,',
    `Het team van ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>${escapeHtml(hello)}</p>
${own.length ? `<p><strong>Bericht van ${escapeHtml(who)}:</strong><br>${escapeHtml(input.message ?? '')}</p>` : ''}
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.link)}">Referentie schrijven</a></p>
<p>Sportieve groet,<br>Het team van ${escapeHtml(PRODUCT_NAME)}</p>
</body></html>`;
  return { subject, text, html };
}

/**
 * The invitations' mail: the job goes into the outbox (channel `reference-mail`) in the commit that
 * made the invitation, and the outbox's mail queue sends it moments later, like the auth mails. A
 * job holds ids only: the token is made when the mail goes (deliver), so neither the outbox nor the
 * table ever holds it.
 */
export function createReferenceMailQueue(options: {
  outbox: Pick<OutboxRepository, 'claimDue' | 'remove' | 'scheduleRetry'>;
  deliver: (job: ReferenceMailJob) => Promise<void>;
  log?: FastifyBaseLogger;
  delayMs?: number;
  pollMs?: number;
}) {
  return createOutboxMailQueue<ReferenceMailJob>({
    ...options,
    channel: REFERENCE_MAIL_CHANNEL,
    name: 'reference mail',
  });
}
