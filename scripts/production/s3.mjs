// The object storage of the production run: a real S3-compatible server from the npm registry
// (@20minutes/s3rver, as the server's upload tests use), with AWS signatures checked and the
// objects as files in a folder. The API reaches it only through the S3_* configuration.
import S3rver from '@20minutes/s3rver';

// Browsers play and download files from the bucket's own origin (signed URLs): a bucket serving
// a web app needs a CORS rule for that app's origin, as on AWS, R2 or Supabase Storage.
const cors = (origin) => `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>Content-Range</ExposeHeader>
    <ExposeHeader>Content-Length</ExposeHeader>
  </CORSRule>
</CORSConfiguration>`;

export async function startS3({ directory, bucket = 'talentbrug-uploads', publicOrigin }) {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [cors(publicOrigin)] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's built-in account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: () => server.close(),
  };
}
