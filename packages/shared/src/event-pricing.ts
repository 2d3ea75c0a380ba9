import type { FieldErrorCode } from './error-codes.ts';
import { FULL_OR_HALF_DAY } from './event-limits.ts';
import { shareOf } from './money.ts';

/**
 * What a booking costs, computed the same way in the booking modal and on the server that charges it.
 * The server charges what `quote` answers for the event as stored; a price sent by a client is never
 * read. All money is integer cents of CAD.
 */

/** The platform keeps 10 % of what the climber pays; the guide's net is the rest. */
export const PLATFORM_FEE_RATE = 10_000; // thousandths of a percent (10 %)

/**
 * Sales taxes on a guided trip by the province it takes place in (Canada's GST/HST/QST place-of-supply
 * rule for services performed in one province), rates in thousandths of a percent. Provincial sales
 * taxes of BC, Saskatchewan and Manitoba do not apply to guiding services and are left out. A place
 * outside the table (an unknown or non-Canadian province) is charged the federal GST only. The rule and
 * its limits are written down in docs/decisions/0015-bookings-and-money.md.
 */
export type TaxRate = { code: 'GST' | 'HST' | 'QST'; rate: number };
const GST: TaxRate = { code: 'GST', rate: 5_000 };
const hst = (rate: number): TaxRate => ({ code: 'HST', rate });
export const SALES_TAX_BY_PROVINCE: Readonly<Record<string, readonly TaxRate[]>> = {
  Alberta: [GST],
  'British Columbia': [GST],
  Manitoba: [GST],
  'New Brunswick': [hst(15_000)],
  'Newfoundland and Labrador': [hst(15_000)],
  'Northwest Territories': [GST],
  'Nova Scotia': [hst(14_000)],
  Nunavut: [GST],
  Ontario: [hst(13_000)],
  'Prince Edward Island': [hst(15_000)],
  Quebec: [GST, { code: 'QST', rate: 9_975 }],
  Saskatchewan: [GST],
  Yukon: [GST],
};

export function salesTaxesFor(province: string | null | undefined): readonly TaxRate[] {
  return (province && SALES_TAX_BY_PROVINCE[province]) || [GST];
}

/** The parts of an event a price depends on (an EventSummary has them all). */
export type PricedEvent = {
  event_type: 'public' | 'private';
  attendance_min: number;
  attendance_limit: number;
  event_duration: readonly string[];
  price: ReadonlyArray<{ id: number; price: number; priceh?: number | null }>;
  addons: ReadonlyArray<{ id?: string; addons_title: string; addons_price: number }>;
  donations: ReadonlyArray<{ id?: string; donations_title: string; donations_price?: number | null }>;
  province: string | null;
};

export type DayOption = 'full' | 'half';

export type QuoteChoices = {
  groupSize: number;
  /** Only for events offered as a full or a half day; full otherwise. */
  dayOption?: DayOption;
  /** Ids of the chosen add-ons. */
  addons?: readonly string[];
  /** Chosen donations: a donation with a set price costs that price; one without takes the climber's amount. */
  donations?: ReadonlyArray<{ id: string; amount?: number | null }>;
};

export type QuoteLine = {
  kind: 'trip' | 'addon' | 'donation';
  /** The event's row id for an add-on or a donation. */
  id?: string;
  label: string;
  unit_amount: number;
  quantity: number;
  amount: number;
};
export type QuoteTax = { code: TaxRate['code']; rate: number; amount: number };

export type Quote = {
  lines: QuoteLine[];
  /** The taxable part: the trip and its add-ons. Donations are gifts, not a taxable supply. */
  taxable_subtotal: number;
  subtotal: number;
  taxes: QuoteTax[];
  total: number;
  platform_fee: number;
  guide_net: number;
  group_size: number;
  day_option: DayOption;
  price_per_person: number;
};

/** Why a choice cannot be priced: the field it belongs to, and the refusal's code as its message. */
export class QuoteError extends Error {
  readonly field: 'group_size' | 'day_option' | 'addons' | 'donations';

  constructor(field: QuoteError['field'], code: FieldErrorCode) {
    super(code);
    this.name = 'QuoteError';
    this.field = field;
  }
}

export const MAX_DONATION_CENTS = 1_000_000;

