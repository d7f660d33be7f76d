import { EXPORT_FILE_NAME } from '@talentbrug/domain/contracts/account';
import type { FastifyPluginAsync } from 'fastify';
import { protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import type { AccountService } from './account-service.ts';

/**
 * The caller as the API sees them (the first protected route, and the frontends' check that a
 * token works), and the athlete's data rights: the export and the deletion (issue 14).
 */
export const accountRoutes: FastifyPluginAsync<{ service: AccountService }> = async (app, { service }) => {
  app.get('/me', { preHandler: app.authenticate }, async (request, reply) => {
    const { id, email, aal } = requireUser(request);
    return reply.header('cache-control', 'no-store').send({ id, email, aal });
  });

  await app.register(async (rights) => {
    protectDataRoutes(rights);

    rights.get('/account/export', async (request, reply) => {
      const archive = await service.export(requireUser(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .send(archive);
    });

    rights.delete('/account', async (request, reply) => {
      return reply.send(await service.deleteAccount(requireUser(request), request.body));
    });
  });
};
