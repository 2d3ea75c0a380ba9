/**
 * The event wizard's four steps, one schema each, with the rules that belong to each step. The form
 * checks a step with its own schema before the next one opens; the server's whole-draft schema
 * (event-write.contracts.ts) is these four put together, so a step and the whole never disagree.
 */
import { z } from 'zod';
import { CATEGORIES, EVENT_COLORS, EXPERIENCE_LEVELS } from './catalogue.ts';
import {
  coordinate,
  httpsLink,
  IsoDateSchema,
  moneyCents,
  RowIdSchema,
  requiredIsoDate,
  rowList,
  textList,
  UploadReference,
} from './event-fields.contracts.ts';
import {
  ATTENDANCE_MAX,
  ATTENDANCE_MIN,
  EVENT_ROW_LIMITS,
  EVENT_TYPES,
  FULL_OR_HALF_DAY,
  MAX_GALLERY_IMAGES,
  MAX_OCCURRENCES,
  MIN_PRICE_CENTS,
} from './event-limits.ts';
import {
  isIsoDate,
  isStartDateAllowed,
  occurrenceDatesOf,
  REPEAT_KINDS,
  type StartDateRule,
} from './event-schedule.ts';
import { nullableEnum } from './nullable-enum.contracts.ts';

type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/**
 * A rule across fields of one step. `reads` names the fields it needs typed: it runs once those parsed,
 * whatever happens to the other fields (and the other steps), so one Next or Submit shows every problem.
 * A rule with no `reads` is written for raw input and runs whenever the body is an object.
 */
type StepRule<T> = { reads: readonly (keyof T & string)[]; check: (draft: T, ctx: z.RefinementCtx<T>) => void };

function whenParsed(reads: readonly string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    payload.issues.every((issue) => (issue.path?.length ?? 0) > 0 && !reads.includes(String(issue.path?.[0])));
}

/** Adds a step's rules to an object schema: the step's own, or the whole draft's. */
export function withStepRules<S extends z.ZodObject>(schema: S, rules: ReadonlyArray<StepRule<never>>): S {
  return rules.reduce<S>(
    (current, rule) => current.superRefine(rule.check as never, { when: whenParsed(rule.reads) }),
    schema,
  );
}

const rulesOf = <T>(rules: Array<StepRule<T>>) => rules as unknown as ReadonlyArray<StepRule<never>>;

// Step 1: the event's name, how long it lasts and when it runs.

const detailsShape = {
  event_name: z.string({ error: 'event_name_required' }).trim().min(1, { error: 'event_name_required' }).max(200),
  duration_type: z.enum(['single', 'multi']).default('single'),
  event_duration: z
    .union([z.string().trim().max(60), z.array(z.string().trim().max(60)).max(2)])
    .transform((value) => (typeof value === 'string' ? [value] : value).filter(Boolean))
    .default([]),
  start_date: requiredIsoDate('start_date_required'),
  end_date: requiredIsoDate('end_date_required'),
  repeat: z.boolean().default(false),
  repeat_at: z.enum(REPEAT_KINDS, { error: 'repeat_option_unknown' }).default('daily'),
  repeat_dates: z.array(IsoDateSchema).max(MAX_OCCURRENCES, { error: 'event_too_many_dates' }).default([]),
};
type Details = z.output<z.ZodObject<typeof detailsShape>>;

const detailsRules = rulesOf<Details>([
  {
    reads: [],
    check: (b, ctx) => {
      if (isIsoDate(b.start_date) && isIsoDate(b.end_date) && b.start_date > b.end_date) {
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'end_date_before_start' });
      }
    },
  },
  {
    reads: ['start_date', 'end_date', 'repeat', 'repeat_at', 'repeat_dates'],
    check: (b, ctx) => {
      if (b.repeat && b.repeat_at === 'custom') {
        if (b.repeat_dates.length === 0) {
          ctx.addIssue({ code: 'custom', path: ['repeat_dates'], message: 'event_custom_dates_required' });
        } else if (b.repeat_dates.some((d) => d < b.start_date || d > b.end_date)) {
          ctx.addIssue({ code: 'custom', path: ['repeat_dates'], message: 'event_custom_dates_out_of_range' });
        }
      }
      if (b.start_date <= b.end_date) {
        const dates = occurrenceDatesOf(b);
        if (dates.length === 0 && !(b.repeat_at === 'custom' && b.repeat_dates.length === 0)) {
          ctx.addIssue({ code: 'custom', path: ['repeat_at'], message: 'event_repeat_no_date' });
        }
        if (dates.length > MAX_OCCURRENCES) {
          ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'event_too_many_dates' });
        }
      }
    },
  },
]);

