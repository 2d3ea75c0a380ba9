// The search's limits, without zod: the web app's search screen reads them on a first visit, and
// importing event-search.contracts.ts would bring zod and every schema with them.

/** Nearby search: the radius is in kilometres, 100 by default, at most 500. */
export const NEARBY_DEFAULT_RADIUS_KM = 100;
export const NEARBY_MAX_RADIUS_KM = 500;
export const SEARCH_QUERY_MAX_LENGTH = 100;

/**
 * The keyword and nearby searches count their matches up to this many and no further: counting every
 * match of a common word costs more than finding the page itself. Past it, `total` is a lower bound and
 * `total_capped` is true (the screens show "1,000+").
 */
export const SEARCH_TOTAL_CAP = 1_000;

/** The map of the search screens holds at most this many courses; `truncated` says more match. */
export const EVENT_MARKERS_MAX = 5_000;

/**
 * Coordinates travel as whole numbers of 1e-5 degree (about a metre): "-11612345" instead of
 * "-116.123456789", and a map marker cannot show finer anyway.
 */
export const MARKER_COORDINATE_SCALE = 100_000;
