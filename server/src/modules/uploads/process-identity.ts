import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/** This machine's name as part files and pending rows carry it: letters, digits, `_` and `-` only. */
export const HOST = hostname().replace(/[^A-Za-z0-9_-]/g, '_') || 'host';

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This process as a writer of stored objects: `writer` is `<host>.<pid>`, `instance` new at every start. */
export const SELF = {
  host: HOST,
  pid: process.pid,
  instance: randomUUID(),
  writer: `${HOST}.${process.pid}`,
  isRunning,
} as const;

export type ProcessIdentity = typeof SELF;
