/** What the sweep knows about one pending_objects row when it decides. */
export interface PendingObject {
  action: 'write' | 'remove';
  /** `<host>.<pid>` of the process that wrote the row. */
  writer: string;
  /** Random per process start. */
  instance: string;
  /** A sweeper took it and did not finish (it died, or is still at it: finishing twice is harmless). */
  sweeping: boolean;
  /** Unrenewed for longer than the lease, by the database's clock (one clock for every host). */
  leaseExpired: boolean;
}

/** The process that sweeps. */
export interface Sweeper {
  host: string;
  pid: number;
  instance: string;
  isRunning(pid: number): boolean;
}

/**
 * Whether a pending object's writer is gone, so its bytes can be removed. The order of the
 * steps is what makes a crash safe: an upload records its key before any byte is stored and
 * settles it in the transaction that inserts the uploads row; a delete removes the row and records
 * the key in one transaction and removes the bytes after the commit. A SIGKILL at any point
 * therefore leaves every object named by an uploads row or by a pending row, and never a row
 * whose object is gone; this rule decides which pending rows nobody will finish:
 *
 * - `remove`: always. Its row is gone, so nothing can still want the bytes, and removing them
 *   twice (the deleting process and a sweep) is harmless.
 * - a row a sweeper took: always, as that sweeper may have died half-way.
 * - a write whose lease ran out: its writer stopped renewing it, wherever it ran. The lease is
 *   generous (longer than the slowest 100 MB upload between two renewals) so a live upload is
 *   never taken; should it be (a process frozen for longer), its settle fails, as the taking
 *   marked the row, and the upload is refused rather than recorded without its bytes.
 * - a write of this host: at once when its process no longer runs, or when it had this very pid
 *   but another start (a restarted container's PID 1). A running pid may be an unrelated process
 *   that reuses the number, so that row waits for its lease.
 * - a write of another host: only by its lease; this process cannot see that host's processes.
 */
export function isAbandoned(row: PendingObject, self: Sweeper): boolean {
  if (row.action === 'remove' || row.sweeping || row.leaseExpired) return true;
  const match = /^(.*)\.(\d+)$/.exec(row.writer);
  if (!match || match[1] !== self.host) return false;
  const pid = Number(match[2]);
  if (pid === self.pid) return row.instance !== self.instance;
  return !self.isRunning(pid);
}
