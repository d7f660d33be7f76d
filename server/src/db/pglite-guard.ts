import { PGlite, type Transaction } from '@electric-sql/pglite';
import { UnavailableError } from '../errors.ts';

/** How long after a failed reopen the next request may try again, so a full disk is not hammered. */
const REOPEN_BACKOFF_MS = 1000;

export const DATABASE_RECOVERING =
  'De database herstelt zich na een storing. Probeer het over een paar seconden opnieuw.';

type Query = PGlite['query'];

/** What drizzle's PGlite driver and the migrator call on their client, and nothing more. */
export interface GuardedPglite {
  query: Query;
  transaction<T>(callback: (tx: Pick<Transaction, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The data folder as a tarball, for npm run backup (db/backup-snapshot.ts). */
  dumpDataDir: PGlite['dumpDataDir'];
}

/**
 * A PANIC (PostgreSQL gives up the backend: typically a checkpoint or WAL write that met a full
 * disk) leaves a PGlite instance dead, and the next statement sent to it spins inside the
 * WebAssembly forever, blocking the whole event loop: the server would stop answering anything,
 * /health included, and not even SIGTERM's forced exit could run. PGlite's own queue would send
 * that next statement (a waiting query, or the ROLLBACK its transaction() sends after an error),
 * so this guard keeps its own queue, never sends another statement to an instance that
 * panicked, and opens a fresh instance on the same folder for the next request: PostgreSQL's
 * crash recovery replays the WAL, so every committed row is there. Until a reopen succeeds,
 * requests get a 503.
 */
export function createGuardedPglite(dir: string | null): GuardedPglite {
  let current: PGlite | null = dir ? new PGlite(dir) : new PGlite();
  let retryAt = 0;
  let closed = false;
  let queue: Promise<unknown> = Promise.resolve();

  const isPanic = (error: unknown) => (error as { severity?: unknown } | null)?.severity === 'PANIC';

  /** The instance is left for the garbage collector: closing it would send it a statement too. */
  const abandon = (instance: PGlite) => {
    if (current === instance) current = null;
  };

  async function instance(): Promise<PGlite> {
    if (closed) throw new Error('PGlite is closed');
    if (current) return current;
    // An in-memory database cannot be reopened: what it held died with the instance.
    if (!dir || Date.now() < retryAt) throw new UnavailableError(DATABASE_RECOVERING);
    const fresh = new PGlite(dir);
    try {
      await fresh.waitReady;
    } catch {
      retryAt = Date.now() + REOPEN_BACKOFF_MS;
      throw new UnavailableError(DATABASE_RECOVERING);
    }
    current = fresh;
    return fresh;
  }

  /** One statement or transaction at a time, as PGlite would, but through a queue the guard controls. */
  function exclusive<T>(run: (pg: PGlite) => Promise<T>): Promise<T> {
    const next = queue.then(async () => {
      const pg = await instance();
      try {
        return await run(pg);
      } catch (error) {
        if (isPanic(error)) abandon(pg);
        throw error;
      }
    });
    queue = next.catch(() => {});
    return next;
  }

  return {
    query: ((text: string, params?: unknown[], options?: Parameters<Query>[2]) =>
      exclusive((pg) => pg.query(text, params, options))) as Query,

    transaction<T>(callback: (tx: Pick<Transaction, 'query' | 'exec'>) => Promise<T>): Promise<T> {
      return exclusive(async (pg) => {
        const alive = () => {
          if (current !== pg) throw new UnavailableError(DATABASE_RECOVERING);
        };
        const tx = {
          query: (async (text: string, params?: unknown[], options?: Parameters<Query>[2]) => {
            alive();
            return pg.query(text, params, options);
          }) as Query,
          exec: async (text: string) => {
            alive();
            return pg.exec(text);
          },
        };
        const send = async (statement: 'BEGIN' | 'COMMIT' | 'ROLLBACK') => {
          try {
            return await pg.exec(statement);
          } catch (error) {
            if (isPanic(error)) abandon(pg);
            throw error;
          }
        };
        await send('BEGIN');
        try {
          const result = await callback(tx);
          alive();
          const [outcome] = await send('COMMIT');
          // A transaction an error aborted answers COMMIT with ROLLBACK: nothing of it was stored.
          if ((outcome as { command?: string } | undefined)?.command === 'ROLLBACK') {
            throw new Error('The transaction was aborted by an earlier error and rolled back');
          }
          return result;
        } catch (error) {
          if (isPanic(error)) abandon(pg);
          if (current === pg) await send('ROLLBACK').catch(() => {});
          throw error;
        }
      });
    },

    // In the guard's queue, so between two statements and never inside a transaction.
    dumpDataDir: (compression) => exclusive((pg) => pg.dumpDataDir(compression)),

    async close() {
      if (closed) return;
      await queue;
      closed = true;
      const pg = current;
      current = null;
      await pg?.close();
    },
  };
}
