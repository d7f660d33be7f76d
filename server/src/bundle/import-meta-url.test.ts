import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rewriteImportMetaUrl } from './import-meta-url.ts';

const SERVER = '/srv/talentbrug/server';
const OUT_DIR = join(SERVER, 'dist');

/** Evaluates the rewritten expression as the bundle would, with the bundle's own URL. */
function urlInBundle(source: string, sourceFile: string): string {
  const rewritten = rewriteImportMetaUrl(source, sourceFile, OUT_DIR);
  const bundleUrl = pathToFileURL(join(OUT_DIR, 'main.mjs')).href;
  return new Function('bundleUrl', `return ${rewritten.replaceAll('import.meta.url', 'bundleUrl')};`)(bundleUrl);
}

describe('rewriteImportMetaUrl', () => {
  it('resolves a path relative to the source file from inside the bundle', () => {
    const file = join(SERVER, 'src', 'db', 'client.ts');
    expect(urlInBundle("new URL('../../drizzle', import.meta.url).href", file)).toBe(
      'file:///srv/talentbrug/server/drizzle',
    );
  });

  it('gives import.meta.url itself as the source file URL', () => {
    const file = join(SERVER, 'src', 'modules', 'coach', 'knowledge.ts');
    expect(urlInBundle('import.meta.url', file)).toBe('file:///srv/talentbrug/server/src/modules/coach/knowledge.ts');
  });

  it('rewrites every occurrence and leaves a module without one untouched', () => {
    const file = join(SERVER, 'src', 'config.ts');
    const twice = rewriteImportMetaUrl('[import.meta.url, import.meta.url]', file, OUT_DIR);
    expect(twice.match(/\.\.\/src\/config\.ts/g)).toHaveLength(2);
    expect(rewriteImportMetaUrl('export const a = 1;', file, OUT_DIR)).toBe('export const a = 1;');
  });
});
