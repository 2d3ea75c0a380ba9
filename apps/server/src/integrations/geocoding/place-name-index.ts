/**
 * A prefix index over place names, built once from the bundled places: every name is keyed from each of
 * its words ("Lake Louise" is found by "lake l" and by "louise"), normalised so that accents, case and
 * punctuation do not matter ("saint jer" and "jerome" both find "Saint-Jérôme"). The keys are sorted once; a search is a binary search for the first key at or after the query and a walk
 * over the keys that start with it: O(log n + k), whatever the number of places.
 */

/** Lower case, accents removed, anything that is not a letter or a digit a single space. */
export function normalisePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export type PlaceNameIndex = {
  /** Sorted normalised keys; `places[i]` is the place `keys[i]` was made from. */
  keys: string[];
  places: Int32Array;
  /** Each place's whole normalised name, to rank a name that is exactly the query first. */
  names: string[];
};

/** Builds the index of the places `include` keeps (their positions in `names`). */
export function buildPlaceNameIndex(names: readonly string[], include: (place: number) => boolean): PlaceNameIndex {
  const entries: Array<[string, number]> = [];
  const normalised = names.map(normalisePlaceText);
  for (const [place, name] of normalised.entries()) {
    if (!include(place) || name === '') continue;
    const words = name.split(' ');
    for (let start = 0; start < words.length; start += 1) entries.push([words.slice(start).join(' '), place]);
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    keys: entries.map(([key]) => key),
    places: Int32Array.from(entries, ([, place]) => place),
    names: normalised,
  };
}

function firstKeyAtOrAfter(keys: readonly string[], text: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? '') < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many keys a search looks at, at most: a one-letter query starts hundreds of names. */
const MAX_SCANNED_KEYS = 400;

/**
 * The places whose name, or one of its words onwards, starts with the normalised `query`; those whose
 * whole name starts with it first, the exact name before all, then alphabetically. `accept` filters (a
 * province typed after a comma).
 */
export function searchPlaceNames(
  index: PlaceNameIndex,
  query: string,
  limit: number,
  accept: (place: number) => boolean = () => true,
): number[] {
  const text = normalisePlaceText(query);
  if (text === '' || limit <= 0) return [];
  const found = new Set<number>();
  const start = firstKeyAtOrAfter(index.keys, text);
  const end = Math.min(index.keys.length, start + MAX_SCANNED_KEYS);
  for (let i = start; i < end && index.keys[i]?.startsWith(text); i += 1) {
    const place = index.places[i] ?? -1;
    if (place >= 0 && accept(place)) found.add(place);
  }
  const rank = (place: number) => {
    const name = index.names[place] ?? '';
    return name === text ? 0 : name.startsWith(text) ? 1 : 2;
  };
  return [...found]
    .sort((a, b) => rank(a) - rank(b) || ((index.names[a] ?? '') < (index.names[b] ?? '') ? -1 : 1))
    .slice(0, limit);
}
