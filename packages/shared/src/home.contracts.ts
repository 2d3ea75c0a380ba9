import { z } from 'zod';
import { StatCardSchema } from './bootstrap.contracts.ts';

/**
 * A Home stat card: the figure of GET /api/user's `stats`, the period it covers, and how the activity
 * behind it moved over the last 7 days against the 7 days before them.
 */
export const HomeStatSchema = StatCardSchema.extend({
  /** Guide money and transactions cover the last 7 days; every other figure is a running total or state. */
  period: z.enum(['all_time', 'last_7_days']),
  /**
   * Whole percent change of the last 7 days against the previous 7 (bookings made, money spent, events
   * created, climbers registered, guides approved). Null when there is nothing to compare: the previous
   * period had none, or the figure is a state (pending approval) that has no history.
   */
  change_percent: z.number().int().nullable(),
});
export type HomeStat = z.infer<typeof HomeStatSchema>;

/** One trip on Home: a run (dated occurrence) of a course, or a whole course when no run is meant. */
export const HomeEventSchema = z.object({
  event_id: z.number().int(),
  /** The run this card is about; null for a booking whose run was removed. */
  occurrence_id: z.number().int().nullable(),
  event_name: z.string(),
  /** ISO days of the run. */
  starts_on: z.string(),
  ends_on: z.string(),
  address: z.string(),
  province: z.string().nullable(),
  color: z.string(),
  /** The course's first gallery picture, when it has one. */
  picture: z.string().nullable(),
  /** Seats booked: the climber's own for a confirmed booking, every live booking's for a guide or staff. */
  booked: z.number().int(),
});
export type HomeEvent = z.infer<typeof HomeEventSchema>;

export const HomePersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  color: z.string(),
});
export type HomePerson = z.infer<typeof HomePersonSchema>;

/** GET /api/home: what the Home dashboard shows besides notifications and messages, shaped by role. */
export const HomeSchema = z.object({
  stats: z.array(HomeStatSchema),
  /**
   * `confirmed`: the climber's upcoming accepted or paid bookings, or, for an admin holding All Courses,
   * the upcoming runs holding a paid booking. `top`: the super admin's upcoming courses with the most live
   * bookings. `none`: a guide, whose Home shows the calendar instead, or an admin without All Courses. At
   * most HOME_EVENTS_LIMIT.
   */
  events: z.object({
    kind: z.enum(['confirmed', 'top', 'none']),
    items: z.array(HomeEventSchema),
  }),
  today: z.object({
    /** At most TODAY_EVENTS_LIMIT; `has_more` when there are more. */
    events: z.array(HomeEventSchema),
    has_more: z.boolean(),
    /**
     * Approved guides (climbers see them, staff with the Guides flag) or the climbers booked on a guide's
     * trips; null for staff whose flags do not open the guides (maySeeRegisteredGuides).
     */
    people: z
      .object({
        kind: z.enum(['guides', 'climbers']),
        shown: z.array(HomePersonSchema),
        total: z.number().int(),
      })
      .nullable(),
    /** The Sunday-to-Saturday week of a guide's panel, ISO days; null for other roles. */
    week: z.object({ from: z.string(), to: z.string() }).nullable(),
  }),
});
export type Home = z.infer<typeof HomeSchema>;
