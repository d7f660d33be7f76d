// Against a real S3-compatible server on loopback (server/testing/s3-server.ts), started and stopped by the suite.
import { describeUploads } from './testing/uploads-suite.ts';

describeUploads('s3');
