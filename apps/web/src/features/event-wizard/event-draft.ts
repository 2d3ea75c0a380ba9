import type { AuthUser } from '@cordee/shared/auth.contracts';
import { type Category, EVENT_COLORS, type EXPERIENCE_LEVELS, splitCommaList } from '@cordee/shared/catalogue';
import { ATTENDANCE_MAX, ATTENDANCE_MIN, FULL_OR_HALF_DAY } from '@cordee/shared/event-limits';
import type { RepeatKind } from '@cordee/shared/event-schedule';
import type { EventWrite } from '@cordee/shared/event-write.contracts';
import type { Event } from '@cordee/shared/events.contracts';
import { centsToDollarsText, parseDollarsToCents } from '@cordee/shared/money';
import { newRequestId } from '../../lib/request-id.ts';

export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export type EventColor = (typeof EVENT_COLORS)[number];

/** An uploaded file as the wizard keeps it: what the server claims (`key`), plus a url and name to show. */
export type DraftFile = { key: string; url: string; name: string };

/** How long a single-day trip lasts; `fhday` offers it as a full or a half day (two prices per row). */
export const SINGLE_DAY_LENGTHS = ['full_day', 'half_day', 'fhday', 'hours'] as const;
export type SingleDayLength = (typeof SINGLE_DAY_LENGTHS)[number];

/** Text inputs keep what was typed; numbers are read when the draft becomes a request body. */
export type DraftPrice = { id: number; price: string; priceh: string };
export type DraftLocation = { id: string; address: string; lat: string; lng: string };
export type DraftAddon = { id: string; addons_title: string; addons_price: string };
export type DraftDonation = { id: string; donations_title: string; donations_price: string };
export type DraftFaq = { id: string; question: string; answer: string };

/**
 * The wizard's draft, shaped for the inputs. Create mode keeps it in localStorage;
 * edit mode builds one from the event (the spec's "temporary copy"). `eventPayloadOf` turns it into
 * the body of POST/PUT /api/event.
 */
export type EventDraft = {
  /** One id per draft, so a double submit creates one event. A new draft gets a new id. */
  request_id: string;
  event_name: string;
  duration_type: 'single' | 'multi';
  single_day_length: SingleDayLength;
  duration_hours: string;
  duration_days: string;
  duration_nights: string;
  start_date: string;
  end_date: string;
  repeat: boolean;
  repeat_at: RepeatKind;
  repeat_dates: string[];
  category: Category | '';
  alias: string;
  gallery: DraftFile[];
  address: string;
  latitude: string;
  longitude: string;
  address_description: string;
  other_location: DraftLocation[];
  event_type: 'public' | 'private';
  attendance_min: number;
  attendance_limit: number;
  /** Rows by group size (`id`); rows outside the chosen sizes are kept while editing and cut on Next. */
  price: DraftPrice[];
  price_info: string;
  donations_enabled: boolean;
  donations: DraftDonation[];
  addons_enabled: boolean;
  addons: DraftAddon[];
  event_description: string;
  experience_required: ExperienceLevel[];
  terms_type: 'upload' | 'link';
  /** Kept when the guide switches to "Insert link" and back (step 4). */
  event_terms: DraftFile | null;
  terms_link: string;
  guides_link: string;
  climber_gears: string;
  guide_gears: string;
  itinerary: string;
  faqs: DraftFaq[];
  color: EventColor | null;
};

/** Spec 2 §9: attendance defaults min 1, limit 4. */
export const DEFAULT_ATTENDANCE_MIN = 1;
export const DEFAULT_ATTENDANCE_LIMIT = 4;

/** Row ids come from the current timestamp; a counter keeps two rows of one click apart. */
let lastRowId = 0;
export function newRowId(): string {
  lastRowId = Math.max(Date.now(), lastRowId + 1);
  return String(lastRowId);
}

export function emptyFaq(): DraftFaq {
  return { id: newRowId(), question: '', answer: '' };
}

