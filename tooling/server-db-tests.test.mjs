// The PostgreSQL pass runs only the server tests that can meet the database (server-db-tests.mjs):
// a file wrongly left out would lose its PostgreSQL coverage without a word, so this checks the
// split on the real tree, and on a small tree where the only way in is two imports deep.
import assert from 'node:assert/strict';
import { globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { serverTestsByDatabase } from './server-db-tests.mjs';
import { root } from './tasks.mjs';

test('every server test that builds an app, a server process or a database is in the PostgreSQL pass', () => {
  const server = join(root, 'server');
  const { database, without } = serverTestsByDatabase(server);
  assert.ok(database.length > 50, `only ${database.length} files would run on PostgreSQL`);
  const direct = [...database, ...without].filter((file) =>
    /testing\/(test-app|server-process|sign-in)|createTestApp|DATABASE_URL|\/db\/client/.test(
      readFileSync(join(server, file), 'utf8'),
    ),
  );
  for (const file of direct) assert.ok(database.includes(file), `${file} opens a database but is left out`);
  // The fuzzer builds the app from beside src/ (server/fuzz, ADR 0022).
  assert.ok(database.includes(join('fuzz', 'fuzz.test.ts')), 'the fuzz test is left out');
  assert.ok(without.includes(join('src', 'modules', 'matches', 'engine', 'engine.test.ts')));
});

test("the split sees every test file of the server's Vitest run, and only those", async () => {
  const server = join(root, 'server');
  const { database, without } = serverTestsByDatabase(server);
  const { default: config } = await import(join(server, 'vitest.config.ts'));
  const run = globSync(config.test.include, { cwd: server, exclude: (path) => path.includes('node_modules') });
  assert.deepEqual([...database, ...without].sort(), run.sort());
});

test('a test reaches the database through the modules it imports, however deep', () => {
  const dir = mkdtempSync(join(tmpdir(), 'server-db-tests-'));
  const write = (path, text) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  try {
    write('src/db/client.ts', 'export const open = () => 1;\n');
    write('src/modules/a/repository.ts', "import { open } from '../../db/client.ts';\nexport const read = open;\n");
    write('src/modules/a/service.ts', "export { read } from './repository.ts';\n");
    write('src/modules/a/service.test.ts', "import { read } from './service.ts';\nread();\n");
    write('src/modules/a/lazy.test.ts', "await import('./service.ts');\n");
    write('src/modules/b/pure.ts', 'export const add = (a, b) => a + b;\n');
    write('src/modules/b/pure.test.ts', "import { add } from './pure.ts';\nadd(1, 2);\n");
    const { database, without } = serverTestsByDatabase(dir);
    assert.deepEqual(database, ['src/modules/a/lazy.test.ts', 'src/modules/a/service.test.ts']);
    assert.deepEqual(without, ['src/modules/b/pure.test.ts']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
