import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';

const HOST = hostname().replace(/[^A-Za-z0-9_-]/g, '_') || 'host';
const UUID = '0b6f8f8e-6f1e-4c8a-9d47-1c2b3a4d5e6f';

describe('local storage after a crash', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('removes at start the part files of a dead writer on this host, and only those', async () => {
    // A folder of its own, not test-app's tempDir: that import would put this file, which never
    // meets the database, in the PostgreSQL pass too (tooling/server-db-tests.mjs).
    const dir = mkdtempSync(join(tmpdir(), 'talentbrug-local-storage-'));
    dirs.push(dir);
    const partial = join(dir, 'partial');
    mkdirSync(partial, { recursive: true });
    // A process that has ended: its pid no longer runs (the writer a SIGKILL took away).
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const names = {
      deadWriter: `${HOST}.${dead}.${UUID}.part`,
      liveWriter: `${HOST}.${process.ppid}.${UUID}.part`,
      otherHost: `elders-${HOST}.${dead}.${UUID}.part`,
      unnamed: `${UUID}.part`,
    };
    for (const name of Object.values(names)) writeFileSync(join(partial, name), 'half a video');

    const storage = await createLocalStorage({ dir });
    try {
      expect(readdirSync(partial).sort()).toEqual([names.liveWriter, names.otherHost, names.unnamed].sort());

      // Its own part files carry its name and are gone once a put is whole.
      await storage.put('files/a', Readable.from([Buffer.from('heel bestand')]), {
        contentType: 'application/pdf',
        contentDisposition: 'attachment',
        maxBytes: 1024,
      });
      expect(readdirSync(partial).sort()).toEqual([names.liveWriter, names.otherHost, names.unnamed].sort());
    } finally {
      await storage.close();
    }
  });
});
