/**
 * What app.ts hands every module's registration (`register<Module>` in `<module>/<module>-module.ts`):
 * the Fastify instance to register routes and hooks on, the configuration, the open database and
 * the metrics. What one module gives another (a repository, a service) is the registration's return
 * value, passed on by name in app.ts, so the order of app.ts is the order of dependence.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DbClient } from '../db/client.ts';
import type { Metrics } from '../plugins/metrics.ts';

export interface ModuleContext {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly database: DbClient;
  readonly metrics: Metrics;
}
