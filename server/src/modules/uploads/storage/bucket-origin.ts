import type { UploadsConfig } from '../../../config.ts';

export type S3Config = NonNullable<UploadsConfig['s3']>;

/**
 * The origin presigned URLs point at, which the browser must be allowed to load media from:
 * the endpoint itself with path-style addressing, else the bucket as a subdomain of it.
 */
export function bucketOrigin(config: S3Config): string {
  if (!config.endpoint) return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  const endpoint = new URL(config.endpoint);
  return config.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
}
