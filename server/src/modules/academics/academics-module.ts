import type { ModuleContext } from '../../infra/module-context.ts';
import { createAcademicsRepository } from './academics-repository.ts';
import { academicsRoutes } from './academics-routes.ts';
import { type AcademicsService, createAcademicsService } from './academics-service.ts';
import { type ProfileReader, profilesWithCoreGpa } from './profiles-with-core-gpa.ts';

export interface Academics {
  readonly service: AcademicsService;
  /** The profile as matching and the coach read it: the core GPA estimate in place of the typed GPA once there is one. */
  readonly profilesForMatching: ProfileReader;
}

/** The Dutch transcript and its NCAA reading (issue 37); the dossier shows its core GPA estimate. */
export async function registerAcademics(
  { app, database }: ModuleContext,
  deps: { profiles: ProfileReader },
): Promise<Academics> {
  const service = createAcademicsService({ repository: createAcademicsRepository(database.db) });
  await app.register(academicsRoutes, { prefix: '/api', service });
  return { service, profilesForMatching: profilesWithCoreGpa(deps.profiles, service) };
}
