import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FastifyInstance } from 'fastify';
import { TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp, mailQueueEmpty } from '../../testing/test-app.ts';

export const PUBLIC_ORIGIN = 'https://talentbrug.test';

export interface Harness {
  app: FastifyInstance;
  /** Where the server really listens (PUBLIC_ORIGIN is what it writes into links and tokens). */
  baseUrl: string;
  publishableKey: string;
  /** A supabase-js client as a browser tab would hold it; `requests` records every URL it fetched. */
  client(): { supabase: SupabaseClient; requests: string[] };
  admin(): SupabaseClient;
  /** The newest mail with a link to `to` (not a security notice), read through the dev inbox API as the e2e tests do. */
  latestMail(to: string): Promise<{ subject: string; text: string; html: string; link: URL } | null>;
  /** Every mail to `to`, newest first, once the mail queue is empty. */
  mails(to: string): Promise<{ subject: string; text: string; html: string }[]>;
  /** Follows a mail link against the running server; returns the 303 target. */
  followLink(link: URL): Promise<URL>;
  /** A confirmed account made by the operator, signed in with `password` in a new client of its own. */
  signedIn(
    label: string,
    password: string,
    metadata?: Record<string, unknown>,
  ): Promise<{ email: string; supabase: SupabaseClient }>;
  /**
   * Moves the auth service's clock `ms` on, as if that time had passed: past a mail throttle, a
   * sign-in back-off or the refresh-reuse interval without waiting for it. It never goes back.
   */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** A session store for a supabase-js client in Node, kept for that client alone. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const VERIFY_LINK = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/;

let counter = 0;
/** A fresh address per call, so tests in one file never share an account. */
export const uniqueEmail = (label: string) => `${label}.${process.pid}.${Date.now()}.${counter++}@example.com`;

/** The real app on a real port (127.0.0.1:0), with the real supabase-js talking HTTP to it. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  let ahead = 0;
  const app = await buildTestApp(
    { PUBLIC_ORIGIN, AUTH_SERVICE_KEY: TEST_SERVICE_KEY, ...env },
    { logger: false, authNow: () => Date.now() + ahead },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = (await (await fetch(`${baseUrl}/app-config.json`)).json()) as { supabasePublishableKey: string };
  const publishableKey = config.supabasePublishableKey;

  const makeClient = (key: string, requests: string[]) =>
    createClient(baseUrl, key, {
      auth: { storage: memoryStorage(), autoRefreshToken: false, detectSessionInUrl: false, persistSession: true },
      global: {
        fetch: (input, init) => {
          requests.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
          return fetch(input, init);
        },
      },
    });

  async function mails(to: string) {
    await mailQueueEmpty(app);
    const list = (await (await fetch(`${baseUrl}/dev/inbox/api/v1/messages?limit=1000`)).json()) as {
      messages: { ID: string; To: { Address: string }[] }[];
    };
    const mine = list.messages.filter((message) => message.To.some((address) => address.Address === to));
    return Promise.all(
      mine.map(async ({ ID }) => {
        const mail = (await (await fetch(`${baseUrl}/dev/inbox/api/v1/message/${ID}`)).json()) as {
          Subject: string;
          Text: string;
          HTML: string;
        };
        return { subject: mail.Subject, text: mail.Text, html: mail.HTML };
      }),
    );
  }

  return {
    app,
    baseUrl,
    publishableKey,
    client() {
      const requests: string[] = [];
      return { supabase: makeClient(publishableKey, requests), requests };
    },
    admin: () => makeClient(TEST_SERVICE_KEY, []),
    mails,
    async latestMail(to) {
      const mail = (await mails(to)).find((candidate) => VERIFY_LINK.test(candidate.text));
      if (!mail) return null;
      return { ...mail, link: new URL(VERIFY_LINK.exec(mail.text)?.[0] ?? '') };
    },
    async signedIn(label, password, metadata) {
      const email = uniqueEmail(label);
      const created = await makeClient(TEST_SERVICE_KEY, []).auth.admin.createUser({
        email,
        password,
        email_confirm: true,
        ...(metadata ? { user_metadata: metadata } : {}),
      });
      if (created.error) throw created.error;
      const supabase = makeClient(publishableKey, []);
      const { error } = await supabase.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return { email, supabase };
    },
    async followLink(link) {
      const response = await fetch(`${baseUrl}${link.pathname}${link.search}`, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 303 || !location) throw new Error(`verify answered ${response.status}`);
      return new URL(location);
    },
    advance(ms) {
      ahead += ms;
    },
    close: () => app.close(),
  };
}
