// The object storage of the production run: the S3 test server of the server's own tests
// (server/testing/s3-server.ts, s3rver from the npm registry), with AWS signatures checked, the
// objects as files in the run's folder, and a CORS rule for the public origin the browsers come
// from. The API reaches it only through the S3_* configuration.
import { startS3Server } from '../../server/testing/s3-server.ts';

export function startS3({ directory, bucket = 'talentbrug-uploads', publicOrigin }) {
  return startS3Server({ directory, bucket, corsOrigin: publicOrigin });
}
