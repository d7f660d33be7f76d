import { profileWriteSchema } from '@talentbrug/domain/contracts/profile';
import type { FastifyPluginAsync } from 'fastify';
import { protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import type { ProfilesService } from './profiles-service.ts';

/** The caller's own profile; no route takes a user id, so no one reaches another athlete's row. */
export const profilesRoutes: FastifyPluginAsync<{ service: ProfilesService }> = async (app, { service }) => {
  protectDataRoutes(app);

  app.get('/profiles/me', async (request) => ({ profile: await service.mine(requireUser(request).id) }));

  app.post('/profiles', async (request, reply) => {
    const profile = await service.create(requireUser(request).id, profileWriteSchema.parse(request.body ?? {}));
    return reply.code(201).send({ profile });
  });

  app.patch('/profiles/me', async (request) => ({
    profile: await service.update(requireUser(request).id, profileWriteSchema.parse(request.body ?? {})),
  }));
};
