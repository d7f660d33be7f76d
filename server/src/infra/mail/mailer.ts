import { PRODUCT_NAME } from '@talentbrug/domain/constants';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config.ts';
import type { MailAddress } from '../../db/schema/auth.ts';
import type { MailContent } from './mail-templates.ts';
import type { MailboxRepository } from './mailbox-repository.ts';

export interface Mailer {
  /** Where mail goes: out through SMTP, or into the local mailbox the dev inbox reads. */
  readonly kind: 'smtp' | 'mailbox';
  send(to: string, content: MailContent): Promise<void>;
}

function parseFrom(from: string): MailAddress {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return match ? { Name: match[1] ?? '', Address: match[2] ?? '' } : { Name: '', Address: from.trim() };
}

/**
 * nodemailer for both ways, so a message that SMTP would refuse is refused locally as well:
 * SMTP when SMTP_URL is set, otherwise nodemailer's JSON transport and a row in the mailbox.
 */
export function createMailer(options: {
  config: MailConfig;
  publicOrigin: string;
  mailbox: MailboxRepository;
}): Mailer {
  const { config, mailbox } = options;
  const from = config.from ?? `${PRODUCT_NAME} <no-reply@${new URL(options.publicOrigin).hostname}>`;
  const sender = parseFrom(from);

  if (config.smtpUrl) {
    // nodemailer waits up to 2 min to connect and 10 min on a silent socket; a sign-up waiting on
    // its mail must not hang that long when the mail server does (the caller queues a retry).
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      kind: 'smtp',
      async send(to, content) {
        await transport.sendMail({ from, to, ...content });
      },
    };
  }

  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: 'mailbox',
    async send(to, content) {
      await transport.sendMail({ from, to, ...content });
      const { subject, text, html } = content;
      await mailbox.insert({ from: sender, to: [{ Name: '', Address: to }], subject, text, html });
    },
  };
}
