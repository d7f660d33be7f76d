import { randomBytes } from 'node:crypto';
import type { TranscriptResponse } from '@talentbrug/domain/academics';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { instanceSecret } from '../../infra/instance-secrets.ts';
import type { MailboxRepository } from '../../infra/mail/mailbox-repository.ts';
import { createMailer } from '../../infra/mail/mailer.ts';
import type { ModuleContext } from '../../infra/module-context.ts';
import type { Outbox } from '../../infra/outbox/outbox-module.ts';
import type { MatchesRepository } from '../matches/index.ts';
import { calendarLinks, unsubscribeLinks } from './calendar-link.ts';
import { outreachDevRoutes } from './outreach-dev-routes.ts';
import { createOutreachRepository } from './outreach-repository.ts';
import { outreachCalendarRoutes, outreachRoutes } from './outreach-routes.ts';
import { createOutreachService, type DossierForOutreach, type OutreachService } from './outreach-service.ts';
import { createReminderJob } from './reminder-job.ts';

/** Outreach to coaches (issue 38): drafts per school, the pipeline with dates, the follow-up rule. */
export async function registerOutreach(
  { app, config, database }: ModuleContext,
  deps: {
    matches: Pick<MatchesRepository, 'find' | 'list'>;
    profiles: { find(userId: string): Promise<Profile | null> };
    academics?: { transcript(userId: string): Promise<TranscriptResponse> };
    /** The dossier's service (registerDossier): a draft's link for the school, and the views per school. */
    dossier: DossierForOutreach;
    /** The reminders' mails go through the outbox (channel `outreach-mail`) and the mail layer. */
    outbox: Outbox;
    mailbox: MailboxRepository;
  },
): Promise<{ onMatchStatus: OutreachService['matchStatusChanged']; forCoach: OutreachService['forCoach'] }> {
  const repository = createOutreachRepository(database.db);
  const secret = (name: string) => () => instanceSecret(database.db, name, () => randomBytes(32).toString('base64url'));
  const unsubscribe = unsubscribeLinks(secret('outreach_unsubscribe_key'));
  const service = createOutreachService({
    repository,
    matches: deps.matches,
    profiles: deps.profiles,
    dossier: deps.dossier,
    ...(deps.academics ? { academics: deps.academics } : {}),
    calendarLinks: calendarLinks(secret('outreach_calendar_key')),
    unsubscribeLinks: unsubscribe,
    publicOrigin: config.publicOrigin,
  });
  const reminders = createReminderJob({
    repository,
    outbox: deps.outbox.repository,
    mailer: createMailer({ config: config.mail, publicOrigin: config.publicOrigin, mailbox: deps.mailbox }),
    unsubscribe,
    publicOrigin: config.publicOrigin,
    log: app.log,
  });
  app.addHook('onReady', async () => reminders.start());
  // Before the database closes: a reminder being mailed finishes and its outbox row goes.
  app.addHook('preClose', () => reminders.stop());
  await app.register(outreachRoutes, { prefix: '/api', service });
  await app.register(outreachCalendarRoutes, { prefix: '/api', service });
  // The e2e suite's clock: an athlete's own dates moved back. Never in production (config.devClock).
  if (config.devClock) await app.register(outreachDevRoutes, { prefix: '/dev', repository, service });
  return {
    onMatchStatus: (userId, institutionId, status) => service.matchStatusChanged(userId, institutionId, status),
    forCoach: (userId, at, known) => service.forCoach(userId, at, known),
  };
}
