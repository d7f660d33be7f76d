import type { ModuleContext } from '../../infra/module-context.ts';
import { createEventsRepository } from './events-repository.ts';
import { eventsRoutes } from './events-routes.ts';
import { createEventsService } from './events-service.ts';

/** POST /api/events: the wizard's analytics, limited per IP and per session. */
export async function registerEvents({ app, config, database }: ModuleContext): Promise<void> {
  await app.register(eventsRoutes, {
    prefix: '/api',
    service: createEventsService({ repository: createEventsRepository(database.db), limits: config.events }),
  });
}