/** The clock's rule on the start date, for a caller that knows "now" (see StartDateRule). */
function startDateRules(rule: StartDateRule) {
  return rulesOf<Details>([
    {
      reads: ['start_date'],
      check: (b, ctx) => {
        if (!isStartDateAllowed(b.start_date, rule)) {
          ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'start_date_in_past' });
        }
      },
    },
  ]);
}

/**
 * Step 1. With a `startDate` rule it also refuses a start date before the earliest one allowed now, as
 * the server does when the event is saved; without one it judges only what needs no clock.
 */
export function eventDetailsStepSchema(startDate?: StartDateRule) {
  return withStepRules(z.object(detailsShape), [...detailsRules, ...(startDate ? startDateRules(startDate) : [])]);
}
export const EventDetailsStepSchema = eventDetailsStepSchema();

// Step 2: category, gallery and where the trip meets.

const OtherLocationSchema = z.object({
  id: RowIdSchema.optional(),
  address: z
    .string({ error: 'event_other_location_incomplete' })
    .trim()
    .min(1, { error: 'event_other_location_incomplete' })
    .max(300),
  lat: coordinate(90, { required: 'event_other_location_incomplete', range: 'latitude_out_of_range' }),
  lng: coordinate(180, { required: 'event_other_location_incomplete', range: 'longitude_out_of_range' }),
});

const locationShape = {
  category: z.enum(CATEGORIES, { error: 'event_category_unknown' }),
  alias: z.string().trim().max(40).nullish(),
  gallery: z.array(UploadReference).max(MAX_GALLERY_IMAGES, { error: 'event_gallery_too_many' }).default([]),
  address: z.string({ error: 'event_address_required' }).trim().min(1, { error: 'event_address_required' }).max(300),
  latitude: coordinate(90, { required: 'latitude_required', range: 'latitude_out_of_range' }),
  longitude: coordinate(180, { required: 'longitude_required', range: 'longitude_out_of_range' }),
  address_description: z.string().trim().max(1000).nullish(),
  other_location: rowList(OtherLocationSchema, EVENT_ROW_LIMITS.otherLocations, {
    invalid: 'event_other_location_incomplete',
    tooMany: 'other_locations_too_many',
  }),
};
type Location = z.output<z.ZodObject<typeof locationShape>>;

const locationRules = rulesOf<Location>([
  {
    reads: [],
    check: (b, ctx) => {
      if (b.category === 'Other' && !(typeof b.alias === 'string' && b.alias.trim() !== '')) {
        ctx.addIssue({ code: 'custom', path: ['alias'], message: 'event_category_alias_required' });
      }
    },
  },
]);

/** Only an Other category keeps its typed name. */
function normaliseLocation<T extends Location>(b: T): T {
  return { ...b, alias: b.category === 'Other' ? (b.alias ?? null) : null };
}

/** Step 2. */
export const EventLocationStepSchema = withStepRules(z.object(locationShape), locationRules).transform(
  normaliseLocation,
);

// Step 3: who may come and what it costs.

const PriceRowSchema = z.object(
  {
    /** The group size this per-person price applies to (private trips); 1 otherwise. */
    id: z
      .number({ error: 'event_price_for_all' })
      .int({ error: 'event_price_for_all' })
      .min(ATTENDANCE_MIN, { error: 'event_price_for_all' })
      .max(ATTENDANCE_MAX, { error: 'event_price_for_all' }),
    price: moneyCents('event_price_for_all', MIN_PRICE_CENTS),
    priceh: moneyCents('event_price_for_all', MIN_PRICE_CENTS).nullish(),
  },
  { error: 'event_price_for_all' },
);
export type PriceRow = z.output<typeof PriceRowSchema>;

