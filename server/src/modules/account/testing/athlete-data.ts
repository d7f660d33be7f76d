import { rmSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { startS3Server } from '../../../../testing/s3-server.ts';
import { loginAccountKey, loginPairKey } from '../../../auth/abuse.ts';
import { queryRows, tempDir } from '../../../testing/test-app.ts';
import { filesUnder } from '../../uploads/testing/fixtures.ts';

/**
 * Every table of the product (public) and the embedded auth service (tb_auth) must be here or in
 * EXCLUDED: a table added later fails this test until its rows of an athlete are exported and
 * deleted. Each predicate picks the athlete's rows ($1 = id, $2 = e-mail address).
 */
export const OWNED: Record<string, (id: string, email: string) => SQL> = {
  'public.profiles': (id) => sql`user_id = ${id}`,
  'public.academic_transcripts': (id) => sql`user_id = ${id}`,
  'public.onboarding_submissions': (id) => sql`user_id = ${id}`,
  'public.onboarding_drafts': (id) => sql`user_id = ${id}`,
  'public.matches': (id) => sql`user_id = ${id}`,
  'public.university_shares': (id) => sql`user_id = ${id}`,
  'public.coach_messages': (id) => sql`user_id = ${id}`,
  'public.uploads': (id) => sql`user_id = ${id}`,
  'public.video_analyses': (id) => sql`user_id = ${id}`,
  'public.upload_derivatives': (id) => sql`user_id = ${id}`,
  'public.dossiers': (id) => sql`user_id = ${id}`,
  'public.dossier_links': (id) => sql`user_id = ${id}`,
  'public.dossier_views': (id) => sql`user_id = ${id}`,
  'public.dossier_references': (id) => sql`user_id = ${id}`,
  'public.outreach_entries': (id) => sql`user_id = ${id}`,
  'public.outreach_settings': (id) => sql`user_id = ${id}`,
  'public.outreach_reminders': (id) => sql`user_id = ${id}`,
  'public.analytics_events': (id) => sql`user_id = ${id}`,
  'public.outbox': (id, email) =>
    sql`type <> 'athlete.deleted' and (payload->>'user_id' = ${id} or (channel = 'auth-mail' and payload->>'email' = ${email}))`,
  'tb_auth.users': (id) => sql`id = ${id}`,
  'tb_auth.sessions': (id) => sql`user_id = ${id}`,
  'tb_auth.refresh_tokens': (id) => sql`session_id in (select id from tb_auth.sessions where user_id = ${id})`,
  'tb_auth.mfa_factors': (id) => sql`user_id = ${id}`,
  'tb_auth.mfa_challenges': (id) => sql`factor_id in (select id from tb_auth.mfa_factors where user_id = ${id})`,
  'tb_auth.flow_states': (id) => sql`user_id = ${id}`,
  'tb_auth.link_tokens': (id) => sql`user_id = ${id}`,
  'tb_auth.trusted_ips': (id) => sql`user_id = ${id}`,
  'tb_auth.mailbox': (_id, email) =>
    sql`exists (select 1 from jsonb_array_elements("to") r where lower(r->>'Address') = ${email})`,
  // The account's own counter and the pair with the network it signed in from. A pair with a
  // network it never signed in from is a digest of (address, IP) that cannot be found without the
  // IP; it expires with its 15-minute window.
  'tb_auth.login_failures': (_id, email) =>
    sql`key in (${loginAccountKey(email)}, ${loginPairKey(email, '127.0.0.1')})`,
};

export const EXCLUDED: Record<string, string> = {
  'public.institutions': 'the university dataset, shared by everyone',
  'public.dataset_versions': 'which dataset version is loaded',
  'public.__drizzle_migrations': 'migration bookkeeping',
  'public.audit_log': 'the record of exports and deletions: the id, the action, the time and counts, kept on purpose',
  'public.pending_objects':
    'storage keys being written or removed, and which server process does it: no athlete id, only seconds to minutes long',
  'tb_auth.signing_keys': "the service's signing keys",
  'tb_auth.instance_secrets': "the service's generated keys",
  'tb_auth.rate_limits': 'token buckets per IP and route, not per account',
};

/** Rows of `table` that `where` picks. */
export async function count(app: FastifyInstance, table: string, where: SQL): Promise<number> {
  const [schema, name] = table.split('.');
  const rows = await queryRows<{ n: number | string }>(
    app,
    sql`select count(*) as n from ${sql.identifier(schema ?? '')}.${sql.identifier(name ?? '')} where ${where}`,
  );
  return Number(rows[0]?.n);
}

export interface StorageUnderTest {
  env: Record<string, string>;
  storedFiles(): string[];
  stop(): Promise<void>;
}

export const storages: [string, () => Promise<StorageUnderTest>][] = [
  [
    'local disk',
    async () => {
      const dir = tempDir('talentbrug-rights-');
      return {
        env: { UPLOAD_DIR: dir },
        storedFiles: () => filesUnder(dir),
        stop: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  ['S3', () => startS3Server()],
];
