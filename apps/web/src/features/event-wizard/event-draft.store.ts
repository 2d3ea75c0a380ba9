import { CATEGORIES, EVENT_COLORS, EXPERIENCE_LEVELS } from '@cordee/shared/catalogue';
import { REPEAT_KINDS } from '@cordee/shared/event-schedule';
import { type DraftFile, type EventDraft, emptyEventDraft, emptyFaq, SINGLE_DAY_LENGTHS } from './event-draft.ts';

/**
 * The new-event draft, kept in localStorage so the four steps survive a reload. It names
 * its guide: another account signing in on the same browser starts from a blank draft.
 */
export const EVENT_DRAFT_KEY = 'newEvent';

type StoredDraft = { owner: number; draft: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;
const wholeNumber = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

function fileOf(value: unknown): DraftFile | null {
  if (!isRecord(value) || typeof value.key !== 'string' || typeof value.url !== 'string') return null;
  return { key: value.key, url: value.url, name: text(value.name, value.key) };
}

/** Rows whose every listed field is text; anything else in a hand-edited value is dropped. */
function rowsOf<T extends { id: string }>(value: unknown, fields: readonly (keyof T & string)[]): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row) => {
    if (!isRecord(row)) return [];
    const read: Record<string, string> = { id: text(row.id, String(row.id ?? '')) };
    for (const field of fields) read[field] = text(row[field], '');
    return read.id ? [read as T] : [];
  });
}

/**
 * Reads a stored draft field by field, each falling back to the empty draft's value: a truncated or
 * older-shaped value must not break the wizard.
 */
function draftFrom(stored: unknown, base: EventDraft): EventDraft {
  if (!isRecord(stored)) return base;
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const faqs = rowsOf<EventDraft['faqs'][number]>(stored.faqs, ['question', 'answer']);
  return {
    request_id: text(stored.request_id, base.request_id) || base.request_id,
    event_name: text(stored.event_name, base.event_name),
    duration_type: oneOf(['single', 'multi'], stored.duration_type, base.duration_type),
    single_day_length: oneOf(SINGLE_DAY_LENGTHS, stored.single_day_length, base.single_day_length),
    duration_hours: text(stored.duration_hours, base.duration_hours),
    duration_days: text(stored.duration_days, base.duration_days),
    duration_nights: text(stored.duration_nights, base.duration_nights),
    start_date: text(stored.start_date, base.start_date),
    end_date: text(stored.end_date, base.end_date),
    repeat: stored.repeat === true,
    repeat_at: oneOf(REPEAT_KINDS, stored.repeat_at, base.repeat_at),
    repeat_dates: strings(stored.repeat_dates),
    category: oneOf(['', ...CATEGORIES], stored.category, base.category),
    alias: text(stored.alias, base.alias),
    gallery: (Array.isArray(stored.gallery) ? stored.gallery : []).map(fileOf).filter((f) => f !== null),
    address: text(stored.address, base.address),
    latitude: text(stored.latitude, base.latitude),
    longitude: text(stored.longitude, base.longitude),
    address_description: text(stored.address_description, base.address_description),
    other_location: rowsOf(stored.other_location, ['address', 'lat', 'lng']),
    event_type: oneOf(['public', 'private'], stored.event_type, base.event_type),
    attendance_min: wholeNumber(stored.attendance_min, base.attendance_min),
    attendance_limit: wholeNumber(stored.attendance_limit, base.attendance_limit),
    price: (Array.isArray(stored.price) ? stored.price : []).flatMap((row) =>
      isRecord(row) && typeof row.id === 'number'
        ? [{ id: row.id, price: text(row.price, ''), priceh: text(row.priceh, '') }]
        : [],
    ),
    price_info: text(stored.price_info, base.price_info),
    donations_enabled: stored.donations_enabled === true,
    donations: rowsOf(stored.donations, ['donations_title', 'donations_price']),
    addons_enabled: stored.addons_enabled === true,
    addons: rowsOf(stored.addons, ['addons_title', 'addons_price']),
    event_description: text(stored.event_description, base.event_description),
    experience_required: strings(stored.experience_required).filter((level) =>
      (EXPERIENCE_LEVELS as readonly string[]).includes(level),
    ) as EventDraft['experience_required'],
    terms_type: oneOf(['upload', 'link'], stored.terms_type, base.terms_type),
    event_terms: fileOf(stored.event_terms),
    terms_link: text(stored.terms_link, base.terms_link),
    guides_link: text(stored.guides_link, base.guides_link),
    climber_gears: text(stored.climber_gears, base.climber_gears),
    guide_gears: text(stored.guide_gears, base.guide_gears),
    itinerary: text(stored.itinerary, base.itinerary),
    // The last Q&A row cannot be removed: there is always one.
    faqs: faqs.length > 0 ? faqs : [emptyFaq()],
    color: EVENT_COLORS.find((color) => color === stored.color) ?? null,
  };
}

/** The guide's stored draft, or a fresh one (with their saved guides link) when there is none. */
export function readEventDraft(user: { id: number; guides_link: string | null }): EventDraft {
  const base = emptyEventDraft(user);
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(EVENT_DRAFT_KEY) ?? 'null');
  } catch {
    return base;
  }
  if (!isRecord(stored) || stored.owner !== user.id) return base;
  return draftFrom((stored as StoredDraft).draft, base);
}

export function saveEventDraft(ownerId: number, draft: EventDraft): void {
  const stored: StoredDraft = { owner: ownerId, draft };
  try {
    localStorage.setItem(EVENT_DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // A full or disabled storage only loses the reload safety net; the wizard keeps working.
  }
}

/** After a successful create: the next event starts from a blank draft and a new request id. */
export function clearEventDraft(): void {
  localStorage.removeItem(EVENT_DRAFT_KEY);
}
