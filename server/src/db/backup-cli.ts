/**
 * `npm run backup -- --out <folder>`, `npm run restore -- <folder>`, `npm run backup -- --verify <folder>`
 * (scripts/tasks/backup.mjs and restore.mjs run this file). Reads the same configuration as the
 * server (DATABASE_URL or DATA_DIR, UPLOAD_DIR, S3_BUCKET, PORT), so it backs up and restores
 * what a server with that environment uses.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, createBackup, restoreBackup, verifyBackup } from './backup.ts';

const USAGE = [
  'npm run backup -- --out <new folder> [--server http://127.0.0.1:<port>] [--offline]',
  'npm run backup -- --verify <backup folder>',
  'npm run restore -- <backup folder>',
].join('\n  ');

const log = (line: string) => console.log(line);

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      server: { type: 'string' },
      offline: { type: 'boolean', default: false },
      verify: { type: 'string' },
    },
  });

  if (command === 'backup' && values.verify) {
    const { problems } = await verifyBackup(values.verify);
    if (problems.length > 0) {
      console.error(`The backup ${values.verify} does not check out:\n  - ${problems.join('\n  - ')}`);
      return 1;
    }
    log(`The backup ${values.verify} checks out: every file is the one that was written.`);
    return 0;
  }
  if (command === 'backup' && values.out) {
    await createBackup({ config: loadConfig(), out: values.out, server: values.server, offline: values.offline, log });
    return 0;
  }
  if (command === 'restore' && positionals.length === 1) {
    await restoreBackup({ config: loadConfig(), from: positionals[0] as string, log });
    return 0;
  }
  console.error(`Usage:\n  ${USAGE}`);
  return 2;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
