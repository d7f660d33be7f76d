import { statSync } from 'node:fs';

/**
 * A cheap fingerprint of a file (mtime and size) to tell when a deploy has replaced it, so a
 * cached read can be reused until then; null when the file is not there.
 */
export function fileSignature(file: string): string | null {
  try {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return null;
  }
}
