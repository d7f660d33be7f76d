import { randomUUID } from 'node:crypto';
import { createWriteStream, constants as fsConstants } from 'node:fs';
import { access, mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HOST, isRunning } from '../process-identity.ts';
import { assertSafeKey, ByteCounter, type ByteRange, type ObjectStorage, type PutOptions } from './storage.ts';

/** A part file this old belongs to no upload still running: a crash left it. */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Part files name their writer, `<host>.<pid>.<uuid>.part`, so a restart after a crash (or a
 * SIGKILL) removes what its dead predecessor on this host left at once, instead of a day later,
 * while a part written by a live process (another instance sharing the folder during a rolling
 * restart, or on another host) is left alone until the age rule applies.
 */
const PART_NAME = /^([A-Za-z0-9_-]+)\.(\d+)\.[0-9a-f-]{36}\.part$/;

/** Whether the part file's writer is a process of this host that no longer runs. */
function writerGone(name: string): boolean {
  const match = PART_NAME.exec(name);
  if (!match || match[1] !== HOST) return false;
  const pid = Number(match[2]);
  return pid !== process.pid && !isRunning(pid);
}

/**
 * Files on this machine's disk under `dir` (DATA_DIR/uploads by default): a put writes a part
 * file and renames it into place only when it is whole, so a reader never sees half a file and
 * a failed put removes exactly its own part file. Without `dir` a temporary directory is used
 * and removed on close.
 */
export async function createLocalStorage(options: { dir: string | null }): Promise<ObjectStorage> {
  const temporary = options.dir === null;
  const root = options.dir ?? (await mkdtemp(join(tmpdir(), 'talentbrug-uploads-')));
  const objects = join(root, 'objects');
  const partial = join(root, 'partial');
  await mkdir(objects, { recursive: true });
  await mkdir(partial, { recursive: true });
  await removeStalePartials(partial);

  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(objects, key);
  };

  return {
    async put(key: string, body: Readable, { maxBytes }: PutOptions): Promise<number> {
      const target = pathOf(key);
      const part = join(partial, `${HOST}.${process.pid}.${randomUUID()}.part`);
      const counter = new ByteCounter(maxBytes);
      try {
        await pipeline(body, counter, createWriteStream(part, { flags: 'wx' }));
        await mkdir(dirname(target), { recursive: true });
        await rename(part, target);
        return counter.bytes;
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
    },

    async get(key: string, range?: ByteRange): Promise<Readable | null> {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },

    // A dead writer's part file carries no key; the start-up removes those by their name instead.
    async abandon(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },

    /** Both folders exist and this process may write into them (a full disk still passes: writes answer that). */
    async check(): Promise<void> {
      await Promise.all([access(objects, fsConstants.W_OK), access(partial, fsConstants.W_OK)]);
    },

    /** Removes the directory when it was made for this process alone (DATA_DIR=memory). */
    async close(): Promise<void> {
      if (temporary) await rm(root, { recursive: true, force: true });
    },
  };
}

async function removeStalePartials(partial: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(partial)) {
    const file = join(partial, name);
    const info = await stat(file).catch(() => null);
    if (writerGone(name) || (info && now - info.mtimeMs > STALE_PARTIAL_MS)) await rm(file, { force: true });
  }
}
