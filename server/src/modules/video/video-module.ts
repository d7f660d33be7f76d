import type { ModuleContext } from '../../infra/module-context.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import type { UploadStore } from '../uploads/uploads-module.ts';
import { createVideoRepository } from './video-repository.ts';
import { videoRoutes } from './video-routes.ts';
import { createVideoRunner } from './video-runner.ts';
import { createVideoService, type VideoService } from './video-service.ts';

export interface Videos {
  readonly service: VideoService;
  /** Wakes this instance's runner after a video is uploaded or its analysis asked again. */
  readonly kick: () => void;
}

/** The videos' analyses (issue 36): a durable queue worked one video at a time per instance. */
export async function registerVideo(
  { app, config, database }: ModuleContext,
  deps: { store: UploadStore; profiles: ProfilesRepository },
): Promise<Videos> {
  const { store } = deps;
  const repository = createVideoRepository(database.db);
  const runner = createVideoRunner({
    repository,
    storage: store.storage,
    pending: store.pending,
    usage: (userId) => store.repository.usage(userId),
    quotaBytes: config.uploads.quotaBytes,
    log: app.log,
  });
  app.addHook('onReady', async () => {
    const queued = await repository.backfill();
    if (queued > 0) app.log.info({ queued }, 'Videos uploaded before the analysis existed are queued');
    runner.start();
  });
  // Before the pending objects stop: a run in progress removes what it stored and is queued again.
  app.addHook('preClose', () => runner.stop());
  const service = createVideoService({
    repository,
    storage: store.storage,
    signer: store.signer,
    profiles: deps.profiles,
    kick: () => runner.kick(),
  });
  await app.register(videoRoutes, { prefix: '/api', service });
  return { service, kick: () => runner.kick() };
}
