import { z } from 'zod';
import { AuthUserSchema } from './auth.contracts.ts';
import { BookingSchema } from './bookings.contracts.ts';
import { ConversationSchema } from './chat.contracts.ts';
import { DiarySchema } from './diaries.contracts.ts';
import { PlanSchema } from './plans.contracts.ts';
import { SubscriptionSummarySchema } from './subscriptions.contracts.ts';

/** A user as shown in admin lists (bounded page). */
export const UserSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  profile_picture: z.string().nullable(),
  color: z.string(),
  is_approved: z.boolean(),
  created_at: z.string(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

/** A stored notification: `data` says what a click opens (e.g. `guide_id`, `event_id`). */
export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  subject: z.string(),
  data: z.record(z.string(), z.unknown()),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const StatCardSchema = z.object({
  key: z.string(),
  value: z.number(),
  /** Money stats are integer cents; counts are plain numbers. */
  kind: z.enum(['count', 'money']),
});
export type StatCard = z.infer<typeof StatCardSchema>;

/**
 * GET /api/user: every key, shaped by role and bounded (decision 0005).
 * Features not built yet answer empty lists or objects; they never invent data.
 */
export const BootstrapSchema = z.object({
  /**
   * `userPlan`: the name of the plan of the user's subscription, or 'free'. Always
   * sent; optional only because a user object from sign-in or a profile save replaces it in the cache.
   */
  user: AuthUserSchema.extend({ userPlan: z.string().optional() }),
  notifications: z.array(NotificationSchema),
  guides: z.array(UserSummarySchema),
  climbers: z.array(UserSummarySchema),
  events: z.array(z.unknown()),
  /**
   * The newest bookings the user may see (a climber's own, a guide's on their events, every booking for
   * staff), one page; GET /api/bookings lists more.
   */
  bookings: z.array(BookingSchema),
  admins: z.array(UserSummarySchema),
  payouts: z.array(z.unknown()),
  balance: z.array(z.unknown()),
  account: z.record(z.string(), z.unknown()),
  /** The newest conversations of the user (GET /api/chats lists more). */
  messages: z.array(ConversationSchema),
  /** A climber's newest journal entries (GET /api/dairy lists more); empty for other roles. */
  dairies: z.array(DiarySchema),
  /** Every plan, cheapest first (few: an admin makes them one by one). */
  plans: z.array(PlanSchema),
  trainings: z.array(z.unknown()),
  subscription: SubscriptionSummarySchema,
  /** The role's home stat cards, with real counts. */
  stats: z.array(StatCardSchema),
  /**
   * The newest live event position (commit order) when this answer was read. The first live stream
   * resumes after it (Last-Event-ID), so an event committed between this answer and the stream's
   * opening is not lost, even one whose transaction began earlier.
   */
  realtime_cursor: z.number().int().nonnegative(),
});
export type Bootstrap = z.infer<typeof BootstrapSchema>;

/** How many rows of each growing list GET /api/user carries (decision 0005). */
export const BOOTSTRAP_PAGE_SIZE = 20;
