/** The event wizard's limits, shared by the form and the server. */
export const ATTENDANCE_MIN = 1;
export const ATTENDANCE_MAX = 30;
export const MAX_GALLERY_IMAGES = 6;
/** Price inputs have a minimum of 1 (CAD); money travels and is stored in integer cents. */
export const MIN_PRICE_CENTS = 100;
/** A repeating event produces at most a year of dated occurrences. */
export const MAX_OCCURRENCES = 366;
export const EVENT_TYPES = ['public', 'private'] as const;
/** 'fhday' in event_duration: the trip is offered as a full or a half day, so each price row needs priceh. */
export const FULL_OR_HALF_DAY = 'fhday';
/** The most rows of the wizard's lists. */
export const EVENT_ROW_LIMITS = { otherLocations: 10, addons: 20, donations: 20, faqs: 30 } as const;