export function offersHalfDay(event: Pick<PricedEvent, 'event_duration'>): boolean {
  return event.event_duration.includes(FULL_OR_HALF_DAY);
}

/** The group sizes a climber may book: the event's range for a private trip, 1 to the limit otherwise. */
export function groupSizesOf(event: Pick<PricedEvent, 'event_type' | 'attendance_min' | 'attendance_limit'>) {
  const from = event.event_type === 'private' ? event.attendance_min : 1;
  return Array.from({ length: Math.max(0, event.attendance_limit - from + 1) }, (_, i) => from + i);
}

/** An add-on's or a donation's id; rows stored without one are named by their position. */
export function rowIdOf(row: { id?: string }, index: number): string {
  return row.id ?? `row-${index}`;
}

/**
 * The per-person price of a group: a private trip's row for that group size, a public trip's one row.
 * Stored public events keep their one price as the row of a group of one.
 */
function priceRowFor(event: PricedEvent, groupSize: number) {
  if (event.event_type === 'private') return event.price.find((row) => row.id === groupSize);
  return event.price[0];
}

/**
 * Lines, taxes, total, platform fee and guide net of one booking. Throws QuoteError for a choice the
 * event does not offer (a group size outside its range, an unknown add-on, a half day it does not sell).
 */
export function quote(event: PricedEvent, choices: QuoteChoices): Quote {
  const { groupSize } = choices;
  if (!Number.isInteger(groupSize) || !groupSizesOf(event).includes(groupSize)) {
    throw new QuoteError('group_size', 'group_size_not_offered');
  }
  const dayOption = choices.dayOption ?? 'full';
  if (dayOption === 'half' && !offersHalfDay(event)) throw new QuoteError('day_option', 'half_day_not_offered');
  const row = priceRowFor(event, groupSize);
  const perPerson = dayOption === 'half' ? row?.priceh : row?.price;
  if (!row || perPerson == null) throw new QuoteError('group_size', 'group_size_not_offered');

  const lines: QuoteLine[] = [
    { kind: 'trip', label: 'trip', unit_amount: perPerson, quantity: groupSize, amount: perPerson * groupSize },
  ];

  const chosenAddons = [...new Set(choices.addons ?? [])];
  for (const id of chosenAddons) {
    const addon = event.addons.find((candidate, index) => rowIdOf(candidate, index) === id);
    if (!addon) throw new QuoteError('addons', 'quote_addon_unknown');
    lines.push({
      kind: 'addon',
      id,
      label: addon.addons_title,
      unit_amount: addon.addons_price,
      quantity: 1,
      amount: addon.addons_price,
    });
  }

  const seenDonations = new Set<string>();
  for (const choice of choices.donations ?? []) {
    if (seenDonations.has(choice.id)) continue;
    seenDonations.add(choice.id);
    const donation = event.donations.find((candidate, index) => rowIdOf(candidate, index) === choice.id);
    if (!donation) throw new QuoteError('donations', 'quote_donation_unknown');
    const amount = donation.donations_price ? donation.donations_price : choice.amount;
    if (amount == null || !Number.isInteger(amount) || amount < 100 || amount > MAX_DONATION_CENTS) {
      throw new QuoteError('donations', 'quote_donation_amount');
    }
    lines.push({
      kind: 'donation',
      id: choice.id,
      label: donation.donations_title,
      unit_amount: amount,
      quantity: 1,
      amount,
    });
  }

  const taxableSubtotal = lines.filter((line) => line.kind !== 'donation').reduce((sum, line) => sum + line.amount, 0);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const taxes = salesTaxesFor(event.province).map((tax) => ({
    code: tax.code,
    rate: tax.rate,
    amount: shareOf(taxableSubtotal, tax.rate),
  }));
  const total = subtotal + taxes.reduce((sum, tax) => sum + tax.amount, 0);
  const platformFee = shareOf(total, PLATFORM_FEE_RATE);
  return {
    lines,
    taxable_subtotal: taxableSubtotal,
    subtotal,
    taxes,
    total,
    platform_fee: platformFee,
    guide_net: total - platformFee,
    group_size: groupSize,
    day_option: dayOption,
    price_per_person: perPerson,
  };
}
