/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient, loadAppConfig, parseAppConfig } from './supabase.tsx';

describe('the runtime config', () => {
  it('accepts the shape of /app-config.json', () => {
    expect(
      parseAppConfig({ supabaseUrl: 'http://127.0.0.1:9010', supabasePublishableKey: 'sb_publishable_x' }),
    ).toEqual({ supabaseUrl: 'http://127.0.0.1:9010', supabasePublishableKey: 'sb_publishable_x' });
  });

  it('fails with a message that the key is required when it is missing or empty', () => {
    expect(() => parseAppConfig({ supabaseUrl: 'http://127.0.0.1:9010' })).toThrow(
      'supabasePublishableKey is required',
    );
    expect(() => parseAppConfig({ supabaseUrl: 'http://x.nl', supabasePublishableKey: '' })).toThrow(
      'supabasePublishableKey is required',
    );
    expect(() => createAuthClient({ supabaseUrl: 'http://x.nl', supabasePublishableKey: '' })).toThrow(
      'supabasePublishableKey is required',
    );
  });

  it('names a missing or malformed URL', () => {
    expect(() => parseAppConfig({ supabasePublishableKey: 'k' })).toThrow('supabaseUrl is required');
    expect(() => parseAppConfig({ supabaseUrl: 'geen url', supabasePublishableKey: 'k' })).toThrow('not a valid URL');
    expect(() => parseAppConfig(null)).toThrow('supabaseUrl is required');
  });

  describe('loadAppConfig over HTTP', () => {
    let server: Server;
    let origin: string;
    let answer: { status: number; body: string };

    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url !== '/app-config.json') {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('reads the config the server publishes', async () => {
      answer = {
        status: 200,
        body: JSON.stringify({ supabaseUrl: origin, supabasePublishableKey: 'sb_publishable_k' }),
      };
      expect(await loadAppConfig(origin)).toEqual({ supabaseUrl: origin, supabasePublishableKey: 'sb_publishable_k' });
    });

    it('refuses a config without a key and an error answer', async () => {
      answer = { status: 200, body: JSON.stringify({ supabaseUrl: origin }) };
      await expect(loadAppConfig(origin)).rejects.toThrow('supabasePublishableKey is required');
      answer = { status: 503, body: '{}' };
      await expect(loadAppConfig(origin)).rejects.toThrow('/app-config.json answered 503');
    });
  });
});
