import type { UploadsConfig } from '../../../config.ts';
import { bucketOrigin } from './bucket-origin.ts';
import { createLocalStorage } from './local-storage.ts';
import type { ObjectStorage } from './storage.ts';

/**
 * The configured storage: the bucket when S3_BUCKET is set, else the local disk. The AWS SDK is
 * imported only for the bucket: loading it cost every start on local disk about 200 ms of CPU.
 */
export async function createStorage(config: UploadsConfig): Promise<ObjectStorage> {
  if (!config.s3) return createLocalStorage({ dir: config.dir });
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.s3);
}

/** Origins the browser loads uploaded files from besides ours, for the CSP (known before the storage is opened). */
export function storageOrigins(config: UploadsConfig): string[] {
  return config.s3 ? [bucketOrigin(config.s3)] : [];
}
