import type { TrainingSection } from '@cordee/shared/training-programs.contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * A training program (training page): a public page of sections, opened by the plans it lists. The plan
 * ids are a jsonb list without a foreign key, like the videos': a deleted plan reads 'Unknown Plan' and
 * keeps the program locked. Sections are stored as written, after sanitizing, in one jsonb document: they
 * are only ever read and written whole, with their program.
 */
export const trainingPages = pgTable(
  'training_pages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Storage key of the uploaded header image (its url is derived), or null. */
    headerImageKey: text('header_image_key'),
    planIds: jsonb('plan_ids').$type<number[]>().notNull().default([]),
    isPublished: boolean('is_published').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    sections: jsonb('sections').$type<TrainingSection[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('training_pages_slug_unique').on(table.slug),
    index('training_pages_listing_idx').on(table.isPublished, table.sortOrder, table.id),
    check('training_pages_plan_ids_array', sql`jsonb_typeof(${table.planIds}) = 'array'`),
  ],
);

export type TrainingPageRow = typeof trainingPages.$inferSelect;
