import type { FastifyBaseLogger } from 'fastify';
import { isAbandoned } from './pending-rule.ts';
import { type ProcessIdentity, SELF } from './process-identity.ts';
import type { ObjectStorage } from './storage/storage.ts';
import type { UploadsRepository } from './uploads-repository.ts';

/** Renewal of the leases of the puts this process runs. */
const RENEW_MS = 60 * 1000;
/**
 * A write unrenewed this long has lost its writer: fifteen missed renewals, far beyond any pause
 * of a live process, while a 100 MB upload may well take longer than a minute.
 */
export const LEASE_MS = 15 * 60 * 1000;
/** Rows one sweep takes on; the next one goes on where it stopped. */
const SWEEP_BATCH = 100;
/** The start waits this long for the first sweep (a slow bucket must not hold the server's start up). */
const FIRST_SWEEP_WAIT_MS = 2000;

/**
 * The stored objects no uploads row names yet or any more (table pending_objects, rule in
 * pending-rule.ts): what the uploads and the account deletion record before they touch the
 * store, the leases of this process's running puts, and the sweep that removes what dead
 * writers left. Started with the app: the first sweep runs before it listens, then one a minute.
 */
export function createPendingObjects(deps: {
  repository: UploadsRepository;
  storage: ObjectStorage;
  log: FastifyBaseLogger;
  self?: Pick<ProcessIdentity, 'host' | 'pid' | 'instance' | 'writer' | 'isRunning'>;
}) {
  const { repository, storage, log } = deps;
  const self = deps.self ?? SELF;
  const running = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<number> | null = null;

  async function sweepOnce(): Promise<number> {
    const rows = await repository.pending(LEASE_MS, SWEEP_BATCH);
    const keys = await repository.claim(
      rows.filter((row) => !running.has(row.storageKey) && isAbandoned(row, self)).map((row) => row.storageKey),
    );
    let removed = 0;
    for (const key of keys) {
      try {
        // The bytes first, then the row: a crash in between leaves the row, and the next sweep.
        await storage.abandon(key);
        await repository.forget(key);
        removed++;
      } catch (error) {
        log.warn({ err: error, storageKey: key }, 'Removing an abandoned stored object failed; the next sweep retries');
      }
    }
    if (removed > 0) log.info({ removed }, 'Removed stored objects their writers left unfinished');
    return removed;
  }

  /** One sweep at a time per process; a caller during one waits for it. */
  function sweep(): Promise<number> {
    sweeping ??= sweepOnce().finally(() => {
      sweeping = null;
    });
    return sweeping;
  }

  async function tick(): Promise<void> {
    try {
      await repository.renew([...running]);
      await sweep();
    } catch (error) {
      log.warn({ err: error }, 'The sweep of pending stored objects failed; it runs again in a minute');
    }
  }

  return {
    writer: { writer: self.writer, instance: self.instance },

    /** Records `key` as being written by this process, before its first byte is stored. */
    async begin(key: string): Promise<void> {
      await repository.recordWrite(key, { writer: self.writer, instance: self.instance });
      running.add(key);
    },

    /** The put of `key` ended (settled or not): its lease is no longer renewed. */
    end(key: string): void {
      running.delete(key);
    },

    /**
     * Removes the bytes of `key` and then its pending row; when the store fails, the row stays and
     * a sweep finishes it (the caller's outcome does not depend on it).
     */
    async finish(key: string): Promise<boolean> {
      try {
        await storage.delete(key);
        await repository.forget(key);
        return true;
      } catch (error) {
        log.warn({ err: error, storageKey: key }, 'Removing a stored object failed; the sweep retries');
        return false;
      }
    },

    sweep,

    async start(): Promise<void> {
      timer = setInterval(() => void tick(), RENEW_MS);
      timer.unref();
      const first = tick();
      await Promise.race([first, new Promise((resolve) => setTimeout(resolve, FIRST_SWEEP_WAIT_MS).unref())]);
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping?.catch(() => {});
    },
  };
}

export type PendingObjects = ReturnType<typeof createPendingObjects>;
