import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../testing/database-template.ts';
import { createGuardedPglite, type GuardedPglite, PGLITE_SHARED_BUFFERS } from './pglite-guard.ts';

const TEXT_VALUES = `select '2025-01-02'::date as d, '2025-01-02 03:04:05+00'::timestamptz as ts,
  '1 day'::interval as i, array['2025-01-02'::date] as ds, array[1.50]::numeric[] as ns`;

describe('createGuardedPglite', () => {
  // One instance for the three tests, opened on a copy of the test template (database-template.ts):
  // each reads only, so a fresh initdb per test (about 13 s under the suite's load) proved nothing more.
  let pg: GuardedPglite;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'talentbrug-guard-'));
    cpSync(await pgliteTemplate(), join(dir, 'pglite'), { recursive: true });
    pg = createGuardedPglite(join(dir, 'pglite'));
  }, 60_000);
  afterAll(async () => {
    await pg?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts PostgreSQL with the small shared buffers that keep a restart short', async () => {
    const { rows } = await pg.query<{ shared_buffers: string }>('show shared_buffers');
    expect(rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
  });

  it('answers dates, timestamps, intervals and their arrays as PostgreSQL text, with or without drizzle`s parsers', async () => {
    const identity = (value: string) => value;
    // What drizzle-orm/pglite sends with every query: these types stay text for its own column mapping.
    const drizzleParsers = {
      1082: identity,
      1114: identity,
      1184: identity,
      1186: identity,
      1231: identity,
      1182: identity,
    };
    const plain = await pg.query(TEXT_VALUES);
    const withParsers = await pg.query(TEXT_VALUES, [], { parsers: drizzleParsers });
    expect(withParsers.rows).toEqual(plain.rows);
    expect(plain.rows[0]).toEqual({
      d: '2025-01-02',
      ts: '2025-01-02 03:04:05+00',
      i: '1 day',
      ds: '{2025-01-02}',
      ns: '{1.50}',
    });
  });

  it('still applies a parser that is not one of those', async () => {
    const result = await pg.query<{ n: unknown }>('select 41::int as n', [], {
      parsers: { 23: (v: string) => Number(v) + 1 },
    });
    expect(result.rows[0]?.n).toBe(42);
  });
});
