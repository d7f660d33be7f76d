import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import { addLenientJsonParser } from '../../plugins/lenient-json.ts';
import { idOf, linkQuery } from '../uploads/uploads-routes.ts';
import type { VideoService } from './video-service.ts';

const params = z.object({ name: z.string().optional() });

/**
 * A video's analysis (issue 36): `GET /api/upload/file/{id}/analysis`, `POST` the same to run it
 * again, both for the athlete's own videos only (another's id is a 404); and the derived files
 * (poster, thumbnails, rendition) at `/api/upload/file/{id}/derived/{name}`, by a signed link
 * like the video's own, so an `<img>` or `<video>` loads them without a bearer token.
 */
export const videoRoutes: FastifyPluginAsync<{ service: VideoService }> = async (app, { service }) => {
  await app.register(async (api: FastifyInstance) => {
    addLenientJsonParser(api, undefined);
    protectDataRoutes(api);
    api.get('/upload/file/:id/analysis', async (request) => ({
      analysis: await service.get(requireUser(request).id, idOf(request)),
    }));
    api.post('/upload/file/:id/analysis', async (request, reply) =>
      reply.code(202).send({ analysis: await service.rerun(requireUser(request).id, idOf(request)) }),
    );
  });

  const derived = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = idOf(request);
    const file = await service.open(id, params.parse(request.params).name ?? '', linkQuery.parse(request.query), {
      range: request.headers.range,
      headOnly: request.method === 'HEAD',
    });
    return reply.code(file.status).headers(file.headers).send(file.body);
  };
  app.get('/upload/file/:id/derived/:name', { exposeHeadRoute: false }, derived);
  app.head('/upload/file/:id/derived/:name', derived);
};