export function emptyEventDraft(user?: Pick<AuthUser, 'guides_link'> | null): EventDraft {
  return {
    request_id: newRequestId(),
    event_name: '',
    duration_type: 'single',
    single_day_length: 'full_day',
    duration_hours: '',
    duration_days: '2',
    duration_nights: '',
    start_date: '',
    end_date: '',
    repeat: false,
    repeat_at: 'daily',
    repeat_dates: [],
    category: '',
    alias: '',
    gallery: [],
    address: '',
    latitude: '',
    longitude: '',
    address_description: '',
    other_location: [],
    event_type: 'public',
    attendance_min: DEFAULT_ATTENDANCE_MIN,
    attendance_limit: DEFAULT_ATTENDANCE_LIMIT,
    price: [],
    price_info: '',
    donations_enabled: false,
    donations: [],
    addons_enabled: false,
    addons: [],
    event_description: '',
    experience_required: [],
    terms_type: 'upload',
    event_terms: null,
    terms_link: '',
    // Spec 2 §2.7 step 4: prefilled from the guide's saved link when creating.
    guides_link: user?.guides_link ?? '',
    climber_gears: '',
    guide_gears: '',
    itinerary: '',
    faqs: [emptyFaq()],
    color: null,
  };
}

export function isFullOrHalfDay(draft: Pick<EventDraft, 'duration_type' | 'single_day_length'>): boolean {
  return draft.duration_type === 'single' && draft.single_day_length === 'fhday';
}

/**
 * `event_duration` as the server stores it: one string for a single day ('Full day', 'Half day',
 * 'fhday', '5 hours'), one or two for several days ('3 days', '2 nights').
 */
export function eventDurationOf(draft: EventDraft): string[] {
  if (draft.duration_type === 'multi') {
    const days = wholeNumber(draft.duration_days);
    const nights = wholeNumber(draft.duration_nights);
    return [
      ...(days ? [`${days} ${days === 1 ? 'day' : 'days'}`] : []),
      ...(nights ? [`${nights} ${nights === 1 ? 'night' : 'nights'}`] : []),
    ];
  }
  switch (draft.single_day_length) {
    case 'full_day':
      return ['Full day'];
    case 'half_day':
      return ['Half day'];
    case 'fhday':
      return [FULL_OR_HALF_DAY];
    case 'hours': {
      const hours = wholeNumber(draft.duration_hours);
      return hours ? [`${hours} ${hours === 1 ? 'hour' : 'hours'}`] : [];
    }
  }
}

function wholeNumber(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value > 0 ? value : null;
}

/** A typed number, or undefined for an empty or unreadable box (the schema then names the field). */
function numberOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * CA$ typed by the guide → integer cents for the API, read digit by digit (never `× 100` on a float:
 * "12.34" is exactly 1234). An empty box is undefined (no price). Text that is no amount ("12.345",
 * "1e3") is NaN rather than a guess, so the step's validation refuses it with the field's message
 * instead of the request silently carrying a rounded or missing price.
 */
export function centsOf(dollars: string): number | undefined {
  if (dollars.trim() === '') return undefined;
  return parseDollarsToCents(dollars) ?? Number.NaN;
}

/** Integer cents from the API → what the price box shows ("425", "99.5"). */
export function dollarsOf(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : centsToDollarsText(cents);
}

/**
 * The group sizes that need a price: one per size from min to limit on a private trip,
 * a single per-person price (kept as size 1) otherwise.
 */
export function priceSizesOf(draft: Pick<EventDraft, 'event_type' | 'attendance_min' | 'attendance_limit'>): number[] {
  if (draft.event_type !== 'private') return [1];
  const min = Math.max(ATTENDANCE_MIN, draft.attendance_min);
  const max = Math.min(ATTENDANCE_MAX, draft.attendance_limit);
  return Array.from({ length: Math.max(max - min + 1, 0) }, (_, i) => min + i);
}

