import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** What a PGlite instance offers for a copy of its data folder (PGlite's own `dumpDataDir`). */
interface DataDirDumper {
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
}

export type PgliteSnapshot = () => Promise<Blob>;

/**
 * A consistent copy of a running PGlite's data folder, as a gzipped tarball.
 *
 * Copying the folder's files with cp or tar while the server runs is not safe: PGlite writes
 * them on every query, so the copy mixes pages from different moments and may not start. Here
 * the server copies them itself: `dumpDataDir` runs in the one queue every statement of this
 * process goes through (PGlite's own, or that of the wrapper db/client.ts puts around it), so nothing writes while the files are read, and PGlite runs no
 * background writer of its own. The copy is therefore a point-in-time image, like a file-system
 * snapshot: every committed transaction is in it (its WAL is on disk before the commit answers).
 * The CHECKPOINT first writes the changed pages out, so a server started on the copy has little
 * WAL to replay.
 *
 * drizzle keeps the driver's client on `$client`; the database is PGlite when it has `dumpDataDir`.
 */
export function pgliteSnapshot(db: Database): PgliteSnapshot | null {
  const client = (db as unknown as { $client?: Partial<DataDirDumper> }).$client;
  if (typeof client?.dumpDataDir !== 'function') return null;
  const dumper = client as DataDirDumper;
  return async () => {
    await db.execute(sql`checkpoint`);
    return dumper.dumpDataDir('gzip');
  };
}