const AddonRowSchema = z.object({
  id: RowIdSchema.optional(),
  addons_title: z
    .string({ error: 'event_addons_incomplete' })
    .trim()
    .min(1, { error: 'event_addons_incomplete' })
    .max(120),
  addons_price: moneyCents('event_addons_incomplete', 1),
});
const DonationRowSchema = z.object({
  id: RowIdSchema.optional(),
  donations_title: z
    .string({ error: 'event_donation_title_required' })
    .trim()
    .min(1, { error: 'event_donation_title_required' })
    .max(120),
  donations_price: moneyCents('event_donation_negative', 0).nullish(),
});

const attendance = z
  .number({ error: 'attendance_out_of_range' })
  .int({ error: 'attendance_out_of_range' })
  .min(ATTENDANCE_MIN, { error: 'attendance_out_of_range' })
  .max(ATTENDANCE_MAX, { error: 'attendance_out_of_range' });

const pricingShape = {
  event_type: z.enum(EVENT_TYPES).default('public'),
  attendance_min: attendance,
  attendance_limit: attendance,
  price: rowList(PriceRowSchema, ATTENDANCE_MAX, { invalid: 'event_price_for_all', tooMany: 'price_rows_too_many' }),
  price_info: z.string().trim().max(2000).nullish(),
  addons: rowList(AddonRowSchema, EVENT_ROW_LIMITS.addons, {
    invalid: 'event_addons_incomplete',
    tooMany: 'addons_too_many',
  }),
  donations: rowList(DonationRowSchema, EVENT_ROW_LIMITS.donations, {
    invalid: 'event_donation_title_required',
    tooMany: 'donations_too_many',
  }),
  event_description: z.string().max(20_000).default(''),
};
/** Step 3 also reads step 1's duration: a full-or-half-day trip needs a half-day price on every row. */
const pricingInputShape = { ...pricingShape, event_duration: detailsShape.event_duration };
type Pricing = z.output<z.ZodObject<typeof pricingInputShape>>;

const pricingRules = rulesOf<Pricing>([
  {
    reads: [],
    check: (b, ctx) => {
      const { attendance_min: min, attendance_limit: max } = b;
      if (Number.isInteger(min) && Number.isInteger(max) && min >= max) {
        ctx.addIssue({ code: 'custom', path: ['attendance_min'], message: 'attendance_min_over_limit' });
      }
    },
  },
  {
    reads: [],
    check: (b, ctx) => {
      if (!hasEveryPrice(b)) ctx.addIssue({ code: 'custom', path: ['price'], message: 'event_price_for_all' });
    },
  },
]);

/** Whether every group size has its price (and half-day price); raw input, since other fields may fail. */
function hasEveryPrice(b: Pricing): boolean {
  // Bad rows are already reported by the list itself; this is about rows that are missing.
  if (!Array.isArray(b.price) || !b.price.every((row: unknown) => PriceRowSchema.safeParse(row).success)) {
    return true;
  }
  const rows = b.price;
  if (rows.length === 0) return false;
  const { attendance_min: min, attendance_limit: max } = b;
  // Sizes outside the allowed range are reported on their own fields; here they would size the list below.
  const sizesInRange = min >= ATTENDANCE_MIN && max <= ATTENDANCE_MAX;
  if (b.event_type === 'private' && !(Number.isInteger(min) && Number.isInteger(max) && min < max && sizesInRange))
    return true;
  const sizes =
    b.event_type === 'private' ? Array.from({ length: max - min + 1 }, (_, i) => min + i) : [rows[0]?.id ?? 1];
  const duration: unknown = b.event_duration;
  const halfDay = Array.isArray(duration) ? duration.includes(FULL_OR_HALF_DAY) : duration === FULL_OR_HALF_DAY;
  const bySize = new Map(rows.map((row) => [row.id, row]));
  return sizes.every((size) => bySize.has(size) && (!halfDay || bySize.get(size)?.priceh != null));
}

/**
 * Rows beyond the chosen group sizes are cut off, as the wizard does on Next. Public trips have one
 * per-person price, kept as the row for a group of one.
 */
function normalisePricing<T extends Omit<Pricing, 'event_duration'>>(b: T): T {
  const price =
    b.event_type === 'private'
      ? b.price
          .filter((row) => row.id >= b.attendance_min && row.id <= b.attendance_limit)
          .sort((x, y) => x.id - y.id)
          .filter((row, i, rows) => i === 0 || rows[i - 1]?.id !== row.id)
      : b.price.slice(0, 1).map((row) => ({ ...row, id: 1 }));
  return { ...b, price };
}

