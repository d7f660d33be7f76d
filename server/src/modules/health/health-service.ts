import type { FastifyBaseLogger } from 'fastify';
import type { DbClient } from '../../db/client.ts';

/** A load balancer waits on this probe, so a hanging database must answer "down", not hang it too. */
const PING_TIMEOUT_MS = 2000;

export interface HealthReport {
  status: 'ok' | 'degraded';
  version: string;
  database: { status: 'up' | 'down'; kind: DbClient['kind']; latencyMs: number };
}

export function createHealthService(deps: {
  database: Pick<DbClient, 'ping' | 'kind'>;
  version: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { database, version, log } = deps;

  async function pingWithTimeout(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Database ping exceeded ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([database.ping(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async check(): Promise<HealthReport> {
      const started = performance.now();
      let up = true;
      try {
        await pingWithTimeout();
      } catch (error) {
        up = false;
        log.warn({ err: error }, 'Database health check failed');
      }
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      return {
        status: up ? 'ok' : 'degraded',
        version,
        database: { status: up ? 'up' : 'down', kind: database.kind, latencyMs },
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
