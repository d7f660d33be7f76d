import type { UploadsConfig } from '../../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { bucketOrigin, createS3Storage } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';

/** The configured storage: the bucket when S3_BUCKET is set, else the local disk. */
export async function createStorage(config: UploadsConfig): Promise<ObjectStorage> {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage({ dir: config.dir });
}

/** Origins the browser loads uploaded files from besides ours, for the CSP (known before the storage is opened). */
export function storageOrigins(config: UploadsConfig): string[] {
  return config.s3 ? [bucketOrigin(config.s3)] : [];
}
