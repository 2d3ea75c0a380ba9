/** The Home dashboard's limits. Zod-free, so the screen reads them without downloading the schemas. */

/** Confirmed Events / Top events across the country: at most this many cards. */
export const HOME_EVENTS_LIMIT = 6;
/** The Today panel lists at most this many events; "Show all" appears when there are more. */
export const TODAY_EVENTS_LIMIT = 5;
/** The Today panel's avatar stack shows this many faces, then "+N". */
export const TODAY_AVATARS_LIMIT = 5;
/** A stat's trend compares the last this-many days with the same number of days before them. */
export const TREND_PERIOD_DAYS = 7;
