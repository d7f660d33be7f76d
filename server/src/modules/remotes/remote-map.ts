import { readFileSync } from 'node:fs';
import { REMOTE_NAMES, type RemoteMap, sameOriginRemoteMap } from '@talentbrug/domain/contracts/routes';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { fileSignature } from '../../file-signature.ts';

const manifestUrl = z
  .string()
  .refine((value) => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\//.test(value), {
    error: 'must be an http(s) URL or a path on this origin',
  })
  .refine((value) => URL.canParse(value, 'http://localhost'), { error: 'is not a valid URL' });

const remoteMapSchema = z.record(z.enum(REMOTE_NAMES), manifestUrl);

export interface RemoteMapSource {
  map(): RemoteMap;
  /** The distinct origins of the map other than our own, the ones the CSP must allow. */
  crossOrigins(): readonly string[];
}

interface Snapshot {
  map: RemoteMap;
  crossOrigins: readonly string[];
}

function snapshotOf(map: RemoteMap, publicOrigin: string): Snapshot {
  const origins = Object.values(map).map((url) => new URL(url, publicOrigin).origin);
  return { map, crossOrigins: [...new Set(origins)].filter((origin) => origin !== publicOrigin) };
}

function readRemoteMap(file: string): RemoteMap {
  const result = remoteMapSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`);
    throw new Error(`Invalid remote map in ${file}: ${problems.join('; ')}`);
  }
  return result.data;
}

function signatureOf(file: string): string {
  return fileSignature(file) ?? 'missing';
}

/**
 * The remote map the shell loads. Without a file it is the same-origin map of the all-in-one
 * mode. With one, repointing a remote is an edit of that file: it is re-read whenever its
 * mtime or size changes, so no restart is needed. A broken edit keeps the last good map
 * (logged once), since a half-written file must not take every page down.
 */
export function createRemoteMapSource(options: {
  file: string | null;
  publicOrigin: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): RemoteMapSource {
  const { file, publicOrigin, log } = options;
  if (!file) {
    const fixed = snapshotOf(sameOriginRemoteMap(), publicOrigin);
    return { map: () => fixed.map, crossOrigins: () => fixed.crossOrigins };
  }

  let signature = signatureOf(file);
  let current = snapshotOf(readRemoteMap(file), publicOrigin);

  const refresh = (): Snapshot => {
    const latest = signatureOf(file);
    if (latest === signature) return current;
    signature = latest;
    try {
      current = snapshotOf(readRemoteMap(file), publicOrigin);
    } catch (error) {
      log.warn({ err: error }, 'Remote map not reloaded; keeping the previous one');
    }
    return current;
  };

  return { map: () => refresh().map, crossOrigins: () => refresh().crossOrigins };
}
