import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  OUT_OF_SPACE,
  UnauthorizedError,
  ValidationError,
} from '../errors.ts';
import { postRaw } from '../testing/api.ts';
import { buildTestApp } from '../testing/test-app.ts';

const BODY_LIMIT = 1024;

describe('error responses', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ BODY_LIMIT: String(BODY_LIMIT) });
    // Routes standing in for services that throw, to see what a client gets.
    app.get('/api/test/conflict', async () => {
      throw new ConflictError();
    });
    app.get('/api/test/forbidden', async () => {
      throw new ForbiddenError();
    });
    app.get('/api/test/unauthorized', async () => {
      throw new UnauthorizedError();
    });
    app.get('/api/test/missing', async () => {
      throw new NotFoundError('Profiel niet gevonden');
    });
    app.get('/api/test/invalid', async () => {
      throw new ValidationError({ 'personal.email': 'Ongeldig e-mailadres' });
    });
    app.get('/api/test/crash', async () => {
      throw new Error('connection to db-internal.talentbrug:5432 failed for user admin');
    });
    app.get('/api/test/throws-nothing-useful', async () => {
      throw null;
    });
    app.get('/api/test/disk-full', async () => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        path: '/srv/talentbrug/data/uploads/partial/1.part',
      });
    });
    app.get('/api/test/database-full', async () => {
      // drizzle wraps the driver's error; PostgreSQL's disk_full code sits on its cause.
      const driver = Object.assign(new Error('could not extend file "base/5/16390": No space left on device'), {
        code: '53100',
      });
      throw new Error('Failed query: insert into "profiles"', { cause: driver });
    });
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/api/unknown', 'application/json'],
    ['POST', '/api/unknown', 'application/json'],
    ['DELETE', '/api/events', 'application/json'],
    ['GET', '/api/events', 'text/html'],
  ] as const)('%s %s (accept %s) is a 404 JSON body, never the app', async (method, url, accept) => {
    const response = await app.inject({ method, url, headers: { accept } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'Niet gevonden' });
  });

  it("answers an unknown GET under /auth/v1 as GoTrue's gateway does, never with the app", async () => {
    const bare = await app.inject({ url: '/auth/v1/unknown', headers: { accept: 'text/html' } });
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toMatchObject({ message: 'No API key found in request' });
    const { supabasePublishableKey: apikey } = (await app.inject('/app-config.json')).json();
    const keyed = await app.inject({ url: '/auth/v1/unknown', headers: { accept: 'text/html', apikey } });
    expect(keyed.statusCode).toBe(404);
    expect(keyed.json()).toEqual({ code: 404, error_code: 'not_found', msg: 'Not Found' });
  });

  it.each(['/api/test/disk-full', '/api/test/database-full'])(
    '%s: a full disk is a Dutch 507 with Retry-After, never a 500 or the path',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(507);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.json()).toEqual({ error: OUT_OF_SPACE });
      expect(response.body).not.toMatch(/srv|base\/5|insert/);
    },
  );

  it('answers malformed JSON with 400', async () => {
    const response = await postRaw(app, '/api/events', 'application/json', '{"events": [');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Ongeldige JSON' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { events: [{ name: 'onboarding_completed', properties: { note: 'x'.repeat(BODY_LIMIT) } }] },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it.each(['application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers a %s body with 415',
    async (contentType) => {
      const response = await postRaw(app, '/api/events', contentType, '<events/>');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: expect.any(String) });
    },
  );

  it.each([
    ['/api/test/conflict', 409, { error: 'Dit bestaat al' }],
    ['/api/test/forbidden', 403, { error: 'Geen toegang' }],
    ['/api/test/unauthorized', 401, { error: 'Niet ingelogd' }],
    ['/api/test/missing', 404, { error: 'Profiel niet gevonden' }],
    ['/api/test/invalid', 400, { error: 'Ongeldige invoer', fields: { 'personal.email': 'Ongeldig e-mailadres' } }],
  ])('maps the typed error of %s to %i', async (url, status, body) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });

  it.each(['/api/test/crash', '/api/test/throws-nothing-useful'])(
    'answers an unexpected failure (%s) with a bare 500',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.body).toBe('{"error":"Er ging iets mis"}');
    },
  );

  const json = { 'content-type': 'application/json' };
  const garbage: [string, InjectOptions][] = [
    ['JSON null', { method: 'POST', url: '/api/events', headers: json, payload: 'null' }],
    ['a JSON string', { method: 'POST', url: '/api/events', headers: json, payload: '"events"' }],
    ['a JSON number', { method: 'POST', url: '/api/events', headers: json, payload: '1e309' }],
    ['an empty JSON body', { method: 'POST', url: '/api/events', headers: json, payload: '' }],
    ['no body at all', { method: 'POST', url: '/api/events' }],
    ['__proto__ pollution', { method: 'POST', url: '/api/events', headers: json, payload: '{"__proto__":{"x":1}}' }],
    [
      'constructor pollution',
      { method: 'POST', url: '/api/events', headers: json, payload: '{"constructor":{"prototype":{"x":1}}}' },
    ],
    [
      '__proto__ pollution where an empty body is allowed',
      { method: 'POST', url: '/api/matches/generate', headers: json, payload: '{"__proto__":{"x":1}}' },
    ],
    ['deep nesting', { method: 'POST', url: '/api/events', headers: json, payload: '['.repeat(500) }],
    ['invalid UTF-8', { method: 'POST', url: '/api/events', headers: json, payload: Buffer.from([0x7b, 0xff, 0xfe]) }],
    ['a null byte', { method: 'POST', url: '/api/events', headers: json, payload: '{"events":[{"name":"\u0000"}]}' }],
    [
      'a garbage content type',
      { method: 'POST', url: '/api/events', headers: { 'content-type': '%%%' }, payload: '{}' },
    ],
    [
      'a UTF-16 charset',
      {
        method: 'POST',
        url: '/api/events',
        headers: { 'content-type': 'application/json; charset=utf-16' },
        payload: '{}',
      },
    ],
    ['a broken percent-encoding', { method: 'GET', url: '/api/%E0%A4%A' }],
    ['a lone percent sign', { method: 'GET', url: '/%' }],
    ['a broken query string', { method: 'POST', url: '/api/events?x=%%&y[]=1', headers: json, payload: '{}' }],
    ['a very long path', { method: 'GET', url: `/api/${'a'.repeat(10_000)}` }],
    ['an unknown method', { method: 'PROPFIND' as 'GET', url: '/api/events' }],
  ];

  it.each(garbage)('survives %s without a 5xx or internals', async (_case, request) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json();
    expect(body).toEqual(expect.objectContaining({ error: expect.any(String) }));
    expect(Object.keys(body)).not.toContain('stack');
    expect(response.body).not.toMatch(/FST_|Error:|\bat \S+ \(|node_modules|\.ts:\d/);
  });
});
