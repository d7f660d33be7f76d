import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { ConflictError } from '../errors.ts';
import { operatorOnly } from '../plugins/operator-only.ts';
import type { PgliteSnapshot } from './backup-snapshot.ts';

/** The header the backup CLI sends: a cross-site form cannot set it, and a fetch that does needs a CORS preflight, granted to CORS_ORIGINS only. */
export const BACKUP_HEADER = 'x-talentbrug-backup';
export const BACKUP_PATH = '/admin/backup/pglite';

const ON_POSTGRES = 'This server runs on PostgreSQL: back it up with pg_dump (npm run backup does).';
/**
 * `POST /admin/backup/pglite`: the running server's own consistent copy of its PGlite data folder
 * (backup-snapshot.ts), for `npm run backup`. The whole database, signing keys and password
 * hashes included, so it answers an operator on this machine only, sending the CLI's header;
 * anyone else gets the 404 of an unknown path before the body is looked at (operator-only.ts).
 * On PostgreSQL the operator is told to use pg_dump, which needs no help from the server.
 */
export const backupRoutes: FastifyPluginAsync<{ snapshot: PgliteSnapshot | null }> = async (app, { snapshot }) => {
  operatorOnly(app, (request) => request.headers[BACKUP_HEADER] === '1');
  app.post(BACKUP_PATH, async (request, reply) => {
    if (!snapshot) throw new ConflictError(ON_POSTGRES);
    const started = performance.now();
    const tarball = await snapshot();
    request.log.info(
      { bytes: tarball.size, ms: Math.round(performance.now() - started) },
      'PGlite data folder copied for a backup',
    );
    return reply
      .header('content-type', 'application/gzip')
      .header('content-length', String(tarball.size))
      .header('cache-control', 'no-store')
      .send(Readable.fromWeb(tarball.stream() as import('node:stream/web').ReadableStream));
  });
};
