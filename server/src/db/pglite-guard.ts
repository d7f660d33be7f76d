import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { UnavailableError } from '../errors.ts';

/** How long after a failed reopen the next request may try again, so a full disk is not hammered. */
const REOPEN_BACKOFF_MS = 1000;

/**
 * PostgreSQL's shared buffers inside PGlite's WebAssembly memory. PGlite keeps PostgreSQL's
 * default of 128 MB, and starting an instance sets all of it up, the largest part of a start:
 * on the 2-core test machine a migrated data folder opened in 0.95-1.1 s with 128 MB and in
 * 0.5-0.65 s with 32 MB (PGlite alone, 3 alternated runs each), and the server's restart after a
 * SIGKILL (issue 15's target: 2 s) waits for it. The embedded database is small: a migrated
 * folder with the university dataset is about 22 MB on disk, so 32 MB still holds all of it.
 * The process's memory stays about the same (PGlite sizes its WebAssembly memory apart), and a
 * production PostgreSQL keeps its own setting.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';
const pgliteOptions = { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };

export const DATABASE_RECOVERING =
  'De database herstelt zich na een storing. Probeer het over een paar seconden opnieuw.';

type Query = PGlite['query'];
type QueryOptions = Parameters<Query>[2];

/**
 * The types drizzle's PGlite driver reads as PostgreSQL's text (date, timestamps, interval and
 * numeric/timestamp/interval/date arrays): drizzle-orm/pglite/session.js sends an identity parser
 * for each of them with every query, and PGlite answers that by copying its whole parser table
 * (a few hundred entries, one per array type) for each query, about a tenth of a simple API
 * request's CPU. Each instance gets these identity parsers as its own defaults instead, and a
 * query whose parsers are only these is sent without them: the values that come back are the same.
 */
const TEXT_TYPES: ReadonlySet<number> = new Set([
  types.DATE,
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const asText = (value: string) => value;

/** Whether each of a query's parsers is one of TEXT_TYPES returning its text unchanged; asked once per parsers object. */
const onlyTextParsers = new WeakMap<object, boolean>();
function isOnlyText(parsers: NonNullable<NonNullable<QueryOptions>['parsers']>): boolean {
  let verdict = onlyTextParsers.get(parsers);
  if (verdict === undefined) {
    const probe = '2025-01-01 00:00:00+00';
    verdict = Object.entries(parsers).every(
      ([oid, parse]) => TEXT_TYPES.has(Number(oid)) && parse(probe, Number(oid)) === probe,
    );
    onlyTextParsers.set(parsers, verdict);
  }
  return verdict;
}

function withDefaultParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers || !isOnlyText(options.parsers)) return options;
  const { parsers: _sameAsDefaults, ...rest } = options;
  return rest;
}

const withTextParsers = new WeakSet<PGlite>();

/** After PGlite's own start-up, which registers a parser for every array type, TEXT_TYPES included. */
async function opened(pg: PGlite): Promise<void> {
  if (withTextParsers.has(pg)) return;
  await pg.waitReady;
  for (const oid of TEXT_TYPES) pg.parsers[oid] = asText;
  withTextParsers.add(pg);
}

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
  let current: PGlite | null = dir ? new PGlite(dir, pgliteOptions) : new PGlite(pgliteOptions);
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
    if (current) {
      await opened(current);
      return current;
    }
    // An in-memory database cannot be reopened: what it held died with the instance.
    if (!dir || Date.now() < retryAt) throw new UnavailableError(DATABASE_RECOVERING);
    const fresh = new PGlite(dir, pgliteOptions);
    try {
      await opened(fresh);
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
    query: ((text: string, params?: unknown[], options?: QueryOptions) =>
      exclusive((pg) => pg.query(text, params, withDefaultParsers(options)))) as Query,

    transaction<T>(callback: (tx: Pick<Transaction, 'query' | 'exec'>) => Promise<T>): Promise<T> {
      return exclusive(async (pg) => {
        const alive = () => {
          if (current !== pg) throw new UnavailableError(DATABASE_RECOVERING);
        };
        const tx = {
          query: (async (text: string, params?: unknown[], options?: QueryOptions) => {
            alive();
            return pg.query(text, params, withDefaultParsers(options));
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
