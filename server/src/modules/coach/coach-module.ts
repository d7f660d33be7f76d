import type { ModuleContext } from '../../infra/module-context.ts';
import type { InstitutionsSource, MatchesRepository } from '../matches/index.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import { createCoachRepository } from './coach-repository.ts';
import { coachRoutes } from './coach-routes.ts';
import { type CoachOutreachSource, createCoachService } from './coach-service.ts';
import { createCoachVideoSource } from './coach-video.ts';
import { createCoachEngine } from './engines/create-engine.ts';
import { lazyKnowledge } from './knowledge.ts';
import { createSchoolLookup } from './school-lookup.ts';

/** /api/coach: the chat with Sanne. Returns whether an athlete has asked her anything (the suggestions ask). */
export async function registerCoach(
  { app, config, database, metrics }: ModuleContext,
  deps: {
    profiles: Pick<ProfilesRepository, 'find'>;
    matches: MatchesRepository;
    /** The loaded dataset, for a school the question names outside the athlete's list. */
    institutions: InstitutionsSource;
    /** The outreach module's view of the pipeline and the contact calendar ('wie moet ik mailen?'). */
    outreach?: CoachOutreachSource;
  },
): Promise<{ hasAsked(userId: string): Promise<boolean> }> {
  const repository = createCoachRepository(database.db);
  await app.register(coachRoutes, {
    prefix: '/api',
    service: createCoachService({
      repository,
      profiles: deps.profiles,
      matches: deps.matches,
      engine: createCoachEngine(config.ai, lazyKnowledge(), app.log, metrics.coach.fellBack),
      videos: createCoachVideoSource(database.db),
      ...(deps.outreach ? { outreach: deps.outreach } : {}),
      schools: createSchoolLookup(deps.institutions),
      log: app.log,
      metrics: metrics.coach,
    }),
  });
  return { hasAsked: async (userId) => (await repository.latest(userId, 1)).length > 0 };
}
