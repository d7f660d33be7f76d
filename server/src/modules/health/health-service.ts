import type { FastifyBaseLogger } from 'fastify';
import type { DbClient } from '../../db/client.ts';
import type { ObjectStorage } from '../uploads/storage/storage.ts';

/** A load balancer waits on these probes, so a hanging dependency must answer "down", not hang them too. */
const PROBE_TIMEOUT_MS = 2000;

type Status = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'degraded';
  version: string;
  database: { status: Status; kind: DbClient['kind']; latencyMs: number };
}

export interface ReadinessReport {
  status: 'ready' | 'not_ready';
  database: { status: Status; latencyMs: number };
  storage: { status: Status; latencyMs: number };
}

async function withTimeout(what: string, probe: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} probe exceeded ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthService(deps: {
  database: Pick<DbClient, 'ping' | 'kind'>;
  storage: Pick<ObjectStorage, 'check'>;
  version: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { database, storage, version, log } = deps;

  async function probe(what: 'Database' | 'Storage', check: () => Promise<void>) {
    const started = performance.now();
    let status: Status = 'up';
    try {
      await withTimeout(what, check);
    } catch (error) {
      status = 'down';
      log.warn({ err: error }, `${what} health check failed`);
    }
    return { status, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  }

  return {
    async check(): Promise<HealthReport> {
      const db = await probe('Database', () => database.ping());
      return {
        status: db.status === 'up' ? 'ok' : 'degraded',
        version,
        database: { status: db.status, kind: database.kind, latencyMs: db.latencyMs },
      };
    },

    /** Whether this instance can serve the API: the database and the upload storage both answer. */
    async ready(): Promise<ReadinessReport> {
      const [db, files] = await Promise.all([
        probe('Database', () => database.ping()),
        probe('Storage', () => storage.check()),
      ]);
      return {
        status: db.status === 'up' && files.status === 'up' ? 'ready' : 'not_ready',
        database: db,
        storage: files,
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
