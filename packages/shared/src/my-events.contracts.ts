import { z } from 'zod';
import { IsoDaySchema } from './event-search.contracts.ts';
import { EventSummarySchema, OccurrenceSchema } from './events.contracts.ts';
import { PaginationQuerySchema } from './pagination.contracts.ts';

/**
 * The tabs of My Courses / All Courses (query `type`): `all` = not yet ended, `registered`
 * = not yet ended with at least one seat taken, `past` = ended (end_date before today).
 */
export const MY_EVENTS_TYPES = ['all', 'registered', 'past'] as const;
export type MyEventsType = (typeof MY_EVENTS_TYPES)[number];

/**
 * The longest from/to range: a calendar month view shows six weeks; a quarter leaves room. Each listed
 * event carries its runs in the range, so the range bounds the answer.
 */
export const MY_EVENTS_MAX_RANGE_DAYS = 92;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * GET /api/my-events?type&from&to&page&per_page → MyEventList.
 * A guide gets their own events; a super admin, or an admin with the `events` permission, every event.
 * `from` and `to` (YYYY-MM-DD, both or neither) list instead the events overlapping that range whatever
 * their end date (the Calendar); `type` is then ignored. Order: `all` and `registered` soonest start
 * first, `past` most recently ended first, a range by start. At most 100 per page.
 */
export const MyEventsQuerySchema = PaginationQuerySchema.pick({ page: true, per_page: true })
  .extend({
    type: z.enum(MY_EVENTS_TYPES, { error: 'my_events_type_unknown' }).default('all'),
    from: IsoDaySchema.optional(),
    to: IsoDaySchema.optional(),
  })
  .superRefine((query, context) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [query.from === undefined ? 'from' : 'to'],
        message: 'my_events_range_both_ends',
      });
    } else if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'my_events_range_order' });
    } else if (
      query.from !== undefined &&
      query.to !== undefined &&
      daysBetween(query.from, query.to) >= MY_EVENTS_MAX_RANGE_DAYS
    ) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'my_events_range_too_long' });
    }
  });
export type MyEventsQuery = z.output<typeof MyEventsQuerySchema>;
export type MyEventsQueryInput = z.input<typeof MyEventsQuerySchema>;

/**
 * A listed event of My Courses / All Courses; for a from/to range (the Calendar) with its runs overlapping
 * the range, soonest first (`occurrences_in_range`, absent otherwise).
 */
export const MyEventSchema = EventSummarySchema.extend({ occurrences_in_range: z.array(OccurrenceSchema).optional() });
export type MyEvent = z.infer<typeof MyEventSchema>;

export const MyEventListSchema = z.object({
  events: z.array(MyEventSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type MyEventList = z.infer<typeof MyEventListSchema>;
