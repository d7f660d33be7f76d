import { createMailboxRepository } from '../../infra/mail/mailbox-repository.ts';
import { createMailer } from '../../infra/mail/mailer.ts';
import type { ModuleContext } from '../../infra/module-context.ts';
import { createOutboxRepository } from '../../infra/outbox/outbox-repository.ts';
import { createGuardianConsentRepository } from '../profiles/guardian-consent-repository.ts';
import { storageOrigins } from '../uploads/storage/create-storage.ts';
import type { FileSources } from '../uploads/uploads-module.ts';
import { contentPath, signedLink } from '../uploads/uploads-service.ts';
import { createDossierRepository } from './dossier-repository.ts';
import { dossierRoutes } from './dossier-routes.ts';
import { type CoreGpaSource, createDossierService, type DossierService } from './dossier-service.ts';
import { publicPageRoutes } from './public-page.ts';
import { createReferenceMailQueue } from './reference-mail.ts';
import { referencePageRoutes } from './reference-page.ts';
import { createReferencesRepository } from './references-repository.ts';
import { createReferencesService } from './references-service.ts';

/**
 * The recruiting dossier (issue 37): the athlete's routes, and the public page at /r/{token} and its
 * PDF, rendered by the recruit remote's public.mjs (public-page.ts). Returns its service: outreach
 * makes a school's dossier link with it.
 */
export async function registerDossier(
  { app, config, database }: ModuleContext,
  deps: FileSources & {
    academics: CoreGpaSource;
    /** The recruit remote's manifest in the current remote map: where its public page renderer is built. */
    recruitManifest: () => string;
  },
): Promise<{ service: DossierService }> {
  const { store } = deps;
  const outbox = createOutboxRepository(database.db);
  // The trainer's invitation goes out like the auth mails: SMTP, or the local mailbox the dev inbox reads.
  const mailer = createMailer({
    config: config.mail,
    publicOrigin: config.publicOrigin,
    mailbox: createMailboxRepository(database.db),
  });
  const mailQueue = createReferenceMailQueue({ outbox, deliver: (job) => references.deliverInvite(job), log: app.log });
  const references = createReferencesService({
    repository: createReferencesRepository(database.db, outbox),
    profiles: deps.profiles,
    mailer,
    onInvited: () => mailQueue.kick(),
    publicOrigin: config.publicOrigin,
  });
  app.addHook('onReady', async () => mailQueue.start());
  app.addHook('preClose', () => mailQueue.stop());
  const dossiers = createDossierService({
    repository: createDossierRepository(database.db),
    profiles: deps.profiles,
    // The consent a parent gave in the wizard counts for publishing as the dossier's own does.
    guardianConsents: createGuardianConsentRepository(database.db),
    photoLink: (photo) =>
      signedLink(store.storage, store.signer, photo.storageKey, photo.id, contentPath(photo.id), new Date()),
    videos: deps.videos,
    academics: deps.academics,
    references,
    publicOrigin: config.publicOrigin,
  });
  app.decorate('dossiers', dossiers);
  await app.register(dossierRoutes, { prefix: '/api', service: dossiers, references });
  await app.register(referencePageRoutes, { references, publicOrigin: config.publicOrigin });
  await app.register(publicPageRoutes, {
    dossiers,
    publicOrigin: config.publicOrigin,
    staticRoot: config.staticRoot,
    manifestUrl: deps.recruitManifest,
    mediaSources: storageOrigins(config.uploads),
  });
  return { service: dossiers };
}
