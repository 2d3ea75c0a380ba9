import { z } from 'zod';
import { CATEGORIES, EVENT_COLORS, EXPERIENCE_LEVELS, splitCommaList } from './catalogue.ts';
import { UploadedFileSchema } from './uploads.contracts.ts';

/** Spec 2 §9 and §2.7: the wizard's limits, shared by the form and the server. */
export const ATTENDANCE_MIN = 1;
export const ATTENDANCE_MAX = 30;
export const MAX_GALLERY_IMAGES = 6;
/** Price inputs have a minimum of 1 (CAD); money travels and is stored in integer cents. */
export const MIN_PRICE_CENTS = 100;
/** A repeating event produces at most a year of dated occurrences. */
export const MAX_OCCURRENCES = 366;
export const REPEAT_KINDS = ['daily', 'weekly', 'weekdays', 'weekends', 'monthly', 'custom'] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];
type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EVENT_TYPES = ['public', 'private'] as const;
/** 'fhday' in event_duration: the trip is offered as a full or a half day, so each price row needs priceh. */
export const FULL_OR_HALF_DAY = 'fhday';

/** The spec's own texts (spec 2 §5), plus ours where the spec shows none. */
export const EVENT_MESSAGES = {
  priceForAll: 'Please specify the price for all persons.',
  addons: 'Please fill out all the Addons field.',
  donationTitle: 'Please fill out the title of the donations field.',
  donationNegative: 'The donation amount may not be negative.',
  waiverFile: 'Please upload a waiver file',
  waiverLink: 'Please enter a link to your waiver',
  waiverLinkHttps: 'The waiver link must start with https://',
  faq: 'Please fill out all the Question & Answer fields.',
  experience: 'Select at least one experience required.',
  name: 'The event name field is required.',
  category: 'Please choose a category from the list.',
  categoryAlias: 'Please type in the name of the category.',
  address: 'The address field is required.',
  latitude: 'The latitude must be between -90 and 90.',
  longitude: 'The longitude must be between -180 and 180.',
  otherLocation: 'Every other location needs an address, a latitude and a longitude.',
  attendanceRange: `The attendance must be between ${ATTENDANCE_MIN} and ${ATTENDANCE_MAX}.`,
  attendanceOrder: 'The minimum attendance must be less than the attendance limit.',
  date: 'The date must be a date (YYYY-MM-DD).',
  dateOrder: 'The end date must be on or after the start date.',
  customDates: 'Choose at least one date for a custom repeat.',
  customDatesRange: 'Every chosen date must be between the start and end dates.',
  noOccurrence: 'The repeat rule gives no date between the start and end dates.',
  tooManyOccurrences: `A repeating event may have at most ${MAX_OCCURRENCES} dates.`,
  gallery: `You can upload at most ${MAX_GALLERY_IMAGES} images.`,
  link: 'The link must start with https://',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  // Rejects 2026-02-30, which Date would roll over to March.
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const IsoDateSchema = z.string({ error: EVENT_MESSAGES.date }).refine(isIsoDate, { error: EVENT_MESSAGES.date });

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function weekdayOf(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/**
 * The dated occurrences of an event (API-NOTES, Events): one for a non-repeating event, otherwise every
 * date the repeat rule gives between start and end. Stops one past `limit` so callers can tell "too many"
 * without walking a huge range. Pure, so the wizard can preview what the server will store.
 */
export function occurrenceDatesOf(
  input: { start_date: string; end_date: string; repeat: boolean; repeat_at: RepeatKind; repeat_dates: string[] },
  limit = MAX_OCCURRENCES,
): string[] {
  const { start_date: start, end_date: end } = input;
  if (!input.repeat) return [start];
  if (input.repeat_at === 'custom') {
    return [...new Set(input.repeat_dates)].filter((d) => d >= start && d <= end).sort();
  }
  const dates: string[] = [];
  const startDay = Number(start.slice(8, 10));
  for (let day = start; day <= end && dates.length <= limit; day = addDays(day, 1)) {
    const weekday = weekdayOf(day);
    const keep =
      input.repeat_at === 'daily' ||
      (input.repeat_at === 'weekly' && weekday === weekdayOf(start)) ||
      (input.repeat_at === 'weekdays' && weekday >= 1 && weekday <= 5) ||
      (input.repeat_at === 'weekends' && (weekday === 0 || weekday === 6)) ||
      // A month without that day (the 31st in April) has no occurrence rather than a shifted one.
      (input.repeat_at === 'monthly' && Number(day.slice(8, 10)) === startDay);
    if (keep) dates.push(day);
  }
  return dates;
}

/** A run of a repeating multi-day trip lasts at most this long ("3 days" runs three days). */
export const MAX_RUN_DAYS = 30;

/**
 * How many days one run of a repeating event lasts: the "N days" of a multi-day `event_duration`
 * ("3 days", "2 nights" → 3), one day otherwise. A weekly three-day trip starting on the 5th runs the
 * 5th to the 7th, so a climber filtering on the 6th finds it.
 */
export function runLengthInDays(input: {
  duration_type: 'single' | 'multi';
  event_duration: readonly string[];
}): number {
  if (input.duration_type !== 'multi') return 1;
  const days = input.event_duration.map((part) => /^(\d+)\s*days?$/i.exec(part.trim())?.[1]).find(Boolean);
  const count = days ? Number(days) : 1;
  return Math.min(Math.max(count, 1), MAX_RUN_DAYS);
}

/** The last day of a run that starts on `startsOn` (ISO dates). */
export function runEndOf(startsOn: string, lengthInDays: number): string {
  return addDays(startsOn, lengthInDays - 1);
}

/**
 * Coordinates are kept to nine decimals (a tenth of a millimetre). Finer ones mean nothing on a map, and
 * one like 5e-324 made the database's distance arithmetic underflow (an error, not a zero).
 */
export const toCoordinatePrecision = (value: number): number => Math.round(value * 1e9) / 1e9;

const moneyCents = (message: string, min: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(100_000_000, { error: message });

const PriceRowSchema = z.object(
  {
    /** The group size this per-person price applies to (private trips); 1 otherwise. */
    id: z
      .number({ error: EVENT_MESSAGES.priceForAll })
      .int({ error: EVENT_MESSAGES.priceForAll })
      .min(ATTENDANCE_MIN, { error: EVENT_MESSAGES.priceForAll })
      .max(ATTENDANCE_MAX, { error: EVENT_MESSAGES.priceForAll }),
    price: moneyCents(EVENT_MESSAGES.priceForAll, MIN_PRICE_CENTS),
    priceh: moneyCents(EVENT_MESSAGES.priceForAll, MIN_PRICE_CENTS).nullish(),
  },
  { error: EVENT_MESSAGES.priceForAll },
);
export type PriceRow = z.output<typeof PriceRowSchema>;

const RowIdSchema = z.union([z.string().max(40), z.number()]).transform(String);

const AddonRowSchema = z.object({
  id: RowIdSchema.optional(),
  addons_title: z.string({ error: EVENT_MESSAGES.addons }).trim().min(1, { error: EVENT_MESSAGES.addons }).max(120),
  addons_price: moneyCents(EVENT_MESSAGES.addons, 1),
});
const DonationRowSchema = z.object({
  id: RowIdSchema.optional(),
  donations_title: z
    .string({ error: EVENT_MESSAGES.donationTitle })
    .trim()
    .min(1, { error: EVENT_MESSAGES.donationTitle })
    .max(120),
  donations_price: moneyCents(EVENT_MESSAGES.donationNegative, 0).nullish(),
});
const FaqRowSchema = z.object({
  id: RowIdSchema.optional(),
  question: z.string().trim().max(500).default(''),
  answer: z.string().trim().max(2000).default(''),
});
const OtherLocationSchema = z.object({
  id: RowIdSchema.optional(),
  address: z
    .string({ error: EVENT_MESSAGES.otherLocation })
    .trim()
    .min(1, { error: EVENT_MESSAGES.otherLocation })
    .max(300),
  lat: z
    .number({ error: EVENT_MESSAGES.latitude })
    .min(-90, EVENT_MESSAGES.latitude)
    .max(90, EVENT_MESSAGES.latitude)
    .transform(toCoordinatePrecision),
  lng: z
    .number({ error: EVENT_MESSAGES.longitude })
    .min(-180, EVENT_MESSAGES.longitude)
    .max(180, EVENT_MESSAGES.longitude)
    .transform(toCoordinatePrecision),
});

/**
 * A list whose rows are reported as a whole under the list's own field, with the spec's message for the
 * first broken row (the screens show it beside the list, not beside row 3's price input).
 */
function rowList<T extends z.ZodType>(row: T, message: string, max: number) {
  return (
    z
      .array(z.unknown(), { error: message })
      .max(max, { error: `At most ${max} rows.` })
      .default([])
      .superRefine((rows, ctx) => {
        for (const candidate of rows) {
          const result = row.safeParse(candidate);
          if (!result.success) {
            ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? message });
            return;
          }
        }
      })
      // Typed as the rows the form builds; the runtime checks above take anything.
      .transform((rows) => rows.map((r) => row.parse(r) as z.output<T>)) as unknown as z.ZodDefault<
      z.ZodType<z.output<T>[], z.input<T>[]>
    >
  );
}

const textList = z
  .union([z.array(z.string().trim().max(100)).max(50), z.string().max(2000)], { error: 'Expected a list of texts.' })
  .transform((value) => (typeof value === 'string' ? splitCommaList(value) : value.filter(Boolean)))
  .default([]);

const httpsLink = (message: string) =>
  z
    .string()
    .trim()
    .max(500, { error: message })
    .refine((value) => value === '' || /^https:\/\/[^\s]+$/i.test(value), { error: message });

/** An uploaded file's key or `/uploads/<key>` url, as answered by the temp upload endpoints. */
const UploadReference = z.string().trim().min(1).max(300);

/**
 * POST /api/event and PUT /api/event/{id}: the whole wizard draft (spec 2 §2.7, §3) with every rule of
 * §5 and API-NOTES. Prices are integer cents.
 */
export const EventWriteSchema = z
  .object({
    /** E5: the wizard sends one id per submit; a repeated POST with it returns the first event. */
    request_id: z.string().trim().min(8).max(100).optional(),
    event_name: z.string({ error: EVENT_MESSAGES.name }).trim().min(1, { error: EVENT_MESSAGES.name }).max(200),
    duration_type: z.enum(['single', 'multi']).default('single'),
    event_duration: z
      .union([z.string().trim().max(60), z.array(z.string().trim().max(60)).max(2)])
      .transform((value) => (typeof value === 'string' ? [value] : value).filter(Boolean))
      .default([]),
    start_date: IsoDateSchema,
    end_date: IsoDateSchema,
    repeat: z.boolean().default(false),
    repeat_at: z.enum(REPEAT_KINDS, { error: 'Unknown repeat option.' }).default('daily'),
    repeat_dates: z.array(IsoDateSchema).max(MAX_OCCURRENCES, { error: EVENT_MESSAGES.tooManyOccurrences }).default([]),
    category: z.enum(CATEGORIES, { error: EVENT_MESSAGES.category }),
    alias: z.string().trim().max(40).nullish(),
    gallery: z.array(UploadReference).max(MAX_GALLERY_IMAGES, { error: EVENT_MESSAGES.gallery }).default([]),
    address: z.string({ error: EVENT_MESSAGES.address }).trim().min(1, { error: EVENT_MESSAGES.address }).max(300),
    latitude: z
      .number({ error: EVENT_MESSAGES.latitude })
      .min(-90, EVENT_MESSAGES.latitude)
      .max(90, EVENT_MESSAGES.latitude)
      .transform(toCoordinatePrecision),
    longitude: z
      .number({ error: EVENT_MESSAGES.longitude })
      .min(-180, EVENT_MESSAGES.longitude)
      .max(180, EVENT_MESSAGES.longitude)
      .transform(toCoordinatePrecision),
    address_description: z.string().trim().max(1000).nullish(),
    other_location: rowList(OtherLocationSchema, EVENT_MESSAGES.otherLocation, 10),
    event_type: z.enum(EVENT_TYPES).default('public'),
    attendance_min: z
      .number({ error: EVENT_MESSAGES.attendanceRange })
      .int({ error: EVENT_MESSAGES.attendanceRange })
      .min(ATTENDANCE_MIN, { error: EVENT_MESSAGES.attendanceRange })
      .max(ATTENDANCE_MAX, { error: EVENT_MESSAGES.attendanceRange }),
    attendance_limit: z
      .number({ error: EVENT_MESSAGES.attendanceRange })
      .int({ error: EVENT_MESSAGES.attendanceRange })
      .min(ATTENDANCE_MIN, { error: EVENT_MESSAGES.attendanceRange })
      .max(ATTENDANCE_MAX, { error: EVENT_MESSAGES.attendanceRange }),
    price: rowList(PriceRowSchema, EVENT_MESSAGES.priceForAll, ATTENDANCE_MAX),
    price_info: z.string().trim().max(2000).nullish(),
    addons: rowList(AddonRowSchema, EVENT_MESSAGES.addons, 20),
    donations: rowList(DonationRowSchema, EVENT_MESSAGES.donationTitle, 20),
    event_description: z.string().max(20_000).default(''),
    experience_required: z
      .array(z.string(), { error: EVENT_MESSAGES.experience })
      .min(1, { error: EVENT_MESSAGES.experience })
      .refine((levels) => levels.every((level) => (EXPERIENCE_LEVELS as readonly string[]).includes(level)), {
        error: EVENT_MESSAGES.experience,
      })
      .transform((levels) => [...new Set(levels)] as ExperienceLevel[]),
    terms_type: z.enum(['upload', 'link']).default('upload'),
    /** The uploaded waiver PDF (upload type). */
    event_terms: UploadReference.nullish(),
    terms_link: httpsLink(EVENT_MESSAGES.waiverLinkHttps).nullish(),
    guides_link: httpsLink(EVENT_MESSAGES.link).nullish(),
    climber_gears: textList,
    guide_gears: textList,
    itinerary: z.string().max(20_000).default(''),
    faqs: rowList(FaqRowSchema, EVENT_MESSAGES.faq, 30),
    color: z.enum(EVENT_COLORS).nullish(),
  })
  // Cross-field rules run even when other fields fail (`when`), so one Submit shows every problem; the
  // value may then be raw input, hence the defensive reads.
  .refine((b) => b?.category !== 'Other' || (typeof b.alias === 'string' && b.alias.trim() !== ''), {
    path: ['alias'],
    error: EVENT_MESSAGES.categoryAlias,
    when: () => true,
  })
  .refine(
    (b) =>
      !Number.isInteger(b?.attendance_min) ||
      !Number.isInteger(b?.attendance_limit) ||
      b.attendance_min < b.attendance_limit,
    { path: ['attendance_min'], error: EVENT_MESSAGES.attendanceOrder, when: () => true },
  )
  .refine((b) => !isIsoDate(b?.start_date) || !isIsoDate(b?.end_date) || b.start_date <= b.end_date, {
    path: ['end_date'],
    error: EVENT_MESSAGES.dateOrder,
    when: () => true,
  })
  .refine((b) => b?.terms_type !== 'upload' || Boolean(b.event_terms), {
    path: ['event_terms'],
    error: EVENT_MESSAGES.waiverFile,
    when: () => true,
  })
  .refine((b) => b?.terms_type !== 'link' || (typeof b.terms_link === 'string' && b.terms_link.trim() !== ''), {
    path: ['terms_link'],
    error: EVENT_MESSAGES.waiverLink,
    when: () => true,
  })
  .refine(
    (b) =>
      !Array.isArray(b?.faqs) ||
      b.faqs.every((row: unknown) => {
        const r = (row ?? {}) as { question?: unknown; answer?: unknown };
        const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
        return filled(r.question) === filled(r.answer);
      }),
    { path: ['faqs'], error: EVENT_MESSAGES.faq, when: () => true },
  )
  .refine(
    (b) => {
      // Bad rows are already reported by the list itself; this is about rows that are missing.
      if (!Array.isArray(b?.price) || !b.price.every((row: unknown) => PriceRowSchema.safeParse(row).success)) {
        return true;
      }
      const rows = b.price as PriceRow[];
      if (rows.length === 0) return false;
      const { attendance_min: min, attendance_limit: max } = b;
      // Sizes outside the allowed range are reported on their own fields; here they would size the list below.
      const sizesInRange = min >= ATTENDANCE_MIN && max <= ATTENDANCE_MAX;
      if (b.event_type === 'private' && !(Number.isInteger(min) && Number.isInteger(max) && min < max && sizesInRange))
        return true;
      const sizes =
        b.event_type === 'private' ? Array.from({ length: max - min + 1 }, (_, i) => min + i) : [rows[0]?.id ?? 1];
      const halfDay = Array.isArray(b.event_duration)
        ? b.event_duration.includes(FULL_OR_HALF_DAY)
        : b.event_duration === FULL_OR_HALF_DAY;
      const bySize = new Map(rows.map((row) => [row.id, row]));
      return sizes.every((size) => bySize.has(size) && (!halfDay || bySize.get(size)?.priceh != null));
    },
    { path: ['price'], error: EVENT_MESSAGES.priceForAll, when: () => true },
  )
  .superRefine(
    (b, ctx) => {
      // Only once every field parsed (see `when`): these rules need the whole, typed draft.
      if (b.repeat && b.repeat_at === 'custom') {
        if (b.repeat_dates.length === 0) {
          ctx.addIssue({ code: 'custom', path: ['repeat_dates'], message: EVENT_MESSAGES.customDates });
        } else if (b.repeat_dates.some((d) => d < b.start_date || d > b.end_date)) {
          ctx.addIssue({ code: 'custom', path: ['repeat_dates'], message: EVENT_MESSAGES.customDatesRange });
        }
      }
      if (b.start_date <= b.end_date) {
        const dates = occurrenceDatesOf(b);
        if (dates.length === 0 && !(b.repeat_at === 'custom' && b.repeat_dates.length === 0)) {
          ctx.addIssue({ code: 'custom', path: ['repeat_at'], message: EVENT_MESSAGES.noOccurrence });
        }
        if (dates.length > MAX_OCCURRENCES) {
          ctx.addIssue({ code: 'custom', path: ['end_date'], message: EVENT_MESSAGES.tooManyOccurrences });
        }
      }
    },
    { when: (payload) => payload.issues.length === 0 },
  )
  // Rows beyond the chosen group sizes are cut off, as the wizard does on Next (§2.7 step 3).
  .transform((b) => {
    // Public trips have one per-person price, kept as the row for a group of one.
    const price =
      b.event_type === 'private'
        ? b.price
            .filter((row) => row.id >= b.attendance_min && row.id <= b.attendance_limit)
            .sort((x, y) => x.id - y.id)
            .filter((row, i, rows) => i === 0 || rows[i - 1]?.id !== row.id)
        : b.price.slice(0, 1).map((row) => ({ ...row, id: 1 }));
    return {
      ...b,
      price,
      faqs: b.faqs.filter((row) => row.question !== '' || row.answer !== ''),
      alias: b.category === 'Other' ? (b.alias ?? null) : null,
      event_terms: b.terms_type === 'upload' ? b.event_terms : null,
      terms_link: b.terms_type === 'link' ? b.terms_link : null,
    };
  });
export type EventWrite = z.input<typeof EventWriteSchema>;
export type EventWriteParsed = z.output<typeof EventWriteSchema>;

export const OccurrenceSchema = z.object({
  id: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string(),
  capacity: z.number().int(),
  seats_taken: z.number().int(),
  /** A private group that paid asked not to share the run: it takes no further bookings. */
  closed: z.boolean(),
});
export type Occurrence = z.infer<typeof OccurrenceSchema>;

/**
 * How many of an event's next runs a listing carries. A repeating event may have a run a day for a year:
 * listings carry how many runs there are and the next few (the course panel lists five), never all.
 */
export const LISTED_NEXT_OCCURRENCES = 5;

/**
 * An event as listings show it (GET /api/getevents, the searches, My Courses, a guide's page): everything
 * but the fields that grow with its dates. `next_occurrences` are the runs not yet ended (the database's
 * today), soonest first, at most LISTED_NEXT_OCCURRENCES; `has_bookings` says whether any run has a seat
 * taken. Money in cents.
 */
export const EventSummarySchema = z.object({
  id: z.number().int(),
  guide_id: z.number().int(),
  guide: z.object({ id: z.number().int(), name: z.string(), profile_picture: z.string().nullable() }),
  event_name: z.string(),
  duration_type: z.enum(['single', 'multi']),
  event_duration: z.array(z.string()),
  start_date: z.string(),
  end_date: z.string(),
  repeat: z.boolean(),
  repeat_at: z.enum(REPEAT_KINDS),
  category: z.enum(CATEGORIES),
  alias: z.string().nullable(),
  gallery: z.array(UploadedFileSchema),
  address: z.string(),
  state: z.string().nullable(),
  province: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  address_description: z.string().nullable(),
  other_location: z.array(
    z.object({ id: z.string().optional(), address: z.string(), lat: z.number(), lng: z.number() }),
  ),
  event_type: z.enum(EVENT_TYPES),
  attendance_min: z.number().int(),
  attendance_limit: z.number().int(),
  price: z.array(z.object({ id: z.number().int(), price: z.number().int(), priceh: z.number().int().nullish() })),
  /** The lowest per-person price in cents (map markers, sorting). */
  min_price: z.number().int(),
  price_info: z.string().nullable(),
  addons: z.array(z.object({ id: z.string().optional(), addons_title: z.string(), addons_price: z.number().int() })),
  donations: z.array(
    z.object({ id: z.string().optional(), donations_title: z.string(), donations_price: z.number().int().nullish() }),
  ),
  event_description: z.string(),
  experience_required: z.array(z.enum(EXPERIENCE_LEVELS)),
  terms_type: z.enum(['upload', 'link']),
  event_terms: UploadedFileSchema.nullable(),
  terms_link: z.string().nullable(),
  guides_link: z.string().nullable(),
  climber_gears: z.array(z.string()),
  guide_gears: z.array(z.string()),
  itinerary: z.string(),
  faqs: z.array(z.object({ id: z.string().optional(), question: z.string(), answer: z.string() })),
  color: z.enum(EVENT_COLORS),
  occurrence_count: z.number().int(),
  next_occurrences: z.array(OccurrenceSchema).max(LISTED_NEXT_OCCURRENCES),
  has_bookings: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EventSummary = z.infer<typeof EventSummarySchema>;

/**
 * The read shape of one event (GET /api/event/{id}, write answers): the summary plus the custom repeat
 * dates and every dated occurrence. Money in cents.
 */
export const EventSchema = EventSummarySchema.extend({
  repeat_dates: z.array(z.string()),
  occurrences: z.array(OccurrenceSchema),
});
export type Event = z.infer<typeof EventSchema>;

export const EventResponseSchema = z.object({ message: z.string(), event: EventSchema });
export const DeleteEventResponseSchema = z.object({ message: z.string(), id: z.number().int() });
export const EventListSchema = z.object({
  events: z.array(EventSummarySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type EventList = z.infer<typeof EventListSchema>;
