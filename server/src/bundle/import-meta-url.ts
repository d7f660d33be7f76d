import { relative, sep } from 'node:path';

/**
 * In the server's bundle (scripts/bundle.ts) every module's `import.meta.url` would be the
 * bundle's, so `new URL('../../drizzle', import.meta.url)` would point beside the bundle instead
 * of at the migrations. Each `import.meta.url` becomes the URL of the module's own source file,
 * computed from the bundle's URL at run time: the bundle finds the files its sources read (the
 * migrations, the coach's knowledge, the dataset, the repository root) wherever the checkout
 * lies, as long as `dist/` stays beside `src/`.
 */
export function rewriteImportMetaUrl(source: string, sourceFile: string, outDir: string): string {
  if (!source.includes('import.meta.url')) return source;
  const fromBundle = relative(outDir, sourceFile).split(sep).join('/');
  return source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
}
