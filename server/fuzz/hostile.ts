/**
 * Hostile input for the route fuzzer: values, keys, mutations of a valid body, query strings and
 * header values. Everything is a fast-check arbitrary, so a failing request shrinks to a small one
 * and a fixed seed replays it.
 */
import type { JsonPath } from '@talentbrug/domain/text';
import fc from 'fast-check';

/** JSON text that JSON.stringify cannot produce (1e400, a 100 000-deep array), spliced in verbatim. */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString() {
    return `RawJson(${this.text.length > 60 ? `${this.text.slice(0, 60)}…` : this.text})`;
  }
}

const nested = (depth: number, open: string, close: string, inner = '1') =>
  new RawJson(open.repeat(depth) + inner + close.repeat(depth));

/** Text PostgreSQL cannot store, the issue's own finding. */
const unstorableString = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udbff',
  '\udc00',
  'x\udfff',
  '\ud83d',
  'Zo\ud83d\u0000',
  `${'a'.repeat(300)}\u0000`,
);

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

const hostileString = fc.oneof(
  { weight: 3, arbitrary: unstorableString },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\n\t\r',
      '\u000b\u001f\u007f',
      '%00',
      '\\u0000',
      "' OR '1'='1' --",
      'Robert"); DROP TABLE profiles; --',
      '<script>alert(1)</script>',
      '../../../../etc/passwd',
      'javascript:alert(1)',
      // Template injection, written escaped so no linter takes it for a mistake.
      '\u0024{7*7}{{7*7}}',
      '\u202egnp.exe',
      '\ufeffBOM',
      '\uffff\ufffe',
      'Zoë Ångström 🏑 👩‍👩‍👧‍👦 ẞ',
      '\u0301\u0301\u0301',
      'e\u0301',
      '١٢٣',
      '__proto__',
      'constructor',
      'null',
      'true',
      '1e400',
      'NaN',
      '-0',
      '2026-02-30',
      '0000-00-00T00:00:00Z',
      'lotte@example.nl',
      ' lotte@EXAMPLE.nl ',
      'a@b',
      'https://example.nl/\u0000',
      '00000000-0000-0000-0000-000000000000',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(256, 5001, 70_000, 300_000), fc.constantFrom('a', 'ä', '😀', '\u0000'))
      .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length))),
  },
);

const hostileNumber = fc.oneof(
  fc.constantFrom<unknown>(
    0,
    -0,
    -1,
    0.5,
    4.000001,
    1e-320,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    -(2 ** 63),
    1e308,
    -1e308,
    new RawJson('1e400'),
    new RawJson('-1e400'),
    new RawJson('123456789012345678901234567890123456789'),
    new RawJson('1.0e-400'),
    new RawJson('0.0000000000000000000000000000001'),
  ),
  fc.double({ noNaN: true }),
  fc.integer(),
);

/** A key an attacker would try: prototype pollution, unstorable text, the schema's own names twisted. */
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'a.b', '$where'),
  unstorableString,
  fc.string({ unit: 'binary', maxLength: 12 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], [[]], { '': null }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileKey, hostileString, { maxKeys: 4 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      nested(64, '[', ']'),
      nested(5000, '[', ']'),
      nested(100_000, '[', ']'),
      nested(3000, '{"a":', '}'),
      new RawJson('{"__proto__":{"isAdmin":true,"role":"service_role"},"constructor":{"prototype":{"polluted":1}}}'),
      new RawJson('{"a":1,"a":2}'),
      new RawJson(`[${'1,'.repeat(50_000)}1]`),
    ),
  },
);

/** An index into whatever the value turns out to hold; unbiased, or the first key would win most draws. */
const pick = fc.noBias(fc.nat());

type Mutation =
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'add-key'; pick: number; key: string; value: unknown }
  | { kind: 'drop'; pick: number }
  | { kind: 'whole'; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('replace' as const), pick, value: hostileValue }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('add-key' as const),
      pick,
      key: hostileKey,
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue }) },
);

/** Every path in a JSON value, the root included, containers before their contents. */
function pathsOf(value: unknown, path: JsonPath = [], into: JsonPath[] = []): JsonPath[] {
  into.push(path);
  if (value instanceof RawJson) return into;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) pathsOf(item, [...path, index], into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], into);
  }
  return into;
}

const containerAt = (root: unknown, path: JsonPath) =>
  path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], root) as Record<
    string | number,
    unknown
  >;