/** The price rows the form shows: one per size, reusing what was typed for that size. */
export function priceRowsOf(draft: EventDraft): DraftPrice[] {
  const bySize = new Map(draft.price.map((row) => [row.id, row]));
  return priceSizesOf(draft).map((size) => bySize.get(size) ?? { id: size, price: '', priceh: '' });
}

/** Sets one size's price (or half-day price), adding the row if the size had none yet. */
export function withPrice(draft: EventDraft, size: number, field: 'price' | 'priceh', value: string): DraftPrice[] {
  const exists = draft.price.some((row) => row.id === size);
  const rows = exists ? draft.price : [...draft.price, { id: size, price: '', priceh: '' }];
  return rows.map((row) => (row.id === size ? { ...row, [field]: value } : row));
}

/**
 * The body of POST /api/event and PUT /api/event/{id}. Unreadable numbers go as undefined so that
 * EventWriteSchema reports them with the spec's message rather than the client guessing a value.
 */
export function eventPayloadOf(draft: EventDraft): EventWrite {
  const halfDay = isFullOrHalfDay(draft);
  const payload = {
    request_id: draft.request_id,
    event_name: draft.event_name,
    duration_type: draft.duration_type,
    event_duration: eventDurationOf(draft),
    start_date: draft.start_date,
    // A one-off single-day trip has no end date input: it ends the day it starts.
    end_date: draft.duration_type === 'single' && !draft.repeat ? draft.start_date : draft.end_date,
    repeat: draft.repeat,
    repeat_at: draft.repeat_at,
    repeat_dates: draft.repeat && draft.repeat_at === 'custom' ? [...draft.repeat_dates].sort() : [],
    category: draft.category || undefined,
    alias: draft.category === 'Other' ? draft.alias : null,
    gallery: draft.gallery.map((file) => file.key),
    address: draft.address,
    latitude: numberOf(draft.latitude),
    longitude: numberOf(draft.longitude),
    address_description: draft.address_description.trim() || null,
    other_location: draft.other_location.map((row) => ({
      id: row.id,
      address: row.address,
      lat: numberOf(row.lat),
      lng: numberOf(row.lng),
    })),
    event_type: draft.event_type,
    attendance_min: draft.attendance_min,
    attendance_limit: draft.attendance_limit,
    // Spec 2 §2.7 step 3: on Next, rows beyond the chosen group sizes are cut off.
    price: priceRowsOf(draft).map((row) => ({
      id: row.id,
      price: centsOf(row.price),
      ...(halfDay ? { priceh: centsOf(row.priceh) } : {}),
    })),
    price_info: draft.price_info.trim() || null,
    addons: draft.addons_enabled
      ? draft.addons.map((row) => ({
          id: row.id,
          addons_title: row.addons_title,
          addons_price: centsOf(row.addons_price),
        }))
      : [],
    donations: draft.donations_enabled
      ? draft.donations.map((row) => ({
          id: row.id,
          donations_title: row.donations_title,
          donations_price: centsOf(row.donations_price) ?? null,
        }))
      : [],
    event_description: draft.event_description,
    experience_required: draft.experience_required,
    terms_type: draft.terms_type,
    event_terms: draft.terms_type === 'upload' ? (draft.event_terms?.key ?? null) : null,
    terms_link: draft.terms_type === 'link' ? draft.terms_link : null,
    guides_link: draft.guides_link.trim() || null,
    climber_gears: splitCommaList(draft.climber_gears),
    guide_gears: splitCommaList(draft.guide_gears),
    itinerary: draft.itinerary,
    faqs: draft.faqs.map((row) => ({ id: row.id, question: row.question, answer: row.answer })),
    color: draft.color,
  };
  // Undefined numbers and category are deliberate (see above); the schema, not the type, judges them.
  return payload as EventWrite;
}

