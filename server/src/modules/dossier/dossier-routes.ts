import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import { addLenientJsonParser } from '../../plugins/lenient-json.ts';
import type { DossierService } from './dossier-service.ts';
import type { ReferencesService } from './references-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public page at /r/{token} (and its PDF) opens a dossier through `openPublicDossier`. */
    dossiers: Pick<DossierService, 'openPublicDossier'>;
  }
}

const params = z.object({ id: z.string() });

/**
 * The athlete's own dossier and links (issue 37); no route takes a user id, so another athlete's
 * link id is a 404 like an unknown one. The public page is not here: it is rendered by the server
 * for a token, through `app.dossiers.openPublicDossier`.
 */
export const dossierRoutes: FastifyPluginAsync<{ service: DossierService; references: ReferencesService }> = async (
  app,
  { service, references },
) => {
  // An empty JSON body (a DELETE from apiFetch) reads as none.
  addLenientJsonParser(app, undefined);
  protectDataRoutes(app);

  app.get('/dossier', async (request) => service.get(requireUser(request)));

  app.put('/dossier', async (request) => service.update(requireUser(request), request.body));

  app.get('/dossier/links', async (request) => ({ links: await service.links(requireUser(request).id) }));

  app.post('/dossier/links', async (request, reply) =>
    reply.code(201).send({ link: await service.createLink(requireUser(request).id, request.body) }),
  );

  app.delete('/dossier/links/:id', async (request) => ({
    link: await service.revoke(requireUser(request).id, params.parse(request.params).id),
  }));

  // Issue 37, item 6: the club trainer's reference. The trainer's own pages are /referentie/{token} (reference-page.ts).
  app.get('/dossier/references', async (request) => ({
    references: await references.list(requireUser(request).id),
  }));

  app.post('/dossier/references', async (request, reply) =>
    reply.code(201).send({ reference: await references.invite(requireUser(request).id, request.body) }),
  );

  app.post('/dossier/references/:id/approve', async (request) => ({
    reference: await references.approve(requireUser(request).id, params.parse(request.params).id),
  }));

  app.post('/dossier/references/:id/hide', async (request) => ({
    reference: await references.hide(requireUser(request).id, params.parse(request.params).id),
  }));
};
