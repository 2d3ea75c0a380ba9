import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * Files received through the temp upload endpoints. A file is temporary until a saved record
 * references it (claimed_at); unclaimed files older than 24 h are swept.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** Generated storage key; never derived from the client's file name. */
    key: text('key').notNull(),
    kind: text('kind', { enum: ['image', 'pdf', 'video'] }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    thumbnailKey: text('thumbnail_key'),
    /** The client's file name, kept for display only (sanitised). */
    originalName: text('original_name').notNull(),
    /** Null for visitors (the guide application happens before sign-in). */
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * `private` for a guide's insurance, certificate and licence scans (set when the application claims
     * them): served only to that guide and to staff. Avatars, galleries and waivers stay `public`.
     * Videos are `private` from the upload on: only signed media urls reach them (GET /api/media/{key}).
     */
    visibility: text('visibility', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('uploads_key_unique').on(table.key),
    index('uploads_unclaimed_idx').on(table.claimedAt, table.createdAt),
  ],
);

/**
 * The key that signs media urls when MEDIA_SIGNING_SECRET is not set: generated once by whichever
 * instance needs it first and shared by all of them through the database (one row, id 1).
 */
export const mediaSigningKeys = pgTable('media_signing_keys', {
  id: integer('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
