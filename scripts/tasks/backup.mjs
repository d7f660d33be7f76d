// `npm run backup -- --out <new folder>`: a backup of the database and the uploaded files that a
// server with this environment uses (DATABASE_URL or DATA_DIR, UPLOAD_DIR); `--verify <folder>`
// checks one. The work is server/src/db/backup-cli.ts; docs/backup-restore.md says how and when.
import { backupCli, cliArgs } from '@talentbrug/tooling/backup';

backupCli('backup', cliArgs(process.argv.slice(2), ['--out', '--verify']));