/** Step 3 (with step 1's `event_duration`, which decides whether half-day prices are needed). */
export const EventPricingStepSchema = withStepRules(z.object(pricingInputShape), pricingRules).transform(
  normalisePricing,
);

// Step 4: what climbers need to know and sign.

const FaqRowSchema = z.object({
  id: RowIdSchema.optional(),
  question: z.string().trim().max(500).default(''),
  answer: z.string().trim().max(2000).default(''),
});

const requirementsShape = {
  experience_required: z
    .array(z.string(), { error: 'event_experience_required' })
    .min(1, { error: 'event_experience_required' })
    .refine((levels) => levels.every((level) => (EXPERIENCE_LEVELS as readonly string[]).includes(level)), {
      error: 'event_experience_required',
    })
    .transform((levels) => [...new Set(levels)] as ExperienceLevel[]),
  terms_type: z.enum(['upload', 'link']).default('upload'),
  /** The uploaded waiver PDF (upload type). */
  event_terms: UploadReference.nullish(),
  terms_link: httpsLink('event_waiver_link_not_https').nullish(),
  guides_link: httpsLink('link_not_https').nullish(),
  climber_gears: textList,
  guide_gears: textList,
  itinerary: z.string().max(20_000).default(''),
  faqs: rowList(FaqRowSchema, EVENT_ROW_LIMITS.faqs, { invalid: 'event_faq_incomplete', tooMany: 'faqs_too_many' }),
  color: nullableEnum(EVENT_COLORS).optional(),
};
type Requirements = z.output<z.ZodObject<typeof requirementsShape>>;

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

const requirementsRules = rulesOf<Requirements>([
  {
    reads: [],
    check: (b, ctx) => {
      if (b.terms_type === 'upload' && !b.event_terms) {
        ctx.addIssue({ code: 'custom', path: ['event_terms'], message: 'event_waiver_file_required' });
      }
      if (b.terms_type === 'link' && !filled(b.terms_link)) {
        ctx.addIssue({ code: 'custom', path: ['terms_link'], message: 'event_waiver_link_required' });
      }
    },
  },
  {
    reads: [],
    check: (b, ctx) => {
      const rows: unknown = b.faqs;
      const broken =
        Array.isArray(rows) &&
        rows.some((row: unknown) => {
          const r = (row ?? {}) as { question?: unknown; answer?: unknown };
          return filled(r.question) !== filled(r.answer);
        });
      if (broken) ctx.addIssue({ code: 'custom', path: ['faqs'], message: 'event_faq_incomplete' });
    },
  },
]);

/** Empty Q and A rows are dropped; only the chosen waiver kind is kept. */
function normaliseRequirements<T extends Requirements>(b: T): T {
  return {
    ...b,
    faqs: b.faqs.filter((row) => row.question !== '' || row.answer !== ''),
    event_terms: b.terms_type === 'upload' ? b.event_terms : null,
    terms_link: b.terms_type === 'link' ? b.terms_link : null,
  };
}

/** Step 4. */
export const EventRequirementsStepSchema = withStepRules(z.object(requirementsShape), requirementsRules).transform(
  normaliseRequirements,
);

/** Every step's fields, rules and clean-up, for the whole-draft schema. */
export const EVENT_STEPS = {
  details: { shape: detailsShape, rules: detailsRules, normalise: <T>(b: T) => b },
  location: { shape: locationShape, rules: locationRules, normalise: normaliseLocation },
  pricing: { shape: pricingShape, rules: pricingRules, normalise: normalisePricing },
  requirements: { shape: requirementsShape, rules: requirementsRules, normalise: normaliseRequirements },
} as const;

/** The fields each step owns, in the wizard's order; a server error on one is shown on its step. */
export const EVENT_STEP_FIELDS = {
  1: Object.keys(detailsShape),
  2: Object.keys(locationShape),
  3: Object.keys(pricingShape),
  4: Object.keys(requirementsShape),
} as const satisfies Record<1 | 2 | 3 | 4, readonly string[]>;
