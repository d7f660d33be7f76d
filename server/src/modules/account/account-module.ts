import type { ModuleContext } from '../../infra/module-context.ts';
import type { Outbox } from '../../infra/outbox/outbox-module.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import type { ObjectStorage } from '../uploads/storage/storage.ts';
import { type AccountRepository, createAccountRepository } from './account-repository.ts';
import { accountRoutes } from './account-routes.ts';
import { createAccountService } from './account-service.ts';
import { createDeletedAccounts, type DeletedAccounts } from './deleted-accounts.ts';
import { createHostedAdmin } from './hosted-admin.ts';

export interface Accounts {
  readonly repository: AccountRepository;
  /** A deleted account's tokens stay signed until they expire; every data route refuses them (issue 14). */
  readonly deletedAccounts: DeletedAccounts;
}

/** Opened before auth, which asks it whether a token's account was deleted. */
export function openAccounts({ database }: ModuleContext): Accounts {
  const repository = createAccountRepository(database.db);
  return {
    repository,
    deletedAccounts: createDeletedAccounts(repository, { singleProcess: database.kind === 'pglite' }),
  };
}

/** /api/account: the export and the deletion, and the sweep of what a deleted account still holds. */
export async function registerAccount(
  { app, config }: ModuleContext,
  deps: { accounts: Accounts; profiles: ProfilesRepository; storage: ObjectStorage; outbox: Outbox },
): Promise<void> {
  const service = createAccountService({
    repository: deps.accounts.repository,
    deletedAccounts: deps.accounts.deletedAccounts,
    profiles: deps.profiles,
    storage: deps.storage,
    auth: config.auth.hosted
      ? {
          kind: 'hosted',
          admin: config.auth.hosted.secretKey
            ? createHostedAdmin({ url: config.auth.hosted.url, secretKey: config.auth.hosted.secretKey })
            : null,
        }
      : { kind: 'embedded' },
    log: app.log,
    onEvent: deps.outbox.kick,
  });
  await app.register(accountRoutes, { prefix: '/api', service });
  // What a deleted account still holds goes at start-up, before the server listens (issue 32).
  app.addHook('onReady', async () => {
    await service.sweepDeleted().catch((error: unknown) => {
      app.log.warn({ err: error }, 'The sweep of deleted accounts failed; it runs again at the next start');
    });
  });
}
