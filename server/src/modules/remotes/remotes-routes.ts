import type { FastifyPluginAsync } from 'fastify';
import type { RemoteMapSource } from './remote-map.ts';

export const remotesRoutes: FastifyPluginAsync<{ remotes: RemoteMapSource }> = async (app, { remotes }) => {
  // Repointing a remote is an edit of this map, so browsers must revalidate it on every load.
  app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(remotes.map()));
};
