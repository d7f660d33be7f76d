// Which of the server's test files can meet the database, found from their imports. The server
// suite runs twice, on PGlite and on PostgreSQL (DATABASE_URL); a test that never reaches the
// database (the matching engine, the coach's router, the FFmpeg layer, the config parser) would
// run the same code the same way twice, so the PostgreSQL pass runs only the files that can.
//
// A test file can meet the database when anything it imports, directly or through other modules
// of the server, is under `src/db/` or `src/testing/` (the test app, the server process), is
// `src/app.ts` or `src/main.ts`, or names DATABASE_URL itself. Only relative imports can reach
// those (the server's packages cannot), so reading the `from '...'` and `import('...')` of the
// server's own TypeScript is enough: `src/` and the tools beside it (`bench/`, `fuzz/`, `testing/`;
// ADR 0022), every folder of the server but its dependencies, build output and data.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
/** Folders of the server that hold no code of its own. */
const NOT_CODE = new Set(['node_modules', 'dist', 'data']);

/** The server's TypeScript files, as absolute paths. */
function serverSources(serverDir) {
  return readdirSync(serverDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_CODE.has(entry.name) && !entry.name.startsWith('.'))
    .flatMap((entry) =>
      readdirSync(join(serverDir, entry.name), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.ts$/.test(file) && !file.split(sep).includes('node_modules'))
        .map((file) => join(serverDir, entry.name, file)),
    );
}

/**
 * The server's test files (every `*.test.ts` of its folders), as paths relative to `serverDir`,
 * split by whether they can meet the database.
 */
export function serverTestsByDatabase(serverDir) {
  const server = resolve(serverDir);
  const files = serverSources(server);
  const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const importsOf = (file) =>
    [...(sources.get(file) ?? '').matchAll(IMPORT)]
      .map(([, specifier]) => resolve(dirname(file), specifier))
      .map((target) => (existsSync(target) && statSync(target).isDirectory() ? join(target, 'index.ts') : target))
      .filter((target) => sources.has(target));
  const touches = (file) => {
    const path = relative(server, file).split(sep).join('/');
    return (
      (/^src\/(db|testing)\//.test(path) && !path.endsWith('.test.ts')) ||
      path === 'src/app.ts' ||
      path === 'src/main.ts' ||
      (sources.get(file) ?? '').includes('DATABASE_URL')
    );
  };
  const reaches = (test) => {
    const seen = new Set([test]);
    const queue = [test];
    while (queue.length) {
      const file = queue.pop();
      if (touches(file)) return true;
      for (const next of importsOf(file))
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
    }
    return false;
  };
  const tests = files.filter((file) => file.endsWith('.test.ts')).sort();
  const split = { database: [], without: [] };
  for (const test of tests) split[reaches(test) ? 'database' : 'without'].push(relative(server, test));
  return split;
}
