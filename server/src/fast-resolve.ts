import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `type` of the package.json nearest to `dir`, read once per folder ('commonjs' when none says). */
function packageTypeFinder(): (dir: string) => string {
  const byDir = new Map<string, string>();
  const typeOf = (dir: string): string => {
    const known = byDir.get(dir);
    if (known !== undefined) return known;
    const file = join(dir, 'package.json');
    let type: string;
    if (existsSync(file)) {
      type = (JSON.parse(readFileSync(file, 'utf8')) as { type?: string }).type ?? 'commonjs';
    } else {
      const up = dirname(dir);
      type = up === dir ? 'commonjs' : typeOf(up);
    }
    byDir.set(dir, type);
    return type;
  };
  return typeOf;
}

/**
 * Start-up time (issue 15, restart after a crash): for every `.js` file it imports, Node's ESM
 * loader asks for the package scope of the file, and that copy spreads the package.json's
 * lazily parsed `exports`, so the whole file is parsed again per module. drizzle-orm's
 * package.json is 179 KB and about 110 of its modules load: measured 530 ms of CPU for
 * `import('drizzle-orm/pglite')` alone, 100 ms with this hook. The hook answers only relative
 * `.js` imports between files of an installed ESM package (inside node_modules), whose URL and
 * format need nothing but the file's folder; everything else goes to Node's own resolution.
 */
export function registerFastResolve(): void {
  const typeOf = packageTypeFinder();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (
        parent?.startsWith('file:') &&
        parent.includes('/node_modules/') &&
        (specifier.startsWith('./') || specifier.startsWith('../')) &&
        specifier.endsWith('.js')
      ) {
        const url = new URL(specifier, parent);
        const path = fileURLToPath(url);
        // A missing file gets Node's own error.
        if (typeOf(dirname(path)) === 'module' && existsSync(path)) {
          return { url: url.href, format: 'module', shortCircuit: true };
        }
      }
      return nextResolve(specifier, context);
    },
  });
}
