import type { DiaryGalleryItem } from '@cordee/shared/diaries.contracts';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * A climber's Climbing Journal entries. Private until the climber shares one; the description is stored
 * sanitized, the gallery as a JSON array of `{ type, url, thumbnail }` whose uploaded files are claimed.
 */
export const diaries = pgTable(
  'diaries',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The climbing day. */
    diaryDate: date('diary_date', { mode: 'string' }).notNull(),
    gallery: jsonb('gallery').$type<DiaryGalleryItem[]>().notNull().default([]),
    thumbnail: text('thumbnail'),
    isShared: boolean('is_shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list reads one author's entries newest climbing day first, a page at a time.
  (table) => [index('diaries_author_day_idx').on(table.authorId, table.diaryDate.desc(), table.id.desc())],
);

export type DiaryRow = typeof diaries.$inferSelect;
