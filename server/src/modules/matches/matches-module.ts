import type { MatchStatus } from '@talentbrug/domain/matches';
import type { ModuleContext } from '../../infra/module-context.ts';
import type { Outbox } from '../../infra/outbox/outbox-module.ts';
import type { AuthenticatedUser } from '../../plugins/authenticate.ts';
import { createGuardianConsents } from '../profiles/guardian-consent.ts';
import { createGuardianConsentRepository } from '../profiles/guardian-consent-repository.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import { readDatasetFile } from './dataset-file.ts';
import { createInstitutionsSource, type InstitutionsSource } from './institutions-source.ts';
import { createMatchesRepository, type MatchesRepository } from './matches-repository.ts';
import { matchesRoutes } from './matches-routes.ts';
import { createMatchesService } from './matches-service.ts';

/**
 * /api/matches, with the committed institution table loaded when its version is new. Returns the
 * repository (the outreach, the coach and the suggestions read the list) and the loaded dataset
 * (the coach places a school outside the list with it).
 */
export async function registerMatches(
  { app, database }: ModuleContext,
  deps: {
    profiles: Pick<ProfilesRepository, 'find'>;
    outbox: Outbox;
    emailConfirmed: (user: AuthenticatedUser) => Promise<boolean>;
    /** The outreach pipeline's record of a status the athlete set here (issue 38). */
    onStatusChanged?: (userId: string, institutionId: string, status: MatchStatus) => Promise<void>;
  },
): Promise<{ repository: MatchesRepository; institutions: InstitutionsSource }> {
  const repository = createMatchesRepository(database.db);
  const dataset = readDatasetFile();
  if (await repository.loadDataset(dataset.version, dataset.rows)) {
    app.log.info({ version: dataset.version }, 'Institution dataset loaded');
  }
  const institutions = createInstitutionsSource(repository);
  await app.register(matchesRoutes, {
    prefix: '/api',
    service: createMatchesService({
      repository,
      profiles: deps.profiles,
      institutions,
      guardianConsents: createGuardianConsents({
        repository: createGuardianConsentRepository(database.db),
        profiles: deps.profiles,
      }),
      onEvent: deps.outbox.kick,
      ...(deps.onStatusChanged ? { onStatusChanged: deps.onStatusChanged } : {}),
    }),
    emailConfirmed: deps.emailConfirmed,
  });
  return { repository, institutions };
}
