// The PostgreSQL pass runs only the server tests that can meet the database (server-db-tests.mjs):
// a file wrongly left out would lose its PostgreSQL coverage without a word, so this checks the
// split on the real tree, and on a small tree where the only way in is two imports deep.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { root } from './lib.mjs';
import { serverTestsByDatabase } from './server-db-tests.mjs';

test('every server test that builds an app, a server process or a database is in the PostgreSQL pass', () => {
  const server = join(root, 'server');
  const { database, without } = serverTestsByDatabase(server);
  assert.ok(database.length > 50, `only ${database.length} files would run on PostgreSQL`);
  const direct = readdirSync(join(server, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) =>
      /testing\/(test-app|server-process|sign-in)|createTestApp|DATABASE_URL|\/db\/client/.test(
        readFileSync(join(server, 'src', file), 'utf8'),
      ),
    )
    .map((file) => join('src', file));
  for (const file of direct) assert.ok(database.includes(file), `${file} opens a database but is left out`);
  assert.ok(without.includes(join('src', 'modules', 'matches', 'engine', 'engine.test.ts')));
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
