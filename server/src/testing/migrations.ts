import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * A copy of the migrations folder as it was before the migration `tag`: its journal ends at the one
 * before, so a test migrates a database to then, writes the rows of that time, and runs the rest
 * (a backfill, a new column's default) on them. The caller removes the folder.
 */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), `migrations-before-${tag}-`));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 1) throw new Error(`no migration ${tag} after the first in ${journalPath}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

/** The migrations folder itself, to run the rest after `migrationsBefore`. */
export const migrationsFolder = MIGRATIONS_FOLDER;
