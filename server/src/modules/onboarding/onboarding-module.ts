import type { ModuleContext } from '../../infra/module-context.ts';
import type { Outbox } from '../../infra/outbox/outbox-module.ts';
import type { AuthenticatedUser } from '../../plugins/authenticate.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import { createOnboardingRepository } from './onboarding-repository.ts';
import { onboardingRoutes } from './onboarding-routes.ts';
import { createOnboardingService } from './onboarding-service.ts';

/**
 * /api/onboarding. Returns what a confirmed e-mail address does here: the submission's event, held
 * until then, goes out at once.
 */
export async function registerOnboarding(
  { app, database }: ModuleContext,
  deps: {
    profiles: ProfilesRepository;
    outbox: Outbox;
    emailConfirmed: (user: AuthenticatedUser) => Promise<boolean>;
  },
): Promise<{ onEmailConfirmed: (userId: string) => void }> {
  const onboarding = createOnboardingService({
    repository: createOnboardingRepository(database.db),
    profiles: deps.profiles,
    outbox: deps.outbox.repository,
    onEvent: deps.outbox.kick,
  });
  await app.register(onboardingRoutes, { prefix: '/api', service: onboarding, emailConfirmed: deps.emailConfirmed });
  return {
    onEmailConfirmed(userId) {
      onboarding.release(userId).catch((error: unknown) => {
        // The next visit of the athlete releases it (the onboarding routes check on every call).
        app.log.error({ err: error }, 'Releasing the held onboarding event failed');
      });
    },
  };
}
