import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type Activity = { name: string; level: number };
/** An uploaded document kept on a user (guide insurance, certificate, license): its key and url. */
export type StoredFile = { key: string; url: string };
export type GuideExperience = { id: string; name: string; alias: string | null; value: number; description: string };
export type Referee = { id: string; name: string; email: string; phone: string };

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
    /** A guide that applied as a company is greeted and listed by its whole name, not a first name. */
    isCompany: boolean('is_company').notNull().default(false),
    /** ISO 3166-1 alpha-2, CA by default. */
    country: text('country'),
    guideInsurance: jsonb('guide_insurance').$type<StoredFile[]>().notNull().default([]),
    guideCertificate: jsonb('guide_certificate').$type<StoredFile[]>().notNull().default([]),
    guideLicense: jsonb('guide_license').$type<StoredFile[]>().notNull().default([]),
    guideAwards: jsonb('guide_awards').$type<string[]>().notNull().default([]),
    customerReviews: text('customer_reviews'),
    guideExperience: jsonb('guide_experience').$type<GuideExperience[]>().notNull().default([]),
    referees: jsonb('referees').$type<Referee[]>().notNull().default([]),
    /** Set when the climber finishes the sign-up wizard. */
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }),
    guidesLink: text('guides_link'),
    stripeAccountId: text('stripe_account_id'),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    /** Sub-admin permission ids that are switched on (roles.ts ADMIN_PERMISSIONS). */
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** A disabled account cannot sign in and its sessions stop working. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * Set when staff delete the account: the row stays, anonymized and disabled, so the bookings,
     * payments and refunds of others keep their party (see docs/decisions/0025-deleted-accounts.md).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // Webhooks and the reconciler find the guide by their connected account.
    uniqueIndex('users_stripe_account_unique').on(table.stripeAccountId),
    index('users_role_created_idx').on(table.role, table.createdAt),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
