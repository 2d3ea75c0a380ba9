import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type Activity = { name: string; level: number };

/** Spec 1 §3 User: the fields the built features need (later issues add theirs with a migration). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: ['super_admin', 'admin', 'guide', 'climber'] }).notNull(),
    /** Stored lower-cased; unique so one address is one account. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    /** argon2id hash; null for a guide whose application is not yet turned into a login. */
    passwordHash: text('password_hash'),
    profilePicture: text('profile_picture'),
    color: text('color').notNull(),
    dob: date('dob'),
    gender: text('gender'),
    otherGender: text('other_gender'),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    activities: jsonb('activities').$type<Activity[]>().notNull().default([]),
    typeYours: text('type_yours'),
    bio: text('bio'),
    newSkills: jsonb('new_skills').$type<string[]>().notNull().default([]),
    newsletter: boolean('newsletter').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isApproved: boolean('is_approved').notNull().default(false),
    companyEmail: text('company_email'),
    guidesLink: text('guides_link'),
    stripeAccountId: text('stripe_account_id'),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    /** Sub-admin permission ids that are switched on (roles.ts ADMIN_PERMISSIONS). */
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** A disabled account cannot sign in and its sessions stop working. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_role_created_idx').on(table.role, table.createdAt),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
