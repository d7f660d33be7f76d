import type { FastifyPluginAsync } from 'fastify';
import { UnauthorizedError } from '../../errors.ts';

/** The caller as the API sees them: the first protected route, and the frontends' check that a token works. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  app.get('/me', { preHandler: app.authenticate }, async (request, reply) => {
    if (!request.user) throw new UnauthorizedError();
    const { id, email, aal } = request.user;
    return reply.header('cache-control', 'no-store').send({ id, email, aal });
  });
};
