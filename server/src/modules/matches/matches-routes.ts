import { matchUpdateSchema } from '@talentbrug/domain/matches';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';
import { protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import { addLenientJsonParser } from '../../plugins/lenient-json.ts';
import type { MatchesService } from './matches-service.ts';

const idParams = z.object({ id: z.string() });

/** The caller's own matches; a match id of someone else (or no uuid at all) is a 404. */
export const matchesRoutes: FastifyPluginAsync<{ service: MatchesService }> = async (app, { service }) => {
  addLenientJsonParser(app, undefined);
  protectDataRoutes(app);

  app.get('/matches', async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(await service.listJson(requireUser(request).id)),
  );

  app.post('/matches/generate', async (request) => service.generate(requireUser(request).id));

  app.patch('/matches/:id', async (request) => {
    const { id } = idParams.parse(request.params);
    if (!z.uuid().safeParse(id).success) throw new NotFoundError('Deze match bestaat niet (meer).');
    const match = await service.update(requireUser(request).id, id, matchUpdateSchema.parse(request.body ?? {}));
    return { match };
  });
};
