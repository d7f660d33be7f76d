import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { isServerPath } from '../src/plugins/static.ts';
import type { Example, FuzzContext, RouteSpec } from './catalog.ts';
import { arbitraryFromZod } from './from-json-schema.ts';
import {
  hostileHeaderValue,
  hostileSegment,
  mutated,
  percentEncode,
  poisoned,
  queryString,
  toFormText,
  toJsonText,
} from './hostile.ts';

/**
 * Every route the app registered, as 'METHOD /pattern', read from the router's own tree
 * (Fastify has no public list of routes, and an onRoute hook would have to be in place before
 * buildApp registers them): each node's text continues its parent's path. HEAD is left out:
 * Fastify adds it beside each GET, and the fuzzer sends it as a variant of the GET.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes = new Set<string>();
  const paths: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match || match[2] === '(empty root node)') continue;
    const depth = (match[1]?.length ?? 0) / 4;
    paths.length = depth;
    paths[depth] = (paths[depth - 1] ?? '') + (match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.add(`${method} ${paths[depth]}`);
    }
  }
  return [...routes].sort();
}

export interface FuzzRequest {
  /** What the request was, for a failure message that can be replayed by hand. */
  label: string;
  options: InjectOptions;
}

export interface RouteSetup {
  key: string;
  spec: RouteSpec;
  context: FuzzContext;
  apikey: string;
  serviceKey: string;
  accessToken: string;
}

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json\u0000',
];

const BROKEN_BODIES = ['', ' ', '{', '{"a":', 'nul', '[1,]', '{"a":1}}', '\u0000', '"\\ud800"', '\ufeff{}', 'ÿþ{}'];

const HEADER_NAMES = [
  'idempotency-key',
  'user-agent',
  'x-forwarded-for',
  'accept',
  'accept-encoding',
  'origin',
  'x-client-info',
  'cookie',
  'host',
  'content-language',
];

/** One request before it is written out: what a valid one and a hostile one both decide. */
interface Draft {
  method: string;
  params: Record<string, string>;
  query: string;
  body: { kind: 'json'; value: unknown } | { kind: 'text'; text: string } | { kind: 'none' };
  contentType: string;
  authorization: string | undefined;
  apikey: string | undefined;
  versioned: boolean;
  headers: Record<string, string>;
  ip: string;
}

function pathFor(pattern: string, params: Record<string, string>): string {
  if (pattern === '*') return params['*'] ?? '/';
  return pattern
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => params[name] ?? 'x')
    .replace(/\*$/, params['*'] ?? '');
}

