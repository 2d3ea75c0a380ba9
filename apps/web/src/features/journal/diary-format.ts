/** How the journal writes its dates, titles and description previews. */

/** Cards show at most 20 characters of a title: a longer one is cut to 17 plus an ellipsis. */
export const CARD_TITLE_LIMIT = 20;
const CARD_TITLE_CUT = 17;
/** The description shows its first 100 characters of text until Read more. */
export const DESCRIPTION_PREVIEW_LIMIT = 100;

/** Counted in characters as a person sees them (an emoji or an accented letter is one). */
export function cardTitleOf(title: string): string {
  const characters = Array.from(title);
  return characters.length > CARD_TITLE_LIMIT ? `${characters.slice(0, CARD_TITLE_CUT).join('')}…` : title;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from the local calendar day of `now` to the ISO date (negative in the past). */
function daysFromToday(isoDate: string, now: Date): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  const target = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((target - today) / DAY_MS);
}

/** "today", "yesterday", "3 days ago", "2 weeks ago", "5 months ago", "last year"… */
export function relativeDayOf(isoDate: string, locale: string, now: Date = new Date()): string {
  const days = daysFromToday(isoDate, now);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const size = Math.abs(days);
  if (size < 7) return format.format(days, 'day');
  if (size < 30) return format.format(Math.trunc(days / 7), 'week');
  if (size < 365) return format.format(Math.trunc(days / 30), 'month');
  return format.format(Math.trunc(days / 365), 'year');
}

/** "March 4, 2026": the day as written, whatever the viewer's time zone. */
export function longDateOf(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** The text a reader sees of sanitized HTML (paragraphs joined by a space), never its tags. */
export function textOfHtml(html: string): string {
  if (!html) return '';
  const spaced = html.replace(/<\/(p|li|h3|h4)>|<br\s*\/?>/gi, '$& ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** The collapsed description: the first 100 characters of its text, or null when the text is no longer. */
export function descriptionPreviewOf(html: string): string | null {
  const characters = Array.from(textOfHtml(html));
  if (characters.length <= DESCRIPTION_PREVIEW_LIMIT) return null;
  return `${characters.slice(0, DESCRIPTION_PREVIEW_LIMIT).join('').trimEnd()}…`;
}
