import type { AccountRepository } from './account-repository.ts';

/**
 * The token check's question "was this account deleted?" (plugins/authenticate.ts). A deletion is
 * for good, so a deleted id is remembered for ever; a live one is asked of the database each time
 * (one probe of a partial unique index), because another API instance may delete it at any moment
 * and an old token must never re-create rows there.
 */
export function createDeletedAccounts(repository: Pick<AccountRepository, 'isDeleted'>) {
  const known = new Set<string>();
  const remember = (userId: string) => {
    if (known.size >= 10_000) known.clear();
    known.add(userId);
  };
  return {
    async isDeleted(userId: string): Promise<boolean> {
      if (known.has(userId)) return true;
      if (!(await repository.isDeleted(userId))) return false;
      remember(userId);
      return true;
    },
    remember,
  };
}

export type DeletedAccounts = ReturnType<typeof createDeletedAccounts>;
