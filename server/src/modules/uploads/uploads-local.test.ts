import { describeUploads } from './testing/uploads-suite.ts';

describeUploads('local');
