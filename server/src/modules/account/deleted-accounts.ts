import type { AccountRepository } from './account-repository.ts';

/** Ids kept in memory at most; past it the set starts again (a cleared entry is asked once more). */
const MAX_KNOWN = 10_000;

/**
 * The token check's question "was this account deleted?" (plugins/authenticate.ts). A deletion is
 * for good, so a deleted id is remembered for ever. A live id is the hard part: on PostgreSQL
 * another API instance may delete it at any moment, so it is asked of the database on every
 * request (one probe of a partial unique index), and an old token can never re-create rows there.
 * PGlite lives inside this one process, so every deletion passes through `remember` here and a live
 * answer can be kept too: the per-request cost on the embedded database is a Set lookup.
 */
export function createDeletedAccounts(
  repository: Pick<AccountRepository, 'isDeleted'>,
  options: { singleProcess: boolean },
) {
  const deleted = new Set<string>();
  const alive = new Set<string>();
  const add = (set: Set<string>, userId: string) => {
    if (set.size >= MAX_KNOWN) set.clear();
    set.add(userId);
  };
  return {
    async isDeleted(userId: string): Promise<boolean> {
      if (deleted.has(userId)) return true;
      if (alive.has(userId)) return false;
      if (await repository.isDeleted(userId)) {
        add(deleted, userId);
        return true;
      }
      if (options.singleProcess) add(alive, userId);
      return false;
    },
    /** Called by the deletion before it answers: from then on this instance refuses the id without asking. */
    remember(userId: string): void {
      alive.delete(userId);
      add(deleted, userId);
    },
  };
}

export type DeletedAccounts = ReturnType<typeof createDeletedAccounts>;
