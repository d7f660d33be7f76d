// `npm run restore -- <backup folder>`: restores a backup into the empty database and upload
// folder this environment names (a new DATABASE_URL database, or a new DATA_DIR), for a fresh
// server to start on. docs/backup-restore.md has the whole procedure.
import { backupCli, cliArgs } from '@talentbrug/tooling/backup';

backupCli('restore', cliArgs(process.argv.slice(2), [], true));
