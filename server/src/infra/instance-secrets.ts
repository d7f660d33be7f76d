/**
 * The instance's own secrets (the embedded auth's API keys, the upload links' signing secret), kept
 * in the database so every instance of a deployment shares them. On the floor under auth and the
 * modules, which both use it.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authInstanceSecrets } from '../db/schema/auth.ts';

/** The stored value, or `create()`'s stored at first use; a concurrent first use keeps one winner. */
export async function instanceSecret(db: Database, name: string, create: () => string): Promise<string> {
  await db.insert(authInstanceSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(authInstanceSecrets).where(eq(authInstanceSecrets.name, name));
  if (!row) throw new Error(`Instance secret ${name} missing`);
  return row.value;
}
