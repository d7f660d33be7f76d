import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/authenticate.ts';

/** The caller as the API sees them: the first protected route, and the frontends' check that a token works. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  app.get('/me', { preHandler: app.authenticate }, async (request, reply) => {
    const { id, email, aal } = requireUser(request);
    return reply.header('cache-control', 'no-store').send({ id, email, aal });
  });
};
