import type { ModuleContext } from '../../infra/module-context.ts';
import { createProfilesRepository, type ProfilesRepository } from './profiles-repository.ts';
import { profilesRoutes } from './profiles-routes.ts';
import { createProfilesService } from './profiles-service.ts';

/** /api/profile; the repository is what every module that reads the athlete's facts is given. */
export async function registerProfiles({ app, database }: ModuleContext): Promise<ProfilesRepository> {
  // PGlite lives inside this one process, so a profile read can be kept until this process writes it.
  const profiles = createProfilesRepository(database.db, { cache: database.kind === 'pglite' });
  await app.register(profilesRoutes, { prefix: '/api', service: createProfilesService({ repository: profiles }) });
  return profiles;
}