/** A deep copy that keeps RawJson and writes every key as an own property ('__proto__' too). */
function clone(value: unknown): unknown {
  if (value instanceof RawJson || typeof value !== 'object' || value === null) return value;
  // Array.from, not map: a body may carry a 'constructor' key, which map would call.
  if (Array.isArray(value)) return Array.from(value, clone);
  const copy = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(copy, key, { value: clone(item), enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

function apply(body: unknown, change: Mutation): unknown {
  if (change.kind === 'whole') return change.value;
  const root = { body: clone(body) };
  const paths = pathsOf(root.body).map((path) => ['body', ...path] as JsonPath);
  const path = paths[change.pick % paths.length] as JsonPath;
  const parent = containerAt(root, path.slice(0, -1));
  const key = path.at(-1) as string | number;
  if (change.kind === 'replace') {
    Object.defineProperty(parent, key, { value: change.value, enumerable: true, writable: true, configurable: true });
  } else if (change.kind === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else {
    const target = parent[key];
    // defineProperty, so '__proto__' becomes a key of the body as JSON.parse would make it, not a prototype.
    if (typeof target === 'object' && target !== null && !Array.isArray(target) && !(target instanceof RawJson)) {
      Object.defineProperty(target, change.key, {
        value: change.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else parent[key] = change.value;
  }
  return root.body;
}

/** A body from `base`, bent by up to three mutations (none in about one case in six). */
export function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(base, fc.array(mutation, { maxLength: 3 }))
    .map(([body, changes]) => changes.reduce(apply, body as unknown));
}

/**
 * A body from `base` with one of its strings, or one key, made unstorable (a NUL or a lone
 * surrogate put in somewhere): the issue's finding, aimed at each text field in turn.
 */
export function poisoned(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(base, pick, pick, pick, fc.constantFrom('\u0000', '\u0000', '\ud800', '\udfff'), fc.boolean())
    .map(([body, which, where, at, bad, inKey]) => {
      const root = { body: clone(body) };
      const paths = pathsOf(root.body).map((path) => ['body', ...path] as JsonPath);
      const strings = paths.filter((path) => typeof containerAt(root, path) === 'string');
      const objects = paths.filter((path) => {
        const value = containerAt(root, path);
        return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawJson);
      });
      const spoil = (text: string) => text.slice(0, at % (text.length + 1)) + bad + text.slice(at % (text.length + 1));
      if (inKey && objects.length > 0) {
        const target = containerAt(root, objects[which % objects.length] as JsonPath);
        const keys = Object.keys(target);
        const key = keys[where % Math.max(keys.length, 1)] ?? 'veld';
        const value = target[key];
        delete target[key];
        target[spoil(key)] = value ?? 'x';
      } else if (strings.length > 0) {
        const path = strings[which % strings.length] as JsonPath;
        containerAt(root, path.slice(0, -1))[path.at(-1) as string | number] = spoil(
          containerAt(root, path) as unknown as string,
        );
      } else return spoil('');
      return root.body;
    });
}

/** JSON text of a body, with each RawJson spliced in as written. */
export function toJsonText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value) => {
    if (value instanceof RawJson) {
      raws.push(value.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return value;
  });
  if (text === undefined) return 'null';
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)] ?? 'null');
}

/** A form body (GoTrue takes those on /token): the top level's keys and values, the rest as JSON text. */
export function toFormText(body: unknown): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return percentEncode(toJsonText(body));
  return Object.entries(body)
    .map(
      ([key, value]) => `${percentEncode(key)}=${percentEncode(typeof value === 'string' ? value : toJsonText(value))}`,
    )
    .join('&');
}

/**
 * Percent-encoding that, unlike encodeURIComponent, also writes lone surrogates (as the
 * bytes a careless encoder emits, ED A0 80 for U+D800), so they reach the server's decoder.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.codePointAt(0) ?? 0;
    if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** A query string: the route's own parameters with valid or hostile values, hostile names and raw escapes. */
export function queryString(valid: fc.Arbitrary<Record<string, string>>): fc.Arbitrary<string> {
  const pair = fc.oneof(
    { weight: 3, arbitrary: fc.tuple(fc.string({ unit: 'grapheme', maxLength: 10 }), hostileString) },
    { weight: 1, arbitrary: fc.tuple(hostileKey, fc.string({ maxLength: 10 })) },
  );
  const part = fc.oneof(
    { weight: 4, arbitrary: pair.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%00',
        '%C0%80',
        '%ED%A0%80',
        '%F4%90%80%80',
        'a[b]=1',
        'a[]=1&a[]=2',
        '__proto__[x]=1',
        'constructor.prototype.x=1',
        '=',
        '&&&',
        ';',
        `x=${'a'.repeat(20_000)}`,
        'apikey=',
      ),
    },
  );
  return fc
    .tuple(
      valid.map((params) =>
        Object.entries(params).map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`),
      ),
      fc.array(part, { maxLength: 3 }),
      fc.boolean(),
    )
    .map(([own, extra, shuffle]) => {
      const parts = shuffle ? [...extra, ...own] : [...own, ...extra];
      return parts.length > 0 ? `?${parts.join('&')}` : '';
    });
}

/** A header value an HTTP parser would pass (latin-1) and a few it would not (inject delivers them anyway). */
export const hostileHeaderValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 40 }),
  fc.constantFrom('', ' ', 'x'.repeat(8000), 'a\u0000b', '\t', 'null', 'undefined', '../../', '%00'),
);

/** The same path segment in the ways a client might spell it. */
export const hostileSegment = fc.oneof(
  hostileString.map(percentEncode),
  fc.constantFrom('..', '%2e%2e', '%2F', '%252F', '%5C', '.', '%', '%zz', 'a'.repeat(3000), '%C0%AE%C0%AE'),
);
