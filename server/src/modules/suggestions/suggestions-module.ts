import type { ModuleContext } from '../../infra/module-context.ts';
import type { MatchesRepository } from '../matches/index.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import type { UploadsRepository } from '../uploads/uploads-repository.ts';
import { suggestionsRoutes } from './suggestions-routes.ts';
import { createSuggestionsService } from './suggestions-service.ts';

/** /api/suggestions: the dashboard's next steps, from the profile, the matches, the files and the coach. */
export async function registerSuggestions(
  { app }: ModuleContext,
  deps: {
    profiles: ProfilesRepository;
    matches: MatchesRepository;
    uploads: UploadsRepository;
    coach: { hasAsked(userId: string): Promise<boolean> };
  },
): Promise<void> {
  await app.register(suggestionsRoutes, {
    prefix: '/api',
    service: createSuggestionsService({
      profiles: deps.profiles,
      matches: deps.matches,
      uploads: { countFiles: (userId, type) => deps.uploads.count(userId, type) },
      coach: deps.coach,
    }),
  });
}
