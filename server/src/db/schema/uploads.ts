import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