const randomIp = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`);
const loopbackIp = fc.constantFrom('127.0.0.1', '::1', '::ffff:127.0.0.1');

function encodeQuery(query: Record<string, string> | undefined): string {
  const parts = Object.entries(query ?? {}).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function toRequest(pattern: string, draft: Draft): FuzzRequest {
  const url = pathFor(pattern, draft.params) + draft.query;
  const { body } = draft;
  const payload =
    body.kind === 'none'
      ? undefined
      : body.kind === 'text'
        ? body.text
        : draft.contentType.includes('x-www-form-urlencoded')
          ? toFormText(body.value)
          : toJsonText(body.value);
  const headers: Record<string, string> = {
    ...(draft.apikey === undefined ? {} : { apikey: draft.apikey }),
    ...(draft.authorization === undefined ? {} : { authorization: draft.authorization }),
    ...(draft.versioned ? { 'x-supabase-api-version': '2024-01-01' } : {}),
    ...(payload === undefined ? {} : { 'content-type': draft.contentType }),
    ...draft.headers,
  };
  const short = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
  const shownHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, short(value, 80)]));
  return {
    label: `${draft.method} ${short(url, 300)} from ${draft.ip} ${JSON.stringify(shownHeaders)} ${short(payload ?? '', 400)}`,
    options: {
      method: draft.method as InjectOptions['method'],
      url,
      headers,
      remoteAddress: draft.ip,
      ...(payload === undefined ? {} : { payload }),
    },
  };
}

/**
 * Every request to one route: a sixth as a client would send it (an example, whole), a third the
 * same with one string or key made unstorable, half bent in the ways hostile.ts knows, from the
 * examples and from bodies the schemas describe.
 */
export function requestsFor(setup: RouteSetup): fc.Arbitrary<FuzzRequest> {
  const { key, spec, context } = setup;
  const [method = 'GET', pattern = '/'] = key.split(' ');
  const examples = spec.examples?.(context) ?? [{}];
  const validParams = spec.params?.(context) ?? {};
  const ownParams = fc.record(
    Object.fromEntries(Object.entries(validParams).map(([name, values]) => [name, fc.constantFrom(...values)])),
  );
  const ownContentType = fc.constantFrom('application/json', ...(spec.contentTypes ?? []));
  const ownToken = `Bearer ${spec.as === 'service' ? setup.serviceKey : setup.accessToken}`;
  const ip = spec.local
    ? fc.oneof({ weight: 4, arbitrary: loopbackIp }, { weight: 1, arbitrary: randomIp })
    : fc.oneof({ weight: 9, arbitrary: randomIp }, { weight: 1, arbitrary: loopbackIp });
  const methods = method === 'GET' ? fc.constantFrom('GET', 'GET', 'GET', 'HEAD') : fc.constant(method);

  const validFor = (example: Example): fc.Arbitrary<Draft> =>
    fc.record({ method: methods, params: ownParams, contentType: ownContentType, ip }).map((rest) => ({
      ...rest,
      query: encodeQuery(example.query),
      body: example.body === undefined ? { kind: 'none' } : { kind: 'json', value: example.body },
      authorization: ownToken,
      apikey: setup.apikey,
      versioned: true,
      headers: example.headers ?? {},
    }));
  const valid = fc.constantFrom(...examples).chain(validFor);

  const params = fc.record(
    Object.fromEntries(
      Object.entries(validParams).map(([name, values]) => [
        name,
        fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 2, arbitrary: hostileSegment }),
      ]),
    ),
  );
  const ownQuery: fc.Arbitrary<Record<string, string>> = fc.oneof(
    fc.constantFrom(...examples.map((example) => example.query ?? {})),
    ...(spec.query
      ? [
          arbitraryFromZod(spec.query).map((value) =>
            Object.fromEntries(
              Object.entries((value ?? {}) as Record<string, unknown>).map(([name, item]) => [name, String(item)]),
            ),
          ),
        ]
      : []),
  );
  const exampleBodies = examples.flatMap((example) => (example.body === undefined ? [] : [example.body]));
  const base = fc.oneof(
    ...(exampleBodies.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...exampleBodies) }] : []),
    ...(spec.body ? [{ weight: 2, arbitrary: arbitraryFromZod(spec.body) }] : []),
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
  const readsBody = spec.body !== undefined;
  const body: fc.Arbitrary<Draft['body']> = fc.oneof(
    { weight: readsBody ? 12 : 1, arbitrary: mutated(base).map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_BODIES).map((text) => ({ kind: 'text' as const, text })) },
    { weight: readsBody ? 1 : 8, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
  const authorization = fc.oneof(
    { weight: 2, arbitrary: fc.constant(`Bearer ${setup.accessToken}`) },
    { weight: 1, arbitrary: fc.constant(`Bearer ${setup.serviceKey}`) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom(
          'Bearer ',
          'Bearer null',
          'Basic dXNlcjpwYXNz',
          `Bearer ${setup.accessToken.slice(0, -4)}AAAA`,
          // Unsigned (alg "none"), claiming the service role.
          'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJhZG1pbiIsInJvbGUiOiJzZXJ2aWNlX3JvbGUifQ.',
          `bearer ${'a'.repeat(10_000)}`,
        ),
        hostileHeaderValue.map((value) => `Bearer ${value}`),
      ),
    },
  );
  const hostile: fc.Arbitrary<Draft> = fc.record({
    method: methods,
    params,
    query: queryString(ownQuery),
    body,
    contentType: fc.oneof(
      { weight: 10, arbitrary: ownContentType },
      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
    authorization,
    apikey: fc.constantFrom<string | undefined>(
      setup.apikey,
      setup.apikey,
      setup.apikey,
      setup.apikey,
      setup.serviceKey,
      undefined,
      'sb_publishable_nep',
    ),
    versioned: fc.boolean(),
    headers: fc
      .tuple(
        fc.constantFrom(...examples.map((example) => example.headers ?? {})),
        fc.oneof(
          { weight: 3, arbitrary: fc.constant({}) },
          { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...HEADER_NAMES), hostileHeaderValue, { maxKeys: 2 }) },
        ),
      )
      .map(([own, extra]) => ({ ...own, ...extra })),
    ip,
  });

  // A valid request with one string or key made unstorable, as the issue found them: in the
  // body where the example has one, else in its query.
  const spoiled = fc.constantFrom(...examples).chain((example) =>
    fc.tuple(validFor(example), poisoned(fc.constant(example.body ?? example.query ?? {}))).map(
      ([draft, value]): Draft =>
        example.body !== undefined
          ? { ...draft, body: { kind: 'json', value } }
          : {
              ...draft,
              query: `?${Object.entries(value as Record<string, unknown>)
                .map(([name, item]) => `${percentEncode(name)}=${percentEncode(String(item))}`)
                .join('&')}`,
            },
    ),
  );

  return fc
    .oneof({ weight: 1, arbitrary: valid }, { weight: 2, arbitrary: spoiled }, { weight: 3, arbitrary: hostile })
    .map((draft) => toRequest(pattern, draft));
}

/** Signs of a crash a client must never see: a stack frame, a source path, a driver's message. */
const LEAKS = [
  /\n\s+at .+:\d+:\d+/,
  /node_modules/,
  /\/work\/|\/home\/|\/src\/.+\.ts/,
  /PostgresError|Failed query|drizzle|ZodError/i,
];

function json(response: LightMyRequestResponse): Record<string, unknown> | null {
  try {
    const value = response.json();
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A malformed escape in the path, or a path parameter over the router's length limit, is refused
 * before any route (or plugin scope) is found, by app.ts's frameworkErrors handler: in the API's
 * `{ error }` shape even under /auth/v1. No GoTrue client sends such a path (auth-js writes
 * UUIDs there), so it is held to the API's shape instead.
 */
function beforeRouting(path: string, status: number): boolean {
  if (status === 414) return true;
  try {
    decodeURI(path);
    return false;
  } catch {
    return status === 400;
  }
}

/** What is wrong with one answer, by the contract of the face it came from; empty when nothing. */
export function problemsWith(request: FuzzRequest, response: LightMyRequestResponse, secret: string): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`answered ${status}: ${response.body.slice(0, 300)}`);
  if (LEAKS.some((leak) => leak.test(response.body))) problems.push(`leaks internals: ${response.body.slice(0, 300)}`);
  if (response.body.includes(secret)) problems.push('served a file outside the build');
  const method = request.options.method;
  if (status < 400 || status >= 500 || method === 'HEAD') return problems;
  // @fastify/cors refuses a preflight without Origin or Access-Control-Request-Method in plain
  // text. No browser sends one, and no client reads the body of a preflight; left as it is.
  if (method === 'OPTIONS' && response.body === 'Invalid Preflight Request') return problems;

  // As the router saw it: inject, like a browser, resolves dot segments ('/auth/v1/..' is '/auth/').
  const path = new URL(request.options.url as string, 'http://localhost').pathname;
  // A browser navigation to a path that is no page: the landing, as HTML, with status 404.
  const page = !isServerPath(path);
  if (page && status === 404 && String(response.headers['content-type'] ?? '').startsWith('text/html')) {
    if (!response.body.includes('<html'))
      problems.push(`404 HTML without the document: ${response.body.slice(0, 300)}`);
    return problems;
  }
  // The club trainer's pages (/referentie/{token}, issue 37 item 6) answer a browser's form: each
  // refusal (400 with the form kept, 403 from another site, 404, 410) is a Dutch HTML page of its own.
  if (path.startsWith('/referentie/') && String(response.headers['content-type'] ?? '').startsWith('text/html')) {
    if (!response.body.includes('<html'))
      problems.push(`${status} HTML without the document: ${response.body.slice(0, 300)}`);
    return problems;
  }
  const body = json(response);
  if (path.startsWith('/auth/v1/') && !beforeRouting(path, status)) {
    // GoTrue's error, in either version; or the gateway's refusal of a missing or wrong apikey.
    const gotrue =
      typeof body?.error_code === 'string' && (typeof body.message === 'string' || typeof body.msg === 'string');
    const gateway = status === 401 && typeof body?.message === 'string' && typeof body.hint === 'string';
    if (!gotrue && !gateway) problems.push(`${status} not in GoTrue's shape: ${response.body.slice(0, 300)}`);
  } else if (typeof body?.error !== 'string') {
    problems.push(`${status} without { error }: ${response.body.slice(0, 300)}`);
  }
  return problems;
}
