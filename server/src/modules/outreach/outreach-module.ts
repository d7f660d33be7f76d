import { randomBytes } from 'node:crypto';
import type { TranscriptResponse } from '@talentbrug/domain/academics';
import type { Profile } from '@talentbrug/domain/profile';
import { instanceSecret } from '../../infra/instance-secrets.ts';
import type { ModuleContext } from '../../infra/module-context.ts';
import type { MatchesRepository } from '../matches/index.ts';
import { calendarLinks } from './calendar-link.ts';
import { createOutreachRepository } from './outreach-repository.ts';
import { outreachCalendarRoutes, outreachRoutes } from './outreach-routes.ts';
import { createOutreachService, type DossierForOutreach, type OutreachService } from './outreach-service.ts';

/** Outreach to coaches (issue 38): drafts per school, the pipeline with dates, the follow-up rule. */
export async function registerOutreach(
  { app, config, database }: ModuleContext,
  deps: {
    matches: Pick<MatchesRepository, 'find' | 'list'>;
    profiles: { find(userId: string): Promise<Profile | null> };
    academics?: { transcript(userId: string): Promise<TranscriptResponse> };
    /** The dossier's service (registerDossier): a draft's link for the school, and the views per school. */
    dossier: DossierForOutreach;
  },
): Promise<{ onMatchStatus: OutreachService['matchStatusChanged'] }> {
  const service = createOutreachService({
    repository: createOutreachRepository(database.db),
    matches: deps.matches,
    profiles: deps.profiles,
    dossier: deps.dossier,
    ...(deps.academics ? { academics: deps.academics } : {}),
    calendarLinks: calendarLinks(() =>
      instanceSecret(database.db, 'outreach_calendar_key', () => randomBytes(32).toString('base64url')),
    ),
    publicOrigin: config.publicOrigin,
  });
  await app.register(outreachRoutes, { prefix: '/api', service });
  await app.register(outreachCalendarRoutes, { prefix: '/api', service });
  return {
    onMatchStatus: (userId, institutionId, status) => service.matchStatusChanged(userId, institutionId, status),
  };
}
