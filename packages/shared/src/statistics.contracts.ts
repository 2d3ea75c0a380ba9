import { z } from 'zod';
import { isIsoDate } from './event-schedule.ts';
import { STATISTICS_MAX_DAYS } from './statistics-limits.ts';

const isoDay = z.string({ error: 'day_invalid' }).refine(isIsoDate, { error: 'day_invalid' });

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * `GET /api/statistics?state=&from=&to=`: the Statistics tab (Climbers, or Guides with
 * `state=guides`) and an inclusive range of UTC days. Both ends or neither: the server fills the default.
 */
export const StatisticsQuerySchema = z
  .object({
    state: z.enum(['climbers', 'guides'], { error: 'tab_unknown' }).default('climbers'),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      ctx.addIssue({ code: 'custom', path: [query.from ? 'to' : 'from'], message: 'statistics_range_both_ends' });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    const days = dayNumber(query.to) - dayNumber(query.from) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'statistics_range_end_before_start' });
    else if (days > STATISTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'statistics_range_too_long' });
  });
export type StatisticsQuery = z.input<typeof StatisticsQuerySchema>;

/** One bar: a UTC day (YYYY-MM-DD; shown "MMM DD, YYYY") and how many. Days with none are included as 0. */
export const DayCountSchema = z.object({ day: z.string(), count: z.number().int() });
export type DayCount = z.infer<typeof DayCountSchema>;

export const StatisticsCardSchema = z.object({
  key: z.enum([
    'total_climbers',
    'total_guides',
    'pending_guides',
    'new_signups',
    'bookings',
    'paid_bookings',
    'gross_cents',
    'events',
  ]),
  value: z.number().int(),
  /** Money is integer cents. */
  kind: z.enum(['count', 'money']),
});
export type StatisticsCard = z.infer<typeof StatisticsCardSchema>;

/**
 * Climbers tab: climbers' sign-ups, bookings made, and bookings by their course's address.
 * Guides tab: guides' applications, bookings received, and events listed by address.
 */
export const StatisticsSchema = z.object({
  state: z.enum(['climbers', 'guides']),
  from: z.string(),
  to: z.string(),
  cards: z.array(StatisticsCardSchema),
  signups: z.array(DayCountSchema),
  bookings: z.array(DayCountSchema),
  locations: z.array(z.object({ address: z.string(), count: z.number().int() })),
});
export type Statistics = z.infer<typeof StatisticsSchema>;
