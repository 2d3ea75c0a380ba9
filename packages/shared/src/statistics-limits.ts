/** The Statistics screen's limits. Zod-free, so the screen reads them without downloading the schemas. */

/** The longest range the Statistics screen asks for at once: one year and a day (bounded work). */
export const STATISTICS_MAX_DAYS = 366;
/** The range shown when none is asked for: the last 30 days, today included. */
export const STATISTICS_DEFAULT_DAYS = 30;
/** Locations chart: the addresses with the most events, at most this many. */
export const STATISTICS_TOP_LOCATIONS = 10;
