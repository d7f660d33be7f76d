import { readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

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

/**
 * A file's contents through `parse`, read again only when its signature changes, so a deploy
 * that replaces it is seen on the next call; null while the file is missing. A file that cannot
 * be read or parsed is null until it changes, and `onError` hears why once.
 */
export function changedFileReader<T>(
  file: string,
  parse: (text: string) => T,
  onError: (error: unknown) => void = () => undefined,
): () => T | null {
  let cached: { signature: string | null; value: T | null } | undefined;
  return () => {
    const signature = fileSignature(file);
    if (cached?.signature === signature) return cached.value;
    let value: T | null = null;
    if (signature !== null) {
      try {
        value = parse(readFileSync(file, 'utf8'));
      } catch (error) {
        onError(error);
      }
    }
    cached = { signature, value };
    return value;
  };
}

/**
 * A built module (a remote's ssr.mjs or public.mjs) imported by its path and signature, so a new
 * build or release that replaces the file is imported anew on the next call without a restart;
 * null while the file is missing, when it does not load (`onError` hears why, once per version),
 * or when `accept` refuses what it exports.
 */
export function changedModuleLoader<T>(
  onError: (error: unknown, file: string) => void,
  accept: (loaded: Partial<T>) => T | null = (loaded) => loaded as T,
): (file: string) => Promise<T | null> {
  const modules = new Map<string, { signature: string; module: Promise<T | null> }>();
  return (file) => {
    const signature = fileSignature(file);
    if (signature === null) return Promise.resolve(null);
    const known = modules.get(file);
    if (known?.signature === signature) return known.module;
    const module = import(`${pathToFileURL(file).href}?v=${encodeURIComponent(signature)}`).then(
      accept,
      (error: unknown) => {
        onError(error, file);
        return null;
      },
    );
    modules.set(file, { signature, module });
    return module;
  };
}
