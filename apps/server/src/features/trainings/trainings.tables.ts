import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * One stored gallery item: an uploaded video (`key`, a private upload), a video link (`url`), or an
 * uploaded image (`key`); the thumbnail is an uploaded image's key, or null for the default picture.
 */
export type StoredTrainingMedia = {
  type: 'video' | 'image';
  key?: string;
  url?: string;
  thumbnail: string | null;
};

/**
 * A training video (Videos / Trainings screens). `plan_ids` lists the plans that open it, with no foreign
 * key: a deleted plan's id stays and keeps the training locked (shown as 'Unknown Plan').
 */
export const trainings = pgTable(
  'trainings',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Sanitized HTML (the rich-text allowlist), never the raw input. */
    description: text('description').notNull().default(''),
    gallery: jsonb('gallery').$type<StoredTrainingMedia[]>().notNull().default([]),
    planIds: jsonb('plan_ids').$type<number[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('trainings_created_idx').on(table.createdAt, table.id),
    check('trainings_gallery_is_array', sql`jsonb_typeof(${table.gallery}) = 'array'`),
    check('trainings_plan_ids_is_array', sql`jsonb_typeof(${table.planIds}) = 'array'`),
  ],
);
export type TrainingRow = typeof trainings.$inferSelect;
