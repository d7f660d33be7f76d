import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One athlete's stored file (spec "Uploaded file"). A row is written only once its bytes are
 * stored whole, so every row has an object behind it; `storage_key` is made by the server and
 * never holds anything the client sent.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** The route it came in by: 'video' | 'document' | 'image'. */
    kind: text('kind').notNull(),
    /** Its purpose, e.g. 'highlight' for the profile's video; free for the client within the domain's pattern. */
    type: text('type'),
    title: text('title').notNull(),
    description: text('description'),
    /** The client's file name, cleaned; shown and offered as the download name, never used as a path. */
    originalName: text('original_name').notNull(),
    /** What the file's own first bytes say it is (not what the client declared). */
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * A stored object that no uploads row may name yet (`write`: its bytes are being stored) or any
 * more (`remove`: its row is gone, its bytes not yet). Written before the first byte reaches the
 * store, or in the transaction that deletes the row, and settled in the transaction that inserts
 * the row, or once the bytes are gone; so after any crash every object is named by an uploads
 * row or by one of these, and the sweep (modules/uploads/pending-rule.ts) removes the rest.
 */
export const pendingObjects = pgTable('pending_objects', {
  storageKey: text('storage_key').primaryKey(),
  action: text('action').$type<'write' | 'remove'>().notNull(),
  /** `<host>.<pid>` of the process that wrote the row: a restart on that host knows at once that it is gone. */
  writer: text('writer').notNull(),
  /** Random per process start: the same pid after a restart (PID 1 in a container) is another writer. */
  instance: uuid('instance').notNull(),
  /** A sweeper has taken it: the write can no longer be settled, only finished by a sweep. */
  sweeping: boolean('sweeping').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Renewed by the live writer while its put runs; long unrenewed means the writer is gone, wherever it ran. */
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
});
