import type { ModuleContext } from '../../infra/module-context.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import type { VideoService } from '../video/video-service.ts';
import { createUrlSigner, type UrlSigner } from './http-content.ts';
import { createPendingObjects, type PendingObjects } from './pending-objects.ts';
import type { ObjectStorage } from './storage/storage.ts';
import { createUploadsRepository, type UploadsRepository } from './uploads-repository.ts';
import { uploadsRoutes } from './uploads-routes.ts';
import { createUploadsService } from './uploads-service.ts';

/** What the uploads keep that the videos, the suggestions and the dossier use too. */
export interface UploadStore {
  readonly storage: ObjectStorage;
  readonly repository: UploadsRepository;
  /** The crash rule's ledger (README): a key is recorded before its first byte is stored. */
  readonly pending: PendingObjects;
  /** Signs the short-lived links files are served through. */
  readonly signer: UrlSigner;
}

/** The store's ledger and signer; what a killed predecessor left half-stored goes before anyone lists files. */
export async function openUploadStore({ app, database }: ModuleContext, storage: ObjectStorage): Promise<UploadStore> {
  const repository = createUploadsRepository(database.db);
  const pending = createPendingObjects({ repository, storage, log: app.log });
  app.addHook('onReady', () => pending.start());
  app.addHook('preClose', () => pending.stop());
  return { storage, repository, pending, signer: createUrlSigner(await repository.urlSecret()) };
}

/** What a module that shows the athlete's files is given: the store, the profiles, each video's analysis. */
export interface FileSources {
  store: UploadStore;
  profiles: ProfilesRepository;
  videos: Pick<VideoService, 'forFiles'>;
}

/** /api/upload: the athlete's files, with each video's analysis from the video module. */
export async function registerUploads(
  { app, config, metrics }: ModuleContext,
  deps: FileSources & { kickVideos: () => void },
): Promise<void> {
  await app.register(uploadsRoutes, {
    prefix: '/api',
    service: createUploadsService({
      repository: deps.store.repository,
      storage: deps.store.storage,
      pending: deps.store.pending,
      profiles: deps.profiles,
      signer: deps.store.signer,
      publicOrigin: config.publicOrigin,
      quotaBytes: config.uploads.quotaBytes,
      metrics: metrics.uploads,
      videos: { forFiles: (userId, ids) => deps.videos.forFiles(userId, ids), kick: deps.kickVideos },
    }),
  });
}
