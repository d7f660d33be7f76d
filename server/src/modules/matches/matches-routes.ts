import { matchUpdateSchema, shareRequestSchema } from '@talentbrug/domain/contracts/matches';
import { MATCH_NOT_FOUND } from '@talentbrug/domain/matches';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';
import { type AuthenticatedUser, protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import { addLenientJsonParser } from '../../plugins/lenient-json.ts';
import type { MatchesService } from './matches-service.ts';

const idParams = z.object({ id: z.string() });

/** The id of a match of the caller; anything that is not a uuid cannot be one, so it is a 404 too. */
function matchId(params: unknown): string {
  const { id } = idParams.parse(params);
  if (!z.uuid().safeParse(id).success) throw new NotFoundError(MATCH_NOT_FOUND);
  return id;
}

interface Options {
  service: MatchesService;
  /**
   * Whether the caller's e-mail address is confirmed. The token's own claim unless the app passes
   * a fresher source (the embedded service reads the user row, as for the onboarding).
   */
  emailConfirmed?: (user: AuthenticatedUser) => Promise<boolean>;
}

/** The caller's own matches; a match id of someone else (or no uuid at all) is a 404. */
export const matchesRoutes: FastifyPluginAsync<Options> = async (
  app,
  { service, emailConfirmed = async (user) => user.emailVerified },
) => {
  addLenientJsonParser(app, undefined);
  protectDataRoutes(app);

  app.get('/matches', async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(await service.listJson(requireUser(request).id)),
  );

  app.post('/matches/generate', async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(await service.generate(requireUser(request).id)),
  );

  app.patch('/matches/:id', async (request) => {
    const id = matchId(request.params);
    const match = await service.update(requireUser(request).id, id, matchUpdateSchema.parse(request.body ?? {}));
    return { match };
  });

  // The athlete's consent to share their profile with this match's university: 201 when it is new,
  // 200 when it was already given (the first record stays).
  app.post('/matches/:id/share', async (request, reply) => {
    const user = requireUser(request);
    const id = matchId(request.params);
    const { share, created } = await service.share({
      userId: user.id,
      matchId: id,
      ip: request.ip,
      request: shareRequestSchema.parse(request.body ?? {}),
      emailConfirmed: () => emailConfirmed(user),
    });
    return reply.code(created ? 201 : 200).send({ share });
  });

  app.delete('/matches/:id/share', async (request) => ({
    share: await service.withdrawShare(requireUser(request).id, matchId(request.params)),
  }));
};