/** A saved file as the draft keeps it: its own name when the server knows it, else the last part of its url. */
function fileFrom(file: { key: string; url: string; name?: string }): DraftFile {
  return { key: file.key, url: file.url, name: file.name ?? file.url.split('/').pop() ?? file.key };
}

function singleDayLengthOf(duration: string | undefined): Pick<EventDraft, 'single_day_length' | 'duration_hours'> {
  const text = (duration ?? '').trim().toLowerCase();
  const hours = /^(\d+)\s*h/.exec(text)?.[1];
  if (hours) return { single_day_length: 'hours', duration_hours: hours };
  if (text === FULL_OR_HALF_DAY) return { single_day_length: 'fhday', duration_hours: '' };
  if (text.startsWith('half')) return { single_day_length: 'half_day', duration_hours: '' };
  return { single_day_length: 'full_day', duration_hours: '' };
}

/** Edit mode's temporary copy of a saved event. */
export function draftFromEvent(event: Event): EventDraft {
  const joined = event.event_duration.join(' ').toLowerCase();
  const halfDay = event.event_duration.includes(FULL_OR_HALF_DAY);
  return {
    request_id: newRequestId(),
    event_name: event.event_name,
    duration_type: event.duration_type,
    ...singleDayLengthOf(event.event_duration[0]),
    duration_days: /(\d+)\s*days?/.exec(joined)?.[1] ?? '2',
    duration_nights: /(\d+)\s*nights?/.exec(joined)?.[1] ?? '',
    start_date: event.start_date.slice(0, 10),
    end_date: event.end_date.slice(0, 10),
    repeat: event.repeat,
    repeat_at: event.repeat_at,
    repeat_dates: event.repeat_dates.map((date) => date.slice(0, 10)),
    category: event.category,
    alias: event.alias ?? '',
    gallery: event.gallery.map(fileFrom),
    address: event.address,
    latitude: String(event.latitude),
    longitude: String(event.longitude),
    address_description: event.address_description ?? '',
    other_location: event.other_location.map((row) => ({
      id: row.id ?? newRowId(),
      address: row.address,
      lat: String(row.lat),
      lng: String(row.lng),
    })),
    event_type: event.event_type,
    attendance_min: event.attendance_min,
    attendance_limit: event.attendance_limit,
    price: event.price.map((row) => ({
      id: event.event_type === 'private' ? row.id : 1,
      price: dollarsOf(row.price),
      priceh: halfDay ? dollarsOf(row.priceh) : '',
    })),
    price_info: event.price_info ?? '',
    donations_enabled: event.donations.length > 0,
    donations: event.donations.map((row) => ({
      id: row.id ?? newRowId(),
      donations_title: row.donations_title,
      donations_price: dollarsOf(row.donations_price),
    })),
    addons_enabled: event.addons.length > 0,
    addons: event.addons.map((row) => ({
      id: row.id ?? newRowId(),
      addons_title: row.addons_title,
      addons_price: dollarsOf(row.addons_price),
    })),
    event_description: event.event_description,
    experience_required: [...event.experience_required],
    terms_type: event.terms_type,
    event_terms: event.event_terms ? fileFrom(event.event_terms) : null,
    terms_link: event.terms_link ?? '',
    guides_link: event.guides_link ?? '',
    climber_gears: event.climber_gears.join(', '),
    guide_gears: event.guide_gears.join(', '),
    itinerary: event.itinerary,
    faqs:
      event.faqs.length > 0
        ? event.faqs.map((row) => ({ id: row.id ?? newRowId(), question: row.question, answer: row.answer }))
        : [emptyFaq()],
    color: event.color,
  };
}

/** Spec 2 §2.7 step 4: a colour from the list, picked at random when step 4 opens. */
export function randomEventColor(random: () => number = Math.random): EventColor {
  return EVENT_COLORS[Math.floor(random() * EVENT_COLORS.length)] ?? 'blue';
}
